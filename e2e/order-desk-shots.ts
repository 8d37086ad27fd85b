/**
 * Screenshots of the operator's order desk (decision 116) at 1920 and 1366, zh and en, against a
 * running server: `E2E_PORT=<port> SHOTS_DIR=<dir> npx tsx e2e/order-desk-shots.ts` (the server needs
 * CAPTCHA_PROVIDER=slider-outbox). It places an unpaid, a paid and a completed order with an
 * after-sale, then photographs the dashboard, the list and two details.
 */
import { request as apiRequest, chromium } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const request = await apiRequest.newContext()
const unpaid = await demoOrder(request, { storeId: '2002', stage: 'unpaid' })
await demoOrder(request, { username: 'buyer2', storeId: '2003', stage: 'paid' })
const completed = await demoOrder(request, { storeId: '2001', stage: 'completed' })
await apiCall(
  request,
  completed.token,
  'POST',
  `/buyer/order/afterSale/save/${completed.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('质量问题')}&problemDesc=${encodeURIComponent('杯口有裂纹')}`,
)
const admin = await passwordLogin(request, 'admin', undefined, 'manager')

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const { hostname } = new URL(baseURL)
const shoot = async (pages: string[][], langs = ['zh', 'en'], widths = [1920, 1366]) => {
  for (const lang of langs) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const site = CONSOLES.admin
      await context.addCookies([
        { name: 'lang', value: lang, domain: hostname, path: '/' },
        { name: 'uuid', value: admin.uuid, domain: hostname, path: '/' },
        { name: site.accessCookie, value: admin.accessToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
        { name: site.refreshCookie, value: admin.refreshToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
      ])
      const page = await context.newPage()
      for (const [name, path] of pages) {
        await page.goto(`${baseURL}${path}`)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        await page.screenshot({ path: `${dir}/${name}-${width}-${lang}.png`, fullPage: true })
      }
      if (width === 1366 && pages.length > 1) {
        await page.goto(`${baseURL}/admin/orders/${unpaid.orderSn}`)
        await page.getByTestId('order-cancel').click()
        await page.getByTestId('order-cancel-dialog').getByRole('button').last().click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/admin-order-cancel-${width}-${lang}.png` })
        await page.keyboard.press('Escape')
        await page.getByTestId('order-pay').click()
        await page.getByTestId('order-pay-dialog').getByRole('button').last().click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/admin-order-pay-${width}-${lang}.png` })
      }
      await context.close()
    }
  }
}
await shoot([
  ['admin-dashboard', '/admin'],
  ['admin-orders', '/admin/orders'],
  ['admin-order-unpaid', `/admin/orders/${unpaid.orderSn}`],
  ['admin-order-completed', `/admin/orders/${completed.orderSn}`],
])
// The unpaid order once the platform has cancelled it.
await apiCall(
  request,
  admin.accessToken,
  'POST',
  `/manager/order/order/${unpaid.orderSn}/cancel?reason=${encodeURIComponent('买家来电要求取消')}`,
)
await shoot([['admin-order-cancelled', `/admin/orders/${unpaid.orderSn}`]], ['zh', 'en'], [1366])
await browser.close()
await request.dispose()
