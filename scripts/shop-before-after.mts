/**
 * Issue 21's before/after pictures: the shop home, a goods list, a goods page, the cart (demo buyer,
 * two items) and the header's 出海指南 menu, photographed on two running servers (before: the commit
 * preceding the shop work; after: main), at 1920×1080 and 1366×768, in Chinese and English, then set
 * side by side (before left) as WebP under docs/shop-before-after/.
 *
 * Both servers must run with CAPTCHA_PROVIDER=slider-outbox (the demo buyer signs in through the real
 * slider, whose answer the server writes to DATA_DIR/captcha-outbox.jsonl):
 *   BEFORE_URL=http://127.0.0.1:12420 BEFORE_DATA=/tmp/before-data BEFORE_LABEL='before 57cacdf' \
 *   AFTER_URL=http://127.0.0.1:12430 AFTER_DATA=/tmp/after-data AFTER_LABEL='after 5976f55' \
 *   npx tsx scripts/shop-before-after.mts
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, type BrowserContext, chromium, type Page, request } from '@playwright/test'
import sharp from 'sharp'
import { passwordLogin } from '../e2e/sign-in.ts'

type Server = { key: 'before' | 'after'; origin: string; dataDir: string; label: string }
const servers: Server[] = [
  {
    key: 'before',
    origin: process.env.BEFORE_URL ?? 'http://127.0.0.1:12420',
    dataDir: process.env.BEFORE_DATA ?? '/tmp/before-data',
    label: process.env.BEFORE_LABEL ?? 'before 57cacdf',
  },
  {
    key: 'after',
    origin: process.env.AFTER_URL ?? 'http://127.0.0.1:12430',
    dataDir: process.env.AFTER_DATA ?? '/tmp/after-data',
    label: process.env.AFTER_LABEL ?? 'after main',
  },
]
const widths = [1920, 1366] as const
const langs = [
  { key: 'zh', cookie: 'zh-CN' },
  { key: 'en', cookie: 'en' },
] as const
const OUT = path.resolve(import.meta.dirname, '../docs/shop-before-after')
const RAW = process.env.RAW_DIR ?? '/tmp/shop-before-after-raw'
const MAX_BYTES = 250 * 1024

type Sku = { id: string; goodsId: string }
type Shot = { name: string; tall?: boolean; path: (s: Sku[]) => string; act?: (page: Page) => Promise<void> }

const shots: Shot[] = [
  { name: 'shop-home', path: () => '/slShop' },
  { name: 'goods-list', tall: true, path: () => `/goodsList?keyword=${encodeURIComponent('茶')}` },
  { name: 'goods', tall: true, path: ([g]) => `/goodsDetail?skuId=${g.id}&goodsId=${g.goodsId}` },
  { name: 'cart', path: () => '/cart' },
  {
    name: 'guide-menu',
    path: () => '/',
    act: async (page) => {
      await page.locator('[data-nav-index="2"] > a').hover()
      const menu = page.getByTestId('guide-menu')
      await menu.waitFor({ state: 'visible' })
      // The panel fades in; wait for the end of it where it does (motion is reduced, so it may not).
      await page
        .waitForFunction(
          () => {
            const panel = document.querySelector('[data-testid="guide-menu"]')?.parentElement
            return !!panel && getComputedStyle(panel).opacity === '1'
          },
          undefined,
          { timeout: 3000 },
        )
        .catch(() => {})
    },
  },
]

async function api<T>(
  req: APIRequestContext,
  url: string,
  init: Parameters<APIRequestContext['fetch']>[1] = {},
) {
  const res = await req.fetch(url, init)
  const body = (await res.json()) as { success: boolean; message: string; result: T }
  if (!body.success) throw new Error(`${init.method ?? 'GET'} ${url}: ${body.message}`)
  return body.result
}

/** Fonts loaded and every picture in the window drawn (soft limits: an old build lacks the markers). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 5000 })
    .catch(() => {})
  await page.evaluate(() => document.fonts.ready)
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect()
            return r.bottom > 0 && r.top < innerHeight * 1.5 && r.width > 0
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 10000 },
    )
    .catch(() => {})
  // The older build has no reduced-motion handling: let its intro and fades finish.
  await page.waitForTimeout(1500)
}

/** Signs the demo buyer in, empties its cart and puts two goods in it; returns the cookies to set. */
async function prepareServer(server: Server) {
  const req = await request.newContext({ baseURL: server.origin })
  // The goods page shows the first goods the search lists; the cart gets the third and fourth.
  const first = await api<{ records: Sku[] }>(req, '/buyer/goods/goods/es?pageSize=1')
  const cart = await api<{ records: Sku[] }>(req, '/buyer/goods/goods/es?pageSize=2&pageNumber=2')
  const login = await passwordLogin(req, 'demo', 'silk123456', 'buyer', server.origin, server.dataDir)
  const headers = { accessToken: login.accessToken, uuid: login.uuid }
  await api(req, '/buyer/trade/carts', { method: 'DELETE', headers }).catch(() => {})
  for (const sku of cart.records) {
    await api(req, `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=CART`, { method: 'POST', headers })
  }
  await req.dispose()
  return { skus: first.records, login }
}

async function photograph(server: Server) {
  const { skus, login } = await prepareServer(server)
  const browser = await chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  for (const width of widths) {
    const height = width === 1920 ? 1080 : 768
    for (const lang of langs) {
      const context: BrowserContext = await browser.newContext({
        viewport: { width, height },
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      })
      const url = server.origin
      await context.addCookies([
        { name: 'lang', value: lang.cookie, url },
        { name: 'accessToken', value: login.accessToken, url },
        { name: 'refreshToken', value: login.refreshToken, url },
        { name: 'uuid', value: login.uuid, url },
      ])
      const page = await context.newPage()
      for (const shot of shots) {
        await page.goto(`${url}${shot.path(skus)}`)
        await settle(page)
        await shot.act?.(page)
        const file = path.join(RAW, `${shot.name}-${lang.key}-${width}-${server.key}.png`)
        if (shot.tall) {
          const full = await page.evaluate(() => document.documentElement.scrollHeight)
          const h = Math.min(full, Math.round(height * 1.5))
          await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: h } })
        } else {
          await page.screenshot({ path: file })
        }
        console.log(`${server.key} ${shot.name} ${lang.key} ${width}`)
      }
      await context.close()
    }
  }
  await browser.close()
}

function labelBar(text: string, width: number, height: number, fill: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${fill}"/>
    <text x="16" y="${Math.round(height * 0.68)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.55)}" fill="#fff">${text}</text>
  </svg>`
  return Buffer.from(svg)
}

/** before | after with a label bar over each, at most 1920 px wide, under MAX_BYTES as WebP. */
async function compose(name: string) {
  const [before, after] = await Promise.all(
    servers.map((s) => sharp(path.join(RAW, `${name}-${s.key}.png`)).toBuffer({ resolveWithObject: true })),
  )
  const gap = 16
  const bar = 48
  const w = before.info.width
  const h = Math.max(before.info.height, after.info.height)
  const total = w * 2 + gap
  const canvas = sharp({
    create: { width: total, height: h + bar, channels: 3, background: '#d0d0d0' },
  }).composite([
    { input: labelBar(servers[0].label, w, bar, '#8a3b2e'), left: 0, top: 0 },
    { input: labelBar(servers[1].label, after.info.width, bar, '#1f6b3a'), left: w + gap, top: 0 },
    { input: before.data, left: 0, top: bar },
    { input: after.data, left: w + gap, top: bar },
  ])
  const flat = await canvas.png().toBuffer()
  const scaled = total > 1920 ? await sharp(flat).resize({ width: 1920 }).toBuffer() : flat
  for (const quality of [70, 62, 55, 48, 40]) {
    const webp = await sharp(scaled).webp({ quality }).toBuffer()
    if (webp.length <= MAX_BYTES || quality === 40) {
      await sharp(webp).toFile(path.join(OUT, `${name}.webp`))
      console.log(`${name}.webp ${Math.round(webp.length / 1024)} KB (q${quality})`)
      return
    }
  }
}

await mkdir(RAW, { recursive: true })
await mkdir(OUT, { recursive: true })
if (!process.env.COMPOSE_ONLY) for (const server of servers) await photograph(server)
for (const shot of shots) {
  for (const lang of langs) for (const width of widths) await compose(`${shot.name}-${lang.key}-${width}`)
}
