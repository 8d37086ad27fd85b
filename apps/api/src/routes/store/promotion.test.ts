import { ErrorCodes } from '@silk/contracts/errors'
import { coupons, memberCoupons } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * Store coupons (`/store/promotion/coupon`, decision 121): the seller's rules, the store wall, and
 * that a coupon made here is the buyer's coupon — in the centre, claimable, applied at checkout.
 * The races run as parallel requests: real concurrent transactions on PostgreSQL
 * (TEST_DATABASE_URL), serialised on PGlite, with the same outcome required of both.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const at = (daysFromNow: number) => formatDateTime(Date.now() + daysFromNow * 86_400_000) as string

async function shop() {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 10_000, stock: 50 })
  const other = await makeSku(t, store, { price: 5_000, stock: 50 })
  const owner = await createMember(t)
  await makeSeller(t, owner, store.id)
  return { store, sku, other, seller: caller(t, owner.headers) }
}

let n = 0
const form = (over: Record<string, unknown> = {}) => ({
  couponName: `店铺券${++n}`,
  couponType: 'PRICE',
  price: 20,
  consumeThreshold: 99,
  rangeDayType: 'FIXEDTIME',
  effectiveDays: 0,
  startTime: at(-1),
  endTime: at(30),
  publishNum: 100,
  couponLimitNum: 1,
  scopeType: 'ALL',
  goodsIds: [],
  description: '',
  ...over,
})

async function buyerWithAddress() {
  const member = await createMember(t)
  await addAddress(t, member.headers)
  return { member, api: caller(t, member.headers) }
}

describe('store coupons', () => {
  it('a coupon the seller creates is in the coupon centre, claimed by a buyer and applied at checkout', async () => {
    const s = await shop()
    const created = await s.seller.post('/store/promotion/coupon', form({ couponName: '满99减20' }))
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      storeId: s.store.id,
      couponType: 'PRICE',
      price: 20,
      consumeThreshold: 99,
      getType: 'FREE',
      promotionStatus: 'START',
      receivedNum: 0,
    })
    const id = created.result.id
    const b = await buyerWithAddress()
    const centre = await b.api.get(`/buyer/promotion/coupon?storeId=${s.store.id},0&pageSize=50`)
    expect(centre.result.records.map((c: { id: string }) => c.id)).toContain(id)
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${id}`)).success).toBe(true)
    const [mine] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
    expect(mine).toMatchObject({ storeId: s.store.id, price: 2_000, consumeThreshold: 9_900 })

    expect((await b.api.post(`/buyer/trade/carts?skuId=${s.sku.id}&num=1`)).success).toBe(true)
    const chosen = await b.api.get(
      `/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mine.id}&used=true`,
    )
    expect(chosen.success, JSON.stringify(chosen)).toBe(true)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    expect(Math.round(trade.result.flowPrice * 100)).toBe(10_000 - 2_000)
    await credit(
      t.database.db,
      { memberId: b.member.member.id, memberName: b.member.member.username },
      8_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const paid = await b.api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    expect(paid.success, JSON.stringify(paid)).toBe(true)

    // The seller's claim records show who took it and the order that used it.
    const records = await s.seller.get(`/store/promotion/coupon/received?couponId=${id}`)
    expect(records.result.total).toBe(1)
    expect(records.result.records[0]).toMatchObject({
      memberId: b.member.member.id,
      memberCouponStatus: 'USED',
      usedOrderSn: trade.result.orderSns[0],
    })
    const listed = await s.seller.get('/store/promotion/coupon')
    expect(listed.result.records.find((c: { id: string }) => c.id === id)).toMatchObject({ receivedNum: 1 })
  })

  it('chosen goods: the coupon covers every SKU of those goods and nothing else of the store', async () => {
    const s = await shop()
    const created = await s.seller.post(
      '/store/promotion/coupon',
      form({
        couponType: 'DISCOUNT',
        price: undefined,
        couponDiscount: 8.5,
        consumeThreshold: 0,
        scopeType: 'PORTION_GOODS',
        goodsIds: [s.sku.goodsId],
      }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result.scopeType).toBe('PORTION_GOODS')
    expect(created.result.scopeId.split(',')).toEqual([s.sku.id])
    expect(created.result.couponDiscount).toBe(8.5)
    expect(created.result.goods).toEqual([expect.objectContaining({ goodsId: s.sku.goodsId })])
    const b = await buyerWithAddress()
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${created.result.id}`)).success).toBe(true)
    const [mine] = await t.database.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.couponId, created.result.id))
    await b.api.post(`/buyer/trade/carts?skuId=${s.other.id}&num=1`)
    await b.api.post(`/buyer/trade/carts?skuId=${s.sku.id}&num=1`)
    const chosen = await b.api.get(
      `/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mine.id}&used=true`,
    )
    expect(chosen.success, JSON.stringify(chosen)).toBe(true)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    // 85 % of ¥100 on the chosen goods, the other goods at full price.
    expect(Math.round(trade.result.flowPrice * 100)).toBe(8_500 + 5_000)
  })

  it('refuses bad rules with their codes', async () => {
    const s = await shop()
    const other = await shop()
    const cases: [Record<string, unknown>, number][] = [
      [{ price: 0 }, ErrorCodes.STORE_COUPON_PRICE_ERROR.code],
      [{ price: 120, consumeThreshold: 99 }, ErrorCodes.STORE_COUPON_PRICE_ERROR.code],
      [{ couponType: 'DISCOUNT', couponDiscount: 10 }, ErrorCodes.STORE_COUPON_DISCOUNT_ERROR.code],
      [{ couponType: 'DISCOUNT', couponDiscount: 0.05 }, ErrorCodes.STORE_COUPON_DISCOUNT_ERROR.code],
      [{ startTime: at(5), endTime: at(2) }, ErrorCodes.STORE_COUPON_TIME_ERROR.code],
      [{ startTime: at(-10), endTime: at(-1) }, ErrorCodes.STORE_COUPON_TIME_ERROR.code],
      [{ rangeDayType: 'DYNAMICTIME', effectiveDays: 0 }, ErrorCodes.STORE_COUPON_TIME_ERROR.code],
      [{ rangeDayType: 'DYNAMICTIME', effectiveDays: 400 }, ErrorCodes.STORE_COUPON_TIME_ERROR.code],
      [{ publishNum: 5, couponLimitNum: 6 }, ErrorCodes.STORE_COUPON_LIMIT_ERROR.code],
      [{ scopeType: 'PORTION_GOODS', goodsIds: [] }, ErrorCodes.STORE_COUPON_SCOPE_ERROR.code],
      [
        { scopeType: 'PORTION_GOODS', goodsIds: [other.sku.goodsId] },
        ErrorCodes.STORE_COUPON_SCOPE_ERROR.code,
      ],
      [{ couponName: '' }, ErrorCodes.PARAMS_ERROR.code],
      [{ publishNum: 0 }, ErrorCodes.PARAMS_ERROR.code],
      [{ price: 1.234 }, ErrorCodes.PARAMS_ERROR.code],
    ]
    for (const [over, code] of cases) {
      const res = await s.seller.post('/store/promotion/coupon', form(over))
      expect([over, res.code]).toEqual([over, code])
      expect(res.message).toBeTruthy()
    }
    expect((await s.seller.get('/store/promotion/coupon')).result.total).toBe(0)
  })

  it('edits until the first claim, then refuses (60202); closing ends the buyer copies too', async () => {
    const s = await shop()
    const id = (await s.seller.post('/store/promotion/coupon', form({ publishNum: 10 }))).result.id
    const edited = await s.seller.put(
      '/store/promotion/coupon',
      form({ id, couponName: '改过的券', price: 30 }),
    )
    expect(edited.success, JSON.stringify(edited)).toBe(true)
    expect(edited.result).toMatchObject({ couponName: '改过的券', price: 30 })
    expect((await s.seller.get(`/store/promotion/coupon/${id}`)).result.couponName).toBe('改过的券')

    const b = await buyerWithAddress()
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${id}`)).success).toBe(true)
    const late = await s.seller.put('/store/promotion/coupon', form({ id, price: 50 }))
    expect(late.code).toBe(ErrorCodes.STORE_COUPON_CLAIMED.code)
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
    expect(row.price).toBe(3_000)

    const closed = await s.seller.put(`/store/promotion/coupon/status?couponIds=${id}&promotionStatus=CLOSE`)
    expect(closed.success, JSON.stringify(closed)).toBe(true)
    expect((await s.seller.get(`/store/promotion/coupon/${id}`)).result.promotionStatus).toBe('CLOSE')
    const [copy] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
    expect(copy.memberCouponStatus).toBe('CLOSED')
    const centre = await b.api.get(`/buyer/promotion/coupon?storeId=${s.store.id}&pageSize=50`)
    expect(centre.result.records.map((c: { id: string }) => c.id)).not.toContain(id)
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${id}`)).code).toBe(
      ErrorCodes.COUPON_RECEIVE_ERROR.code,
    )
    // A second buyer cannot claim it; the seller cannot edit a closed coupon.
    const id2 = (await s.seller.post('/store/promotion/coupon', form())).result.id
    await s.seller.put(`/store/promotion/coupon/status?couponIds=${id2}&promotionStatus=CLOSE`)
    expect((await s.seller.put('/store/promotion/coupon', form({ id: id2 }))).code).toBe(
      ErrorCodes.STORE_COUPON_CLOSED.code,
    )
    expect(
      (await s.seller.put(`/store/promotion/coupon/status?couponIds=${id2}&promotionStatus=START`)).code,
    ).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('a days-after-claim coupon is valid from the claim for its days', async () => {
    const s = await shop()
    const id = (
      await s.seller.post(
        '/store/promotion/coupon',
        form({ rangeDayType: 'DYNAMICTIME', effectiveDays: 7, startTime: at(1), endTime: at(20) }),
      )
    ).result.id
    const b = await buyerWithAddress()
    expect((await b.api.get(`/buyer/promotion/coupon/receive/${id}`)).success).toBe(true)
    const [mine] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
    const days = (mine.endTime.getTime() - mine.startTime.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(8)
  })

  it('keeps each store to its own coupons', async () => {
    const a = await shop()
    const b = await shop()
    const id = (await b.seller.post('/store/promotion/coupon', form({ couponName: 'B店的券' }))).result.id
    expect((await a.seller.get(`/store/promotion/coupon/${id}`)).code).toBe(
      ErrorCodes.STORE_COUPON_NOT_EXIST.code,
    )
    expect((await a.seller.put('/store/promotion/coupon', form({ id, couponName: '被改' }))).code).toBe(
      ErrorCodes.STORE_COUPON_NOT_EXIST.code,
    )
    expect(
      (await a.seller.put(`/store/promotion/coupon/status?couponIds=${id}&promotionStatus=CLOSE`)).code,
    ).toBe(ErrorCodes.STORE_COUPON_NOT_EXIST.code)
    expect((await a.seller.get(`/store/promotion/coupon/received?couponId=${id}`)).code).toBe(
      ErrorCodes.STORE_COUPON_NOT_EXIST.code,
    )
    expect(JSON.stringify((await a.seller.get('/store/promotion/coupon')).result)).not.toContain(id)
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
    expect(row).toMatchObject({ couponName: 'B店的券', status: 'OPEN' })
  })
})

describe('store coupons under races', () => {
  it('two edits racing a claim: the member holds the coupon as it finally reads, and no edit lands after the claim', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await shop()
      const id = (await s.seller.post('/store/promotion/coupon', form({ price: 10, publishNum: 5 }))).result
        .id
      const b = await buyerWithAddress()
      const [e1, claim, e2] = await Promise.all([
        s.seller.put('/store/promotion/coupon', form({ id, price: 20, couponName: `改一${round}` })),
        b.api.get(`/buyer/promotion/coupon/receive/${id}`),
        s.seller.put('/store/promotion/coupon', form({ id, price: 30, couponName: `改二${round}` })),
      ])
      expect(claim.success, JSON.stringify(claim)).toBe(true)
      for (const e of [e1, e2]) if (!e.success) expect(e.code).toBe(ErrorCodes.STORE_COUPON_CLAIMED.code)
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
      const [copy] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
      expect(row.receivedNum).toBe(1)
      expect({ name: copy.couponName, price: copy.price }).toEqual({ name: row.couponName, price: row.price })
      // After the claim nothing moves it any more.
      expect((await s.seller.put('/store/promotion/coupon', form({ id, price: 40 }))).code).toBe(
        ErrorCodes.STORE_COUPON_CLAIMED.code,
      )
    }
  })

  it('twelve buyers claiming a coupon of 5: exactly 5 claims', async () => {
    const s = await shop()
    const id = (await s.seller.post('/store/promotion/coupon', form({ publishNum: 5, couponLimitNum: 1 })))
      .result.id
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createMember(t)))
    const results = await Promise.all(
      buyers.map((m) => caller(t, m.headers).get(`/buyer/promotion/coupon/receive/${id}`)),
    )
    expect(results.filter((r) => r.success)).toHaveLength(5)
    for (const r of results.filter((x) => !x.success))
      expect(r.code).toBe(ErrorCodes.COUPON_NUM_INSUFFICIENT_ERROR.code)
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
    expect(row.receivedNum).toBe(5)
    expect(
      await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id)),
    ).toHaveLength(5)
  })
})
