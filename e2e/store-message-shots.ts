/**
 * Screenshots of the 站内信 pages (decision 174) against a running server: the seller's 系统消息 and
 * dashboard, the operator's 商家站内信 with a message's stores, at 1366 in Chinese and English:
 * `E2E_PORT=<port> E2E_DATA_DIR=<its DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/store-message-shots.ts`
 * (the server needs CAPTCHA_PROVIDER=slider-outbox). Messages are sent first when seller1 has none.
 */
import { request as apiRequest, type BrowserContext, chromium, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { apiCall } from './order-fixtures.ts'
import { consoleSignIn, sellerSignIn } from './seller-session.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const request = await apiRequest.newContext({ baseURL })
const admin = await passwordLogin(request, 'admin', undefined, 'manager')
const seller = await passwordLogin(request, 'seller1', undefined, 'store')
const mine = await apiCall<{ total: number }>(
  request,
  seller.accessToken,
  'GET',
  '/store/message/storeMessage',
)
if (mine.total === 0)
  await apiCall(request, admin.accessToken, 'POST', '/manager/other/message', {
    title: '平台春节物流安排',
    content: '春节期间快递停运，请各店铺提前安排发货。',
    messageRange: 'ALL',
  })
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
async function context(lang: 'zh' | 'en'): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  if (lang === 'en') await ctx.addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }])
  return ctx
}
const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

for (const lang of ['zh', 'en'] as const) {
  const ctx = await context(lang)
  await sellerSignIn(ctx, request, 'seller1')
  const page = await ctx.newPage()
  await page.goto(`${baseURL}/seller`)
  await ready(page)
  await page.screenshot({ path: `${dir}/seller-dashboard-${lang}.png`, fullPage: true })
  await page.goto(`${baseURL}/seller/messages`)
  await ready(page)
  await page.screenshot({ path: `${dir}/seller-messages-${lang}.png` })
  await page.getByTestId('store-message-table').getByRole('button').first().click()
  await page.getByTestId('store-message-open').waitFor()
  await page.screenshot({ path: `${dir}/seller-message-open-${lang}.png` })
  await ctx.close()
  const actx = await context(lang)
  await consoleSignIn(actx, request, 'admin', 'admin')
  const ap = await actx.newPage()
  await ap.goto(`${baseURL}/admin/store-messages`)
  await ready(ap)
  await ap.getByTestId('message-readers').first().click()
  await ap.getByTestId('message-recipients').waitFor()
  await ap.screenshot({ path: `${dir}/admin-store-messages-${lang}.png`, fullPage: true })
  await ap.getByTestId('store-message-send').click()
  await ap
    .getByText(lang === 'zh' ? '指定商家' : 'Chosen stores')
    .last()
    .click()
  await ap.screenshot({ path: `${dir}/admin-store-message-send-${lang}.png` })
  await actx.close()
}
await browser.close()
console.log(`screenshots in ${dir}`)
