import { ErrorCodes } from '@silk/contracts/errors'
import { memberCoupons, orderLogs, orders } from '@silk/db/schema/index'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelExpiredOrders } from '../../../flows/cancel-order.ts'
import { sandboxProvider } from '../../../modules/payment/provider.ts'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  addAddress,
  caller,
  makeCoupon,
  makeSeller,
  makeSku,
  makeStore,
  regionPath,
  stockOf,
} from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function buyer() {
  const m = await createMember(t)
  await addAddress(t, m.headers)
  return { ...m, api: caller(t, m.headers) }
}

const myCoupons = async (api: ReturnType<typeof caller>, status: string) =>
  (await api.get(`/buyer/promotion/coupon/getCoupons?memberCouponStatus=${status}&pageSize=50`)).result

describe('coupon validity at checkout', () => {
  it('an expired coupon is listed as expired, cannot be selected and drops out of a cart that held it', async () => {
    const { api, member } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 20_000, stock: 5 })
    const coupon = await makeCoupon(t, { couponName: '限时券', consumeThreshold: 0 })
    await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
    const [mc] = (await myCoupons(api, 'NEW')).records
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
    expect((await api.get('/buyer/trade/carts/checked?way=CART')).result.priceDetailDTO.couponPrice).toBe(20)

    await t.database.db
      .update(memberCoupons)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(memberCoupons.id, mc.id))
    const view = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(view.platformCoupon).toBeNull()
    expect(view.priceDetailDTO.couponPrice).toBe(0)
    expect(view.canUseCoupons.map((c: { id: string }) => c.id)).not.toContain(mc.id)
    const again = await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
    expect(again).toMatchObject({ success: false, code: ErrorCodes.COUPON_EXPIRED.code })
    expect((await myCoupons(api, 'EXPIRE')).records.map((c: { id: string }) => c.id)).toEqual([mc.id])
    expect((await api.get('/buyer/trade/carts/coupon/num?way=CART')).result).toBe(0)

    const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    expect(trade.flowPrice).toBe(200)
    const [row] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.id, mc.id))
    expect(row).toMatchObject({ memberId: member.id, memberCouponStatus: 'EXPIRE', usedOrderSn: null })
  })

  it('a DYNAMICTIME coupon is valid until the end of the China day N days after it is claimed', async () => {
    const { api } = await buyer()
    const coupon = await makeCoupon(t, {
      couponName: '领取后3天有效',
      rangeDayType: 'DYNAMICTIME',
      effectiveDays: 3,
      // The template's own dates do not bound a DYNAMICTIME coupon's use.
      startTime: new Date(Date.now() + 86_400_000),
      endTime: new Date(Date.now() + 30 * 86_400_000),
    })
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const [mine] = (await myCoupons(api, 'NEW')).records
    const chinaDay = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10)
    expect(mine.endTime).toBe(`${chinaDay} 23:59:59`)
  })
})

describe('BUY_NOW checkout choices', () => {
  it('takes the address, invoice and coupon chosen for the buy-now cart, not the cart ones', async () => {
    const { api, headers } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 30_000, stock: 5 })
    const other = await makeSku(t, store, { price: 1_000, stock: 5 })
    const coupon = await makeCoupon(t, {
      couponName: '店铺满200减30',
      price: 3000,
      consumeThreshold: 20_000,
      storeId: store.id,
      storeName: store.storeName,
    })
    await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
    const [mc] = (await myCoupons(api, 'NEW')).records
    await addAddress(t, headers)
    const office = (
      await api.post(
        `/buyer/member/address?name=${encodeURIComponent('李四')}&mobile=13900139000&consigneeAddressIdPath=${await regionPath(t)}&detail=${encodeURIComponent('科技园2号楼')}&isDefault=false`,
      )
    ).result as { id: string }
    await api.post(`/buyer/trade/carts?skuId=${other.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)

    // The cart (1 yuan) cannot use the 200 threshold; the buy-now cart (300 yuan) can.
    expect((await api.get('/buyer/trade/carts/coupon/num?way=CART')).result).toBe(0)
    expect((await api.get('/buyer/trade/carts/coupon/num?way=BUY_NOW')).result).toBe(1)
    await api.get(`/buyer/trade/carts/select/coupon?way=BUY_NOW&memberCouponId=${mc.id}&used=true`)
    expect(
      (await api.get(`/buyer/trade/carts/shippingAddress?way=BUY_NOW&shippingAddressId=${office.id}`))
        .success,
    ).toBe(true)
    const receipt = await api.get(
      `/buyer/trade/carts/select/receipt?way=BUY_NOW&receiptTitle=${encodeURIComponent('丝路贸易有限公司')}&taxpayerId=91330100MA2B1234X5&receiptContent=${encodeURIComponent('商品明细')}`,
    )
    expect(receipt.success).toBe(true)
    const cart = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(cart.receiptVO ?? null).toBeNull()
    expect(Object.keys(cart.storeCoupons)).toHaveLength(0)

    const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })).result
    expect(trade.flowPrice).toBe(270)
    const detail = (await api.get(`/buyer/order/order/${trade.orderSns[0]}`)).result
    expect(detail.order).toMatchObject({ consigneeName: '李四', consigneeDetail: '科技园2号楼' })
    expect(detail.receipt).toMatchObject({
      receiptTitle: '丝路贸易有限公司',
      taxpayerId: '91330100MA2B1234X5',
    })
    expect((await myCoupons(api, 'USED')).records.map((c: { id: string }) => c.id)).toEqual([mc.id])
    // The ordinary cart is untouched.
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(1)
  })
})

describe('quantities and order tags', () => {
  it('refuses a quantity above stock even when it is under 99, and keeps the line as it was', async () => {
    const { api } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 1000, stock: 7 })
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)
    expect((await api.post(`/buyer/trade/carts/sku/num/${sku.id}?num=8`)).code).toBe(
      ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code,
    )
    expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=6`)).code).toBe(
      ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code,
    )
    expect((await api.get('/buyer/trade/carts/all')).result.skuList[0].num).toBe(2)
    expect((await api.post(`/buyer/trade/carts/sku/num/${sku.id}?num=7`)).success).toBe(true)
  })

  it('lists shipped orders under WAIT_ROG and cancelled ones under CANCELLED', async () => {
    const { api, member, headers } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 1000, stock: 10 })
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    const shipped = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)
    const dropped = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'H5' })).result
    await credit(t.database.db, { memberId: member.id, memberName: 'x' }, 10_000, 'WALLET_RECHARGE', 'test')
    await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${shipped.sn}`)
    const seller = await createMember(t)
    await makeSeller(t, seller, store.id)
    const carriers = (await t.app.inject({ url: '/buyer/other/logistics', headers })).json().result
    await caller(t, seller.headers).post(
      `/store/order/order/${shipped.orderSns[0]}/delivery?logisticsId=${carriers[0].id}&logisticsNo=YT0000000001`,
    )
    await api.post(`/buyer/order/order/${dropped.orderSns[0]}/cancel?reason=${encodeURIComponent('拍错了')}`)
    const tag = async (name: string) =>
      (await api.get(`/buyer/order/order?tag=${name}`)).result.records.map((r: { sn: string }) => r.sn)
    expect(await tag('WAIT_ROG')).toEqual(shipped.orderSns)
    expect(await tag('CANCELLED')).toEqual(dropped.orderSns)
    expect(await tag('WAIT_SHIP')).toEqual([])
    expect(await tag('WAIT_PAY')).toEqual([])
  })
})

describe('payment notices', () => {
  it('a signed notice pays a whole trade once, however often it is repeated', async () => {
    const { api, member } = await buyer()
    const a = await makeSku(t, await makeStore(t), { price: 5_000, stock: 5 })
    const b = await makeSku(t, await makeStore(t), { price: 7_000, stock: 5 })
    await api.post(`/buyer/trade/carts?skuId=${a.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${b.id}&num=1`)
    const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    const url = (
      await api.get(`/buyer/payment/cashier/pay/WECHAT/NATIVE?orderType=TRADE&sn=${trade.sn}&clientType=PC`)
    ).result as string
    const outTradeNo = new URL(url).searchParams.get('outTradeNo') as string
    const notice = sandboxProvider(t.config).sign({ outTradeNo, amount: 12_000, providerTradeNo: 'WX0001' })
    const send = () =>
      t.app.inject({ method: 'POST', url: '/buyer/payment/cashier/notify/WECHAT', payload: notice })
    // Concurrent on PostgreSQL; PGlite serialises them, which must give the same outcome.
    const answers = await Promise.all(Array.from({ length: 8 }, send))
    expect(answers.every((r) => r.body === 'success')).toBe(true)
    const mine = await t.database.db.select().from(orders).where(inArray(orders.sn, trade.orderSns))
    expect(mine.map((o) => [o.orderStatus, o.payStatus])).toEqual([
      ['UNDELIVERED', 'PAID'],
      ['UNDELIVERED', 'PAID'],
    ])
    const paidLogs = await t.database.db
      .select()
      .from(orderLogs)
      .where(and(inArray(orderLogs.orderSn, trade.orderSns), eq(orderLogs.toStatus, 'PAID')))
    expect(paidLogs).toHaveLength(2)
    // Nothing was credited back: the money paid the trade exactly once.
    expect((await api.get('/buyer/wallet/wallet')).result.memberWallet).toBe(0)
    expect((await api.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${trade.sn}`)).result).toBe(true)
    expect(member.id).toBeTruthy()
  })
})

describe('payment result', () => {
  it("tells a member nothing about another member's trade, order or recharge", async () => {
    const owner = await buyer()
    const other = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 1_000, stock: 5 })
    await owner.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    const trade = (await owner.api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    const recharge = (await owner.api.post('/buyer/trade/recharge?price=10')).result
    const targets = [
      ['TRADE', trade.sn],
      ['ORDER', trade.orderSns[0]],
      ['RECHARGE', recharge.rechargeSn],
    ]
    for (const [orderType, sn] of targets) {
      const url = `/buyer/payment/cashier/result?orderType=${orderType}&sn=${sn}`
      expect((await owner.api.get(url)).result).toBe(false)
      expect(await other.api.get(url)).toMatchObject({
        success: false,
        code: ErrorCodes.PAY_NOT_EXIST_ORDER.code,
      })
    }
  })
})

// PGlite is a single connection: two app nodes at once need the PostgreSQL server.
describe.runIf(!!process.env.TEST_DATABASE_URL)('auto-cancel on two nodes at once (PostgreSQL)', () => {
  it('cancels each expired order once and gives back its stock and both coupons exactly once', async () => {
    const trades = []
    const skus = []
    for (let i = 0; i < 6; i++) {
      const { api } = await buyer()
      const s1 = await makeStore(t)
      const s2 = await makeStore(t)
      const a = await makeSku(t, s1, { price: 8_000, stock: 10 })
      const b = await makeSku(t, s2, { price: 6_000, stock: 10 })
      const platform = await makeCoupon(t, { couponName: '平台满100减20', consumeThreshold: 10_000 })
      const shop = await makeCoupon(t, {
        couponName: '店铺立减5',
        price: 500,
        consumeThreshold: 0,
        storeId: s1.id,
        storeName: s1.storeName,
      })
      for (const c of [platform, shop]) await api.get(`/buyer/promotion/coupon/receive/${c.id}`)
      await api.post(`/buyer/trade/carts?skuId=${a.id}&num=2`)
      await api.post(`/buyer/trade/carts?skuId=${b.id}&num=1`)
      for (const mc of (await myCoupons(api, 'NEW')).records)
        await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
      const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
      expect(trade.orderSns).toHaveLength(2)
      expect((await myCoupons(api, 'USED')).total).toBe(2)
      trades.push({ api, trade })
      skus.push(a.id, b.id)
    }
    const later = new Date(Date.now() + 31 * 60_000)
    // Two nodes, each claiming one order at a time, so the two orders of a trade are often cancelled
    // by different nodes in overlapping transactions.
    const ctx = { db: t.database.db, config: t.config }
    await Promise.all([cancelExpiredOrders(ctx, later, 1), cancelExpiredOrders(ctx, later, 1)])

    for (const id of skus) expect(await stockOf(t, id)).toBe(10)
    for (const { api, trade } of trades) {
      const cancelLogs = await t.database.db
        .select()
        .from(orderLogs)
        .where(and(inArray(orderLogs.orderSn, trade.orderSns), eq(orderLogs.toStatus, 'CANCELLED')))
      expect(cancelLogs).toHaveLength(2)
      expect((await myCoupons(api, 'NEW')).total).toBe(2)
      expect((await myCoupons(api, 'USED')).total).toBe(0)
    }
  })

  it('a payment racing the auto-cancel either pays the whole trade or loses it whole, never deadlocks', async () => {
    const buyers = []
    for (let i = 0; i < 8; i++) {
      const b = await buyer()
      const a = await makeSku(t, await makeStore(t), { price: 3_000, stock: 10 })
      const c = await makeSku(t, await makeStore(t), { price: 2_000, stock: 10 })
      await b.api.post(`/buyer/trade/carts?skuId=${a.id}&num=1`)
      await b.api.post(`/buyer/trade/carts?skuId=${c.id}&num=1`)
      const trade = (await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
      await credit(
        t.database.db,
        { memberId: b.member.id, memberName: 'x' },
        5_000,
        'WALLET_RECHARGE',
        'test',
      )
      buyers.push({ ...b, trade })
    }
    const later = new Date(Date.now() + 31 * 60_000)
    const ctx = { db: t.database.db, config: t.config }
    const [payments] = await Promise.all([
      Promise.all(
        buyers.map((b) =>
          b.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${b.trade.sn}`),
        ),
      ),
      cancelExpiredOrders(ctx, later, 1),
      cancelExpiredOrders(ctx, later, 1),
    ])
    for (const [i, b] of buyers.entries()) {
      const paid = payments[i]
      // Paid (32001), or found cancelled first (32006 / 32003): never a server error.
      expect([
        ErrorCodes.PAY_SUCCESS.code,
        ErrorCodes.PAY_BAN.code,
        ErrorCodes.PAY_DOUBLE_ERROR.code,
        ErrorCodes.PAY_ERROR.code,
      ]).toContain(paid.code)
      const states = (
        await t.database.db.select().from(orders).where(inArray(orders.sn, b.trade.orderSns))
      ).map((o) => o.orderStatus)
      const balance = (await b.api.get('/buyer/wallet/wallet')).result.memberWallet
      if (paid.code === ErrorCodes.PAY_SUCCESS.code) {
        expect(states).toEqual(['UNDELIVERED', 'UNDELIVERED'])
        expect(balance).toBe(0)
      } else {
        expect(states).toEqual(['CANCELLED', 'CANCELLED'])
        expect(balance).toBe(50)
      }
    }
  })
})
