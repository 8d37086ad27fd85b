import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { apiCall, demoOrder, ensureAddress } from './order-fixtures.ts'
import { sellerSignIn } from './seller-session.ts'
import { apiLogin } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

type Carrier = { id: string; name: string }

/** An unpaid order of buyer2 at seller1's store (checkout without paying), for the price change. */
async function unpaidOrder(request: Parameters<typeof apiLogin>[0], skuId: string) {
  const token = await apiLogin(request, 'buyer2')
  await ensureAddress(request, token)
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${skuId}&num=1&cartType=BUY_NOW`)
  const create = () =>
    apiCall<{ sn: string; orderSns: string[]; flowPrice: number }>(
      request,
      token,
      'POST',
      '/buyer/trade/carts/create/trade',
      { way: 'BUY_NOW', client: 'PC' },
    )
  // The duplicate-submit guard (1003) refuses a second identical create/trade within 3 s.
  const trade = await create().catch(async (error: Error) => {
    if (!error.message.includes(' 1003 ')) throw error
    await new Promise((resolve) => setTimeout(resolve, 3100))
    return create()
  })
  return { token, tradeSn: trade.sn, orderSn: trade.orderSns[0] as string, price: trade.flowPrice }
}

test('seller1 finds paid orders under 待发货, ships one by hand and one by CSV, changes an unpaid price, exports', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const clean = watchConsole(page)
  const first = await demoOrder(request, { storeId: '2001', stage: 'paid', username: 'demo' })
  const second = await demoOrder(request, { storeId: '2001', stage: 'paid', username: 'buyer2' })
  const unpaid = await unpaidOrder(request, first.skuId)
  const seller = await sellerSignIn(context, request, 'seller1')
  const carriers = await apiCall<Carrier[]>(request, seller.accessToken, 'GET', '/store/other/logistics')
  const carrier = carriers[0] as Carrier

  // 待发货: the tab from the URL, with its count; the order is there.
  await page.goto('/seller/orders?status=UNDELIVERED')
  await expect(page.getByRole('heading', { name: '订单列表' })).toBeVisible()
  await expect(page.getByTestId('orders-tab-UNDELIVERED')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('orders-tab-UNDELIVERED')).toContainText(/待发货 \(\d+\)/)
  await page.getByLabel('订单编号').fill(first.orderSn)
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/status=UNDELIVERED/)
  const row = page.getByTestId('orders-table').getByRole('row', { name: new RegExp(first.orderSn) })
  await expect(row).toBeVisible()
  await expectAxeClean(page, 'seller orders')

  // Ship by hand.
  await row.getByTestId('order-ship').click()
  const ship = page.getByTestId('ship-dialog')
  await ship.getByLabel('物流公司').selectOption(carrier.id)
  await ship.getByLabel('物流单号').fill('SF2026112400001')
  await ship.getByRole('button', { name: '发货' }).click()
  await expect(page.getByText('已发货', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('没有符合条件的订单。')).toBeVisible()

  // The detail shows the shipment and the log line.
  await page.goto(`/seller/orders/${first.orderSn}`)
  await expect(page.getByTestId('detail-status')).toHaveText('待收货')
  await expect(page.getByTestId('detail-log')).toContainText('SF2026112400001')

  // Ship the other one by CSV: one line, its result.
  await page.goto('/seller/orders?status=UNDELIVERED')
  await page.getByTestId('orders-batch').click()
  const batch = page.getByTestId('batch-dialog')
  await batch.getByLabel('CSV 文件').setInputFiles({
    name: 'deliver.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFF订单编号,物流公司,物流单号\r\n${second.orderSn},${carrier.name},YT2026112400002\r\n`,
    ),
  })
  await batch.getByRole('button', { name: '上传并发货' }).click()
  await expect(batch.getByTestId('batch-result')).toContainText('已发货 1 个订单')
  await expect(batch.getByTestId('batch-result')).toContainText(second.orderSn)
  await expectAxeClean(page, 'batch ship dialog')
  await batch.getByRole('button', { name: '关闭' }).click()
  const shipped = await apiCall<{ order: { orderStatus: string; logisticsNo: string } }>(
    request,
    seller.accessToken,
    'GET',
    `/store/order/order/${second.orderSn}`,
  )
  expect(shipped.order).toMatchObject({ orderStatus: 'DELIVERED', logisticsNo: 'YT2026112400002' })

  // Change the unpaid order's price; the buyer's cashier asks for the new amount.
  const newPrice = Math.max(0.01, Math.round((unpaid.price - 1) * 100) / 100)
  await page.goto(`/seller/orders?status=UNPAID&orderSn=${unpaid.orderSn}`)
  const unpaidRow = page.getByTestId('orders-table').getByRole('row', { name: new RegExp(unpaid.orderSn) })
  await unpaidRow.getByTestId('order-price').click()
  const price = page.getByTestId('price-dialog')
  await price.getByLabel('新的应付金额（元）').fill(String(newPrice))
  await price.getByRole('button', { name: '保存' }).click()
  await expect(unpaidRow).toContainText(
    `¥${newPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  )
  const cashier = await apiCall<{ price: number }>(
    request,
    unpaid.token,
    'GET',
    `/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${unpaid.tradeSn}&clientType=PC`,
  )
  expect(cashier.price).toBe(newPrice)

  // Export the filtered list: a CSV with a BOM that names the order.
  await page.goto(`/seller/orders?orderSn=${second.orderSn}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('orders-export').click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^orders-\d{8}\.csv$/)
  const bytes = await readFile((await download.path()) as string)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8')
  expect(text).toContain('订单编号,下单时间,订单状态')
  expect(text).toContain(second.orderSn)
  expect(text).toContain(',已发货,')
  clean()
})
