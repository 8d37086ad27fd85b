import { expect, test } from '@playwright/test'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'

/**
 * A paid order cancelled by its buyer goes back through the gateway that took it (decision 148): paid
 * with 支付宝 (the sandbox, as `npm start` runs without keys), cancelled on the order page, refunded by
 * the site's payment-refund job — the buyer reads 已退款 on the order, the operator finds it in 退款记录
 * with its refund number, and nothing went to the wallet.
 */
test('a cancelled Alipay order is refunded through the gateway; buyer and operator see it', async ({
  page,
  browser,
  request,
}) => {
  const order = await demoOrder(request, { username: 'buyer2', storeId: '2003', stage: 'unpaid' })
  const qr = await apiCall<string>(
    request,
    order.token,
    'GET',
    `/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=ORDER&sn=${order.orderSn}&clientType=PC`,
  )
  const outTradeNo = new URL(qr).searchParams.get('outTradeNo') as string
  await apiCall(request, order.token, 'POST', `/buyer/payment/sandbox/${outTradeNo}/confirm`)

  await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await page.getByRole('button', { name: '取消订单' }).click()
  await page.getByRole('dialog', { name: '请选择取消订单原因' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消订单成功')).toBeVisible()
  // The job worker sends it to the gateway within seconds: 退款中, then 已退款.
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('gateway-refund')).toHaveAttribute('data-state', 'SUCCESS', {
      timeout: 2_000,
    })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByTestId('gateway-refund')).toContainText('已退款')
  await expect(page.getByTestId('gateway-refund')).toContainText(`C${order.orderSn}`)

  const operator = await browser.newContext()
  const admin = await operator.newPage()
  await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto(`/admin/payments?tab=refunds&sn=${order.orderSn}`)
  const row = admin.getByTestId('refund-table').getByRole('row').filter({ hasText: order.orderSn })
  await expect(row).toContainText('订单取消退款')
  await expect(row).toContainText('原路退回')
  await expect(row).toContainText('已退款')
  await expect(row).toContainText(`C${order.orderSn}`)
  await operator.close()
})
