import { expect, test } from '@playwright/test'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

const priceOf = (text: string) => Number(text.replace(/[¥,\s]/g, ''))

test('search, filter, sort, open goods, switch spec, favourite, see favourites and footprints', async ({
  page,
  context,
}) => {
  // A long journey on a shared 2-core machine: allow it more than the default minute.
  test.setTimeout(180_000)
  const noConsoleErrors = watchConsole(page)
  await logInDemo(context)

  // Search from the goods list with the header search box.
  await page.goto('/goodsList')
  const box = page.getByPlaceholder('输入你想查找的商品')
  await box.fill('茶具')
  await box.press('Enter')
  await expect(page).toHaveURL(/keyword=%E8%8C%B6%E5%85%B7/)
  await expect(page.getByTestId('list-breadcrumb')).toContainText('“茶具”')
  const cards = page.getByTestId('goods-card')
  await expect(cards.first()).toBeVisible()
  await expect(cards.first()).toContainText('茶具')

  // Brand, then a parameter: each becomes a removable chip.
  await page.getByTestId('filter-brand').getByRole('link').first().click()
  await expect(page).toHaveURL(/brandId=\d+/)
  await expect(page.getByTestId('filter-chip')).toHaveCount(1)
  await expect(page.getByTestId('filter-chip').first()).toContainText('品牌：')
  const paramRow = page.getByTestId('filter-param').first()
  const paramName = (await paramRow.getAttribute('data-param')) ?? ''
  await paramRow.getByRole('link').first().click()
  await expect(page).toHaveURL(/prop=/)
  await expect(page.getByTestId('filter-chip')).toHaveCount(2)
  await expect(page.getByTestId('filter-chip').nth(1)).toContainText(`${paramName}：`)

  // Price ascending, then descending.
  await page.getByTestId('sort-price').click()
  await expect(page).toHaveURL(/sort=price&order=asc|order=asc.*sort=price/)
  const asc = (await page.getByTestId('goods-card').locator('div').first().allTextContents()).map(priceOf)
  expect(asc.length).toBeGreaterThan(0)
  expect(asc).toEqual([...asc].sort((a, b) => a - b))
  await page.getByTestId('sort-price').click()
  await expect(page).toHaveURL(/order=desc/)
  const desc = (await page.getByTestId('goods-card').locator('div').first().allTextContents()).map(priceOf)
  expect(desc).toEqual([...desc].sort((a, b) => b - a))

  // Removing a chip restores its row.
  await page.getByTestId('filter-chip').first().click()
  await expect(page.getByTestId('filter-chip')).toHaveCount(1)
  await expect(page.getByTestId('filter-brand')).toBeVisible()

  // Open a goods page from the list.
  const firstName = (await page.getByTestId('goods-card').first().getAttribute('href')) ?? ''
  await page.getByTestId('goods-card').first().click()
  await expect(page).toHaveURL(/\/goodsDetail\?skuId=\d+&goodsId=\d+/)
  expect(page.url()).toContain(firstName.replace(/^\//, ''))
  await expect(page.getByTestId('price')).toContainText('¥')

  // A goods with several SKUs: switching a spec moves price/stock and the URL.
  const search = await (
    await page.request.get('/buyer/goods/goods/es?keyword=%E8%8C%B6%E5%85%B7&pageSize=100')
  ).json()
  const bySku = new Map<string, string[]>()
  for (const r of search.result.records) bySku.set(r.goodsId, [...(bySku.get(r.goodsId) ?? []), r.id])
  const [goodsId, skus] = [...bySku].find(([, ids]) => ids.length > 1) ?? []
  expect(goodsId).toBeTruthy()
  await page.goto(`/goodsDetail?skuId=${skus?.[0]}&goodsId=${goodsId}`)
  const goodsName = (await page.locator('h1').textContent())?.replace(/^实物商品/, '').trim() ?? ''
  const specButton = page.locator('[data-testid^="spec-"] button[aria-pressed="false"]').first()
  await specButton.click()
  await expect(page).not.toHaveURL(new RegExp(`skuId=${skus?.[0]}&`))
  await expect(page).toHaveURL(new RegExp(`goodsId=${goodsId}`))
  await expect(page.locator('[data-testid^="spec-"] button[aria-pressed="true"]').first()).toBeVisible()
  const quantity = page.getByTestId('quantity')
  // Typed freely, kept to 1..stock when the field is left.
  await quantity.fill('0')
  await quantity.blur()
  await expect(quantity).toHaveValue('1')

  // Favourite it.
  await page.getByTestId('favourite').click()
  await expect(page.getByText('收藏商品成功,可以前往个人中心我的收藏查看')).toBeVisible()
  await expect(page.getByTestId('favourite')).toContainText('已收藏')

  // It shows in favourites and in footprints.
  await page.goto('/home/Favorites')
  await expect(page.getByTestId('favorite-goods').first()).toContainText(goodsName)
  await page.goto('/home/MyTracks')
  await expect(page.getByTestId('track-item').first()).toContainText(goodsName)

  // Unfavourite from the detail page.
  await page.goBack()
  await page.goBack()
  await expect(page.getByTestId('favourite')).toContainText('已收藏')
  await page.getByTestId('favourite').click()
  await expect(page.getByText('取消收藏成功')).toBeVisible()
  noConsoleErrors()
})

test('an off-shelf or unknown goods shows 当前商品已下架 and the list says it found nothing when nothing matches', async ({
  page,
}) => {
  const noConsoleErrors = watchConsole(page)
  await page.goto('/goodsDetail?skuId=1&goodsId=999999999')
  await expect(page.getByTestId('off-shelf')).toContainText('当前商品已下架')
  await page.goto('/goodsList?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%95%86%E5%93%81xyz')
  await expect(page.getByRole('status')).toHaveText('没有找到相关商品，换个关键词或减少筛选条件试试')
  noConsoleErrors()
})

test('the goods page is server-rendered with product JSON-LD and a meaningful title', async ({ request }) => {
  const search = await (
    await request.get('/buyer/goods/goods/es?keyword=%E6%99%AE%E6%B4%B1&pageSize=1')
  ).json()
  const g = search.result.records[0]
  const html = await (await request.get(`/goodsDetail?skuId=${g.id}&goodsId=${g.goodsId}`)).text()
  expect(html).toContain(`<title>${g.goodsName}`)
  expect(html).toContain('"@type":"Product"')
  expect(html).toMatch(/<meta name="description" content="[^"]*普洱/)
})
