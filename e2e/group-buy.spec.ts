import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { apiCall } from './order-fixtures.ts'
import { hydrated, newBuyer, shots } from './promotion-journeys.ts'
import { sellerSignIn } from './seller-session.ts'
import { pickSkus } from './shop-fixtures.ts'

/**
 * 拼团 (issue 66 item 2, decision 161) end to end: seller3 creates a 3-person group buy in the seller
 * centre; one buyer opens a group from the goods page, a second joins from the goods page's list and a
 * third from the share link; each pays through the sandbox channel; the group fills and the orders are
 * shippable. Another activity, made first, ends a minute later, so a group opened on it at
 * the start has that deadline: the job queue fails it and the paid order is cancelled and refunded (no
 * clock is moved); the deadline passes while the first group fills, so little of it is waited out.
 * SHOTS_DIR=<dir> saves the goods page box, the share page and 我的订单 at 1366 and 390, zh and en.
 */
const stamp = () => Date.now().toString(36).slice(-6)
/** `yyyy-MM-dd HH:mm:ss` in GMT+8, `ms` from now. */
const chinaTime = (ms: number) =>
  new Date(Date.now() + ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/** From the checkout the button led to: submit, then pay through the sandbox channel. */
async function checkoutAndPay(page: Page) {
  await expect(page).toHaveURL(/\/pay\?way=PINTUAN/)
  await hydrated(page)
  await page.getByTestId('submit-order').click()
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  const tradeSn = new URL(page.url()).searchParams.get('sn') as string
  await page.getByTestId('method-ALIPAY').click()
  await page.getByTestId('pay-now').click()
  await expect(page).toHaveURL(/\/pay\/sandbox\?outTradeNo=/)
  await page.getByTestId('sandbox-pay').click()
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
  return tradeSn
}

type Listed = {
  records: {
    sn: string
    tradeSn: string
    orderStatus: string
    pintuan?: { groupId: string; status: string }
  }[]
}
const myOrder = async (context: BrowserContext, token: string, tradeSn: string) =>
  (
    await apiCall<Listed>(context.request, token, 'GET', '/buyer/order/order?pageNumber=1&pageSize=10')
  ).records.find((o) => o.tradeSn === tradeSn)

test.use({ viewport: { width: 1366, height: 900 } })

test('a 3-person group fills and ships; another expires and its paid order is refunded', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(600_000)
  const [sku, short] = await pickSkus(context.request, '2003', 2, { minStock: 10 })
  const name = `三人团${stamp()}`

  const seller = await sellerSignIn(context, context.request, 'seller3')

  // The short activity on the other goods, by the API: it ends in 60 s (buyer D opens
  // its group within the first 30 s even on a busy machine), and so does any group of it.
  const shortDetail = await apiCall<{ skuList: { id: string; price: number }[] }>(
    context.request,
    seller.accessToken,
    'GET',
    `/store/goods/goods/get/${short!.goodsId}`,
  )
  const shortSku = shortDetail.skuList.find((s) => s.id === short!.id) ?? shortDetail.skuList[0]
  await apiCall(context.request, seller.accessToken, 'POST', '/store/promotion/pintuan', {
    promotionName: `到期团${stamp()}`,
    goodsId: short!.goodsId,
    requiredNum: 2,
    limitHours: 24,
    startTime: chinaTime(-60_000),
    endTime: chinaTime(60_000),
    skus: [{ skuId: shortSku!.id, price: Math.max(0.01, Math.floor(shortSku!.price * 50) / 100) }],
  })

  // Buyer D opens a group on the short activity and pays; nobody joins before its deadline, which
  // passes while the seller sets up the 3-person group below and it fills (not waited out idle).
  const d = await newBuyer(browser)
  await d.page.goto(`/goodsDetail?skuId=${shortSku!.id}&goodsId=${short!.goodsId}`)
  await hydrated(d.page)
  await d.page.getByTestId('group-open').click()
  const tradeD = await checkoutAndPay(d.page)
  expect(await myOrder(d.context, d.member.accessToken, tradeD)).toMatchObject({
    orderStatus: 'PAID',
    pintuan: { status: 'FORMING' },
  })

  // The seller centre: 营销 → 拼团活动 → 新增拼团, a 3-person group on the goods.
  await page.goto('/seller/promotions/pintuan')
  await hydrated(page)
  await page.getByTestId('pintuan-add').click()
  const dialog = page.getByTestId('pintuan-dialog')
  await dialog.getByRole('textbox', { name: '活动名称' }).fill(name)
  await page.getByTestId('pintuan-pick').click()
  const picker = page.getByTestId('goods-picker')
  await picker.getByRole('textbox').fill(sku!.goodsName)
  await picker.getByRole('checkbox', { name: sku!.goodsName }).check()
  await page.getByTestId('goods-picker-done').click()
  await expect(page.getByTestId('pintuan-goods')).toHaveText(sku!.goodsName)
  await expect(page.getByTestId('pintuan-sku-price').first()).not.toHaveValue('')
  await dialog.getByRole('textbox', { name: '成团人数' }).fill('3')
  await page.getByTestId('pintuan-save').click()
  const row = page.getByTestId('pintuan-table').locator('tr', { hasText: name })
  await expect(row).toContainText('进行中')
  await expect(row).toContainText('3人团')
  await shots(page, context, '/seller/promotions/pintuan', 'seller-list')

  // Buyer A opens a group on the goods page and pays.
  const goodsUrl = `/goodsDetail?skuId=${sku!.id}&goodsId=${sku!.goodsId}`
  const a = await newBuyer(browser)
  await a.page.goto(goodsUrl)
  await hydrated(a.page)
  const box = a.page.getByTestId('group-buy')
  await expect(box).toContainText('3人团')
  await a.page.getByTestId('group-open').click()
  const tradeA = await checkoutAndPay(a.page)
  const orderA = await myOrder(a.context, a.member.accessToken, tradeA)
  expect(orderA).toMatchObject({ orderStatus: 'PAID', pintuan: { status: 'FORMING' } })
  const groupId = orderA!.pintuan!.groupId
  await a.page.goto('/home/MyOrder')
  await expect(a.page.getByTestId('order-group').first()).toContainText('还差2人')

  // Buyer B joins from the goods page's list of open groups.
  const b = await newBuyer(browser)
  await b.page.goto(goodsUrl)
  await hydrated(b.page)
  const groupRow = b.page.getByTestId('group-row').first()
  await expect(groupRow).toContainText('还差2人')
  await shots(b.page, b.context, goodsUrl, 'goods-group-box')
  await b.page.goto(goodsUrl)
  await hydrated(b.page)
  await b.page.getByTestId('group-join').first().click()
  await checkoutAndPay(b.page)

  // Buyer C joins through the share link.
  const c = await newBuyer(browser)
  await c.page.goto(`/group/${groupId}`)
  await hydrated(c.page)
  await expect(c.page.getByTestId('group-state')).toContainText('还差1人')
  await shots(c.page, c.context, `/group/${groupId}`, 'group-share')
  await c.page.goto(`/group/${groupId}`)
  await hydrated(c.page)
  await c.page.getByTestId('group-join').click()
  const tradeC = await checkoutAndPay(c.page)

  // Filled: every order is shippable, 我的订单 says 已成团, and the seller ships A's.
  const filledA = await myOrder(a.context, a.member.accessToken, tradeA)
  expect(filledA).toMatchObject({ orderStatus: 'UNDELIVERED', pintuan: { status: 'SUCCESS' } })
  expect(await myOrder(c.context, c.member.accessToken, tradeC)).toMatchObject({ orderStatus: 'UNDELIVERED' })
  await a.page.goto('/home/MyOrder')
  await expect(a.page.getByTestId('order-group').first()).toContainText('已成团')
  await shots(a.page, a.context, '/home/MyOrder', 'my-orders-filled')
  await page.goto(`/seller/orders/${filledA!.sn}`)
  await hydrated(page)
  await expect(page.getByTestId('detail-ship')).toBeVisible()

  // The queue runs pintuan-expire at the deadline: cancelled and refunded.
  await expect
    .poll(async () => (await myOrder(d.context, d.member.accessToken, tradeD))?.pintuan?.status, {
      timeout: 240_000,
      intervals: [5_000],
    })
    .toBe('FAILED')
  expect(await myOrder(d.context, d.member.accessToken, tradeD)).toMatchObject({ orderStatus: 'CANCELLED' })
  await d.page.goto('/home/MyOrder')
  await expect(d.page.getByTestId('order-group').first()).toContainText('拼团失败，已退款')
  await shots(d.page, d.context, '/home/MyOrder', 'my-orders-failed')

  // The store closes the week-long offer, so no other journey's goods page shows it.
  const mine = await apiCall<{ records: { id: string; promotionName: string }[] }>(
    context.request,
    seller.accessToken,
    'GET',
    '/store/promotion/pintuan?promotionStatus=START&pageSize=50',
  )
  const offer = mine.records.find((r) => r.promotionName === name)
  await apiCall(context.request, seller.accessToken, 'PUT', `/store/promotion/pintuan/${offer!.id}/close`)
  for (const buyer of [a, b, c, d]) await buyer.context.close()
})
