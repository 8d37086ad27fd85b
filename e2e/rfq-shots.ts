/**
 * Screenshots of the request-for-quotation pages (decision 132) at 1366 and 390, zh and en, against a
 * running server: `E2E_PORT=<port> E2E_DATA_DIR=<its DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/rfq-shots.ts`
 * (the server needs CAPTCHA_PROVIDER=slider-outbox). The demo buyer posts a request; seller1 and
 * seller2 quote on it; seller2's stock then falls below the quantity (the comparison says so, issue 60);
 * then every new page and the quote dialog are photographed.
 */
import { request as apiRequest, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { apiCall } from './order-fixtures.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const { hostname } = new URL(baseURL)
const request = await apiRequest.newContext()
const buyer = await passwordLogin(request, 'demo')
const seller1 = await passwordLogin(request, 'seller1', undefined, 'store')
const seller2 = await passwordLogin(request, 'seller2', undefined, 'store')
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)

const { id } = await apiCall<{ id: string }>(
  request,
  buyer.accessToken,
  'POST',
  '/buyer/other/purchase/purchase',
  {
    title: '德化白瓷功夫茶具套装 2000套',
    categoryId: '100122',
    quantity: 2000,
    unit: '套',
    targetPrice: 9.5,
    currency: 'USD',
    incoterm: 'FOB',
    destinationCountry: 'DE',
    deadline: day(10),
    description: '一壶四杯，礼盒包装，宁波港出运；需提供 LFGB 检测报告。',
  },
)
// Both tea-set SKUs stocked for the 2,000 asked (a quote above the stock is refused).
for (const [who, skuId] of [
  [seller1, '400000501'],
  [seller2, '400060001'],
] as const)
  await apiCall(request, who.accessToken, 'PUT', '/store/goods/goods/update/stocks', [
    { skuId, quantity: 5000, type: 'SET' },
  ])
const quote = (token: string, skuId: string, tiers: { num: number; price: number }[], leadDays: number) =>
  apiCall(request, token, 'POST', '/store/rfq/quote', {
    purchaseOrderId: id,
    skuId,
    tiers,
    moq: tiers[0]?.num,
    incoterm: 'FOB',
    leadDays,
    validUntil: day(30),
    message: '宁波港 FOB，可先寄样品，礼盒可定制 LOGO。',
  })
await quote(
  seller1.accessToken,
  '400000501',
  [
    { num: 500, price: 12 },
    { num: 1000, price: 11.2 },
    { num: 2000, price: 10.5 },
  ],
  20,
)
await quote(
  seller2.accessToken,
  '400060001',
  [
    { num: 1000, price: 10 },
    { num: 2000, price: 8.8 },
  ],
  25,
)

// seller2 sells most of its stock elsewhere after quoting: its quote can no longer be accepted.
await apiCall(request, seller2.accessToken, 'PUT', '/store/goods/goods/update/stocks', [
  { skuId: '400060001', quantity: 120, type: 'SET' },
])

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })

async function context(lang: string, width: number): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const seller = CONSOLES.seller
  await ctx.addCookies([
    { name: 'lang', value: lang, domain: hostname, path: '/' },
    { name: 'uuid', value: buyer.uuid, domain: hostname, path: '/' },
    { name: 'currency', value: 'USD', domain: hostname, path: '/' },
    { name: 'accessToken', value: buyer.accessToken, domain: hostname, path: '/' },
    { name: 'refreshToken', value: buyer.refreshToken, domain: hostname, path: '/' },
    {
      name: 'userInfo',
      value: encodeURIComponent(JSON.stringify({ username: 'demo', nickName: 'demo' })),
      domain: hostname,
      path: '/',
    },
    { name: seller.accessCookie, value: seller1.accessToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
    { name: seller.refreshCookie, value: seller1.refreshToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
  ])
  await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang === 'en' ? 'en' : 'zh-CN')
  return ctx
}

async function open(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`)
  await page.waitForLoadState('networkidle')
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.waitForTimeout(400)
}

const shot = (page: Page, name: string, suffix: string, fullPage = true) =>
  page.screenshot({ path: `${dir}/${name}-${suffix}.png`, fullPage })

for (const lang of ['zh', 'en']) {
  for (const width of [1366, 390]) {
    const suffix = `${width}-${lang}`
    const ctx = await context(lang, width)
    const page = await ctx.newPage()
    await open(page, '/home/MyPurchase')
    await shot(page, 'my-purchase', suffix)
    await open(page, '/home/PurchasePost')
    await shot(page, 'purchase-post', suffix)
    await page.getByTestId('purchase-submit').click()
    await page.waitForTimeout(200)
    await shot(page, 'purchase-post-errors', suffix)
    await open(
      page,
      '/home/PurchasePost?storeId=2001&goodsId=4000005&title=%E5%BE%B7%E5%8C%96&categoryId=100122',
    )
    await shot(page, 'purchase-post-addressed', suffix, false)
    await open(page, `/home/PurchaseDetail?id=${id}`)
    await shot(page, 'purchase-detail', suffix)
    // 接受此报价: where the goods go (a consignee abroad, preset from the request's destination).
    await page.getByTestId('quote-accept').first().click()
    await page.getByTestId('accept-confirm').waitFor()
    await page.getByTestId('accept-confirm').getByRole('button').last().click()
    await page.waitForTimeout(300)
    await shot(page, 'accept-dialog-errors', suffix, false)
    await page.locator('input[name=consigneeName]').fill('Anna Schmidt')
    await page.locator('input[name=consigneePhone]').fill('+49 30 1234567')
    await page.locator('input[name=consigneeAddress]').fill('Friedrichstraße 100, Berlin')
    await page.locator('input[name=consigneePostcode]').fill('10117')
    await shot(page, 'accept-dialog', suffix, false)
    await page.keyboard.press('Escape')
    await open(page, '/goodsDetail?skuId=400000501&goodsId=4000005')
    await shot(page, 'goods-ask', suffix, false)
    await open(page, '/seller/rfq')
    await shot(page, 'seller-rfq', suffix)
    await open(page, `/seller/rfq/${id}`)
    await shot(page, 'seller-rfq-detail', suffix)
    await page.getByTestId('quote-open').click()
    await page.getByTestId('quote-dialog').waitFor()
    await page.waitForTimeout(600)
    await shot(page, 'seller-quote-dialog', suffix, false)
    await ctx.close()
  }
}
// The buyer accepts seller1's quote with a consignee in Berlin: the order keeps the terms (decision 145).
const admin = await passwordLogin(request, 'admin', undefined, 'manager')
const quotes = await apiCall<{ id: string; storeName: string; stock: number }[]>(
  request,
  buyer.accessToken,
  'GET',
  `/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`,
)
const order = await apiCall<{ orderSn: string; tradeSn: string }>(
  request,
  buyer.accessToken,
  'POST',
  `/buyer/other/purchase/purchase/${id}/accept`,
  {
    quoteId: quotes.find((q) => q.stock >= 2000)?.id,
    consignee: {
      name: 'Anna Schmidt',
      phone: '+49 30 1234567',
      country: 'DE',
      address: 'Friedrichstraße 100, Berlin',
      postcode: '10117',
    },
  },
)
for (const lang of ['zh', 'en']) {
  for (const width of [1366, 390]) {
    const suffix = `${width}-${lang}`
    const ctx = await context(lang, width)
    await ctx.addCookies([
      {
        name: CONSOLES.admin.accessCookie,
        value: admin.accessToken,
        domain: hostname,
        path: CONSOLE_COOKIE_PATH,
      },
      {
        name: CONSOLES.admin.refreshCookie,
        value: admin.refreshToken,
        domain: hostname,
        path: CONSOLE_COOKIE_PATH,
      },
    ])
    const page = await ctx.newPage()
    await open(page, `/home/OrderDetail?sn=${order.orderSn}`)
    await shot(page, 'order-terms-buyer', suffix)
    await open(page, `/seller/orders/${order.orderSn}`)
    await shot(page, 'order-terms-seller', suffix)
    await open(page, `/admin/orders/${order.orderSn}`)
    await shot(page, 'order-terms-admin', suffix)
    await ctx.close()
  }
}
await browser.close()
await request.dispose()
