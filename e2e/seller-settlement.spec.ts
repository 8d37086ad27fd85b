import { expect, test } from '@playwright/test'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 20 settlement + issue 19 bill payment (decision 122): the demo buyer completes two orders at
 * seller1's store and one is refunded (fixtures through the API); the operator closes the period
 * (立即出账); seller1 sees the bill with the order, the refund and the commission and confirms it; the
 * operator examines and pays it with a reference; seller1 sees PAY and the reference.
 */
test('a period is billed, confirmed by the seller, examined and paid by the operator', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const assertClean = watchConsole(page)
  const kept = await demoOrder(context.request, { stage: 'completed', storeId: '2001' })
  const refunded = await demoOrder(context.request, { stage: 'completed', storeId: '2001' })
  const afterSale = await apiCall<{ sn: string }>(
    context.request,
    refunded.token,
    'POST',
    `/buyer/order/afterSale/save/${refunded.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('不想要了')}&problemDesc=${encodeURIComponent('拍错了')}`,
  )
  const reviewed = await apiCall<{ serviceStatus: string }>(
    context.request,
    refunded.sellerToken,
    'POST',
    `/store/order/afterSale/review/${afterSale.sn}?serviceStatus=PASS`,
  )
  expect(reviewed.serviceStatus).toBe('COMPLETE')

  await consoleSignIn(context, context.request, 'seller', 'seller1')
  await consoleSignIn(context, context.request, 'admin', 'admin')

  // The operator closes the period now.
  await page.goto('/admin/bills')
  await page.getByTestId('bill-close').click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText(/已出账 \d+ 张结算单/)).toBeVisible()

  // seller1: the dashboard counts the bill to confirm; the list and the bill with its lines.
  await page.goto('/seller')
  await expect(page.getByTestId('count-billsToConfirm')).toContainText(/[1-9]/)
  await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible()
  await page.getByTestId('count-billsToConfirm').click()
  await expect(page).toHaveURL(/\/seller\/finance\/bills\?status=OUT/)
  await page.getByTestId('bill-link').first().click()
  await expect(page).toHaveURL(/\/seller\/finance\/bills\/B\d+/)
  const sn = page.url().split('/').at(-1) as string
  const flows = page.getByTestId('bill-flows')
  await expect(flows.getByRole('row').filter({ hasText: kept.orderSn })).toBeVisible()
  await expect(flows.getByRole('row').filter({ hasText: refunded.orderSn }).first()).toBeVisible()
  const refundRow = flows.getByRole('row').filter({ hasText: afterSale.sn })
  await expect(refundRow).toContainText('退款')
  // The commission the platform keeps on the kept order (seller1's goods carry a category rate).
  const bill = await apiCall<{ commissionPrice: number; refundPrice: number; billStatus: string }>(
    context.request,
    kept.sellerToken,
    'GET',
    `/store/order/bill/get/${sn}`,
  )
  expect(bill.commissionPrice).toBeGreaterThan(0)
  expect(bill.refundPrice).toBeGreaterThan(0)
  await expect(page.getByTestId('bill-commissionPrice')).toContainText(
    `¥${bill.commissionPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  )
  await page.getByTestId('bill-confirm').click()
  await page.getByTestId('bill-confirm-dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('bill-status').first()).toHaveText('已对账')
  await expect(page.getByTestId('bill-confirm')).toHaveCount(0)

  // The operator: the dashboard links to bills to examine; examine, then pay with a reference.
  await page.goto('/admin')
  await expect(page.getByTestId('count-bills')).toContainText(/[1-9]/)
  await page.getByTestId('count-bills').click()
  await expect(page).toHaveURL(/\/admin\/bills\?status=CHECK/)
  await page.goto(`/admin/bills/${sn}`)
  await page.getByTestId('bill-examine').click()
  await page.getByTestId('bill-examine-dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('bill-status').first()).toHaveText('已审核')
  await page.getByTestId('bill-pay').click()
  await page.getByTestId('bill-pay-submit').click()
  await expect(page.getByText('请填写付款流水号')).toBeVisible()
  await page.getByRole('dialog').getByRole('textbox').fill('ICBC-E2E-0001')
  await page.getByTestId('bill-pay-submit').click()
  await expect(page.getByTestId('bill-status').first()).toHaveText('已付款')

  // seller1 sees it paid, with the reference.
  await page.goto(`/seller/finance/bills/${sn}`)
  await expect(page.getByTestId('bill-status').first()).toHaveText('已付款')
  await expect(page.getByTestId('bill-pay-reference')).toHaveText('ICBC-E2E-0001')
  assertClean()
})
