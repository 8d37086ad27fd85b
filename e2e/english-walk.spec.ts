import { expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { demoOrder } from './order-fixtures.ts'
import { storeSkus } from './shop-fixtures.ts'
import { logInDemo } from './sign-in.ts'

/**
 * Issue 21, "English means English" (decision 026): every buyer page of apps/web/app/routes.ts, in the
 * English interface (`lang=en`), shows no Chinese in its visible text, except what a person wrote
 * (the demo buyer's address and review texts, a goods or store with no English name) and the
 * language switch's "中文". A page that fails lists its Chinese lines.
 */
const HAN = /\p{Script=Han}/u

/** Visible text lines with Chinese, leaving out the elements marked as another person's words. */
async function chineseLines(page: Page): Promise<string[]> {
  return page.evaluate((han) => {
    const pattern = new RegExp(han, 'u')
    const skip = (el: Element | null) =>
      !!el?.closest('[lang="zh-CN"], [data-user-text], [data-lang-switch], input, textarea, option')
    const lines = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      if (!text || !pattern.test(text)) continue
      const el = node.parentElement
      if (!el || skip(el)) continue
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0)
        continue
      // The visually hidden skip link and the language switch's own name are fine.
      if (text === '中文' || text === '简体中文') continue
      lines.add(text.slice(0, 120))
    }
    return [...lines]
  }, HAN.source)
}

async function english(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL }])
}

async function walk(page: Page, paths: string[]) {
  const failures: Record<string, string[]> = {}
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    await page.waitForLoadState('networkidle')
    const lines = await chineseLines(page)
    if (lines.length) failures[path] = lines
  }
  expect(failures).toEqual({})
}

test('the shop and content pages are in English', async ({ page, request }) => {
  test.setTimeout(180_000)
  await english(page)
  const [sku] = await storeSkus(request, '2001')
  await walk(page, [
    '/',
    '/slShop',
    '/goodsList',
    '/goodsList?keyword=tea',
    `/goodsDetail?goodsId=${sku.goodsId}&skuId=${sku.id}`,
    '/merchant?id=2001',
    '/seckill',
    '/pointMall',
    '/SlNewsCenter',
    // Demo articles with a lead, a table and a list; the help centre and an agreement.
    '/SlNewsDetails?id=20107',
    '/SlNewsDetails?id=10101',
    '/article/detail?id=30502',
    '/article/detail?id=30802',
    '/slBrand',
    '/slGuide?country=VN',
    '/Service',
    '/login',
    '/SignUp',
  ])
})

test('an English link (`?lang=en`) is English as the server sends it, without a language cookie', async ({
  browser,
}) => {
  // Scripts off: what a crawler or a first paint gets. The content pages read the cookie only.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const failures: Record<string, string[]> = {}
  for (const path of ['/Bglobal', '/slBrand', '/Service', '/slGuide?countryId=vn']) {
    const url = `${path}${path.includes('?') ? '&' : '?'}lang=en`
    expect((await page.goto(url))?.status(), url).toBe(200)
    const lines = await chineseLines(page)
    if (lines.length) failures[url] = lines
  }
  expect(failures).toEqual({})
  await context.close()
})

test('the cart, checkout and member centre are in English for a signed-in buyer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const order = await demoOrder(request, { stage: 'completed' })
  await logInDemo(context)
  await english(page)
  await walk(page, [
    '/cart',
    '/home',
    '/home/MyOrder',
    `/home/OrderDetail?sn=${order.orderSn}`,
    '/home/Coupons',
    '/home/Coupons?status=CENTRE',
    '/home/MoneyManagement',
    '/home/Point',
    '/home/MsgList',
    '/home/Favorites',
    '/home/MyTracks',
    '/home/AfterSale',
    '/home/CommentList',
    '/home/ComplainList',
  ])
})

test('a store page in English introduces the store and says where it is in English', async ({ page }) => {
  await english(page)
  // The self-operated store, a tea shop, a Hong Kong jeweller and a French wine estate.
  for (const id of ['2001', '2002', '2008', '2019']) {
    await page.goto(`/merchant?id=${id}`)
    for (const testId of ['store-intro', 'store-address']) {
      const text = (await page.getByTestId(testId).textContent()) ?? ''
      expect(text.length, `${testId} of ${id}`).toBeGreaterThan(3)
      expect(text, `${testId} of ${id}`).not.toMatch(HAN)
      await expect(page.getByTestId(testId), `${testId} of ${id}`).not.toHaveAttribute('lang', 'zh-CN')
    }
  }
})

test('the demo articles have English bodies, not the Chinese with a note', async ({ page }) => {
  await english(page)
  await page.goto('/SlNewsDetails?id=20107')
  await expect(page.getByRole('cell', { name: 'Cross-border e-commerce B2B direct export' })).toBeVisible()
  await expect(page.getByText('The full text of this article is in Chinese.')).toHaveCount(0)
  await page.goto('/article/detail?id=30502')
  await expect(page.getByRole('cell', { name: 'To be verified', exact: true })).toBeVisible()
  await expect(page.getByText('The full text of this article is in Chinese.')).toHaveCount(0)
})

test('English text helpers: the walk sees Chinese when it is there', async ({ page }) => {
  await page.setContent('<main><p>Tea</p><p>普洱茶</p><p data-user-text>王小明</p></main>')
  expect(await chineseLines(page)).toEqual(['普洱茶'])
  expect(HAN.test('Pu’er')).toBe(false)
})
