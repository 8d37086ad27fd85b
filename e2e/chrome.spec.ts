import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Locator, type Page, type Route, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'
import { lineTexts } from './text-wrap.ts'

/** The buyer envelope (reference §2) around a result. */
const envelope = (result: unknown) => ({
  success: true,
  message: 'success',
  code: 200,
  timestamp: Date.now(),
  result,
})
const fulfil = (route: Route, result: unknown) => route.fulfill({ json: envelope(result) })
const page_ = <T>(records: T[]) => ({
  records,
  total: records.length,
  size: records.length,
  current: 1,
  pages: 1,
})

/** A real session of the seeded demo buyer (the server checks tokens, so a made-up one is not enough). */
const logIn = (context: BrowserContext) => logInDemo(context)

/** Mocks the cart/order/coupon/collection calls the drawer makes; returns the URLs it saw. */
async function mockDrawer(page: Page, opts: { cartCount?: () => number } = {}) {
  const seen: string[] = []
  const sku = (i: number) => ({
    id: `sku${i}`,
    goodsId: `g${i}`,
    goodsName: `商品${i}`,
    price: 10 * i,
    thumbnail: '/favicon.svg',
  })
  await page.route('**/buyer/trade/carts/count*', (r) => fulfil(r, opts.cartCount?.() ?? 3))
  await page.route('**/buyer/trade/carts/all*', (r) =>
    fulfil(r, { skuList: [1, 2, 3].map((i) => ({ num: i, goodsSku: sku(i) })) }),
  )
  await page.route('**/buyer/trade/carts/sku/remove*', (r) => {
    seen.push(r.request().url())
    return fulfil(r, null)
  })
  await page.route('**/buyer/order/order?*', (r) => {
    seen.push(r.request().url())
    const orders = Array.from({ length: 15 }, (_, i) => ({
      sn: `O${i}`,
      orderStatus: 'UNPAID',
      createTime: '2026-11-20 10:00:00',
      flowPrice: 99,
      orderItems: [{ image: '/favicon.svg', skuId: `s${i}`, goodsId: `g${i}` }],
    }))
    return fulfil(r, page_(orders))
  })
  await page.route('**/buyer/promotion/coupon?*', (r) => {
    seen.push(r.request().url())
    const coupons = Array.from({ length: 12 }, (_, i) => ({
      id: `c${i}`,
      couponType: 'PRICE',
      price: 20,
      couponDiscount: 0,
      consumeThreshold: 100,
      scopeType: i % 2 ? 'PORTION_GOODS' : 'ALL',
      storeId: i % 2 ? '2002' : '0',
      // A long store name as shops have (issue 65: the drawer cut it mid-word).
      storeName: i % 2 ? '云南勐海茶叶专营店·西双版纳古树普洱茶与滇红工夫茶旗舰店' : '',
      endTime: '2026-12-31 23:59:59',
    }))
    return fulfil(r, page_(coupons))
  })
  await page.route('**/buyer/promotion/coupon/receive/*', (r) => {
    seen.push(r.request().url())
    return fulfil(r, null)
  })
  await page.route('**/buyer/member/footprint?*', (r) => {
    seen.push(r.request().url())
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: `f${i}`,
      goodsId: `g${i}`,
      thumbnail: '/favicon.svg',
      price: 5,
    }))
    return fulfil(r, page_(rows))
  })
  await page.route('**/buyer/member/collection/GOODS?*', (r) => {
    seen.push(r.request().url())
    const rows = Array.from({ length: 12 }, (_, i) => ({
      skuId: `k${i}`,
      goodsId: `g${i}`,
      image: '/favicon.svg',
      price: 8,
    }))
    return fulfil(r, page_(rows))
  })
  await page.route('**/buyer/member/collection/delete/GOODS/*', (r) => {
    seen.push(r.request().url())
    return fulfil(r, true)
  })
  return seen
}

const navIndex = (page: Page) =>
  page
    .locator('[data-nav-index]')
    .evaluateAll((items) =>
      items.findIndex(
        (li) => li.querySelector('[aria-current="page"]') !== null || /active/.test(li.className),
      ),
    )

test('active navigation entry per path', async ({ page }) => {
  const cases: [string, number][] = [
    ['/', 0],
    ['/Bglobal', 1],
    ['/Nsystem', 1],
    ['/Promotion', 1],
    ['/Initiative', 2],
    ['/slGuide?countryId=vn', 2],
    ['/slBrand', 3],
    ['/slShop', 5],
    ['/goodsList', 5],
    ['/protect', 6],
    ['/Service', 7],
    ['/SlNewsCenter', -1],
  ]
  for (const [path, index] of cases) {
    await page.goto(path)
    expect(await navIndex(page), path).toBe(index)
  }
})

test('header: entries in order, login link, language switch, guide menu, depot link, site cache', async ({
  page,
  context,
}) => {
  const done = watchConsole(page)
  await page.goto('/Service')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.locator('[data-nav-index]')).toHaveText([
    /^首页/,
    /^出海服务/,
    /^出海指南/,
    /^品牌馆/,
    /^货仓/,
    /^商城/,
    /^海外利益保护/,
    /^服务中心/,
  ])
  // 海外利益保护 has no link; with no GOODS_DEPOT_URL the depot leads to the site's own logistics page.
  expect(await nav.locator('[data-nav-index="6"] a').count()).toBe(0)
  const depot = nav.locator('[data-nav-index="4"] a')
  await expect(depot).not.toHaveAttribute('target', '_blank')
  await expect(depot).toHaveAttribute('href', '/shipGoods#modes')
  await expect(page.getByRole('button', { name: '中文' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'ENG' })).toBeVisible()
  await expect(page.getByTestId('login-link')).toHaveAttribute('href', '/login?rePath=%2FService')

  // Guide menu: /Initiative first, then continent groups linking to /slGuide?countryId=…, with counters.
  await nav.getByRole('link', { name: '出海指南' }).hover()
  const menu = page.getByTestId('guide-menu')
  await expect(menu).toBeVisible()
  const hrefs = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs[0]).toBe('/Initiative')
  expect(hrefs.slice(1).every((h) => /^\/slGuide\?countryId=[a-z]{2}$/.test(h ?? ''))).toBe(true)
  await expect(menu.locator('h3')).toHaveText(['亚洲', '欧洲', '非洲', '美洲', '大洋洲'])
  expect(new Set(await menu.getByTestId('guide-counter').allTextContents())).toEqual(
    new Set(['99+', '14', '30']),
  )

  // Site name and logo cached for one hour in cookies.
  const cookies = await context.cookies()
  const now = Date.now() / 1000
  for (const name of ['siteName', 'logoImg']) {
    const cookie = cookies.find((c) => c.name === name)
    expect(cookie, name).toBeDefined()
    expect(cookie?.expires ?? 0).toBeGreaterThan(now + 3500)
    expect(cookie?.expires ?? 0).toBeLessThan(now + 3700)
  }
  done()
})

test('the login link shows only without an access token', async ({ page, context }) => {
  await page.goto('/Service')
  await expect(page.getByTestId('login-link')).toBeVisible()
  await logIn(context)
  await page.route('**/buyer/trade/carts/count*', (r) => fulfil(r, 0))
  await page.reload()
  await expect(page.getByTestId('login-link')).toHaveCount(0)
})

test('category panel: first level, second level and detail; tree cached for an hour in local storage', async ({
  page,
}) => {
  const done = watchConsole(page)
  let calls = 0
  page.on('request', (req) => {
    if (req.url().includes('/buyer/goods/category/get/0')) calls++
  })
  await page.goto('/Service')
  await page.getByTestId('category-trigger').hover()
  const panel = page.getByTestId('category-panel')
  const firstLevel = panel.locator('ul li a')
  await expect(firstLevel.first()).toBeVisible()
  expect(await firstLevel.count()).toBeGreaterThan(1)
  await firstLevel.nth(1).hover()
  const detail = page.getByTestId('category-detail')
  await expect(detail.locator('dt a').first()).toHaveAttribute('href', /^\/goodsList\?categoryId=\d+,\d+$/)
  await expect(detail.locator('dd a').first()).toHaveAttribute(
    'href',
    /^\/goodsList\?categoryId=\d+,\d+,\d+$/,
  )
  const stored = await page.evaluate(() => ({
    tree: JSON.parse(localStorage.getItem('category') ?? '[]').length,
    expires: Number(localStorage.getItem('category_expiration_time')),
  }))
  expect(stored.tree).toBeGreaterThan(1)
  expect(stored.expires - Date.now()).toBeGreaterThan(3_500_000)
  expect(stored.expires - Date.now()).toBeLessThanOrEqual(3_600_000)
  await page.reload()
  await page.getByTestId('category-trigger').hover()
  await expect(page.getByTestId('category-panel').locator('ul li a').first()).toBeVisible()
  expect(calls).toBe(1)
  done()
})

test('category panel: the tree is ready when the page is idle, so a hover never says 分类加载中…', async ({
  page,
}) => {
  await page.goto('/Service')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Asked for while idle after hydration, with no hover yet.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('category_expiration_time')))
    .not.toBeNull()
  await page.getByTestId('category-trigger').hover()
  const panel = page.getByTestId('category-panel')
  await expect(panel).toBeVisible()
  // The first frame of the open panel already holds the list (no auto-retry: what shows at once).
  expect(await panel.getByText('分类加载中…').count()).toBe(0)
  expect(await panel.locator('ul li a').count()).toBeGreaterThan(1)
})

test('search: Enter or icon goes to /goodsList; on /goodsList it only emits; store restriction on /merchant', async ({
  page,
}) => {
  await page.goto('/Service')
  const box = page.getByRole('combobox', { name: '商品搜索' })
  await expect(box).toHaveAttribute('placeholder', '输入你想查找的商品')
  await box.fill('丝绸')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/goodsList\?keyword=%E4%B8%9D%E7%BB%B8$/)
  // The URL changes before the list has rendered; the box follows the list's keyword once it has.
  await expect(page.getByTestId('list-breadcrumb')).toContainText('丝绸')
  await expect(page.getByRole('combobox', { name: '商品搜索' })).toHaveValue('丝绸')

  // On the goods list the box only changes that page's query: no document load.
  await page.evaluate(() => {
    ;(window as unknown as { marker: number }).marker = 1
  })
  await page.getByRole('combobox', { name: '商品搜索' }).fill('茶叶')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/\/goodsList\?keyword=%E8%8C%B6%E5%8F%B6$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)

  await page.goto('/merchant?id=1001')
  await page.getByRole('combobox', { name: '商品搜索' }).fill('瓷器')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/\/goodsList\?keyword=%E7%93%B7%E5%99%A8&storeId=1001$/)

  await page.goto('/merchant?id=1001')
  await page.getByTestId('search-scope').click()
  await page.getByRole('combobox', { name: '商品搜索' }).fill('瓷器')
  await page.getByRole('combobox', { name: '商品搜索' }).press('Enter')
  await expect(page).toHaveURL(/\/goodsList\?keyword=%E7%93%B7%E5%99%A8$/)
})

test('words typed into the search box before the page has hydrated are the ones searched', async ({
  page,
}) => {
  // Hold the scripts back, type into the server-rendered box, then let React take over.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/goodsList', { waitUntil: 'commit' })
  const box = page.getByRole('combobox', { name: '商品搜索' })
  await box.fill('茶具')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(box).toHaveValue('茶具')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page).toHaveURL(/\/goodsList\?keyword=%E8%8C%B6%E5%85%B7$/)
  await expect(page.getByTestId('list-breadcrumb')).toContainText('茶具')
})

test('hot words: 5 requested, cached in cookies, fetched at most every 5 minutes', async ({
  page,
  context,
}) => {
  await page.clock.install()
  const calls: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/buyer/goods/goods/hot-words')) calls.push(req.url())
  })
  await page.goto('/Service')
  await expect.poll(() => calls.length).toBe(1)
  expect(calls[0]).toContain('count=5')
  const tags = page.getByTestId('hot-words').locator('a')
  await expect(tags.first()).toBeVisible()
  expect(await tags.count()).toBeLessThanOrEqual(5)
  const cookieNames = (await context.cookies()).map((c) => c.name)
  expect(cookieNames).toEqual(expect.arrayContaining(['hotWordsList', 'hotWordsReloadTime']))

  // Within 5 minutes a new page uses the cookie.
  await page.clock.runFor(200_000)
  await page.reload()
  await expect(tags.first()).toBeVisible()
  expect(calls.length).toBe(1)

  // Once 5 minutes have passed since the load, the words are fetched again.
  await page.clock.runFor(300_000)
  await expect.poll(() => calls.length).toBe(2)

  // A tag searches its word.
  const word = (await tags.first().textContent()) ?? ''
  await tags.first().click()
  await expect(page).toHaveURL(new RegExp(`/goodsList\\?keyword=${encodeURIComponent(word)}`))
})

test('side bar without login: confirm dialog 请登录, 继续浏览 or 立即登录; no new tab', async ({
  page,
  context,
}) => {
  await page.goto('/Service')
  for (const entry of ['side-cart', 'side-orders', 'side-coupons', 'side-footprints', 'side-favorites']) {
    await page.getByTestId(entry).click()
    const dialog = page.getByTestId('login-dialog')
    await expect(dialog.getByRole('heading', { name: '请登录' })).toBeVisible()
    await expect(dialog).toContainText('请登录后执行此操作')
    await dialog.getByRole('button', { name: '继续浏览' }).click()
    await expect(dialog).toHaveCount(0)
  }
  let opened = false
  context.on('page', () => {
    opened = true
  })
  await page.getByTestId('side-member').click()
  await expect(page.getByTestId('login-dialog')).toBeVisible()
  expect(opened).toBe(false)
  await page.getByRole('button', { name: '立即登录' }).click()
  await expect(page).toHaveURL(/\/login\?rePath=%2FService$/)
})

test('member centre and my assets open in a new tab when logged in', async ({ page, context }) => {
  await logIn(context)
  await mockDrawer(page)
  await page.goto('/Service')
  for (const [id, path] of [
    ['side-member', '/home'],
    ['side-assets', '/home/MoneyManagement'],
  ] as const) {
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId(id).click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).pathname).toBe(path)
    await tab.close()
  }
  await expect(page).toHaveURL(/\/Service$/)
})

test('cart badge (side bar and header): capped at 99, refreshed on hovering either cart entry and after a deletion', async ({
  page,
  context,
}) => {
  await logIn(context)
  let count = 150
  const seen = await mockDrawer(page, { cartCount: () => count })
  await page.goto('/Service')
  const badge = page.getByTestId('cart-badge')
  const headerCart = page.getByTestId('header-cart')
  const headerBadge = page.getByTestId('header-cart-badge')
  await expect(badge).toHaveText('99')
  await expect(headerBadge).toHaveText('99')
  // The entries are named with the real count; the capped number is only drawn.
  await expect(headerCart).toHaveAccessibleName('购物车，150 件商品')
  await expect(page.getByTestId('side-cart')).toHaveAccessibleName('购物车，150 件商品')
  expect((await context.cookies()).find((c) => c.name === 'cartNum')?.value).toBe('150')
  count = 7
  await page.getByTestId('side-cart').hover()
  await expect(badge).toHaveText('7')
  await expect(headerBadge).toHaveText('7')
  count = 5
  await headerCart.hover()
  await expect(headerBadge).toHaveText('5')
  await expect(badge).toHaveText('5')
  await expect(headerCart).toHaveAccessibleName('购物车，5 件商品')

  await page.getByTestId('side-cart').click()
  const drawer = page.getByTestId('side-drawer')
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(3)
  count = 2
  await drawer.getByTestId('drawer-row').first().getByRole('button', { name: '删除' }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  expect(seen.some((u) => u.includes('/buyer/trade/carts/sku/remove') && u.includes('skuIds=sku1'))).toBe(
    true,
  )
  await page.keyboard.press('Escape')
  await expect(badge).toHaveText('2')
  await expect(headerBadge).toHaveText('2')

  // An empty cart shows no count at all, and the entry is plain 购物车 again.
  count = 0
  await headerCart.hover()
  await expect(headerBadge).toHaveCount(0)
  await expect(badge).toHaveCount(0)
  await expect(headerCart).toHaveAccessibleName('购物车')
})

test('drawer: latest 10 orders (tag ALL), 10 coupons with claim, 20 footprints, 10 favourites with remove', async ({
  page,
  context,
}) => {
  await logIn(context)
  const seen = await mockDrawer(page)
  await page.goto('/Service')
  const drawer = page.getByTestId('side-drawer')

  await page.getByTestId('side-orders').click()
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(10)
  const orders = new URL(seen.find((u) => u.includes('/buyer/order/order?')) ?? 'http://x')
  expect(Object.fromEntries(orders.searchParams)).toMatchObject({
    pageNumber: '1',
    pageSize: '10',
    tag: 'ALL',
  })
  await expect(drawer.getByTestId('drawer-row').first()).toContainText('未付款')

  await drawer.getByRole('tab', { name: '优惠券' }).click()
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(10)
  const coupons = new URL(seen.find((u) => u.includes('/buyer/promotion/coupon?')) ?? 'http://x')
  expect(Object.fromEntries(coupons.searchParams)).toMatchObject({ pageNumber: '1', pageSize: '10' })
  await drawer.getByTestId('drawer-row').nth(2).getByRole('button', { name: '立即领取' }).click()
  const claim = page.getByTestId('claim-dialog')
  await expect(claim.getByRole('heading', { name: '领取优惠券' })).toBeVisible()
  await expect(claim).toContainText('优惠券领取成功，可到我的优惠券页面查看')
  expect(seen.some((u) => u.endsWith('/buyer/promotion/coupon/receive/c2'))).toBe(true)
  await claim.getByRole('button', { name: '立即使用' }).click()
  await expect(page).toHaveURL(/\/goodsList$/)

  await page.getByTestId('side-footprints').click()
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(20)
  const footprints = new URL(seen.find((u) => u.includes('/buyer/member/footprint?')) ?? 'http://x')
  expect(footprints.searchParams.get('pageSize')).toBe('20')

  await drawer.getByRole('tab', { name: '我的收藏' }).click()
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(10)
  await drawer.getByTestId('drawer-row').first().getByRole('button', { name: '取消收藏' }).click()
  await expect(page.getByText('取消收藏成功')).toBeVisible()
  await expect(drawer.getByTestId('drawer-row')).toHaveCount(9)
  expect(seen.some((u) => u.endsWith('/buyer/member/collection/delete/GOODS/k0'))).toBe(true)
})

/**
 * Issue 65: the coupon drawer was cramped — the end date broken across lines, long store names cut with
 * an ellipsis. At 1920 and 1366, in both languages, each row's date is one line and the store's name
 * is there whole (wrapped, nothing clipped).
 */
test('the coupon drawer shows each date on one line and whole store names (1920, 1366; zh, en)', async ({
  page,
  context,
}) => {
  await eachDrawerView(page, context, 'side-coupons', async (width, lang) => {
    const rows = page.getByTestId('side-drawer').getByTestId('drawer-row')
    await expect(rows).toHaveCount(10)
    for (const row of await rows.all()) {
      const end = row.getByText(/有效期至|Valid until/)
      expect(await lineTexts(end), `${width} ${lang} date`).toHaveLength(1)
      expect(await clipped(row.locator('p').first()), `${width} ${lang} store name clipped`).toBe(false)
    }
    await expect(rows.nth(1)).toContainText('云南勐海茶叶专营店·西双版纳古树普洱茶与滇红工夫茶旗舰店')
    await page.screenshot({ path: test.info().outputPath(`coupon-drawer-${width}-${lang}.png`) })
  })
})

/** Whether an element's text runs past its box. */
const clipped = (el: Locator) => el.evaluate((node) => node.scrollWidth > node.clientWidth + 1)

/** Signed in, the drawer opened from the side bar's `tab` at 1920 and 1366 in both languages, then `check`. */
async function eachDrawerView(
  page: Page,
  context: BrowserContext,
  tab: string,
  check: (width: number, lang: 'zh-CN' | 'en') => Promise<void>,
) {
  await logIn(context)
  await mockDrawer(page)
  for (const width of [1920, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    for (const lang of ['zh-CN', 'en'] as const) {
      await chooseLanguage(context, lang)
      await page.goto('/Service')
      // A click before hydration focuses the tab without opening the drawer (seen on a loaded machine).
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await page.getByTestId(tab).click()
      await check(width, lang)
    }
  }
}

/**
 * Issue 65: in English the drawer's tab labels ("My footprints", "My favourites") wrapped onto two lines.
 * At 1920 and 1366, in both languages, every tab label is one line and nothing of it is clipped.
 */
test('the drawer tabs keep their labels on one line (1920, 1366; zh, en)', async ({ page, context }) => {
  await eachDrawerView(page, context, 'side-cart', async (width, lang) => {
    const tabs = page.getByTestId('side-drawer').getByRole('tab')
    await expect(tabs).toHaveCount(5)
    for (const tab of await tabs.all()) {
      const label = await tab.textContent()
      expect(await lineTexts(tab), `${width} ${lang} ${label}`).toHaveLength(1)
      expect(await clipped(tab), `${width} ${lang} ${label} clipped`).toBe(false)
    }
    await page.getByTestId('side-drawer').screenshot({
      path: test.info().outputPath(`drawer-tabs-${width}-${lang}.png`),
    })
  })
})

test('drawer lists fall back to the empty state when the backend has nothing (404 is silent)', async ({
  page,
  context,
}) => {
  await logIn(context)
  await page.route('**/buyer/trade/carts/count*', (r) => fulfil(r, 0))
  await page.route('**/buyer/order/order?*', (r) =>
    r.fulfill({ status: 404, json: { success: false, code: 404 } }),
  )
  await page.goto('/Service')
  await page.getByTestId('side-orders').click()
  await expect(page.getByTestId('side-drawer').getByText('暂无更多')).toBeVisible()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
})

test('footer: brand services, contact hours, tel: and mailto: links (think tanks and partners only when configured: trust.spec)', async ({
  page,
}) => {
  await page.goto('/Service')
  const footer = page.locator('footer')
  for (const heading of ['品牌服务', '联系我们']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(footer.getByTestId('contact-hours')).toHaveText('MON-FRI 09:00~17:30')
  // A phone dials the number and a mail client opens the address.
  await expect(footer.getByRole('link', { name: '400-820-2026' })).toHaveAttribute('href', 'tel:4008202026')
  await expect(footer.getByRole('link', { name: 'service@silkroadark.cn' })).toHaveAttribute(
    'href',
    'mailto:service@silkroadark.cn',
  )
})

test('the chrome has no serious or critical accessibility violations (menus and drawer open)', async ({
  page,
  context,
}) => {
  await page.goto('/Service')
  await page.getByTestId('category-trigger').hover()
  await expect(page.getByTestId('category-panel').locator('ul li a').first()).toBeVisible()
  const header = await new AxeBuilder({ page }).include('header').include('footer').include('nav').analyze()
  const bad = (r: typeof header) =>
    r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
  expect(bad(header)).toEqual([])
  await logIn(context)
  await mockDrawer(page)
  await page.reload()
  await page.getByTestId('side-coupons').click()
  await expect(page.getByTestId('side-drawer').getByTestId('drawer-row').first()).toBeVisible()
  expect(bad(await new AxeBuilder({ page }).include('[data-testid="side-drawer"]').analyze())).toEqual([])
})
