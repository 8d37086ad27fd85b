import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { apiCall as call } from './order-fixtures.ts'
import { apiLogin, logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * The buying journey of issue 5: two goods from two stores, a claimed store coupon, a new address,
 * wallet payment, the seller ships one order (seller API), the buyer confirms it; the other order is
 * cancelled and its stock and coupon come back. SHOTS_DIR=<dir> also saves the page screenshots.
 */
type Envelope<T> = { success: boolean; message: string; result: T }

type Sku = { id: string; goodsId: string; price: number; storeId: string; storeName: string }
/** A listed SKU of the store with stock for `num` pieces. */
async function pickSku(request: APIRequestContext, storeId: string, minStock: number) {
  const page = (await (
    await request.get(`${baseURL}/buyer/goods/goods/es?storeId=${storeId}&pageSize=20`)
  ).json()) as Envelope<{ records: Sku[] }>
  for (const sku of page.result.records) {
    const stock = await skuStock(request, sku)
    if (stock >= minStock) return { ...sku, stock }
  }
  throw new Error(`no SKU with stock in store ${storeId}`)
}
async function skuStock(request: APIRequestContext, sku: { id: string; goodsId: string }) {
  const detail = (await (
    await request.get(`${baseURL}/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)
  ).json()) as Envelope<{
    data: { quantity: number }
  }>
  return detail.result.data.quantity
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

async function addToCart(page: Page, sku: Sku, num: number) {
  await page.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled()
  await page.getByTestId('quantity').fill(String(num))
  await page.getByRole('button', { name: '加入购物车' }).click()
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
}

test('buy from two stores with a coupon, pay with the wallet, ship, receive and cancel', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const assertClean = watchConsole(page)
  await logInDemo(context)
  const buyer = (await context.cookies(baseURL)).find((c) => c.name === 'accessToken')!.value
  const request = context.request
  await call(request, buyer, 'DELETE', '/buyer/trade/carts')

  const kept = await pickSku(request, '2001', 2)
  const cancelled = await pickSku(request, '2002', 3)
  // Enough of the second store's goods for its 满200减20 store coupon.
  const cancelNum = Math.min(cancelled.stock, 99, Math.max(1, Math.ceil(200 / cancelled.price)))
  // The demo catalogue has such goods; a journey that cannot reach the threshold must fail, not skip.
  expect(
    cancelNum * cancelled.price,
    'goods of store 2002 reach the coupon threshold',
  ).toBeGreaterThanOrEqual(200)

  await addToCart(page, kept, 1)
  await addToCart(page, cancelled, cancelNum)

  // Claim the store coupon from the goods page's chips.
  const chip = page.getByTestId('goods-coupons').getByRole('button', { name: '满200.00减20.00' })
  await chip.click()
  const claimDialog = page.getByRole('dialog', { name: '领取优惠券' })
  await expect(claimDialog.getByText('优惠券领取成功，可到我的优惠券页面查看')).toBeVisible()
  await expect(claimDialog.getByRole('button', { name: '我的优惠券' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Cart: two stores, settle.
  await page.goto('/cart')
  await expect(page.getByTestId('cart-store')).toHaveCount(2)
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  await shot(page, 'cart')
  await page.getByTestId('settle').click()
  await expect(page).toHaveURL(/\/pay\?way=CART/)

  // A new address through the region picker.
  await page.getByTestId('address-add').click()
  const form = page.getByTestId('address-form')
  await form.getByRole('button', { name: '保存收货地址' }).click()
  await expect(form.getByText('请选择所在地区')).toBeVisible()
  await form.locator('input[name=name]').fill('张三')
  await form.locator('input[name=mobile]').fill('13812345678')
  for (const level of ['请选择省份', '请选择城市', '请选择区县']) {
    const select = form.getByRole('combobox', { name: level })
    await expect(select.locator('option').nth(1)).toBeAttached()
    await select.selectOption({ index: 1 })
  }
  await form.locator('input[name=detail]').fill('文三路 90 号东部软件园 3 号楼')
  await form.getByRole('button', { name: '保存收货地址' }).click()
  await expect(page.getByText('新增地址成功')).toBeVisible()
  await expect(page.getByText('138****5678').first()).toBeVisible()

  // The claimed coupon is already applied: the checkout picks the best the buyer holds (decision 025).
  const coupons = page.getByTestId('checkout-coupons')
  await expect(coupons.getByTestId('coupons-picked')).toHaveText('已为您选择优惠最大的组合，可更换或放弃')
  await expect(
    coupons
      .getByTestId('coupon-ticket')
      .filter({ hasText: '满200.00元可用' })
      .getByRole('button', { name: '放弃优惠' }),
  ).toBeVisible()
  await expect(page.getByTestId('coupon-price')).toHaveText('-¥20.00')
  await shot(page, 'checkout')
  await page.getByTestId('submit-order').click()

  // Cashier: wallet.
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  await expect(page.getByTestId('countdown')).toBeVisible()
  await shot(page, 'cashier')
  await page.getByTestId('pay-now').click()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('pay-done')).toBeVisible()
  // 支付成功 only because the cashier confirmed it; a trade it does not know stays "being confirmed".
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
  await shot(page, 'pay-done')
  await page.goto('/payDone?orderType=TRADE&sn=T404')
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'false')
  await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible()

  // Two paid orders, waiting for shipment.
  await page.goto('/home/MyOrder')
  const keptCard = page.getByTestId('order-card').filter({ hasText: kept.storeName })
  const cancelCard = page.getByTestId('order-card').filter({ hasText: cancelled.storeName })
  await expect(keptCard.first()).toHaveAttribute('data-status', 'UNDELIVERED')
  await expect(cancelCard.first()).toHaveAttribute('data-status', 'UNDELIVERED')
  await shot(page, 'my-order')
  const keptSn = (await keptCard.first().getAttribute('data-sn'))!
  const cancelSn = (await cancelCard.first().getAttribute('data-sn'))!

  // The seller ships the first order.
  const seller = await apiLogin(request, 'seller1', 'store')
  const carriers = await call<{ id: string }[]>(request, seller, 'GET', '/store/other/logistics')
  await call(
    request,
    seller,
    'POST',
    `/store/order/order/${keptSn}/delivery?logisticsId=${carriers[0]!.id}&logisticsNo=SF1234567890`,
  )

  await page.goto(`/home/OrderDetail?sn=${keptSn}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'DELIVERED')
  await expect(page.getByText('SF1234567890').first()).toBeVisible()
  await shot(page, 'order-detail')
  await page.getByRole('button', { name: '确认收货' }).click()
  // It asks first: the payment goes to the seller.
  const ask = page.getByTestId('receive-confirm')
  await expect(ask).toContainText('货款将支付给商家')
  await ask.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('确认收货成功')).toBeVisible()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'COMPLETED')
  // Paid: the detail says 实付 (an unpaid one says 应付).
  await expect(page.getByText('实付金额：')).toBeVisible()

  // Cancel the other order: stock and coupon come back.
  const stockBefore = await skuStock(request, cancelled)
  const used = await call<{ records: { couponId: string }[] }>(
    request,
    buyer,
    'GET',
    '/buyer/promotion/coupon/getCoupons?memberCouponStatus=USED&pageSize=50',
  )
  expect(used.records.length).toBeGreaterThan(0)
  await page.goto('/home/MyOrder')
  await page
    .getByTestId('order-card')
    .filter({ hasText: cancelSn })
    .getByRole('button', { name: '取消订单' })
    .click()
  await page.getByRole('dialog', { name: '请选择取消订单原因' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消订单成功')).toBeVisible()
  await expect(page.getByTestId('order-card').filter({ hasText: cancelSn })).toHaveAttribute(
    'data-status',
    'CANCELLED',
  )
  expect(await skuStock(request, cancelled)).toBe(stockBefore + cancelNum)
  const usedAfter = await call<{ records: unknown[] }>(
    request,
    buyer,
    'GET',
    '/buyer/promotion/coupon/getCoupons?memberCouponStatus=USED&pageSize=50',
  )
  expect(usedAfter.records.length).toBe(used.records.length - 1)
  const fresh = await call<{ records: { storeId: string; consumeThreshold: number }[] }>(
    request,
    buyer,
    'GET',
    '/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW&pageSize=50',
  )
  expect(fresh.records.some((c) => c.storeId === '2002' && c.consumeThreshold === 200)).toBe(true)

  // Claim centre → 我的优惠券, and the funds page with its ledger.
  await page.goto('/home/Coupons?status=CENTRE')
  await page.getByTestId('coupon-ticket').filter({ hasText: '指定商品立减15元' }).getByTestId('claim').click()
  await page.getByRole('dialog', { name: '领取优惠券' }).getByRole('button', { name: '我的优惠券' }).click()
  await expect(page).toHaveURL(/\/home\/Coupons$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('coupon-ticket').filter({ hasText: '指定商品立减15元' })).toBeVisible()
  await shot(page, 'coupons')
  await page.goto('/home/MoneyManagement')
  await expect(page.getByTestId('wallet-log')).toContainText('-')
  await shot(page, 'money')

  // Recharge through the cashier and the sandbox channel.
  const before = Number((await page.getByTestId('wallet-balance').textContent())!.replace(/[¥,]/g, ''))
  await page.getByRole('button', { name: '在线充值' }).click()
  await page.getByRole('dialog', { name: '充值金额' }).getByRole('button', { name: '去充值' }).click()
  await expect(page).toHaveURL(/orderType=RECHARGE/)
  await page.getByTestId('method-ALIPAY').click()
  await page.getByTestId('pay-now').click()
  await expect(page).toHaveURL(/\/pay\/sandbox\?outTradeNo=/)
  await shot(page, 'sandbox')
  await page.getByTestId('sandbox-pay').click()
  await expect(page.getByTestId('pay-done')).toContainText('查看余额')
  await page.getByRole('link', { name: '查看余额' }).click()
  await expect(page.getByTestId('wallet-balance')).toHaveText(
    `¥${(before + 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  )
  assertClean()
})
