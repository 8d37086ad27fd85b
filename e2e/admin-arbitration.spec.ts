import { expect, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { apiCall, appealedComplaint, demoOrder } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'

/**
 * The operator's arbitration (decision 115): a buyer's refused after-sale goes to the platform and
 * the operator refunds it (the buyer's wallet shows the money); a complaint the store appealed is
 * arbitrated and the buyer reads the ruling; a platform coupon the operator creates is claimed in the
 * coupon centre.
 */
test.describe.configure({ mode: 'serial' })

test('a refused after-sale is escalated by the buyer and refunded by the operator', async ({
  page,
  browser,
  request,
}) => {
  const order = await demoOrder(request, { username: 'buyer2', storeId: '2002', stage: 'completed' })
  const applied = await apiCall<{ sn: string; applyRefundPrice: number }>(
    request,
    order.token,
    'POST',
    `/buyer/order/afterSale/save/${order.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('质量问题')}&problemDesc=${encodeURIComponent('杯口有裂纹')}`,
  )
  await apiCall(
    request,
    order.sellerToken,
    'POST',
    `/store/order/afterSale/review/${applied.sn}?serviceStatus=REFUSE&remark=${encodeURIComponent('商品完好，不予退款')}`,
  )

  // The buyer takes the refusal to the platform from the after-sale's page.
  await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
  await page.goto(`/home/AfterSaleDetail?sn=${applied.sn}`)
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'REFUSE')
  await page.getByRole('button', { name: '申请平台介入' }).click()
  const ask = page.getByTestId('escalate-dialog')
  await ask.getByRole('button', { name: '提交' }).click()
  await expect(ask.getByText('请填写申请理由')).toBeVisible()
  await ask.getByLabel('申请理由').fill('商家拒绝不合理，收到时杯口已有裂纹')
  await ask.getByRole('button', { name: '提交' }).click()
  await expect(page.getByTestId('after-sale-arbitration')).toContainText('平台处理中')

  // The operator finds it from the dashboard and refunds it with a remark.
  const operator = await browser.newContext()
  const admin = await operator.newPage()
  await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto('/admin')
  await admin.getByTestId('count-afterSales').click()
  await expect(admin).toHaveURL(/\/admin\/after-sales\?queue=ESCALATED/)
  await admin.getByTestId('after-sale-table').getByRole('link', { name: applied.sn }).click()
  await expect(admin.getByTestId('arbitration')).toContainText('商家拒绝不合理')
  await admin.getByRole('button', { name: '处理' }).click()
  const ruling = admin.getByTestId('ruling-dialog')
  await ruling.getByLabel('支持退款').check()
  await ruling.getByLabel('处理意见').fill('照片显示收货时已破损，支持退款')
  await ruling.getByRole('button', { name: '确定' }).click()
  await expect(admin.getByText('已处理', { exact: true })).toBeVisible()
  await expect(admin.getByTestId('admin-after-sale')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(admin.getByTestId('arbitration')).toContainText('照片显示收货时已破损，支持退款')
  await operator.close()

  // The buyer reads the ruling and sees the money in the wallet's ledger.
  await page.reload()
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(page.getByTestId('after-sale-arbitration')).toContainText('照片显示收货时已破损，支持退款')
  await page.goto('/home/MoneyManagement?tab=log')
  const row = page.getByTestId('wallet-log').locator('tr', { hasText: `售后单[${applied.sn}]退款` })
  await expect(row).toContainText(`+ ¥${applied.applyRefundPrice.toFixed(2)}`)
})

test('a complaint the store appealed is arbitrated; the buyer reads the ruling', async ({
  page,
  browser,
  request,
}) => {
  const filed = await appealedComplaint(request)

  const operator = await browser.newContext()
  const admin = await operator.newPage()
  await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto('/admin/complaints?status=WAIT_ARBITRATION')
  await admin.goto(`/admin/complaints/${filed.id}`)
  await expect(admin.getByTestId('admin-complaint')).toContainText('出库前已拍照检查')
  await admin.getByLabel('平台回复').fill('请商家补充出库照片')
  await admin.getByRole('button', { name: '发送' }).click()
  await expect(admin.getByTestId('complaint-dialogue')).toContainText('请商家补充出库照片')
  await admin.getByRole('button', { name: '仲裁' }).click()
  const dialog = admin.getByTestId('arbitrate-dialog')
  await dialog.getByLabel('仲裁结果').fill('商家补发一件新茶盘')
  await dialog.getByRole('button', { name: '仲裁' }).click()
  await expect(admin.getByTestId('admin-complaint')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(admin.getByTestId('arbitration-result')).toHaveText('商家补发一件新茶盘')
  await operator.close()

  await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
  await page.goto(`/home/ComplainDetail?id=${filed.id}`)
  await expect(page.getByTestId('complaint-detail')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(page.getByTestId('complaint-detail')).toContainText('商家补发一件新茶盘')
  await expect(page.getByTestId('complaint-thread')).toContainText('请商家补充出库照片')
})

test('the operator creates a platform coupon a buyer claims in the coupon centre', async ({
  page,
  browser,
  request,
}) => {
  const name = `平台券${Date.now() % 100_000}`
  const operator = await browser.newContext()
  const admin = await operator.newPage()
  await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto('/admin/coupons')
  await admin.getByRole('button', { name: '新增优惠券' }).click()
  const form = admin.getByTestId('coupon-form')
  await form.getByLabel('名称').fill(name)
  // Wrong values are each marked at their field before anything is sent.
  await form.getByLabel('面额（元）').fill('-5')
  await form.getByLabel('使用门槛（元）').fill('abc')
  await form.getByLabel('发行数量').fill('-3')
  await form.getByLabel('结束时间').fill('2020-01-01T00:00')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('结束时间须晚于开始时间')).toBeVisible()
  for (const label of ['面额（元）', '使用门槛（元）', '发行数量'])
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  await expect(admin.getByText('已创建优惠券')).toHaveCount(0)
  await form.getByLabel('面额（元）').fill('8')
  await form.getByLabel('使用门槛（元）').fill('60')
  await form.getByLabel('发行数量').fill('100')
  await form.getByLabel('结束时间').fill('2099-12-31T23:59')
  await form.getByLabel('说明').fill('全场满60减8')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(admin.getByText('已创建优惠券')).toBeVisible()
  const row = admin.getByTestId('coupon-table').locator('tbody tr', { hasText: name })
  await expect(row).toContainText('减 ¥8.00')
  await expect(row).toContainText('0 / 100')

  // 操作日志 reads the new coupon in words, amounts in yuan (the row keeps fen); the JSON is folded
  // away under 原始记录 (issue 60 §14).
  await admin.goto('/admin/logs?action=promotion.coupon.create')
  const logged = admin.getByTestId('log-table').locator('tbody tr', { hasText: name })
  const changes = logged.getByTestId('log-changes')
  await expect(changes).toContainText(`优惠券名称：${name}`)
  await expect(changes).toContainText('面额：¥8.00')
  await expect(changes).toContainText('使用门槛：¥60.00')
  await expect(changes).not.toContainText('800')
  await expect(logged.getByTestId('log-raw')).toBeHidden()
  await logged.getByText('原始记录').click()
  await expect(logged.getByTestId('log-raw')).toContainText('"price":800')
  await chooseLanguage(operator, 'en')
  await admin.reload()
  await expect(changes).toContainText('Amount: ¥8.00')
  await expect(changes).toContainText('Minimum spend: ¥60.00')
  await expect(logged.getByText('Raw record')).toBeVisible()
  await chooseLanguage(operator, 'zh-CN')
  await admin.goto('/admin/coupons')

  await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
  await page.goto('/home/Coupons?status=CENTRE')
  const ticket = page.getByTestId('coupon-ticket').filter({ hasText: name })
  await ticket.getByTestId('claim').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goto('/home/Coupons?status=NEW')
  await expect(page.getByTestId('coupon-ticket').filter({ hasText: name })).toBeVisible()

  // The claim shows in the operator's records, and the coupon can no longer be edited.
  await admin.reload()
  await expect(row).toContainText('1 / 100')
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0)
  await row.getByRole('button', { name: '领取记录' }).click()
  await expect(admin.getByTestId('coupon-claims').locator('tbody tr')).toHaveCount(1)
  await operator.close()
})
