import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { demoOrder } from './order-fixtures.ts'
import { storeSkus } from './shop-fixtures.ts'
import { logInDemo } from './sign-in.ts'

/**
 * Issues 60 (item 12) and 65 (item 6): region names in English on English pages (decision 159), the
 * store's location on its card, and no goods-type badge that says the same on every card.
 */
const HAN = /\p{Script=Han}/u

async function texts(page: Page, testId: string): Promise<string[]> {
  const found = page.getByTestId(testId)
  await expect(found.first()).toBeVisible()
  return found.allTextContents()
}

test('the address book and an order name the regions in the page language', async ({
  page,
  context,
  request,
}) => {
  const order = await demoOrder(request, { stage: 'completed' })
  await logInDemo(context)
  await chooseLanguage(context, 'zh-CN')
  await page.goto('/home/MyAddress')
  const chinese = await texts(page, 'address-region')
  for (const region of chinese) expect(region).toMatch(HAN)

  await chooseLanguage(context, 'en')
  await page.goto('/home/MyAddress')
  const english = await texts(page, 'address-region')
  expect(english).toHaveLength(chinese.length)
  for (const region of english) {
    expect(region).not.toMatch(HAN)
    expect(region).toMatch(/^[A-Z][\w' -]+(, [\w' -]+)+$/)
  }
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  const [place] = await texts(page, 'consignee-region')
  expect(place).not.toMatch(HAN)
  expect(place.length).toBeGreaterThan(3)
})

test('goods cards carry no badge that every card would carry', async ({ page, context }) => {
  for (const lang of ['zh-CN', 'en'] as const) {
    await chooseLanguage(context, lang)
    await page.goto('/goodsList')
    const cards = page.locator('a[href*="goodsDetail"]')
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeGreaterThan(5)
    await expect(page.getByText(/^(实物|实物商品|Physical)$/)).toHaveCount(0)
  }
})

test("the goods page's store card says where the store is, in the page language", async ({
  page,
  context,
  request,
}) => {
  const [sku] = await storeSkus(request, '2001')
  const url = `/goodsDetail?goodsId=${sku.goodsId}&skuId=${sku.id}`
  await chooseLanguage(context, 'zh-CN')
  await page.goto(url)
  const zh = (await texts(page, 'store-location'))[0]
  expect(zh).toMatch(/中国 · \p{Script=Han}+/u)
  await expect(page.getByText(/^(实物|实物商品)$/)).toHaveCount(0)
  await chooseLanguage(context, 'en')
  await page.goto(url)
  const en = (await texts(page, 'store-location'))[0]
  expect(en).not.toMatch(HAN)
  expect(en).toMatch(/\w+, \w+/)
})
