import { expect, test } from '@playwright/test'
import { apiCall, skuWithStock } from './order-fixtures.ts'
import { hydrated, newBuyer, shots } from './promotion-journeys.ts'
import { consoleSignIn } from './seller-session.ts'

/**
 * 砍价 (issue 66, decision 167) end to end: the operator adds a bargain offer in the console (促销 →
 * 砍价商品); buyer A starts a bargain on the goods page (the first cut is A's); buyer B, in a browser
 * context of their own, opens A's share link and cuts once; A sees the lower price and buys it
 * through the normal checkout, paying through the sandbox; the bargain then reads 已下单. The offer is
 * closed at the end so other journeys' goods pages do not show it.
 * SHOTS_DIR=<dir> saves the console list, the buyer list, the goods page box and the bargain page at
 * 1366 and 390, zh and en.
 */

const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

test.use({ viewport: { width: 1366, height: 900 } })

test('the operator adds a bargain; A starts it, B cuts it, A buys it at the lower price', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const sku = await skuWithStock(request, '2002', 5)
  const name = `砍价${Date.now() % 100_000}`

  // The console: 促销 → 砍价商品 → 添加, the SKU found by its id, the floor at half its price.
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const admin = await operator.newPage()
  const login = await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto('/admin/kanjia')
  await hydrated(admin)
  await admin.getByTestId('kanjia-add').click()
  const dialog = admin.getByTestId('kanjia-dialog')
  await dialog.getByRole('textbox', { name: '活动名称' }).fill(name)
  await dialog.getByTestId('points-sku-search').fill(sku.id)
  await dialog.getByTestId('points-sku-search').press('Enter')
  await dialog.getByTestId('points-sku-results').locator('li').first().getByRole('button').click()
  await expect(dialog.getByTestId('kanjia-chosen-sku')).toBeVisible()
  await dialog.getByRole('textbox', { name: '活动名称' }).fill(name)
  await dialog.getByRole('textbox', { name: '每刀最少（元）' }).fill('0.5')
  await dialog.getByRole('textbox', { name: '每刀最多（元）' }).fill('1')
  await admin.getByTestId('kanjia-save').click()
  const row = admin.getByTestId('kanjia-table').locator('tr', { hasText: name })
  await expect(row).toContainText('进行中')
  const offers = await apiCall<{ records: { id: string; promotionName: string; purchasePrice: number }[] }>(
    request,
    login.accessToken,
    'GET',
    `/manager/promotion/kanJiaGoods?promotionName=${encodeURIComponent(name)}`,
  )
  const offer = offers.records[0]!
  await shots(admin, operator, '/admin/kanjia', 'admin-kanjia')

  try {
    // Buyer A: the list, then the goods page's box starts the bargain (A's own first cut).
    const a = await newBuyer(browser)
    await a.page.goto('/kanjia')
    await hydrated(a.page)
    await expect(a.page.getByTestId('kanjia-list')).toContainText(sku.goodsName)
    await shots(a.page, a.context, '/kanjia', 'kanjia-list')
    const goodsUrl = `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`
    await a.page.goto(goodsUrl)
    await hydrated(a.page)
    await expect(a.page.getByTestId('bargain-box')).toBeVisible()
    await shots(a.page, a.context, goodsUrl, 'goods-bargain-box')
    await a.page.goto(goodsUrl)
    await hydrated(a.page)
    await a.page.getByTestId('bargain-start').click()
    await expect(a.page).toHaveURL(/\/bargain\/\d+$/)
    const shareUrl = new URL(a.page.url()).pathname
    await hydrated(a.page)
    await expect(a.page.getByTestId('bargain-helpers').locator('li')).toHaveCount(1)
    const afterA = yuan(await a.page.getByTestId('bargain-price').textContent())

    // Buyer B opens the share link in a context of their own and cuts once; a second cut is not offered.
    const b = await newBuyer(browser)
    await b.page.goto(shareUrl)
    await hydrated(b.page)
    await b.page.getByTestId('bargain-help').click()
    await expect(b.page.getByTestId('bargain-helped')).toBeVisible()
    await expect(b.page.getByTestId('bargain-helpers').locator('li')).toHaveCount(2)
    const afterB = yuan(await b.page.getByTestId('bargain-price').textContent())
    expect(afterB).toBeLessThan(afterA)
    expect(afterB).toBeGreaterThanOrEqual(offer.purchasePrice)
    await shots(b.page, b.context, shareUrl, 'bargain-helper')

    // A sees the lower price and buys it through the normal checkout.
    await a.page.goto(shareUrl)
    await hydrated(a.page)
    await expect(a.page.getByTestId('bargain-price')).toHaveText(
      (await b.page.getByTestId('bargain-price').textContent()) ?? '',
    )
    await shots(a.page, a.context, shareUrl, 'bargain-starter')
    await a.page.goto(shareUrl)
    await hydrated(a.page)
    await a.page.getByTestId('bargain-buy').click()
    await expect(a.page).toHaveURL(/\/pay\?way=KANJIA/)
    await hydrated(a.page)
    await a.page.getByTestId('submit-order').click()
    await expect(a.page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
    const tradeSn = new URL(a.page.url()).searchParams.get('sn') as string
    await a.page.getByTestId('method-ALIPAY').click()
    await a.page.getByTestId('pay-now').click()
    await expect(a.page).toHaveURL(/\/pay\/sandbox\?outTradeNo=/)
    await a.page.getByTestId('sandbox-pay').click()
    await expect(a.page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
    const orders = await apiCall<{ records: { tradeSn: string; flowPrice: number; orderStatus: string }[] }>(
      a.context.request,
      a.member.accessToken,
      'GET',
      '/buyer/order/order?pageNumber=1&pageSize=10',
    )
    const order = orders.records.find((o) => o.tradeSn === tradeSn)
    expect(order?.orderStatus).toBe('UNDELIVERED')
    await a.page.goto(shareUrl)
    await hydrated(a.page)
    await expect(a.page.getByTestId('bargain-state')).toContainText('已下单')
    await expect(a.page.getByTestId('bargain-buy')).toHaveCount(0)
  } finally {
    await apiCall(request, login.accessToken, 'PUT', `/manager/promotion/kanJiaGoods/${offer.id}/close`)
  }
})
