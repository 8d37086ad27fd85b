/**
 * Screenshots of the consultation and display-currency pages (decision 130) at 1920 and 1366, zh and
 * en, against a running server: `E2E_PORT=<port> E2E_DATA_DIR=<its DATA_DIR> SHOTS_DIR=<dir> npx tsx
 * e2e/b2b-shots.ts` (the server needs CAPTCHA_PROVIDER=slider-outbox). It sends one consultation as
 * the demo buyer (with a note and a reply), then photographs every new page and dialog.
 */
import { request as apiRequest, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CONSOLES } from '@silk/contracts/console'
import { humanTrack, sliderOutboxAnswer } from '../apps/api/src/testing/slider.ts'
import { baseURL } from '../playwright.config.ts'
import { solveSlider } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const dataDir = process.env.E2E_DATA_DIR ?? ''
const { hostname } = new URL(baseURL)
const request = await apiRequest.newContext()
const buyer = await passwordLogin(request, 'demo')
const admin = await passwordLogin(request, 'admin', undefined, 'manager')

// One consultation of the demo buyer's, with a note and a reply.
await request.get(`${baseURL}/common/common/slider/CONSULTATION`, { headers: { uuid: buyer.uuid } })
const x = await sliderOutboxAnswer(dataDir, buyer.uuid, 'CONSULTATION')
await request.post(
  `${baseURL}/common/common/slider/CONSULTATION?xPos=${x}&track=${encodeURIComponent(humanTrack(x))}`,
  { headers: { uuid: buyer.uuid } },
)
const created = await request.post(`${baseURL}/buyer/other/consultation`, {
  headers: { uuid: buyer.uuid, accessToken: buyer.accessToken },
  data: {
    company: '杭州丝路茶韵贸易有限公司',
    contact: '王经理',
    mobile: '13800138000',
    email: 'wang@example.com',
    service: 'overseas',
    countries: ['vn', 'th', 'my'],
    budget: '500K_2M',
    message: '计划明年在越南、泰国设立销售公司并使用海外仓，想了解主体设立、税务与物流方案。',
    source: 'HOME',
  },
})
const { id } = ((await created.json()) as { result: { id: string } }).result
await apiCall(
  request,
  admin.accessToken,
  'PUT',
  `/manager/other/consultation/${id}/assign?adminId=1000000000000000901`,
)
await apiCall(
  request,
  admin.accessToken,
  'PUT',
  `/manager/other/consultation/${id}/state?from=NEW&state=CONTACTED`,
)
await apiCall(
  request,
  admin.accessToken,
  'POST',
  `/manager/other/consultation/${id}/note?content=${encodeURIComponent('客户已有天猫店，预算充足，优先跟进')}`,
)
await apiCall(
  request,
  admin.accessToken,
  'POST',
  `/manager/other/consultation/${id}/reply?content=${encodeURIComponent('王经理您好，出海服务顾问将于明天上午 10 点致电，届时会介绍越南与泰国的主体设立流程与海外仓方案。')}`,
)
const [sku] = await pickSkus(request, '2001', 1, { minStock: 2 })
await apiCall(request, buyer.accessToken, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=2&cartType=CART`)

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })

async function context(
  lang: string,
  width: number,
  signedIn: boolean,
  currency?: string,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const cookies = [
    { name: 'lang', value: lang, domain: hostname, path: '/' },
    { name: 'uuid', value: buyer.uuid, domain: hostname, path: '/' },
    { name: CONSOLES.admin.accessCookie, value: admin.accessToken, domain: hostname, path: '/admin' },
    { name: CONSOLES.admin.refreshCookie, value: admin.refreshToken, domain: hostname, path: '/admin' },
  ]
  if (currency) cookies.push({ name: 'currency', value: currency, domain: hostname, path: '/' })
  if (signedIn) {
    cookies.push(
      { name: 'accessToken', value: buyer.accessToken, domain: hostname, path: '/' },
      { name: 'refreshToken', value: buyer.refreshToken, domain: hostname, path: '/' },
      {
        name: 'userInfo',
        value: encodeURIComponent(JSON.stringify({ username: 'demo', nickName: 'demo' })),
        domain: hostname,
        path: '/',
      },
    )
  }
  await ctx.addCookies(cookies)
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
  for (const width of [1920, 1366]) {
    const suffix = `${width}-${lang}`
    // Anonymous: the home tile, the dialog with errors, the confirmation.
    const anon = await context(lang, width, false)
    const page = await anon.newPage()
    await open(page, '/')
    await page.locator('[data-testid="service-tile"][data-key="overseas"]').click()
    await page.getByTestId('service-expanded').scrollIntoViewIfNeeded()
    await page.waitForTimeout(600)
    await shot(page, 'home-tile', suffix, false)
    await page.getByTestId('service-consult').click()
    await page.getByTestId('consultation-dialog').waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'dialog', suffix, false)
    await page.getByTestId('consultation-dialog').locator('button[type="submit"]').click()
    await page.waitForTimeout(200)
    await shot(page, 'dialog-errors', suffix, false)
    const dialog = page.getByTestId('consultation-dialog')
    await dialog.locator('input[name="company"]').fill('Ark Trading Ltd')
    await dialog.locator('input[name="contact"]').fill('Li')
    await dialog.locator('input[name="email"]').fill(`li-${suffix}@example.com`)
    await dialog.locator('[data-testid="consultation-countries"] input').first().check()
    await dialog.locator('textarea[name="message"]').fill('We want to open a store in Vietnam next year.')
    await dialog.locator('button[type="submit"]').click()
    await solveSlider(page)
    await page.getByTestId('consultation-done').waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'dialog-done', suffix, false)
    await open(page, '/slGuide?countryId=vn')
    await page.getByTestId('guide-consult').click()
    await page.getByTestId('consultation-dialog').waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'guide-dialog', suffix, false)
    await open(page, '/Bglobal')
    await shot(page, 'bglobal', suffix, false)
    await anon.close()

    // The member, with USD chosen.
    const member = await context(lang, width, true, 'USD')
    const mp = await member.newPage()
    await open(mp, '/home/MyConsultation')
    await shot(mp, 'member-consultations', suffix)
    await open(mp, `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
    await shot(mp, 'goods-usd', suffix, false)
    await open(mp, `/goodsList?keyword=${encodeURIComponent('茶')}`)
    await shot(mp, 'list-usd', suffix, false)
    await open(mp, '/cart')
    await shot(mp, 'cart-usd', suffix, false)
    await member.close()

    // The operator console.
    const op = await context(lang, width, false)
    const ap = await op.newPage()
    await open(ap, '/admin/consultations')
    await shot(ap, 'admin-consultations', suffix)
    await open(ap, `/admin/consultations/${id}`)
    await shot(ap, 'admin-consultation', suffix)
    await open(ap, '/admin/currencies')
    await shot(ap, 'admin-currencies', suffix)
    await ap.getByTestId('currency-table').getByRole('button').first().click()
    await ap.getByTestId('currency-form').waitFor()
    await ap.waitForTimeout(300)
    await shot(ap, 'admin-currency-form', suffix, false)
    await op.close()
  }
}
await browser.close()
await request.dispose()
