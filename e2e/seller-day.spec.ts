import { expect, type Page, test } from '@playwright/test'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 20's journey in one piece: the demo buyer pays two orders at seller1's store, the dashboard
 * counts them to ship, seller1 ships one by hand and one by CSV, the buyer confirms receipt and asks to
 * return one, seller1 approves and confirms the parcel, the refund reaches the buyer's wallet, the
 * period closes and the bill shows the order, the refund and the commission, and seller1 confirms it.
 * The buyer's own steps go through the API (other journeys drive those pages); seller1's through pages.
 */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
const count = async (page: Page, key: string) =>
  Number((await page.getByTestId(`count-${key}`).locator('strong').textContent()) ?? 0)

test("a seller's day: two orders shipped, one returned and refunded, the period billed and confirmed", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  const clean = watchConsole(page)
  const request = context.request
  await consoleSignIn(context, request, 'seller', 'seller1')
  await page.goto('/seller')
  const waitingBefore = await count(page, 'undelivered')

  const kept = await demoOrder(request, { storeId: '2001', stage: 'paid' })
  const returned = await demoOrder(request, { storeId: '2001', stage: 'paid' })
  await page.reload()
  await expect.poll(() => count(page, 'undelivered')).toBe(waitingBefore + 2)
  await page.getByTestId('count-undelivered').click()
  await expect(page).toHaveURL(/\/seller\/orders\?status=UNDELIVERED/)
  await hydrated(page)

  // One by hand.
  const carriers = await apiCall<{ id: string; name: string }[]>(
    request,
    kept.sellerToken,
    'GET',
    '/store/other/logistics',
  )
  const carrier = carriers[0] as { id: string; name: string }
  const row = page.getByTestId('orders-table').getByRole('row', { name: new RegExp(kept.orderSn) })
  await row.getByTestId('order-ship').click()
  const ship = page.getByTestId('ship-dialog')
  await ship.getByLabel('物流公司').selectOption(carrier.id)
  await ship.getByLabel('物流单号').fill(`SF${Date.now()}`)
  await ship.getByRole('button', { name: '发货' }).click()
  await expect(
    page.getByTestId('orders-table').getByRole('row', { name: new RegExp(kept.orderSn) }),
  ).toHaveCount(0)

  // One by CSV.
  await page.getByTestId('orders-batch').click()
  const batch = page.getByTestId('batch-dialog')
  await batch.getByLabel('CSV 文件').setInputFiles({
    name: 'deliver.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `订单编号,物流公司,物流单号\r\n${returned.orderSn},${carrier.name},YT${Date.now()}\r\n`,
    ),
  })
  await batch.getByRole('button', { name: '上传并发货' }).click()
  await expect(batch.getByTestId('batch-result')).toContainText('已发货 1 个订单')
  await batch.getByRole('button', { name: '关闭' }).click()

  // The buyer confirms both and asks to return one.
  for (const order of [kept, returned])
    await apiCall(request, order.token, 'POST', `/buyer/order/order/${order.orderSn}/receiving`)
  const afterSale = await apiCall<{ sn: string }>(
    request,
    returned.token,
    'POST',
    `/buyer/order/afterSale/save/${returned.orderItemSn}?serviceType=RETURN_GOODS&num=1&reason=${encodeURIComponent('商品破损')}&problemDesc=${encodeURIComponent('收到时已破损')}`,
  )
  const wallet = () =>
    apiCall<{ memberWallet: number }>(request, returned.token, 'GET', '/buyer/wallet/wallet').then(
      (w) => w.memberWallet,
    )
  const walletBefore = await wallet()

  // seller1 approves, the buyer sends the parcel, seller1 confirms it arrived: the refund is paid.
  await page.goto(`/seller/after-sale/${afterSale.sn}`)
  await hydrated(page)
  await page.getByTestId('after-sale-approve').click()
  await page.getByTestId('after-sale-submit').click()
  await expect(page.getByTestId('after-sale-status')).toHaveText('待买家退货')
  await apiCall(
    request,
    returned.token,
    'POST',
    `/buyer/order/afterSale/delivery/${afterSale.sn}?logisticsNo=SF${Date.now()}&logisticsId=${carrier.id}&mDeliverTime=2026-11-24`,
  )
  await page.reload()
  await hydrated(page)
  await page.getByTestId('after-sale-confirm').click()
  await page.getByTestId('after-sale-submit').click()
  await expect(page.getByTestId('after-sale-status')).toHaveText('已完成')
  expect(await wallet()).toBeGreaterThan(walletBefore)

  // The period closes; the bill lists the kept order, the refund and the commission; seller1 confirms.
  await consoleSignIn(context, request, 'admin', 'admin')
  await page.goto('/admin/bills')
  await page.getByTestId('bill-close').click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText(/已出账 \d+ 张结算单/)).toBeVisible()
  await page.goto('/seller/finance/bills?status=OUT')
  await page.getByTestId('bill-link').first().click()
  await expect(page).toHaveURL(/\/seller\/finance\/bills\/B\d+/)
  const flows = page.getByTestId('bill-flows')
  await expect(flows.getByRole('row').filter({ hasText: kept.orderSn })).toBeVisible()
  await expect(flows.getByRole('row').filter({ hasText: afterSale.sn })).toContainText('退款')
  await expect(page.getByTestId('bill-commissionPrice')).not.toHaveText('¥0.00')
  await page.getByTestId('bill-confirm').click()
  await page.getByTestId('bill-confirm-dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('bill-status').first()).toHaveText('已对账')
  clean()
})
