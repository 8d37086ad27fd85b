import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { registerMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { fits, hydrated } from './phone-fixtures.ts'
import { signIn } from './sign-in.ts'
import { cardPictures } from './support.ts'

/**
 * The shop on a phone (issue 24, decision 027), by touch: the category page from the tab bar, the goods
 * list's filter sheet and infinite loading, the goods page's bottom bar (收藏, 店铺, 客服) and SKU sheet
 * (the slider captcha dragged with a finger is in phone-journeys.spec.ts, at sign-in).
 */

/** With SHOTS_DIR set, keeps a picture of the window to look at (not compared). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

const HAN = /[\u4e00-\u9fff]/

test('分类 from the tab bar: the rail, the panel and a tile to the goods list', async ({ page, context }) => {
  await page.goto('/slShop')
  await hydrated(page)
  await page.getByTestId('tab-bar').getByRole('link', { name: '分类' }).tap()
  await expect(page).toHaveURL(/\/category$/)
  await fits(page)
  const rail = page.getByRole('navigation', { name: '一级分类' })
  const items = rail.getByTestId('category-rail-item')
  // The rail is drawn once the page's category data has arrived (count() alone does not wait for it).
  await expect.poll(() => items.count()).toBeGreaterThan(5)
  await expect(items.first()).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('tab-bar').getByRole('link', { name: '分类' })).toHaveClass(/active/)

  // Another first level: the panel follows, and names it.
  const second = items.nth(1)
  const name = (await second.textContent()) ?? ''
  await second.tap()
  await expect(second).toHaveAttribute('aria-current', 'page')
  const panel = page.getByTestId('category-panel')
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(name)
  expect(await panel.getByTestId('category-group').count()).toBeGreaterThan(0)
  await fits(page)
  await shot(page, 'category-zh')

  // A third-level tile opens the goods list of its three-level path.
  const tile = panel.getByTestId('category-tile').first()
  const leaf = ((await tile.textContent()) ?? '').trim()
  await tile.tap()
  await expect(page).toHaveURL(/\/goodsList\?categoryId=\d+,\d+,\d+$/)
  await expect(page.getByTestId('list-breadcrumb')).toContainText(leaf)
  expect(await page.getByTestId('goods-card').count()).toBeGreaterThan(0)

  // In English the rail and panel name the categories in English (decision 023).
  await chooseLanguage(context, 'en')
  await page.goto('/category')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Top-level categories' })).toBeVisible()
  for (const text of await page.getByTestId('category-rail-item').allTextContents()) {
    expect(text).not.toMatch(HAN)
  }
  await expect(page.getByTestId('category-panel').getByRole('link', { name: /See all/ })).toBeVisible()
  await fits(page)
  await shot(page, 'category-en')
})

test('the goods list: the next page joins on scrolling; the filter sheet narrows the list', async ({
  page,
}) => {
  await page.goto('/goodsList')
  await hydrated(page)
  const cards = page.getByTestId('goods-card')
  await expect(cards).toHaveCount(20)
  // The first screen's pictures (two rows of two) load with the page, the rest lazily (issue 65).
  const pictures = await cardPictures(page)
  expect(pictures.filter((p) => p.onFirstScreen).length).toBeGreaterThanOrEqual(3)
  for (const p of pictures.filter((p) => p.onFirstScreen)) expect(p.loading).toBe('eager')
  expect(pictures.slice(10).every((p) => p.loading === 'lazy')).toBe(true)
  // The desktop pager gives way to the load-more row.
  await expect(page.getByRole('navigation', { name: /分页|pagination/i })).toBeHidden()
  await expect(page.getByTestId('load-more')).toHaveAttribute('href', /pageNumber=2/)

  // Scrolling to the end appends page 2, then page 3; the URL stays the page the list opened at.
  await page.getByTestId('more-goods').scrollIntoViewIfNeeded()
  await expect(cards).toHaveCount(40)
  await page.getByTestId('more-goods').scrollIntoViewIfNeeded()
  await expect(cards).toHaveCount(60)
  expect(new URL(page.url()).searchParams.get('pageNumber')).toBeNull()
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')))
  expect(new Set(ids).size).toBe(ids.length)
  await fits(page)

  // The fallback under the grid is a plain link to the next page (before hydration, or if the
  // observer never fires): opened, the list starts at that page and carries on from there.
  const next = page.getByTestId('load-more')
  await expect(next).toHaveAttribute('href', /pageNumber=4$/)
  await page.goto((await next.getAttribute('href')) ?? '')
  await hydrated(page)
  await expect(cards).toHaveCount(20)
  await expect(next).toHaveAttribute('href', /pageNumber=5$/)
  await page.goto('/goodsList')
  await hydrated(page)

  // 筛选: a category, a brand and a price range, applied together from page 1.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  const button = page.getByTestId('filter-button')
  await button.tap()
  const sheet = page.getByRole('dialog', { name: '筛选商品' })
  await expect(sheet).toBeVisible()
  const category = sheet.getByRole('group', { name: '分类' }).getByRole('button').first()
  const categoryName = ((await category.textContent()) ?? '').trim()
  await category.tap()
  await expect(category).toHaveAttribute('aria-pressed', 'true')
  await sheet.getByRole('button', { name: '查看结果' }).tap()
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL(/categoryId=\d+/)
  await expect(page.getByTestId('list-breadcrumb')).toContainText(categoryName)

  await button.tap()
  const brands = sheet.getByTestId('sheet-brands').getByRole('button')
  const brand = ((await brands.first().textContent()) ?? '').trim()
  await brands.first().tap()
  await sheet.getByLabel('¥ 最低价').fill('10')
  await sheet.getByLabel('¥ 最高价').fill('5000')
  await shot(page, 'filter-sheet')
  await sheet.getByRole('button', { name: '查看结果' }).tap()
  await expect(page).toHaveURL(/brandId=\d+/)
  await expect(page).toHaveURL(/price=10_5000/)
  await expect(page.getByTestId('filter-chip').filter({ hasText: brand })).toBeVisible()
  await expect(page.getByTestId('filter-button')).toContainText('1')
  expect(await cards.count()).toBeGreaterThan(0)
  await fits(page)

  // 重置 clears the picks in the sheet; applied, the list is the category's again.
  await button.tap()
  await sheet.getByRole('button', { name: '重置' }).tap()
  await expect(sheet.getByRole('button', { pressed: true })).toHaveCount(0)
  await sheet.getByRole('button', { name: '查看结果' }).tap()
  await expect(page).toHaveURL(/\/goodsList\?$|\/goodsList$/)
})

test('the goods page: 收藏 in the bar, 店铺 and 客服, the SKU sheet adds to the cart', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request)
  await signIn(context, member)
  // A goods with more than one SKU, so the sheet has spec values to choose.
  const list = await (
    await request.get(`/buyer/goods/goods/es?keyword=${encodeURIComponent('茶')}&pageSize=40&perGoods=true`)
  ).json()
  const goods = (list.result.records as { id: string; goodsId: string; skuCount?: number }[]).find(
    (g) => (g.skuCount ?? 1) > 1,
  )
  expect(goods).toBeTruthy()
  await page.goto(`/goodsDetail?skuId=${goods?.id}&goodsId=${goods?.goodsId}`)
  await hydrated(page)
  await fits(page)
  const bar = page.getByTestId('phone-buy-bar')
  await expect(bar).toBeInViewport()
  await expect(bar.getByRole('link', { name: '店铺' })).toHaveAttribute('href', /\/merchant\?id=\d+/)
  // 客服 opens the chat with this store (decision 142), no longer the service page.
  await expect(bar.getByRole('button', { name: '客服' })).toBeVisible()

  // 收藏 toggles and says so; a reload finds it still on.
  const favourite = bar.getByTestId('bar-favourite')
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  await favourite.tap()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await expect(favourite).toHaveText('已收藏')
  await page.reload()
  await hydrated(page)
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await favourite.tap()
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  await favourite.tap()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')

  // 加入购物车 opens the SKU sheet: picture, price, the spec values, quantity.
  await bar.getByRole('button', { name: '加入购物车' }).tap()
  const sheet = page.getByRole('dialog', { name: '选择规格和数量' })
  await expect(sheet).toBeVisible()
  await expect(sheet.locator('img').first()).toBeVisible()
  await expect(sheet.getByTestId('sku-sheet-price')).toHaveText(/¥\d/)
  // Another value of a spec: the sheet moves to that SKU and stays open.
  const other = sheet.locator('[data-testid^="spec-"] button[aria-pressed="false"]').first()
  const otherValue = ((await other.textContent()) ?? '').trim()
  const before = page.url()
  await other.tap()
  await expect(page).not.toHaveURL(before)
  await expect(sheet).toBeVisible()
  await expect(sheet.getByTestId('sku-sheet-chosen')).toContainText(otherValue)
  await sheet.getByRole('button', { name: '+' }).tap()
  await expect(sheet.getByTestId('quantity')).toHaveValue('2')
  await shot(page, 'sku-sheet')
  await sheet.getByTestId('sku-sheet-confirm').tap()
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
  await expect(sheet).toBeHidden()
  const skuId = new URL(page.url()).searchParams.get('skuId')
  const cart = await apiCall<{ skuList: { num: number; goodsSku: { id: string } }[] }>(
    request,
    member.accessToken,
    'GET',
    '/buyer/trade/carts/all',
  )
  expect(cart.skuList.map((l) => [l.goodsSku.id, l.num])).toEqual([[skuId, 2]])

  // 立即购买 from the sheet goes on to checkout.
  await bar.getByRole('button', { name: '立即购买' }).tap()
  await expect(sheet).toBeVisible()
  await sheet.getByTestId('sku-sheet-confirm').tap()
  await expect(page).toHaveURL(/\/pay\?way=BUY_NOW/)
})

test('the home banner: a phone and a Save-Data visitor get the poster and never fetch the video', async ({
  page,
}) => {
  const videos: string[] = []
  page.on('request', (r) => {
    if (/\/home\/banner\.(webm|mp4)/.test(r.url())) videos.push(r.url())
  })
  const poster = page.waitForResponse(/\/home\/banner-poster-phone\.webp/)
  await page.goto('/')
  await hydrated(page)
  expect((await poster).status()).toBe(200)
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('hero-poster')).toBeVisible()
  await expect(page.getByTestId('video-player')).toHaveCount(0)
  expect(videos).toEqual([])

  // A wide window that asks to save data: the desktop poster, still no video. (Widening the open page
  // would rightly start the video: leave it first.)
  await page.goto('about:blank')
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('video-player')).toHaveCount(0)
  const src = await page.getByTestId('hero-poster').evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(src).toMatch(/\/home\/banner-poster\.webp$/)
  expect(videos).toEqual([])
})
