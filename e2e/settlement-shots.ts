/**
 * Screenshots of the settlement pages (decision 122) at 1920 and 1366, zh and en, against a running
 * server: `E2E_PORT=<port> E2E_DATA_DIR=<its DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/settlement-shots.ts`
 * (the server needs CAPTCHA_PROVIDER=slider-outbox). It makes orders at seller1's store, one refund,
 * closes the period and confirms one bill, then photographs every new page.
 */
import { request as apiRequest, chromium } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const request = await apiRequest.newContext()
const orders = []
for (let i = 0; i < 3; i++) orders.push(await demoOrder(request, { stage: 'completed', storeId: '2001' }))
const refunded = orders[2]
const afterSale = await apiCall<{ sn: string }>(
  request,
  refunded.token,
  'POST',
  `/buyer/order/afterSale/save/${refunded.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
)
await apiCall(
  request,
  refunded.sellerToken,
  'POST',
  `/store/order/afterSale/review/${afterSale.sn}?serviceStatus=PASS`,
)
const admin = await passwordLogin(request, 'admin', undefined, 'manager')
const seller = await passwordLogin(request, 'seller1', undefined, 'store')
await apiCall(request, admin.accessToken, 'POST', '/manager/order/bill/close')
const bills = await apiCall<{ records: { sn: string }[] }>(
  request,
  seller.accessToken,
  'GET',
  '/store/order/bill/getByPage',
)
const sn = bills.records[0].sn

const shoot = async (pages: [string, string][], suffix = '') => {
  for (const lang of ['zh', 'en']) {
    for (const width of [1920, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const cookies = [
        { name: 'lang', value: lang, domain: hostname, path: '/' },
        { name: 'uuid', value: seller.uuid, domain: hostname, path: '/' },
      ]
      for (const [site, login] of [
        ['seller', seller],
        ['admin', admin],
      ] as const) {
        cookies.push(
          {
            name: CONSOLES[site].accessCookie,
            value: login.accessToken,
            domain: hostname,
            path: CONSOLE_COOKIE_PATH,
          },
          {
            name: CONSOLES[site].refreshCookie,
            value: login.refreshToken,
            domain: hostname,
            path: CONSOLE_COOKIE_PATH,
          },
        )
      }
      await context.addCookies(cookies)
      const page = await context.newPage()
      for (const [name, path] of pages) {
        await page.goto(`${baseURL}${path}`)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        await page.screenshot({ path: `${dir}/${name}${suffix}-${width}-${lang}.png`, fullPage: true })
      }
      await context.close()
    }
  }
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const { hostname } = new URL(baseURL)
await shoot([
  ['seller-dashboard', '/seller'],
  ['seller-bills', '/seller/finance/bills'],
  ['seller-bill', `/seller/finance/bills/${sn}`],
  ['admin-dashboard', '/admin'],
  ['admin-bills', '/admin/bills'],
  ['admin-bill', `/admin/bills/${sn}`],
])
// The same bill confirmed, examined and paid: what each side sees at the end.
await apiCall(request, seller.accessToken, 'PUT', `/store/order/bill/check/${sn}`)
await apiCall(request, admin.accessToken, 'PUT', `/manager/order/bill/examine/${sn}`)
await apiCall(
  request,
  admin.accessToken,
  'PUT',
  `/manager/order/bill/pay/${sn}?payReference=ICBC-20261124-0001`,
)
await shoot(
  [
    ['seller-bill', `/seller/finance/bills/${sn}`],
    ['admin-bills', '/admin/bills?status=PAY'],
  ],
  '-paid',
)
await browser.close()
await request.dispose()
console.log('bill', sn)
