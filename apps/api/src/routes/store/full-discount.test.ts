import { ErrorCodes } from '@silk/contracts/errors'
import { fullDiscounts, orderItems, orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { addAddress, caller, makeCoupon, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * 满减 / 满折 (`/store/promotion/fullDiscount`, decision 160): the seller's rules and wall, and that
 * an activity made here is on the goods page, in the cart's store group, taken at checkout once per
 * order and stored on the order and its lines. The races run as parallel requests: real concurrent
 * transactions on PostgreSQL (TEST_DATABASE_URL), serialised on PGlite, with the same outcome required.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const at = (minutesFromNow: number) => formatDateTime(Date.now() + minutesFromNow * 60_000) as string
const fen = (yuan: number) => Math.round(yuan * 100)

async function shop() {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 6_000, stock: 50 })
  const other = await makeSku(t, store, { price: 3_000, stock: 50 })
  const owner = await createMember(t)
  await makeSeller(t, owner, store.id)
  return { store, sku, other, seller: caller(t, owner.headers) }
}

let n = 0
const form = (over: Record<string, unknown> = {}) => ({
  promotionName: `满减${++n}`,
  startTime: at(-60),
  endTime: at(60 * 24 * 7),
  fullMoney: 100,
  discountType: 'MINUS',
  fullMinus: 20,
  scopeType: 'ALL',
  goodsIds: [],
  description: '',
  ...over,
})

async function buyer() {
  const member = await createMember(t)
  await addAddress(t, member.headers)
  return { member, api: caller(t, member.headers) }
}

type Api = ReturnType<typeof caller>
const add = (api: Api, skuId: string, num: number) => api.post(`/buyer/trade/carts?skuId=${skuId}&num=${num}`)

describe('full discount: the seller centre', () => {
  it('creates, lists, edits before the start, closes; refuses bad input with its code', async () => {
    const s = await shop()
    const created = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ startTime: at(60), endTime: at(120) }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      storeId: s.store.id,
      fullMoney: 100,
      fullMinus: 20,
      isFullMinus: true,
      isFullRate: false,
      promotionStatus: 'NEW',
      rule: '满100元，立减现金20元',
      ruleEn: 'Spend ¥100, save ¥20',
      bearer: 'STORE',
    })
    const id = created.result.id
    const edited = await s.seller.put(
      `/store/promotion/fullDiscount/${id}`,
      form({
        startTime: at(60),
        endTime: at(120),
        discountType: 'RATE',
        fullMinus: undefined,
        fullRate: 8.5,
      }),
    )
    expect(edited.success, JSON.stringify(edited)).toBe(true)
    expect(edited.result).toMatchObject({ isFullRate: true, fullRate: 8.5, rule: '满100元，立享8.5折' })
    expect(edited.result.ruleEn).toBe('Spend ¥100, get 15% off')
    const listed = await s.seller.get('/store/promotion/fullDiscount?promotionStatus=NEW')
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([id])

    const bad = async (over: Record<string, unknown>) =>
      (await s.seller.post('/store/promotion/fullDiscount', form(over))).code
    expect(await bad({ endTime: at(-30), startTime: at(-90) })).toBe(ErrorCodes.FULL_DISCOUNT_TIME_ERROR.code)
    expect(await bad({ fullMinus: 120 })).toBe(ErrorCodes.FULL_DISCOUNT_VALUE_ERROR.code)
    expect(await bad({ fullMoney: 0 })).toBe(ErrorCodes.FULL_DISCOUNT_VALUE_ERROR.code)
    expect(await bad({ discountType: 'RATE', fullMinus: undefined, fullRate: 10 })).toBe(
      ErrorCodes.FULL_DISCOUNT_VALUE_ERROR.code,
    )
    expect(await bad({ scopeType: 'PORTION_GOODS', goodsIds: [] })).toBe(
      ErrorCodes.FULL_DISCOUNT_SCOPE_ERROR.code,
    )
    // A goods of another store is not this store's to discount.
    const elsewhere = await makeSku(t, await makeStore(t))
    expect(await bad({ scopeType: 'PORTION_GOODS', goodsIds: [elsewhere.goodsId] })).toBe(
      ErrorCodes.FULL_DISCOUNT_SCOPE_ERROR.code,
    )
    const unparsed = await s.seller.post('/store/promotion/fullDiscount', form({ promotionName: '' }))
    expect(unparsed.success).toBe(false)
    expect(unparsed.code).not.toBe(500)

    // Started: no more edits; closing early is allowed once.
    const running = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ startTime: at(-10), endTime: at(30) }),
    )
    expect(running.success, JSON.stringify(running)).toBe(true)
    const late = await s.seller.put(`/store/promotion/fullDiscount/${running.result.id}`, form())
    expect(late.code).toBe(ErrorCodes.FULL_DISCOUNT_STARTED.code)
    const closed = await s.seller.put(`/store/promotion/fullDiscount/${running.result.id}/close`)
    expect(closed.result.promotionStatus).toBe('CLOSE')
    expect((await s.seller.put(`/store/promotion/fullDiscount/${running.result.id}/close`)).code).toBe(
      ErrorCodes.FULL_DISCOUNT_CLOSED.code,
    )
  })

  it('refuses an overlapping window over the same goods, allows disjoint goods or times', async () => {
    const s = await shop()
    const one = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ scopeType: 'PORTION_GOODS', goodsIds: [s.sku.goodsId], startTime: at(60), endTime: at(180) }),
    )
    expect(one.success, JSON.stringify(one)).toBe(true)
    const sameGoods = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ scopeType: 'PORTION_GOODS', goodsIds: [s.sku.goodsId], startTime: at(120), endTime: at(240) }),
    )
    expect(sameGoods.code).toBe(ErrorCodes.FULL_DISCOUNT_OVERLAP.code)
    expect(sameGoods.message).toBe(ErrorCodes.FULL_DISCOUNT_OVERLAP.message)
    const all = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ startTime: at(120), endTime: at(240) }),
    )
    expect(all.code).toBe(ErrorCodes.FULL_DISCOUNT_OVERLAP.code)
    const otherGoods = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ scopeType: 'PORTION_GOODS', goodsIds: [s.other.goodsId], startTime: at(120), endTime: at(240) }),
    )
    expect(otherGoods.success, JSON.stringify(otherGoods)).toBe(true)
    const after = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ startTime: at(240), endTime: at(300) }),
    )
    expect(after.success, JSON.stringify(after)).toBe(true)
    // Another store's activity over its own goods is its business.
    const s2 = await shop()
    expect(
      (await s2.seller.post('/store/promotion/fullDiscount', form({ startTime: at(60), endTime: at(180) })))
        .success,
    ).toBe(true)
  })

  it('two overlapping activities sent at once: exactly one is created', async () => {
    const s = await shop()
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        s.seller.post('/store/promotion/fullDiscount', form({ startTime: at(60), endTime: at(120) })),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    for (const r of results.filter((x) => !x.success))
      expect(r.code).toBe(ErrorCodes.FULL_DISCOUNT_OVERLAP.code)
    const rows = await t.database.db.select().from(fullDiscounts).where(eq(fullDiscounts.storeId, s.store.id))
    expect(rows).toHaveLength(1)
  })

  it("a seller cannot see or touch another store's activity; a buyer token is refused", async () => {
    const a = await shop()
    const b = await shop()
    const created = await a.seller.post(
      '/store/promotion/fullDiscount',
      form({ startTime: at(60), endTime: at(120) }),
    )
    const id = created.result.id
    expect((await b.seller.get(`/store/promotion/fullDiscount/${id}`)).code).toBe(
      ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code,
    )
    expect((await b.seller.put(`/store/promotion/fullDiscount/${id}`, form())).code).toBe(
      ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code,
    )
    expect((await b.seller.put(`/store/promotion/fullDiscount/${id}/close`)).code).toBe(
      ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code,
    )
    expect((await b.seller.get('/store/promotion/fullDiscount')).result.total).toBe(0)
    const member = await createMember(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/store/promotion/fullDiscount',
      headers: member.headers,
      payload: form(),
    })
    expect([401, 403]).toContain(res.statusCode)
    expect(
      await t.database.db.select().from(fullDiscounts).where(eq(fullDiscounts.storeId, '0')),
    ).toHaveLength(0)
  })
})

describe('full discount: the buyer', () => {
  it('goods page tag, cart "再买", checkout line, the order and its lines carry it, paid', async () => {
    const s = await shop()
    const created = await s.seller.post('/store/promotion/fullDiscount', form({ promotionName: '店庆满减' }))
    expect(created.success, JSON.stringify(created)).toBe(true)
    const id = created.result.id
    const detail = await t.app.inject({
      method: 'GET',
      url: `/buyer/goods/goods/sku/${s.sku.goodsId}/${s.sku.id}`,
    })
    expect(detail.json().result.promotionMap[`FULL_DISCOUNT-${id}`]).toMatchObject({
      rule: '满100元，立减现金20元',
    })

    const b = await buyer()
    expect((await add(b.api, s.sku.id, 1)).success).toBe(true)
    const cart = await b.api.get('/buyer/trade/carts/all')
    const group = cart.result.cartList[0]
    expect(group.fullDiscount).toMatchObject({ id, isFull: false, lack: 40, reward: 20, discount: 0 })
    expect(group.promotionNotice).toBe('再买¥40可减¥20')
    const en = await t.app.inject({
      method: 'GET',
      url: '/buyer/trade/carts/all',
      headers: { ...b.member.headers, 'accept-language': 'en' },
    })
    expect(en.json().result.cartList[0].promotionNotice).toBe('Add ¥40 more to save ¥20')

    // Exactly at the threshold (60 + 30 + 10 would be over; 60 + 40 is not a SKU): 2 × 30 + 60 = 120.
    expect((await add(b.api, s.other.id, 2)).success).toBe(true)
    const full = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(full.result.cartList[0]).toMatchObject({ isFull: true, promotionNotice: '店庆满减：已减¥20' })
    expect(full.result.priceDetailDTO).toMatchObject({ goodsPrice: 120, discountPrice: 20, flowPrice: 100 })

    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    expect(trade.result).toMatchObject({ discountPrice: 20, flowPrice: 100 })
    const [order] = await t.database.db.select().from(orders).where(eq(orders.tradeSn, trade.result.sn))
    expect(order).toMatchObject({
      discountPrice: 2_000,
      flowPrice: 10_000,
      fullDiscountId: id,
      discountBearer: 'STORE',
    })
    expect(order.priceDetail.discountPrice).toBe(2_000)
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, order.sn))
    expect(items.reduce((sum, i) => sum + i.discountPrice, 0)).toBe(2_000)
    // 60 of 120 and 60 of 120: 1000 each; every line's flowPrice is net of its share.
    for (const i of items) expect(i.flowPrice).toBe(i.subTotal - i.discountPrice - i.couponPrice)
    await credit(
      t.database.db,
      { memberId: b.member.member.id, memberName: b.member.member.username },
      10_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const paid = await b.api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    expect(paid.success, JSON.stringify(paid)).toBe(true)
    const mine = await b.api.get(`/buyer/order/order/${order.sn}`)
    expect(mine.result.order).toMatchObject({ discountPrice: 20, flowPrice: 100 })
    const sellers = await s.seller.get(`/store/order/order/${order.sn}`)
    expect(sellers.result.order).toMatchObject({ discountPrice: 20 })
  })

  it('a rate on chosen goods, then a coupon whose threshold is checked on what the discount leaves', async () => {
    const s = await shop()
    const created = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({
        discountType: 'RATE',
        fullMinus: undefined,
        fullRate: 9,
        fullMoney: 100,
        scopeType: 'PORTION_GOODS',
        goodsIds: [s.sku.goodsId],
      }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    const b = await buyer()
    // 2 × 60 = 120 covered (9折: 12 off) + 30 not covered.
    await add(b.api, s.sku.id, 2)
    await add(b.api, s.other.id, 1)
    // A store coupon 满140减10: 150 − 12 = 138 left, below its threshold.
    const coupon = await makeCoupon(t, { storeId: s.store.id, price: 1_000, consumeThreshold: 14_000 })
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const checked = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(checked.result.priceDetailDTO).toMatchObject({
      goodsPrice: 150,
      discountPrice: 12,
      couponPrice: 0,
      flowPrice: 138,
    })
    expect(checked.result.cartList[0].fullDiscountSkuIds).toEqual([s.sku.id])
    expect(checked.result.cantUseCoupons.map((c: { couponId: string }) => c.couponId)).toContain(coupon.id)
    // One more 30: 180 − 12 = 168 ≥ 140: the coupon now applies on top.
    await add(b.api, s.other.id, 1)
    const again = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(again.result.priceDetailDTO).toMatchObject({
      goodsPrice: 180,
      discountPrice: 12,
      couponPrice: 10,
      flowPrice: 158,
    })
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.tradeSn, trade.result.sn))
    expect(order).toMatchObject({ discountPrice: 1_200, couponPrice: 1_000, flowPrice: 15_800 })
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, order.sn))
    const covered = items.find((i) => i.skuId === s.sku.id)
    expect(covered?.discountPrice).toBe(1_200)
    expect(items.find((i) => i.skuId === s.other.id)?.discountPrice).toBe(0)
    expect(items.reduce((sum, i) => sum + i.flowPrice, 0)).toBe(15_800)
  })

  it('two concurrent submits of one cart: one order, the discount once', async () => {
    const s = await shop()
    await s.seller.post('/store/promotion/fullDiscount', form())
    const b = await buyer()
    await add(b.api, s.sku.id, 2)
    const results = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/buyer/trade/carts/create/trade',
        headers: b.member.headers,
        payload: { way: 'CART', client: 'PC' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/buyer/trade/carts/create/trade',
        headers: { ...b.member.headers, 'x-request-id': 'second' },
        payload: { way: 'CART', client: 'PC', remark: [] },
      }),
    ])
    const ok = results.map((r) => r.json()).filter((r) => r.success)
    expect(ok).toHaveLength(1)
    const mine = await t.database.db.select().from(orders).where(eq(orders.memberId, b.member.member.id))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ discountPrice: 2_000, flowPrice: 10_000 })
  })

  it('a closed activity no longer applies; below the threshold nothing is taken', async () => {
    const s = await shop()
    const created = await s.seller.post(
      '/store/promotion/fullDiscount',
      form({ fullMoney: 60, fullMinus: 5 }),
    )
    const b = await buyer()
    await add(b.api, s.other.id, 1)
    const below = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(below.result.priceDetailDTO.discountPrice).toBe(0)
    await add(b.api, s.other.id, 1)
    const exactly = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(exactly.result.priceDetailDTO).toMatchObject({ goodsPrice: 60, discountPrice: 5 })
    await s.seller.put(`/store/promotion/fullDiscount/${created.result.id}/close`)
    const after = await b.api.get('/buyer/trade/carts/checked?way=CART')
    expect(after.result.priceDetailDTO.discountPrice).toBe(0)
    expect(after.result.cartList[0].fullDiscount).toBeNull()
    expect(fen(after.result.priceDetailDTO.flowPrice)).toBe(6_000)
  })
})
