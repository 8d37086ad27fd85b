import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { watchConsole } from './support.ts'

/**
 * Behaviours of the goods list and the goods page beyond the main catalogue journey: category mode
 * with its breadcrumb and siblings, the price range, the magnifier, the review filters, the store card
 * and the related goods (issue 4).
 */
interface CategoryNode {
  id: string
  name: string
  children?: CategoryNode[]
}

const priceOf = (text: string) => Number(text.replace(/[¥,\s]/g, ''))

test('shop home: category flyout, rotating banners, featured stores, a goods floor per category', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const tree = (await (await request.get('/buyer/goods/category/get/0')).json()).result as CategoryNode[]
  await page.goto('/slShop')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  // Every first-level category, each opening its second and third levels on hover.
  const nav = page.getByRole('navigation', { name: '全部商品分类' })
  const tops = nav.locator(':scope > ul > li')
  await expect(tops).toHaveCount(tree.length)
  expect(tree.length).toBeGreaterThanOrEqual(12)
  const [first] = tree
  const [mid] = first.children as CategoryNode[]
  await tops.first().hover()
  const flyoutLink = tops.first().getByRole('link', { name: `${mid.name} >` })
  await expect(flyoutLink).toBeVisible()
  await expect(flyoutLink).toHaveAttribute('href', `/goodsList?categoryId=${first.id},${mid.id}`)

  // Three campaign slides: the dots switch them, and the shown one leads to its listing.
  const dots = page.getByRole('button', { name: /^[123]$/ })
  await expect(dots).toHaveCount(3)
  await dots.nth(1).click()
  const shown = page
    .locator('a[aria-hidden="false"]')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(shown).toHaveAttribute('href', /keyword=%E9%9D%92%E8%8A%B1%E7%93%B7/)

  // Featured stores from many countries, each to its store page.
  const stores = page.locator('a[href^="/merchant?id="]')
  expect(await stores.count()).toBeGreaterThanOrEqual(6)
  await expect(page.getByText(/来自 \d+ 个国家和地区的品牌商家/)).toBeVisible()

  // A floor per first-level category, each with goods that open their goods page.
  const floors = page.getByTestId('shop-floor')
  await expect(floors).toHaveCount(tree.length)
  const floor = floors.nth(2)
  await floor.scrollIntoViewIfNeeded()
  await expect(floor.getByRole('heading', { level: 2 })).toHaveText(tree[2].name)
  const goods = floor.getByTestId('goods-card')
  expect(await goods.count()).toBeGreaterThanOrEqual(4)
  await goods.first().click()
  await expect(page).toHaveURL(/\/goodsDetail\?skuId=\d+&goodsId=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/slShop')
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  checkConsole()
})

test('category mode: breadcrumb with children and siblings, price range as a removable chip', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const tree = (await (await request.get('/buyer/goods/category/get/0')).json()).result as CategoryNode[]
  const top = tree.find((n) => (n.children?.length ?? 0) >= 2) as CategoryNode
  const [second, sibling] = top.children as CategoryNode[]

  await page.goto(`/goodsList?categoryId=${top.id}`)
  const crumbs = page.getByTestId('list-breadcrumb')
  await expect(crumbs).toContainText(top.name)
  // A first-level page offers its children as the next step.
  await crumbs.getByRole('link', { name: second.name, exact: true }).click()
  await expect(page).toHaveURL(
    new RegExp(`categoryId=${top.id}%2C${second.id}|categoryId=${top.id},${second.id}`),
  )
  await expect(crumbs).toContainText(second.name)
  await expect(page.getByTestId('goods-card').first()).toBeVisible()

  // The second level's box lists its siblings; choosing one moves across.
  await crumbs.getByText(second.name, { exact: false }).first().hover()
  await crumbs.getByRole('link', { name: sibling.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${top.id}(%2C|,)${sibling.id}`))
  await expect(crumbs).toContainText(sibling.name)

  // A price range narrows the list and shows as a chip that removes it.
  await page.goto(`/goodsList?categoryId=${top.id}`)
  await page.getByLabel('¥ 最低价').fill('100')
  await page.getByLabel('¥ 最高价').fill('300')
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/price=100_300/)
  const chip = page.getByTestId('filter-chip')
  await expect(chip).toHaveCount(1)
  await expect(chip).toContainText('100')
  const prices = await page.getByTestId('goods-card').locator('[data-testid="goods-price"]').allTextContents()
  expect(prices.length).toBeGreaterThan(0)
  for (const p of prices) {
    expect(priceOf(p)).toBeGreaterThanOrEqual(100)
    expect(priceOf(p)).toBeLessThanOrEqual(300)
  }
  await chip.click()
  await expect(page).not.toHaveURL(/price=/)
  await expect(page.getByTestId('filter-chip')).toHaveCount(0)

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  checkConsole()
})

test('goods page: magnifier on hover, review filters with their counts, store card, related goods', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const top = (
    await (await request.get('/buyer/goods/goods/es?sort=commentNum&order=desc&pageSize=1')).json()
  ).result.records[0]
  const counts = (
    await (await request.get(`/buyer/member/evaluation/${top.goodsId}/evaluationNumber`)).json()
  ).result as { all: number; good: number; moderate: number; worse: number }
  expect(counts.all).toBeGreaterThan(0)

  await page.goto(`/goodsDetail?skuId=${top.id}&goodsId=${top.goodsId}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  // The magnifier follows the pointer over the main picture and leaves with it.
  const main = page.getByTestId('gallery-main')
  const box = (await main.boundingBox()) as { x: number; y: number; width: number; height: number }
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3)
  const zoom = main.locator('div[aria-hidden="true"]')
  await expect(zoom).toBeVisible()
  const before = await zoom.evaluate((el) => getComputedStyle(el).backgroundPosition)
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 4 })
  await expect.poll(() => zoom.evaluate((el) => getComputedStyle(el).backgroundPosition)).not.toBe(before)
  await page.mouse.move(box.x + box.width + 40, box.y - 40)
  await expect(zoom).toHaveCount(0)

  // The store card links to the store; related goods are other goods.
  const store = page.getByTestId('store-card')
  await expect(store.getByRole('link', { name: top.storeName })).toHaveAttribute(
    'href',
    `/merchant?id=${top.storeId}`,
  )
  const related = page.getByRole('complementary').filter({ hasText: '看了又看' })
  await expect(related.getByTestId('goods-card').first()).toBeVisible()
  const links = await related
    .getByTestId('goods-card')
    .evaluateAll((cards) => cards.map((a) => (a as HTMLAnchorElement).href))
  expect(links.every((href) => !href.includes(`goodsId=${top.goodsId}`))).toBe(true)

  // Reviews: each grade tab shows its count and lists only that grade.
  await page.getByRole('tab', { name: new RegExp(`^商品评价\\(${counts.all}\\)`) }).click()
  const reviews = page.getByTestId('reviews')
  const tabs: [string, number][] = [
    ['全部', counts.all],
    ['好评', counts.good],
    ['中评', counts.moderate],
    ['差评', counts.worse],
  ]
  for (const [label, n] of tabs)
    await expect(reviews.getByRole('tab', { name: `${label}(${n})` })).toBeVisible()
  const [label, n] = tabs.slice(1).find(([, c]) => c > 0) as [string, number]
  await reviews.getByRole('tab', { name: `${label}(${n})` }).click()
  await expect(reviews.getByRole('tab', { name: `${label}(${n})` })).toHaveAttribute('aria-selected', 'true')
  await expect(reviews.locator('li')).toHaveCount(Math.min(n, 10))
  const stars = await reviews
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => Number((e.getAttribute('aria-label') ?? '0/5').split('/')[0])))
  const fits = { 好评: (s: number) => s >= 4, 中评: (s: number) => s === 3, 差评: (s: number) => s <= 2 }
  expect(stars.every(fits[label as keyof typeof fits])).toBe(true)

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  checkConsole()
})

test('a store page lists one tile per goods, as many as its 在售商品 says', async ({ page }) => {
  await page.goto('/merchant?id=2001')
  const onSale = Number(await page.getByTestId('store-goods-num').textContent())
  expect(onSale).toBeGreaterThan(0)
  await expect(page.getByTestId('sort-bar')).toContainText(`共 ${onSale} 件`)
  const hrefs = await page
    .getByTestId('goods-card')
    .evaluateAll((cards) =>
      cards.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('goodsId')),
    )
  expect(hrefs.length).toBeGreaterThan(0)
  expect(new Set(hrefs).size).toBe(hrefs.length)
})
