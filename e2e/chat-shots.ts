/**
 * Screenshots of 在线客服 (decision 142) against a running server: the buyer's docked window at 1920
 * and 1366, the phone's full-screen chat at 390, the seller's workbench at 1920 and 1366, each in
 * Chinese and English: `E2E_PORT=<port> E2E_DATA_DIR=<its DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/chat-shots.ts`
 * (the server needs CAPTCHA_PROVIDER=slider-outbox). The demo buyer talks to seller1's store first.
 */
import { randomBytes } from 'node:crypto'
import { request as apiRequest, type BrowserContext, chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config.ts'
import { apiCall, ensureAddress, skuWithStock } from './order-fixtures.ts'
import { sellerSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const request = await apiRequest.newContext({ baseURL })
const buyer = await passwordLogin(request, 'demo')
const seller = await passwordLogin(request, 'seller1', undefined, 'store')
const id = () => randomBytes(9).toString('base64url')
const sku = await skuWithStock(request, '2001', 3)
await ensureAddress(request, buyer.accessToken)
await apiCall(request, buyer.accessToken, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
const trade = await apiCall<{ orderSns: string[] }>(
  request,
  buyer.accessToken,
  'POST',
  '/buyer/trade/carts/create/trade',
  {
    way: 'BUY_NOW',
    client: 'PC',
  },
)
await apiCall(request, seller.accessToken, 'PUT', '/store/im/setting', {
  greeting: '您好，欢迎光临景德镇瓷器旗舰店！请问有什么可以帮您？',
  offHoursReply: '',
  hoursStart: '00:00',
  hoursEnd: '00:00',
})
await apiCall(
  request,
  seller.accessToken,
  'POST',
  `/store/im/quickReply?content=${encodeURIComponent('亲，今天下单明天发货，顺丰包邮。')}`,
)
const talk = await apiCall<{ id: string }>(request, buyer.accessToken, 'POST', '/buyer/im/talk?storeId=2001')
const send = (token: string, side: 'buyer' | 'store', body: Record<string, unknown>) =>
  apiCall(request, token, 'POST', `/${side}/im/message`, { conversationId: talk.id, clientId: id(), ...body })
await send(buyer.accessToken, 'buyer', { type: 'GOODS', skuId: sku.id })
await send(buyer.accessToken, 'buyer', { type: 'TEXT', content: '你好，这款还有现货吗？想买两套送人 🎁' })
await send(seller.accessToken, 'store', { type: 'TEXT', content: '有的亲，现货充足，今天下单明天发货。' })
await send(buyer.accessToken, 'buyer', { type: 'ORDER', orderSn: trade.orderSns[0] })
const png = await sharp({
  create: { width: 480, height: 320, channels: 3, background: '#d9e8f5' },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="480" height="320"><rect x="140" y="80" width="200" height="160" rx="20" fill="#2a6fb8"/><circle cx="240" cy="160" r="50" fill="#fff"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer()
const uploaded = await request.post('/common/common/upload/file', {
  headers: { accessToken: buyer.accessToken },
  multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
})
const picture = (await uploaded.json()).result as string
await send(buyer.accessToken, 'buyer', { type: 'PICTURE', content: picture })
await send(buyer.accessToken, 'buyer', { type: 'TEXT', content: '收到包装会有破损吗？' })

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
  ],
})
const { hostname } = new URL(baseURL)
async function context(lang: 'zh' | 'en', width: number, phone = false): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width, height: phone ? 844 : width > 1500 ? 1080 : 768 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  })
  if (lang === 'en') await ctx.addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }])
  return ctx
}
const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1920, 1366]) {
    const ctx = await context(lang, width)
    await signIn(ctx, { ...buyer, username: 'demo' })
    const page = await ctx.newPage()
    await page.goto(`${baseURL}/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
    await ready(page)
    await page.getByTestId('contact-store').click()
    await page.getByTestId('chat-dock').waitFor()
    await page.locator('[data-testid="chat-message"]').last().waitFor()
    await page.waitForTimeout(800)
    await page.screenshot({ path: `${dir}/chat-dock-${lang}-${width}.png` })
    await ctx.close()
  }
  const phone = await context(lang, 390, true)
  await signIn(phone, { ...buyer, username: 'demo' })
  const page = await phone.newPage()
  await page.goto(`${baseURL}/im?id=2001&skuId=${sku.id}`)
  await ready(page)
  await page.locator('[data-testid="chat-message"]').last().waitFor()
  await page.waitForTimeout(800)
  await page.screenshot({ path: `${dir}/chat-phone-${lang}-390.png` })
  await phone.close()
  for (const width of [1920, 1366]) {
    const ctx = await context(lang, width)
    await sellerSignIn(ctx, request, 'seller1')
    const desk = await ctx.newPage()
    await desk.goto(`${baseURL}/seller/chat`)
    await ready(desk)
    await desk.getByTestId('workbench-tab-ALL').click()
    await desk.getByTestId('chat-conversation').first().click()
    await desk.locator('[data-testid="chat-message"]').last().waitFor()
    await desk.waitForTimeout(800)
    await desk.screenshot({ path: `${dir}/chat-workbench-${lang}-${width}.png` })
    await ctx.close()
  }
}
await browser.close()
await request.dispose()
console.log(`screenshots in ${dir}`)
