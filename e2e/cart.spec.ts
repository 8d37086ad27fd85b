import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { registerMember, type TestMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { type ListedSku, pickSkus, storeSkus, sumYuan, yuan } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * The cart page and the goods page's buying parts (issue 5, UI reference A2/A3) against the real API:
 * each journey signs a brand-new member in, so its cart is its own. SHOTS_DIR=<dir> saves the cart at
 * 1920×1080.
 */
type CartLine = { num: number; subTotal: number; checked: boolean; goodsSku: { id: string } }

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

async function newBuyer(request: APIRequestContext, context: BrowserContext): Promise<TestMember> {
  const member = await registerMember(request)
  await signIn(context, member)
  return member
}

const addLine = (request: APIRequestContext, member: TestMember, sku: { id: string }, num = 1) =>
  apiCall(request, member.accessToken, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=${num}&cartType=CART`)

const cartLines = async (request: APIRequestContext, member: TestMember) =>
  (await apiCall<{ skuList: CartLine[] }>(request, member.accessToken, 'GET', '/buyer/trade/carts/all'))
    .skuList

/** The cart's goods: two goods of the first demo store and one of the second. */
async function twoStoreCart(request: APIRequestContext, member: TestMember) {
  const [a1, a2] = await pickSkus(request, '2001', 2, { minStock: 3 })
  const [b1] = await pickSkus(request, '2002', 1, { minStock: 3 })
  for (const sku of [a1, a2, b1]) await addLine(request, member, sku)
  const lines = await cartLines(request, member)
  const sub = (sku: ListedSku) => lines.find((l) => l.goodsSku.id === sku.id)?.subTotal ?? Number.NaN
  return { a1, a2, b1, sub }
}

/**
 * Ticks or clears a cart box: the box follows the click at once, the totals once the server has saved
 * it and the cart is read again.
 */
async function setBox(box: Locator, on: boolean) {
  await expect(box).toBeChecked({ checked: !on })
  await box.click()
  await expect(box).toBeChecked({ checked: on })
}

async function openCart(page: Page) {
  await page.goto('/cart')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

test('the cart groups lines by store; line, store and 全选 checks move the totals and survive a reload', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  const member = await newBuyer(request, context)
  const { a1, a2, b1, sub } = await twoStoreCart(request, member)
  await openCart(page)

  const stores = page.getByTestId('cart-store')
  await expect(stores).toHaveCount(2)
  const storeA = stores.filter({ hasText: a1.storeName })
  const storeB = stores.filter({ hasText: b1.storeName })
  await expect(storeA.getByTestId('cart-line')).toHaveCount(2)
  await expect(storeA).toContainText(a1.goodsName)
  await expect(storeA).toContainText(a2.goodsName)
  await expect(storeB.getByTestId('cart-line')).toHaveCount(1)
  await expect(storeB).toContainText(b1.goodsName)
  await expect(page.getByRole('heading', { name: '购物车(3)' })).toBeVisible()

  // Each store's claimable store coupons, counted as the coupon centre lists them.
  for (const [store, storeId] of [
    [storeA, a1.storeId],
    [storeB, b1.storeId],
  ] as const) {
    const claimable = await apiCall<{ records: { storeId: string }[] }>(
      request,
      member.accessToken,
      'GET',
      `/buyer/promotion/coupon?storeId=${storeId}&pageSize=50`,
    )
    const own = claimable.records.filter((c) => c.storeId === storeId).length
    expect(own).toBeGreaterThan(0)
    await expect(store.getByRole('button', { name: `领券(${own})` })).toBeVisible()
  }
  await storeA.getByRole('button', { name: /^领券\(/ }).click()
  await storeA.getByRole('button', { name: '立即领取' }).first().click()
  const claimed = page.getByRole('dialog', { name: '领取优惠券' })
  await expect(claimed.getByText('优惠券领取成功，可到我的优惠券页面查看')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(claimed).toHaveCount(0)

  const bar = page.getByTestId('cart-bar')
  const total = page.getByTestId('cart-total')
  const checkAll = bar.getByRole('checkbox', { name: '全选' })
  const lineBox = (sku: ListedSku) => page.getByRole('checkbox', { name: sku.goodsName, exact: true })
  const storeBox = (sku: ListedSku) => page.getByRole('checkbox', { name: sku.storeName, exact: true })
  const expectTotals = async (pieces: number, amount: number) => {
    await expect(total).toHaveText(yuan(amount))
    await expect(bar).toContainText(`已选择 ${pieces} 件商品`)
  }

  await expect(checkAll).toBeChecked()
  await expectTotals(3, sumYuan([sub(a1), sub(a2), sub(b1)]))

  // One line.
  await setBox(lineBox(a2), false)
  await expect(lineBox(a2)).not.toBeChecked()
  await expect(storeBox(a1)).not.toBeChecked()
  await expect(checkAll).not.toBeChecked()
  await expectTotals(2, sumYuan([sub(a1), sub(b1)]))
  await page.reload()
  await expect(lineBox(a2)).not.toBeChecked()
  await expect(lineBox(a1)).toBeChecked()
  await expectTotals(2, sumYuan([sub(a1), sub(b1)]))

  // A whole store, off and on.
  await setBox(storeBox(b1), false)
  await expect(lineBox(b1)).not.toBeChecked()
  await expectTotals(1, sub(a1))
  await setBox(storeBox(a1), true)
  await expect(lineBox(a2)).toBeChecked()
  await expectTotals(2, sumYuan([sub(a1), sub(a2)]))
  await page.reload()
  await expect(storeBox(a1)).toBeChecked()
  await expect(storeBox(b1)).not.toBeChecked()
  await expectTotals(2, sumYuan([sub(a1), sub(a2)]))

  // 全选: on while a store is off ticks everything, off clears everything.
  await expect(checkAll).not.toBeChecked()
  await setBox(checkAll, true)
  for (const sku of [a1, a2, b1]) await expect(lineBox(sku)).toBeChecked()
  await expectTotals(3, sumYuan([sub(a1), sub(a2), sub(b1)]))
  await setBox(checkAll, false)
  for (const sku of [a1, a2, b1]) await expect(lineBox(sku)).not.toBeChecked()
  await expect(storeBox(a1)).not.toBeChecked()
  await expectTotals(0, 0)
  await page.reload()
  await expect(checkAll).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: '全选' }).first()).not.toBeChecked()
  await expectTotals(0, 0)
  await expectAxeClean(page, 'cart')
  await page.getByTestId('settle').click()
  await expect(page.getByText('请至少选择一件商品')).toBeVisible()
  await expect(page).toHaveURL(/\/cart$/)
  await bar.getByRole('button', { name: '删除选中商品' }).click()
  await expect(page.getByText('请至少选择一件商品').first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // 全选 on again; the server agrees.
  await setBox(checkAll, true)
  await expectTotals(3, sumYuan([sub(a1), sub(a2), sub(b1)]))
  await page.reload()
  await expect(checkAll).toBeChecked()
  expect((await cartLines(request, member)).every((l) => l.checked)).toBe(true)
  await shot(page, 'cart-two-stores')
  await page.getByTestId('settle').click()
  await expect(page).toHaveURL(/\/pay\?way=CART/)
  await expect(page.getByTestId('pay-store')).toHaveCount(2)
  assertClean()
})

test('a check shows at once while the server saves it; the totals follow the saved cart', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  const member = await newBuyer(request, context)
  const { a1, a2, b1, sub } = await twoStoreCart(request, member)
  await openCart(page)
  const total = page.getByTestId('cart-total')
  const before = yuan(sumYuan([sub(a1), sub(a2), sub(b1)]))
  await expect(total).toHaveText(before)

  // Hold the server's answer to the uncheck: the box is already clear, the total not yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/buyer\/trade\/carts\/sku\/checked\//, async (route) => {
    await held
    await route.continue()
  })
  const box = page.getByRole('checkbox', { name: b1.goodsName, exact: true })
  await box.click()
  await expect(box).not.toBeChecked()
  await expect(page.getByTestId('cart-bar').getByRole('checkbox', { name: '全选' })).not.toBeChecked()
  await expect(total).toHaveText(before)
  release()
  await expect(total).toHaveText(yuan(sumYuan([sub(a1), sub(a2)])))
  await expect(box).not.toBeChecked()
  expect((await cartLines(request, member)).find((l) => l.goodsSku.id === b1.id)?.checked).toBe(false)
  assertClean()
})

test('the quantity stepper: +/− and typing move the subtotal, never below 1 or above the stock', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  const member = await newBuyer(request, context)
  // Goods with little stock, so the stock (not the 99-piece line limit) is the ceiling.
  const [sku] = await pickSkus(request, '2001', 1, { minStock: 3, maxStock: 98 }).catch(() =>
    pickSkus(request, '2003', 1, { minStock: 3, maxStock: 98 }),
  )
  await addLine(request, member, sku)
  await openCart(page)
  const line = page.getByTestId('cart-line')
  const input = line.getByRole('textbox', { name: '数量' })
  const minus = line.getByRole('button', { name: '-', exact: true })
  const plus = line.getByRole('button', { name: '+', exact: true })
  const subtotal = line.getByTestId('line-subtotal')
  const total = page.getByTestId('cart-total')

  await expect(input).toHaveValue('1')
  await expect(minus).toBeDisabled()
  await expect(subtotal).toHaveText(yuan(sku.price))

  await plus.click()
  await expect(input).toHaveValue('2')
  await expect(subtotal).toHaveText(yuan(sku.price * 2))
  await expect(total).toHaveText(yuan(sku.price * 2))
  await expect(minus).toBeEnabled()
  await minus.click()
  await expect(input).toHaveValue('1')
  await expect(subtotal).toHaveText(yuan(sku.price))

  // Typing: 3 is taken; 0 becomes 1; more than the stock becomes the stock.
  await input.fill('3')
  await input.press('Enter')
  await expect(subtotal).toHaveText(yuan(sku.price * 3))
  await input.fill('0')
  await input.press('Enter')
  await expect(input).toHaveValue('1')
  await expect(subtotal).toHaveText(yuan(sku.price))
  await input.fill(String(sku.stock + 50))
  await input.press('Enter')
  await expect(input).toHaveValue(String(sku.stock))
  await expect(subtotal).toHaveText(yuan(sumYuan(Array(sku.stock).fill(sku.price))))
  await expect(plus).toBeDisabled()
  await expect(line).toContainText('有货')

  // The server holds the quantity.
  await page.reload()
  await expect(input).toHaveValue(String(sku.stock))
  expect((await cartLines(request, member))[0]?.num).toBe(sku.stock)
  await expectAxeClean(page, 'cart stepper')
  assertClean()
})

test('删除选中商品 and 清空购物车: confirmations, 删除成功, the empty cart, and both cart badges follow', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  const member = await newBuyer(request, context)
  const { a1, a2, b1 } = await twoStoreCart(request, member)
  await openCart(page)
  const sideBadge = page.getByTestId('cart-badge')
  const headerBadge = page.getByTestId('header-cart-badge')
  await expect(sideBadge).toHaveText('3')
  await expect(headerBadge).toHaveText('3')
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('购物车，3 件商品')

  // Delete the first store's two lines (checked), keep the other store's (unchecked).
  await setBox(page.getByRole('checkbox', { name: b1.storeName, exact: true }), false)
  await expect(page.getByRole('checkbox', { name: b1.goodsName, exact: true })).not.toBeChecked()
  await page.getByTestId('cart-bar').getByRole('button', { name: '删除选中商品' }).click()
  const confirmDelete = page.getByRole('dialog', { name: '删除' })
  await expect(confirmDelete).toContainText('确定要删除该商品吗？')
  await confirmDelete.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-store')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText(b1.goodsName)
  await expect(page.getByText(a1.goodsName)).toHaveCount(0)
  await expect(page.getByText(a2.goodsName)).toHaveCount(0)
  await expect(sideBadge).toHaveText('1')
  await expect(headerBadge).toHaveText('1')

  // Clear: cancel keeps the line, confirm empties the cart.
  await page.getByRole('button', { name: '清空购物车' }).click()
  const confirmClear = page.getByRole('dialog', { name: '提示' })
  await expect(confirmClear).toContainText('确定要清空购物车吗？清空后不可恢复')
  await expectAxeClean(page, 'clear dialog')
  await confirmClear.getByRole('button', { name: '取消' }).click()
  await expect(confirmClear).toHaveCount(0)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  expect(await cartLines(request, member)).toHaveLength(1)

  await page.getByRole('button', { name: '清空购物车' }).click()
  await confirmClear.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('清空购物车成功')).toBeVisible()
  const empty = page.getByTestId('cart-empty')
  await expect(empty).toContainText('购物车空空如也')
  await expect(empty.getByRole('link', { name: '去选购 >' })).toBeVisible()
  await expect(sideBadge).toHaveCount(0)
  await expect(headerBadge).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await shot(page, 'cart-empty')
  await expectAxeClean(page, 'empty cart')
  assertClean()
})

test('goods page: 立即购买 goes to checkout with that SKU and quantity, and leaves the cart alone', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  const member = await newBuyer(request, context)
  const [inCart, bought] = await pickSkus(request, '2003', 2, { minStock: 3 })
  await addLine(request, member, inCart)

  await page.goto(`/goodsDetail?skuId=${bought.id}&goodsId=${bought.goodsId}`)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByTestId('quantity').fill('2')
  await expect(page.getByTestId('quantity')).toHaveValue('2')
  await expectAxeClean(page, 'goods detail')
  await page.getByRole('button', { name: '立即购买' }).click()
  await expect(page).toHaveURL(/\/pay\?way=BUY_NOW$/)
  const store = page.getByTestId('pay-store')
  await expect(store).toHaveCount(1)
  await expect(store).toContainText(bought.goodsName)
  await expect(store).toContainText('×2')
  await expect(store).not.toContainText(inCart.goodsName)
  await expect(page.getByTestId('submit-order')).toBeVisible()

  // The cart still holds only what was put in it.
  await openCart(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText(inCart.goodsName)
  assertClean()
})

test('goods page coupons: 6 chips, the rest behind 展开更多, each one claimable', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  await newBuyer(request, context)
  // The goods of the first demo store that the most coupons apply to (platform, store, category and
  // goods coupons all count), the way the goods page decides.
  type Coupon = { id: string; scopeType: string; scopeId: string }
  const coupons = (
    (await (await request.get('/buyer/promotion/coupon?storeId=2001,0&pageSize=50&pageNumber=1')).json()) as {
      result: { records: Coupon[] }
    }
  ).result.records
  const applies = (c: Coupon, sku: { id: string; categoryPath: string }) => {
    const ids = c.scopeId.split(',')
    if (c.scopeType === 'PORTION_GOODS') return ids.includes(sku.id)
    if (c.scopeType === 'PORTION_GOODS_CATEGORY')
      return sku.categoryPath.split(',').some((id) => ids.includes(id))
    return true
  }
  const ranked = (await storeSkus(request, '2001', true))
    .map((sku) => ({ sku, count: coupons.filter((c) => applies(c, sku)).length }))
    .sort((a, b) => b.count - a.count)
  const { sku, count } = ranked[0]!
  expect(count, 'a demo goods with more than 6 coupons').toBeGreaterThan(6)

  await page.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  const row = page.getByTestId('goods-coupons')
  await expect(row).toContainText('优 惠 券')
  const more = row.getByRole('button', { name: '展开更多' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  const chips = row.getByRole('button', { name: /减|折/ })
  await expect(chips).toHaveCount(6)
  await more.click()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await expect(chips).toHaveCount(count)
  await expectAxeClean(page, 'goods coupons')

  // A chip from behind 展开更多 claims like the others.
  await chips.nth(count - 1).click()
  const claimed = page.getByRole('dialog', { name: '领取优惠券' })
  await expect(claimed.getByText('优惠券领取成功，可到我的优惠券页面查看')).toBeVisible()
  // The chip now says it is claimed and is no longer offered.
  await expect(row.getByTestId('coupon-held')).toHaveCount(1)
  await claimed.getByRole('button', { name: '我的优惠券' }).click()
  await expect(page).toHaveURL(/\/home\/Coupons$/)
  await expect(page.getByTestId('coupon-ticket')).toHaveCount(1)
  // Back on the goods page, the held coupon is shown as claimed from the start.
  await page.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await page.getByTestId('goods-coupons').getByRole('button', { name: '展开更多' }).click()
  await expect(page.getByTestId('goods-coupons').getByTestId('coupon-held')).toHaveCount(1)
  assertClean()
})
