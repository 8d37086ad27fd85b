/**
 * Screenshots of the operator console's pages for lilishop's 会员评价, 积分历史, 分销商品, 分销订单,
 * 售后原因 and 行政地区 (issue #67) at 1920 and 390, zh and en, against a running server:
 * `E2E_PORT=<port> SHOTS_DATA_DIR=<DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/admin-lili-pages-shots.ts`
 * (CAPTCHA_PROVIDER=slider-outbox). Distribution orders come from the manager walk's data
 * (scripts/upstream-client/walk-manager-data.ts); the demo seeds reviews, points and distribution goods.
 */
import { request as apiRequest, chromium } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const request = await apiRequest.newContext()
const admin = await passwordLogin(request, 'admin', undefined, 'manager', baseURL, process.env.SHOTS_DATA_DIR)
const PAGES = [
  ['evaluations', '/admin/evaluations'],
  ['points-history', '/admin/points-history'],
  ['distribution-goods', '/admin/distribution-goods'],
  ['distribution-orders', '/admin/distribution-orders'],
  ['after-sale-reasons', '/admin/after-sale-reasons?serviceType=RETURN_MONEY'],
  ['regions', '/admin/regions?province=44&city=4403'],
  ['evaluations-empty', '/admin/evaluations?memberName=nobody-here'],
] as const

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const { hostname } = new URL(baseURL)
for (const lang of ['zh', 'en'])
  for (const width of [1920, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    await context.addCookies([
      { name: 'lang', value: lang, domain: hostname, path: '/' },
      {
        name: CONSOLES.admin.accessCookie,
        value: admin.accessToken,
        domain: hostname,
        path: CONSOLE_COOKIE_PATH,
      },
    ])
    const page = await context.newPage()
    for (const [name, url] of PAGES) {
      await page.goto(`${baseURL}${url}`)
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${dir}/admin-${name}-${width}-${lang}.png`, fullPage: true })
    }
    await page.goto(`${baseURL}/admin/evaluations`)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('evaluation-toggle').first().click()
    await page.getByRole('dialog').waitFor()
    await page.screenshot({ path: `${dir}/admin-evaluation-hide-${width}-${lang}.png` })
    await context.close()
  }
await browser.close()
await request.dispose()
