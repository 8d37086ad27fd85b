/**
 * Drives lilishop's own PC buyer client (served on CLIENT, default :11720) against this API (API,
 * default :11700, started by api.sh) in headless Chromium at 1920 wide and writes one WebP per page to
 * OUT (default docs/upstream-client). Logs every API answer that is not a success and every page error.
 * Usage: npx tsx scripts/upstream-client/shoot.ts [only-page-name]
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { buyerApi, ensureAddress, openBuyerBrowser, signInBuyer } from './buyer-session.ts'

const CLIENT = process.env.CLIENT ?? 'http://localhost:11720'
const API = process.env.API ?? 'http://localhost:11700'
const DATA_DIR = process.env.DATA_DIR ?? '/tmp/silk-upstream'
const OUT = process.env.OUT ?? 'docs/upstream-client'
const only = process.argv[2]

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(800)
  const png = await page.screenshot({ fullPage, animations: 'disabled' })
  const file = path.join(OUT, `${name}.webp`)
  await sharp(png)
    .resize({ width: 1440 })
    .extract({
      left: 0,
      top: 0,
      width: 1440,
      height: Math.min(2400, Math.round((await sharp(png).metadata()).height! * 0.75)),
    })
    .webp({ quality: 62 })
    .toFile(file)
  console.log(`shot ${file}`)
}

const { browser, context, page } = await openBuyerBrowser()
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`))
page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`))
page.on('requestfailed', (r) => console.log(`[failed] ${r.method()} ${r.url()} ${r.failure()?.errorText}`))
page.on('response', async (r) => {
  if (!r.url().startsWith(API) || r.request().method() === 'OPTIONS') return
  const type = r.headers()['content-type'] ?? ''
  if (r.status() >= 400)
    console.log(
      `[${r.status()}] ${r.request().method()} ${r.url()} ${r.request().postData() ?? ''} -> ${(await r.text().catch(() => '')).slice(0, 300)}`,
    )
  else if (type.includes('json')) {
    const body = await r.json().catch(() => null)
    if (body && body.success === false)
      console.log(`[refused] ${r.request().method()} ${r.url()} ${body.code} ${body.message}`)
  }
})
await mkdir(OUT, { recursive: true })
const want = (name: string) => !only || only === name

// Sign in as demo through the login page and its slider; the address the checkout needs.
const { accessToken, uuid } = await signInBuyer(page, context, CLIENT, DATA_DIR)
console.log(`signed in: ${accessToken ? 'yes' : 'no'}`)
const api = buyerApi(API, accessToken, uuid)
await ensureAddress(api)

// Home (signed in: the header then has the site's name and logo, which lilishop caches in cookies).
await page.goto(`${CLIENT}/`)
if (want('home')) await shot(page, '1-home', true)

// A goods page.
const goods = (await api('GET', '/buyer/goods/goods/es?pageNumber=1&pageSize=10')).result.records
const [a, b] = goods
await page.goto(`${CLIENT}/goodsDetail?skuId=${a.id}&goodsId=${a.goodsId}`)
if (want('goods')) await shot(page, '2-goods')

// Cart: two lines (the first with quantity 2), untick the second, check out without it.
await api('DELETE', '/buyer/trade/carts')
await api('POST', `/buyer/trade/carts?skuId=${a.id}&num=2&cartType=CART`)
await api('POST', `/buyer/trade/carts?skuId=${b.id}&num=1&cartType=CART`)
await page.goto(`${CLIENT}/cart`)
await page.locator('.goods-item').first().waitFor()
const second = page.locator('.goods-item', { hasText: b.goodsName.slice(0, 8) }).locator('.ivu-checkbox')
if ((await second.locator('..').getAttribute('class'))?.includes('checked') ?? true) await second.click()
await page.waitForTimeout(1000)
if (want('cart')) await shot(page, '3-cart-unticked')
await page.locator('.pay', { hasText: '去结算' }).click()
await page.waitForURL(/\/pay/)
if (want('checkout')) await shot(page, '4-checkout', true)
await page.locator('.pay', { hasText: '提交订单' }).click()
await page
  .waitForURL(/\/payment/i, { timeout: 15_000 })
  .catch(() => console.log(`after submit: ${page.url()}`))
if (want('payment')) await shot(page, '5-payment')

// The order just made (quantity 2) in the member centre.
const orders = (await api('GET', '/buyer/order/order?pageNumber=1&pageSize=5')).result.records
const order = orders.find((o: { orderItems?: { skuId: string }[] }) =>
  o.orderItems?.some((i) => i.skuId === a.id),
)
await page.goto(`${CLIENT}/home/OrderDetail?sn=${order.sn}`)
if (want('order')) await shot(page, '6-order-detail', true)

// Profile: change the nickname and save.
await page.goto(`${CLIENT}/home/Profile`)
await page.waitForLoadState('networkidle')
const nick = page.locator('.ivu-form-item', { hasText: '昵称' }).locator('input')
await nick.fill(`demo-${Date.now() % 1000}`)
await page.locator('button', { hasText: '确认修改' }).click()
await page.waitForTimeout(1200)
if (want('profile')) await shot(page, '7-profile-saved')

await page.goto(`${CLIENT}/seckill`)
if (want('seckill')) await shot(page, '8-seckill', true)
await page.goto(`${CLIENT}/PointMall`)
if (want('points')) await shot(page, '9-points-mall', true)
await browser.close()
