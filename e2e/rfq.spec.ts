import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { apiCall, ensureAddress, topUpWallet } from './order-fixtures.ts'
import { consoleSignIn, sellerSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'

type Carrier = { id: string; name: string }

/**
 * 采购需求 (decisions 132, 145): the demo buyer posts a request for 2,000 tea sets CIF to Hungary, priced
 * in euros; seller1 and seller2 quote in the seller centre; the buyer compares the quotes side by side,
 * accepts the cheaper one with a consignee in Budapest, pays at the cashier, and the winning seller
 * ships the order, which keeps the incoterm, destination and currency.
 */
test('a request for 2,000 tea sets CIF Budapest: two quotes, the buyer accepts one with an overseas consignee, pays, the seller ships', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  // Both demo stores sell tea ware (category 1001); each has a tea-set SKU stocked for 2,000.
  const skus = { seller1: '400000501', seller2: '400060001' }
  const goods = { seller1: '德化白瓷功夫茶具', seller2: '潮州手作 便携旅行茶具快客杯' }
  for (const [seller, skuId] of Object.entries(skus)) {
    const token = (await passwordLogin(request, seller, undefined, 'store')).accessToken
    await apiCall(request, token, 'PUT', '/store/goods/goods/update/stocks', [
      { skuId, quantity: 5000, type: 'SET' },
    ])
  }
  const buyer = await passwordLogin(request, 'demo')
  // An address in the book (the accept dialog also offers one in China).
  await ensureAddress(request, buyer.accessToken)
  // Distinct amounts: the duplicate-submit guard refuses an identical top-up within 3 s.
  for (const yuan of [10_000, 9_999, 9_998]) await topUpWallet(request, buyer.accessToken, yuan)
  await signIn(context, { ...buyer, username: 'demo' })

  // The buyer posts the request.
  await page.goto('/home/PurchasePost')
  const form = page.getByTestId('purchase-post')
  // Its own title, so that CI's retry of this journey does not meet the first attempt's request.
  const title = `德化白瓷功夫茶具套装 2000套 ${Date.now().toString(36)}`
  await form.getByLabel('采购标题').fill(title)
  await form.getByLabel('商品分类').selectOption('100122')
  await form.getByLabel('采购数量').fill('2000')
  await form.getByLabel('单位').fill('套')
  await form.getByLabel('目标单价（元）').fill('9.5')
  await form.getByLabel('贸易术语').selectOption('CIF')
  await form.getByLabel('目的国家').selectOption('HU')
  await form.getByLabel('参考币种').selectOption('EUR')
  await form.getByLabel('需求描述').fill('一壶四杯，礼盒包装，宁波港出运')
  await page.getByTestId('purchase-submit').click()
  await expect(page).toHaveURL(/\/home\/PurchaseDetail\?id=\d+/)
  const id = new URL(page.url()).searchParams.get('id') as string
  await expect(page.getByTestId('purchase-detail')).toHaveAttribute('data-status', 'OPEN')
  await expect(page.getByText('还没有供应商报价')).toBeVisible()
  // The reference currency chosen on the form is shown with the request (issue 60 §13).
  await expect(page.getByTestId('purchase-currency')).toHaveText('EUR · 欧元')

  // Each seller quotes from the seller centre.
  const quote = async (seller: 'seller1' | 'seller2', tiers: [string, string][]) => {
    const ctx = await browser.newContext()
    await sellerSignIn(ctx, request, seller)
    const sp = await ctx.newPage()
    await sp.goto('/seller/rfq')
    const row = sp.getByTestId('rfq-table').getByRole('row', { name: title })
    await row.getByTestId('rfq-open').click()
    await expect(sp).toHaveURL(new RegExp(`/seller/rfq/${id}`))
    await sp.getByTestId('quote-open').click()
    const dialog = sp.getByTestId('quote-dialog')
    await expect(dialog.getByTestId('quote-tier-head')).toHaveText(/起订数量\s*单价/)
    await dialog.getByLabel('按商品名称筛选').fill(goods[seller])
    await expect(dialog.locator(`option[value="${skus[seller]}"]`)).toHaveCount(1)
    await dialog.getByLabel('报价商品（本店在售SKU）').selectOption(skus[seller])
    for (const [i, [num, price]] of tiers.entries()) {
      if (i > 0) await dialog.getByRole('button', { name: '添加一档' }).click()
      await dialog.getByLabel(`数量 ≥ ${i + 1}`).fill(num)
      await dialog.getByLabel(`单价 ${i + 1}`).fill(price)
    }
    await dialog.getByLabel('最小起订量').fill(tiers[0][0])
    await dialog.getByLabel('交货期（天）').fill('20')
    await dialog.getByLabel('留言').fill(`${seller} FOB 宁波`)
    await dialog.getByRole('button', { name: '提交报价' }).click()
    await expect(sp.getByTestId('my-quote')).toContainText('待买家选择')
    // The store's own quote lists its tiers under headers; the request shows its reference currency.
    const mine = sp.getByTestId('my-quote').getByTestId('quote-tiers')
    await expect(mine.locator('thead')).toHaveText(/起订数量\s*单价/)
    await expect(mine.locator('tbody tr')).toHaveCount(tiers.length)
    await expect(mine.locator('tbody tr').last()).toHaveText(/≥ 2,000 套\s*¥[\d.]+/)
    await expect(sp.getByTestId('rfq-currency')).toHaveText('EUR · 欧元')
    await ctx.close()
  }
  await quote('seller1', [
    ['500', '12'],
    ['2000', '10.5'],
  ])
  await quote('seller2', [
    ['1000', '10'],
    ['2000', '8.8'],
  ])

  // The buyer compares: two columns, seller2's total ¥17,600.00 is the lowest; accepts it.
  await page.reload()
  const compare = page.getByTestId('quote-compare')
  await expect(compare.getByTestId('quote-column')).toHaveCount(2)
  await expect(compare).toContainText('¥21,000.00')
  await expect(compare).toContainText('¥17,600.00')
  await expect(compare.getByText('最低价')).toHaveCount(1)
  // Each quote's tiers under their headers.
  await expect(compare.getByTestId('quote-tiers')).toHaveCount(2)
  await expect(compare.getByTestId('quote-tiers').first().locator('thead')).toHaveText(/起订数量\s*单价/)
  const seller2Store = await storeName(page, 1)
  await compare.locator(`[data-testid="quote-accept"][data-store="${seller2Store}"]`).click()
  // Where the goods go: a consignee in Budapest (the request's destination is preset), and the terms kept.
  const accept = page.getByTestId('accept-confirm')
  await expect(accept.getByTestId('accept-terms')).toContainText('CIF')
  await expect(accept.getByTestId('accept-terms')).toContainText('匈牙利')
  await expect(accept.getByTestId('accept-terms')).toContainText('EUR')
  await expect(accept.getByLabel('国家/地区')).toHaveValue('HU')
  await accept.getByRole('button', { name: '接受此报价' }).click()
  await expect(accept.getByText('请输入收货人')).toBeVisible()
  // The field, not the 海外收货人 choice above it.
  await accept.getByRole('textbox', { name: '收货人' }).fill('Kovács Anna')
  await accept.getByLabel('电话（含国家区号）').fill('+36 1 234 5678')
  await accept.getByLabel('详细地址').fill('Váci utca 12, Budapest')
  await accept.getByLabel('邮编').fill('1052')
  await accept.getByRole('button', { name: '接受此报价' }).click()
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  // Until it is paid, the request offers its payment.
  await page.goto(`/home/PurchaseDetail?id=${id}`)
  await expect(page.getByTestId('purchase-order')).toHaveAttribute('data-order-status', 'UNPAID')
  await page.getByTestId('purchase-order').getByRole('link', { name: '去支付' }).click()
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  await page.getByTestId('pay-now').click()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')

  const detail = await apiCall<{ status: string; orderSn: string }>(
    request,
    buyer.accessToken,
    'GET',
    `/buyer/other/purchase/purchase/${id}`,
  )
  expect(detail.status).toBe('ACCEPTED')
  await page.goto(`/home/PurchaseDetail?id=${id}`)
  await expect(page.getByTestId('purchase-detail')).toHaveAttribute('data-status', 'ACCEPTED')
  await expect(page.getByTestId('quote-accept')).toHaveCount(0)
  // Paid: the request says so and links the order; 去支付 is gone (issue 60 §13).
  const ordered = page.getByTestId('purchase-order')
  await expect(ordered).toHaveAttribute('data-order-status', 'UNDELIVERED')
  await expect(ordered).toContainText('订单已支付')
  await expect(ordered.getByRole('link', { name: '去支付' })).toHaveCount(0)
  await expect(ordered.getByRole('link', { name: '查看订单' })).toBeVisible()
  // The same in English.
  await chooseLanguage(context, 'en')
  await page.goto(`/home/PurchaseDetail?id=${id}`)
  await expect(page.getByTestId('purchase-currency')).toHaveText('EUR · Euro')
  await expect(ordered).toContainText('The order is paid')
  await expect(ordered.getByRole('link', { name: 'Pay now' })).toHaveCount(0)
  await expect(page.getByTestId('quote-tiers').first().locator('thead')).toHaveText(
    /Quantity from\s*Unit price/,
  )
  await chooseLanguage(context, 'zh-CN')
  // The order goes to Budapest and keeps the request's terms.
  await page.goto(`/home/OrderDetail?sn=${detail.orderSn}`)
  await expect(page.getByText('匈牙利 Váci utca 12, Budapest 1052')).toBeVisible()
  await expect(page.getByTestId('order-trade-terms')).toContainText('CIF')
  await expect(page.getByTestId('order-trade-terms')).toContainText('EUR')

  // seller2 ships the paid order from its order desk.
  const sellerCtx = await browser.newContext()
  const seller2 = await sellerSignIn(sellerCtx, request, 'seller2')
  const carriers = await apiCall<Carrier[]>(request, seller2.accessToken, 'GET', '/store/other/logistics')
  const sp = await sellerCtx.newPage()
  await sp.goto(`/seller/orders?status=UNDELIVERED&orderSn=${detail.orderSn}`)
  const row = sp.getByTestId('orders-table').getByRole('row', { name: new RegExp(detail.orderSn) })
  await row.getByTestId('order-ship').click()
  const ship = sp.getByTestId('ship-dialog')
  await ship.getByLabel('物流公司').selectOption((carriers[0] as Carrier).id)
  await ship.getByLabel('物流单号').fill('SF2026112400132')
  await ship.getByRole('button', { name: '发货' }).click()
  await sp.goto(`/seller/orders/${detail.orderSn}`)
  await expect(sp.getByTestId('detail-status')).toHaveText('待收货')
  await expect(sp.getByTestId('order-trade-terms')).toContainText('匈牙利')
  // The seller's request page in English: the currency and the tiers' headers too.
  await chooseLanguage(sellerCtx, 'en')
  await sp.goto(`/seller/rfq/${id}`)
  await expect(sp.getByTestId('rfq-currency')).toHaveText('EUR · Euro')
  await expect(sp.getByTestId('quote-tiers').locator('thead')).toHaveText(/Quantity from\s*Unit price/)
  await sellerCtx.close()

  // The operator's order in English: the terms the order keeps read in English, no generated Chinese note.
  const operator = await browser.newContext()
  await chooseLanguage(operator, 'en')
  await consoleSignIn(operator, request, 'admin', 'admin')
  const op = await operator.newPage()
  await op.goto(`/admin/orders/${detail.orderSn}`)
  await expect(op.getByTestId('order-trade-terms')).toContainText('incoterm CIF')
  await expect(op.getByTestId('order-trade-terms')).toContainText('Hungary')
  await expect(op.locator('main')).not.toContainText('采购需求')
  await operator.close()
})

/** The store name heading the n-th column of the comparison. */
async function storeName(page: Page, index: number) {
  return (await page.getByTestId('quote-column').nth(index).textContent())?.trim() ?? ''
}
