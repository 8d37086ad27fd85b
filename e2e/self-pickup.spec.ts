import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { registerMember } from './member-session.ts'
import { apiCall as call, topUpWallet } from './order-fixtures.ts'
import { apiLogin, signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Store self pickup (到店自提): a new buyer with no shipping address buys goods of the demo store that
 * has pickup points, chooses 自提 and a point at checkout, pays with the wallet, finds the order 待核验
 * with its pickup code, and the store's seller redeems the code (seller API) → 已完成.
 * SHOTS_DIR=<dir> saves the checkout and order detail screenshots.
 */
type Envelope<T> = { success: boolean; code: number; message: string; result: T }
type Point = { id: string; addressName: string; address: string; mobile: string }
type Sku = { id: string; goodsId: string; storeId: string; storeName: string }

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`${baseURL}${path}`)).json()) as Envelope<T>
  if (!body.success) throw new Error(`GET ${path}: ${body.code} ${body.message}`)
  return body.result
}

/** The first demo store with pickup points, its points, its seller account and a SKU in stock. */
async function pickupStore(request: APIRequestContext) {
  for (const n of [1, 2, 3]) {
    const storeId = `200${n}`
    const points = (await get<{ records: Point[] }>(request, `/buyer/store/address/page/${storeId}`)).records
    if (points.length < 2) continue
    const listed = await get<{ records: Sku[] }>(
      request,
      `/buyer/goods/goods/es?storeId=${storeId}&pageSize=20`,
    )
    for (const sku of listed.records) {
      const detail = await get<{ data: { quantity: number } }>(
        request,
        `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`,
      )
      if (detail.data.quantity > 0) return { storeId, points, seller: `seller${n}`, sku }
    }
  }
  throw new Error('no demo store with pickup points and goods in stock')
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

async function expectAxeClean(page: Page, label: string) {
  // Toasts (the shared sonner styles) come and go while the audit runs: they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test('picks up in store: choose a pickup point, pay, show the code, the seller redeems it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const assertClean = watchConsole(page)
  const { points, seller, sku } = await pickupStore(request)
  const buyer = await registerMember(request)
  await topUpWallet(request, buyer.accessToken, 10_000)
  await signIn(context, buyer)

  // Goods of the store into the cart, then checkout.
  await page.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled()
  await page.getByRole('button', { name: '加入购物车' }).click()
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
  await page.goto('/cart')
  await page.getByTestId('settle').click()
  await expect(page).toHaveURL(/\/pay\?way=CART/)

  // 到店自提: the address book gives way to the store's pickup points.
  await expect(page.getByRole('heading', { name: '收货人信息' })).toBeVisible()
  await page.getByRole('button', { name: '到店自提' }).click()
  const section = page.getByTestId('pickup-points')
  await expect(section.getByRole('heading', { name: '自提点信息' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '收货人信息' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '到店自提' })).toHaveAttribute('aria-pressed', 'true')
  const cards = section.getByTestId('pickup-card')
  await expect(cards).toHaveCount(points.length)
  await expect(cards.first()).toContainText(points[0].addressName)
  await expect(cards.first()).toContainText(points[0].mobile)
  // Submitting before a point is chosen asks for one instead of failing on the server.
  await page.getByTestId('submit-order').click()
  await expect(page.getByText('请选择自提地址')).toBeVisible()
  await expect(page).toHaveURL(/\/pay\?way=CART/)

  const chosen = points[1]
  await cards.filter({ hasText: chosen.addressName }).click()
  await expect(page.getByText('选择自提地址成功')).toBeVisible()
  await expect(cards.filter({ hasText: chosen.addressName })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards.filter({ hasText: points[0].addressName })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('deliver-to')).toContainText(`自提地点：${chosen.addressName}`)
  await expect(page.getByTestId('deliver-to')).toContainText(`联系方式：${chosen.mobile}`)
  await shot(page, 'checkout-pickup')
  await expectAxeClean(page, 'checkout')

  // Submit and pay with the wallet.
  await page.getByTestId('submit-order').click()
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  await page.getByTestId('pay-now').click()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('pay-done')).toBeVisible()

  // The member centre counts it as waiting for pickup, not for shipment.
  await page.goto('/home')
  await expect(page.getByTestId('count-waitTake')).toContainText('1待核验')
  await expect(page.getByTestId('count-waitShip')).toContainText('0待发货')
  await shot(page, 'member-home-pickup')

  // My orders: 待核验 with the point and the code, also under its own tab; nothing to ship.
  await page.goto('/home/MyOrder')
  const card = page.getByTestId('order-card').first()
  await expect(card).toHaveAttribute('data-status', 'TAKE')
  await expect(card).toContainText('待核验')
  await expect(card.getByTestId('pickup-strip')).toContainText(chosen.addressName)
  await expect(card.getByTestId('pickup-strip')).toContainText(/核验码 \d{8}/)
  await expect(card.getByRole('button', { name: '确认收货' })).toHaveCount(0)
  await expect(card.getByRole('button', { name: '查看物流' })).toHaveCount(0)
  const sn = (await card.getAttribute('data-sn'))!
  await page.getByRole('link', { name: '待发货' }).click()
  await expect(page.getByTestId('order-card')).toHaveCount(0)
  await page.getByRole('link', { name: '待核验' }).click()
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-sn', sn)
  await shot(page, 'my-order-pickup')
  await expectAxeClean(page, 'my orders')

  // The detail: the code, prominently, and the pickup point instead of a consignee.
  await page.goto(`/home/OrderDetail?sn=${sn}`)
  const detail = page.getByTestId('order-detail')
  await expect(detail).toHaveAttribute('data-status', 'TAKE')
  await expect(detail.getByText('待核验', { exact: true })).toBeVisible()
  const code = (await page.getByTestId('pickup-code').locator('strong').textContent())!
  expect(code).toMatch(/^\d{8}$/)
  await expect(page.getByRole('heading', { name: '自提点信息' })).toBeVisible()
  const info = page.getByTestId('pickup-info')
  await expect(info).toContainText(chosen.addressName)
  await expect(info).toContainText(chosen.address)
  await expect(info).toContainText(chosen.mobile)
  await expect(page.getByRole('heading', { name: '收货人信息' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '查看物流' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '取消订单' })).toBeVisible()
  await shot(page, 'order-detail-pickup')
  await expectAxeClean(page, 'order detail')

  // The seller redeems the code at the counter: a wrong code is refused, the right one completes.
  const sellerToken = await apiLogin(request, seller, 'store')
  const wrong = code === '00000000' ? '11111111' : '00000000'
  await expect(call(request, sellerToken, 'PUT', `/store/order/order/take/${sn}/${wrong}`)).rejects.toThrow(
    '核验码不正确',
  )
  await call(request, sellerToken, 'PUT', `/store/order/order/take/${sn}/${code}`)

  await page.reload()
  await expect(detail).toHaveAttribute('data-status', 'COMPLETED')
  await expect(detail.getByText('已完成', { exact: true })).toBeVisible()
  await expect(page.getByTestId('pickup-code')).toHaveCount(0)
  await expect(detail).toContainText(`核验码：${code}（已核验）`)
  await expect(detail).toContainText('提货状态： 已提货')
  await shot(page, 'order-detail-picked-up')
  assertClean()
})
