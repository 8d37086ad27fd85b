import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { port as workerPort } from '../playwright.config.ts'
import { apiLogin } from './sign-in.ts'
import { type OwnSite, startOwnSite, watchConsole } from './support.ts'

/**
 * The anonymous page cache (decision 022), on a site of its own that keeps pages for ten minutes:
 * anything that changes within a test changed because the cache was told, not because it expired.
 */
// Just above this worker's own server (playwright.config.ts).
const port = workerPort + 2
const origin = `http://127.0.0.1:${port}`
let site: OwnSite | undefined
const dataDir = mkdtempSync(path.join(tmpdir(), 'silk-e2e-page-cache-'))

test.beforeAll(async () => {
  test.setTimeout(240_000)
  site = await startOwnSite({
    name: 'page-cache',
    port,
    dataDir,
    attempts: 900,
    env: {
      CAPTCHA_PROVIDER: 'slider-outbox',
      PAGE_CACHE_SECONDS: '600',
      PAGE_CACHE_STALE_SECONDS: '0',
    },
  })
})

test.afterAll(() => {
  site?.stop()
})

async function page(request: APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(`${origin}${url}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    maxRedirects: 0,
  })
  const html = await response.text()
  const headers = response.headers()
  return {
    status: response.status(),
    html,
    headers,
    etag: headers.etag,
    csp: headers['content-security-policy'],
  }
}

/** Every CSP violation the page reports, as "directive blocked-URI", collected from its first script on. */
async function watchPolicyViolations(tab: Page): Promise<string[]> {
  const violations: string[] = []
  await tab.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  return violations
}

const GOODS_LIST = `/goodsList?keyword=${encodeURIComponent('茶')}`

test('an anonymous page is rendered once and shared, with headers a CDN can keep', async ({ request }) => {
  const first = await page(request, GOODS_LIST)
  const second = await page(request, GOODS_LIST)
  expect(first.status).toBe(200)
  expect(second.etag).toBe(first.etag)
  expect(second.html).toBe(first.html)
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=0')
  expect(first.headers.vary).toContain('cookie')
  const revalidated = await request.get(`${origin}${GOODS_LIST}`, {
    headers: { accept: 'text/html', 'if-none-match': first.etag },
  })
  expect(revalidated.status()).toBe(304)
})

test('language and query are kept apart', async ({ request }) => {
  const zh = await page(request, GOODS_LIST)
  const en = await page(request, GOODS_LIST, 'lang=en')
  const other = await page(request, `/goodsList?keyword=${encodeURIComponent('杯')}`)
  expect(zh.html).toContain('<html lang="zh-CN"')
  expect(en.html).toContain('<html lang="en"')
  expect(en.etag).not.toBe(zh.etag)
  expect(other.etag).not.toBe(zh.etag)
  expect(other.html).toContain('杯')
  // The same page again in each language still comes from its own entry.
  expect((await page(request, GOODS_LIST, 'lang=en; uuid=abc')).etag).toBe(en.etag)
})

test('two display currencies never share a cached page (decision 130)', async ({ request }) => {
  const none = await page(request, GOODS_LIST)
  const usd = await page(request, GOODS_LIST, 'currency=USD')
  const eur = await page(request, GOODS_LIST, 'currency=EUR')
  expect(new Set([none.etag, usd.etag, eur.etag]).size).toBe(3)
  expect(none.html).not.toContain('data-testid="approx-price"')
  expect(usd.html).toContain('US$')
  expect(usd.html).not.toContain('≈ €')
  expect(eur.html).toContain('≈ €')
  // Each again comes from its own entry; an unknown code is the page without "≈".
  expect((await page(request, GOODS_LIST, 'currency=USD; uuid=abc')).etag).toBe(usd.etag)
  expect((await page(request, GOODS_LIST, 'currency=XYZ')).etag).toBe(none.etag)
})

test('a cached page runs under a policy that allows its own scripts and shares no nonce', async ({
  browser,
  request,
}) => {
  const warm = await page(request, '/SlNewsCenter')
  const again = await page(request, '/SlNewsCenter')
  expect(again.etag).toBe(warm.etag)
  expect(again.csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
  expect(again.csp).not.toContain('nonce')
  expect(again.html).not.toContain('nonce=')

  const context = await browser.newContext()
  const tab = await context.newPage()
  const violations = await watchPolicyViolations(tab)
  const checkConsole = watchConsole(tab)
  const response = await tab.goto(`${origin}/SlNewsCenter`)
  expect(response?.headers().etag).toBe(warm.etag)
  // Hydration ran: the module scripts and the inline bootstrap were allowed.
  await expect(tab.locator('html[data-hydrated="true"]')).toHaveCount(1)
  expect(violations).toEqual([])
  checkConsole()
  await context.close()
})

test('signed-in members are never served from it, and each sees only their own header', async ({
  request,
}) => {
  const anonymous = await page(request, '/')
  const session = (token: string, name: string) =>
    `accessToken=${token}; userInfo=${encodeURIComponent(JSON.stringify({ nickName: name }))}`
  const demo = await page(
    request,
    '/',
    session(await apiLogin(request, 'demo', 'buyer', origin, dataDir), '演示会员甲'),
  )
  const buyer2 = await page(
    request,
    '/',
    session(await apiLogin(request, 'buyer2', 'buyer', origin, dataDir), '演示会员乙'),
  )
  const cart = await page(request, '/', 'cartNum=3')

  for (const personal of [demo, buyer2, cart]) {
    expect(personal.headers['cache-control']).toBe('private, no-cache')
    expect(personal.headers.etag).toBeUndefined()
    expect(personal.csp).toMatch(/'nonce-[\w+/=]+'/)
  }
  expect(demo.csp).not.toBe(buyer2.csp)
  expect(demo.html).toContain('演示会员甲')
  expect(demo.html).not.toContain('演示会员乙')
  expect(buyer2.html).toContain('演示会员乙')
  expect(buyer2.html).not.toContain('演示会员甲')
  const after = await page(request, '/')
  expect(after.etag).toBe(anonymous.etag)
  expect(after.html).not.toContain('演示会员')
})

test('a member page is a shell: shared per name, private, and its data is read in the browser', async ({
  browser,
  request,
}) => {
  const anonymous = await page(request, '/home')
  expect(anonymous.status).toBe(302)
  expect(anonymous.headers.location).toBe('/login?rePath=%2Fhome')

  const session = (token: string, name: string) =>
    `accessToken=${token}; userInfo=${encodeURIComponent(JSON.stringify({ nickName: name }))}`
  const demoToken = await apiLogin(request, 'demo', 'buyer', origin, dataDir)
  const demoMember = (await (
    await request.get(`${origin}/buyer/passport/member`, { headers: { accessToken: demoToken } })
  ).json()) as { result: { nickName: string; mobile: string } }
  const demo = await page(request, '/home', session(demoToken, '演示会员甲'))
  const buyer2 = await page(
    request,
    '/home',
    session(await apiLogin(request, 'buyer2', 'buyer', origin, dataDir), '演示会员乙'),
  )
  for (const shell of [demo, buyer2]) {
    expect(shell.status).toBe(200)
    // Never kept by a CDN or any shared cache, and nonce-free like every page rendered once.
    expect(shell.headers['cache-control']).toBe('private, no-cache')
    expect(shell.csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
    expect(shell.html).not.toContain('nonce=')
    expect(shell.html).toContain('aria-busy="true"')
  }
  expect(demo.html).toContain('演示会员甲')
  expect(demo.html).not.toContain('演示会员乙')
  expect(buyer2.html).toContain('演示会员乙')
  expect(buyer2.html).not.toContain('演示会员甲')
  // Nothing the API knows of the member is in the document: only what the cookies said.
  expect(demo.html).not.toContain(demoMember.result.mobile)
  expect(demo.html).not.toContain(demoMember.result.nickName)
  // The same member again is answered from memory; another member of the same name shares it.
  expect((await page(request, '/home', session(demoToken, '演示会员甲'))).etag).toBe(demo.etag)
  const twin = await page(
    request,
    '/home',
    session(await apiLogin(request, 'buyer2', 'buyer', origin, dataDir), '演示会员甲'),
  )
  expect(twin.etag).toBe(demo.etag)
  expect((await page(request, '/')).html).not.toContain('演示会员')

  const context = await browser.newContext()
  await context.addCookies([
    { name: 'accessToken', value: demoToken, url: origin },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify({ nickName: '演示会员甲' })), url: origin },
  ])
  const tab = await context.newPage()
  const violations = await watchPolicyViolations(tab)
  const checkConsole = watchConsole(tab)
  const response = await tab.goto(`${origin}/home`)
  expect(response?.headers().etag).toBe(demo.etag)
  // The member's own data arrives after hydration, read with the member's own token.
  await expect(tab.getByTestId('member-greeting')).toContainText(demoMember.result.nickName)
  await expect(tab.getByTestId('bound-mobile')).toContainText(demoMember.result.mobile.slice(-4))
  await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(violations).toEqual([])
  checkConsole()
  await context.close()
})

test('a purchase drops the cached goods page, so the next visitor sees the new stock', async ({
  request,
}) => {
  const list = (await (
    await request.get(`${origin}/buyer/goods/goods/es?storeId=2001&pageSize=20`)
  ).json()) as { result: { records: { id: string; goodsId: string }[] } }
  const stockOf = (html: string) =>
    Number(/data-testid="stock"[^>]*>[^<\d]*(\d+)/.exec(html)?.[1] ?? Number.NaN)
  let sku: { id: string; goodsId: string } | undefined
  let before = { etag: '', html: '' }
  for (const candidate of list.result.records) {
    before = await page(request, `/goodsDetail?skuId=${candidate.id}&goodsId=${candidate.goodsId}`)
    if (stockOf(before.html) > 0) {
      sku = candidate
      break
    }
  }
  if (!sku) throw new Error('no goods with stock in store 2001')
  const url = `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`
  expect((await page(request, url)).etag).toBe(before.etag)

  const token = await apiLogin(request, 'demo', 'buyer', origin, dataDir)
  const call = async (method: string, apiPath: string, data?: object) => {
    const res = await request.fetch(`${origin}${apiPath}`, {
      method,
      headers: { accessToken: token, uuid: 'e2e-page-cache' },
      ...(data ? { data } : {}),
    })
    const body = await res.json()
    if (!body.success) throw new Error(`${apiPath}: ${body.message}`)
    return body.result
  }
  const province = (await call('GET', '/common/common/region/item/0'))[0].id
  const city = (await call('GET', `/common/common/region/item/${province}`))[0].id
  const query = new URLSearchParams({
    name: '王小明',
    mobile: '13800138000',
    consigneeAddressIdPath: `${province},${city}`,
    detail: '建国路 88 号',
    isDefault: 'true',
  })
  await call('POST', `/buyer/member/address?${query}`)
  await call('POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
  await call('POST', '/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })

  const after = await page(request, url)
  expect(after.etag).not.toBe(before.etag)
  expect(stockOf(after.html)).toBe(stockOf(before.html) - 1)
})
