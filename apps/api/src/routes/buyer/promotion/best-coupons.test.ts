import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { addAddress, caller, makeCoupon, makeSku, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

type Coupon = { id: string; couponName: string }

/**
 * Two stores' goods (¥150 + ¥80) and the buyer's coupons: two platform (满100减10, 9折), two of
 * store A (减5, and 满200减30 which A's ¥150 does not reach), one of store B (减20). The best is A's
 * 减5 + B's 减20 + 9折 on the ¥205 they leave: ¥45.50 (满100减10 in its place would give ¥35).
 */
async function setUp() {
  const m = await createMember(t)
  const api = caller(t, m.headers)
  await addAddress(t, m.headers)
  const [a, b] = [await makeStore(t), await makeStore(t)]
  const skuA = await makeSku(t, a, { price: 15_000, stock: 20 })
  const skuB = await makeSku(t, b, { price: 8_000, stock: 20 })
  const store = (s: typeof a) => ({ storeId: s.id, storeName: s.storeName })
  const made = [
    await makeCoupon(t, { couponName: '平台满100减10', price: 1000, consumeThreshold: 10_000 }),
    await makeCoupon(t, {
      couponName: '平台9折',
      couponType: 'DISCOUNT',
      couponDiscount: 90,
      consumeThreshold: 0,
    }),
    await makeCoupon(t, { couponName: 'A减5', price: 500, consumeThreshold: 0, ...store(a) }),
    await makeCoupon(t, { couponName: 'A满200减30', price: 3000, consumeThreshold: 20_000, ...store(a) }),
    await makeCoupon(t, { couponName: 'B减20', price: 2000, consumeThreshold: 0, ...store(b) }),
  ]
  for (const c of made) expect((await api.get(`/buyer/promotion/coupon/receive/${c.id}`)).success).toBe(true)
  await api.post(`/buyer/trade/carts?skuId=${skuA.id}&num=1`)
  await api.post(`/buyer/trade/carts?skuId=${skuB.id}&num=1`)
  const mine: Coupon[] = (await api.get('/buyer/promotion/coupon/getCoupons?pageSize=20')).result.records
  const idOf = (name: string) => mine.find((c) => c.couponName === name)?.id as string
  return { api, a, b, skuA, idOf }
}

const checked = async (api: ReturnType<typeof caller>) =>
  (await api.get('/buyer/trade/carts/checked?way=CART')).result

describe('checkout pre-selects the best combination of usable coupons', () => {
  it('picks it on the first view, charges what it showed, and leaves a choice the buyer made', async () => {
    const { api, a, b, skuA, idOf } = await setUp()
    const view = await checked(api)
    expect(view.couponsPicked).toBe(true)
    expect(view.platformCoupon.memberCoupon.id).toBe(idOf('平台9折'))
    expect(view.storeCoupons[a.id].memberCoupon.id).toBe(idOf('A减5'))
    expect(view.storeCoupons[b.id].memberCoupon.id).toBe(idOf('B减20'))
    expect(view.priceDetailDTO).toMatchObject({ goodsPrice: 230, couponPrice: 45.5, siteCouponPrice: 20.5 })

    // Dropped, it stays dropped; the buyer's own pick is kept.
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('平台9折')}&used=false`)
    const dropped = await checked(api)
    expect(dropped.couponsPicked).toBe(false)
    expect(dropped.platformCoupon).toBeNull()
    expect(dropped.priceDetailDTO.couponPrice).toBe(25)
    expect((await checked(api)).platformCoupon).toBeNull()
    await api.get(
      `/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('平台满100减10')}&used=true`,
    )
    const own = await checked(api)
    expect(own.platformCoupon.memberCoupon.id).toBe(idOf('平台满100减10'))
    expect(own.priceDetailDTO.couponPrice).toBe(35)

    // A change of the lines drops the choice (reference §7.6): the best is picked for the new cart.
    await api.post(`/buyer/trade/carts/sku/num/${skuA.id}?num=2`)
    const bigger = await checked(api)
    expect(bigger.couponsPicked).toBe(true)
    // A's ¥300 now reaches 满200减30; 9折 on the ¥330 left: 30 + 20 + 33.
    expect(bigger.storeCoupons[a.id].memberCoupon.id).toBe(idOf('A满200减30'))
    expect(bigger.platformCoupon.memberCoupon.id).toBe(idOf('平台9折'))
    expect(bigger.priceDetailDTO.couponPrice).toBe(83)

    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })
    expect(trade.success).toBe(true)
    expect(trade.result.flowPrice).toBe(bigger.priceDetailDTO.flowPrice)
    const used: Coupon[] = (
      await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=USED&pageSize=20')
    ).result.records
    expect(used.map((c) => c.couponName).sort()).toEqual(['A满200减30', 'B减20', '平台9折'])
  })

  it('picks nothing when no coupon applies, and never a coupon of another store', async () => {
    const m = await createMember(t)
    const api = caller(t, m.headers)
    const [mine, other] = [await makeStore(t), await makeStore(t)]
    const sku = await makeSku(t, mine, { price: 5000 })
    const foreign = await makeCoupon(t, {
      price: 1000,
      consumeThreshold: 0,
      storeId: other.id,
      storeName: other.storeName,
    })
    const high = await makeCoupon(t, { price: 1000, consumeThreshold: 100_000 })
    for (const c of [foreign, high]) await api.get(`/buyer/promotion/coupon/receive/${c.id}`)
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    const view = await checked(api)
    expect(view.couponsPicked).toBe(false)
    expect(view.platformCoupon).toBeNull()
    expect(view.storeCoupons).toEqual({})
    expect(view.priceDetailDTO.couponPrice).toBe(0)
  })

  it('a drop made while views are picking stays dropped (concurrent views and drop)', async () => {
    const { api, idOf } = await setUp()
    expect((await checked(api)).platformCoupon.memberCoupon.id).toBe(idOf('平台9折'))
    const drop = api.get(
      `/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('平台9折')}&used=false`,
    )
    const views = Array.from({ length: 8 }, () => checked(api))
    await Promise.all([drop, ...views])
    const after = await checked(api)
    expect(after.platformCoupon).toBeNull()
    expect(after.couponsPicked).toBe(false)
  })
})
