import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { registerMember, type TestMember } from './member-session.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { apiLogin, signIn } from './sign-in.ts'
import { expectAxeClean } from './support.ts'

/**
 * Specification rows the re-audit of issue 65 found short: a member detail page for a record that is
 * not the member's, the quantity box's per-goods limit, an off-sale goods in the cart.
 */
async function newMember(request: APIRequestContext, context: BrowserContext): Promise<TestMember> {
  const member = await registerMember(request)
  await signIn(context, member)
  return member
}

/**
 * SHOTS_DIR=<dir> saves the page at 1366 px (whole page) and at 390 px (the screen, scrolled to
 * `focus` when given): name-1366.png, name-390.png.
 */
async function shots(page: Page, name: string, focus?: Locator) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  const size = page.viewportSize()
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  if (focus) await focus.first().evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${dir}/${name}-390.png` })
  if (size) await page.setViewportSize(size)
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

test('a member detail page for an unknown or someone else’s record is 订单不存在 (404) with the way back, never 500', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  // Someone else's order: demo's, placed a moment ago.
  const theirs = await demoOrder(request, { stage: 'unpaid' })
  await newMember(request, context)

  for (const sn of ['O999999999999999999', theirs.orderSn, 'not-an-order']) {
    const response = await open(page, `/home/OrderDetail?sn=${sn}`)
    expect(response?.status()).toBe(404)
    const missing = page.getByTestId('member-not-found')
    await expect(missing.getByRole('heading', { name: '订单不存在' })).toBeVisible()
    await expect(page.getByText('页面出错了')).toHaveCount(0)
    await expect(page.getByText(theirs.goodsName || '\u0000')).toHaveCount(0)
  }
  await shots(page, 'order-not-found-zh')
  await expectAxeClean(page, 'order not found')
  await page.getByTestId('member-not-found').getByRole('link', { name: '返回我的订单' }).click()
  await expect(page).toHaveURL(/\/home\/MyOrder$/)

  // Every member detail page says the same of its own record, and so do the pages that open on one
  // (apply for after-sale, review, complain about an order item; edit an address).
  const [theirAddress] = (
    await apiCall<{ records: { id: string }[] }>(
      request,
      theirs.token,
      'GET',
      '/buyer/member/address?pageSize=1',
    )
  ).records
  const details: [string, string, string][] = [
    ['/home/AfterSaleDetail?sn=A999999999999', '售后单不存在', '/home/AfterSale'],
    ['/home/ComplainDetail?id=999999999999', '投诉不存在', '/home/ComplainList'],
    ['/home/EvalDetail?id=999999999999', '评价不存在', '/home/CommentList'],
    ['/home/PurchaseDetail?id=999999999999', '采购需求不存在', '/home/MyPurchase'],
    ['/home/ApplyAfterSale?sn=I999999999999', '订单不存在', '/home/MyOrder'],
    [`/home/ApplyAfterSale?sn=${theirs.orderItemSn}`, '订单不存在', '/home/MyOrder'],
    ['/home/AddEval?sn=O999999999999999999&index=0', '订单不存在', '/home/MyOrder'],
    [`/home/AddEval?sn=${theirs.orderSn}&index=0`, '订单不存在', '/home/MyOrder'],
    ['/home/Complain?sn=O999999999999999999&index=0', '订单不存在', '/home/MyOrder'],
    [`/home/Complain?sn=${theirs.orderSn}&index=0`, '订单不存在', '/home/MyOrder'],
    ['/home/AddAddress?id=999999999999', '收货地址不存在', '/home/MyAddress'],
    [`/home/AddAddress?id=${theirAddress.id}`, '收货地址不存在', '/home/MyAddress'],
  ]
  for (const [path, title, back] of details) {
    const response = await open(page, path)
    expect(response?.status(), path).toBe(404)
    const missing = page.getByTestId('member-not-found')
    await expect(missing.getByRole('heading', { name: title })).toBeVisible()
    await expect(missing.getByRole('link')).toHaveAttribute('href', back)
    await expect(page.getByText('页面出错了')).toHaveCount(0)
    if (path === '/home/AddAddress?id=999999999999') await shots(page, 'address-not-found-zh')
  }

  // In English, in English.
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }])
  const response = await open(page, `/home/OrderDetail?sn=${theirs.orderSn}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to my orders' })).toBeVisible()
  await shots(page, 'order-not-found-en')
  expect((await open(page, '/home/AddAddress?id=999999999999'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Address not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to my addresses' })).toBeVisible()
  await shots(page, 'address-not-found-en')
})

test('the quantity box stops at the per-goods limit (99), not the stock, and says why', async ({
  page,
  context,
  request,
}) => {
  await newMember(request, context)
  const [sku] = await pickSkus(request, '2001', 1, { minStock: 150 }).catch(() =>
    pickSkus(request, '2002', 1, { minStock: 150 }),
  )
  await open(page, `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  const input = page.getByTestId('quantity').first()
  // The stock is still shown as it is.
  await expect(page.getByTestId('stock').first()).toContainText(String(sku.stock))
  await expect(page.getByTestId('quantity-limit')).toHaveCount(0)
  await input.fill(String(sku.stock))
  await input.blur()
  await expect(input).toHaveValue('99')
  await expect(page.getByTestId('quantity-limit').first()).toHaveText('每件商品最多购买99件，已到上限')
  await expect(page.getByRole('button', { name: '+', exact: true }).first()).toBeDisabled()
  // 99 is what the server takes: the add succeeds.
  await page.getByRole('button', { name: '加入购物车' }).first().click()
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
  await page.getByRole('button', { name: '-', exact: true }).first().click()
  await expect(input).toHaveValue('98')
  await expect(page.getByTestId('quantity-limit')).toHaveCount(0)

  // The cart's box stops at the same limit and says so beside it.
  await open(page, '/cart')
  // The new member's cart holds this one line (its name is in the page's language).
  const line = page.getByTestId('cart-line')
  await expect(line.getByRole('textbox')).toHaveValue('99')
  await expect(line.getByTestId('line-limit')).toHaveText('每件商品限购99件')
  await shots(page, 'cart-limit-zh', line)
  await expect(line.getByRole('button', { name: '+', exact: true })).toBeDisabled()
  await line.getByRole('textbox').fill(String(sku.stock))
  await line.getByRole('textbox').blur()
  await expect(line.getByRole('textbox')).toHaveValue('99')
  await expect(page.getByText('页面出错了')).toHaveCount(0)
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }])
  await open(page, '/cart')
  await expect(line.getByTestId('line-limit')).toHaveText('Up to 99 per product')
  await shots(page, 'cart-limit-en', line)
  await line.getByRole('button', { name: '-', exact: true }).click()
  await expect(line.getByRole('textbox')).toHaveValue('98')
  await expect(line.getByTestId('line-limit')).toHaveCount(0)
})

test('a goods taken off sale while in the cart is not 有货, and the title counts what the header counts', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const member = await newMember(request, context)
  const [kept, gone] = await pickSkus(request, '2003', 2, { minStock: 3 })
  for (const sku of [kept, gone])
    await apiCall(
      request,
      member.accessToken,
      'POST',
      `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=CART`,
    )
  const seller = await apiLogin(request, 'seller3', 'store')
  await apiCall(request, seller, 'PUT', `/store/goods/goods/under?goodsId=${gone.goodsId}`)
  try {
    await open(page, '/cart')
    const goneLine = page.getByTestId('cart-line').filter({ hasText: gone.goodsName })
    await expect(goneLine.getByTestId('line-stock')).toHaveText('已下架')
    await expect(goneLine).not.toContainText('有货')
    await expect(
      page.getByTestId('cart-line').filter({ hasText: kept.goodsName }).getByTestId('line-stock'),
    ).toHaveText('有货')
    await expect(page.getByText('购物车(1)')).toBeVisible()
    expect(await apiCall<number>(request, member.accessToken, 'GET', '/buyer/trade/carts/count')).toBe(1)
    await expect(page.getByTestId('header-cart-badge')).toHaveText('1')
    await shots(page, 'cart-off-sale-zh', goneLine)
    await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }])
    await open(page, '/cart')
    const stockWords = page.getByTestId('line-stock')
    await expect(stockWords.filter({ hasText: 'No longer available' })).toHaveCount(1)
    await expect(stockWords.filter({ hasText: 'In stock' })).toHaveCount(1)
    await expect(page.getByText('Cart (1)')).toBeVisible()
    await shots(page, 'cart-off-sale-en', stockWords.filter({ hasText: 'No longer available' }))
    await expect(page.getByTestId('header-cart-badge')).toHaveText('1')
  } finally {
    await apiCall(request, seller, 'PUT', `/store/goods/goods/up?goodsId=${gone.goodsId}`)
  }
})
