import { ErrorCodes } from '@silk/contracts/errors'
import { nextId, nextSn } from '@silk/db/ids'
import { afterSales, memberCoupons, orderItems, orders } from '@silk/db/schema/index'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  stockOf,
} from '../../../testing/trade.ts'

// Goods pages are cached here, so the tests also see that a close drops them when stock changes.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { GOODS_CACHE_SECONDS: '30' } })
})
afterAll(() => t.close())

const BASE = '/buyer/order/afterSale'
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

/**
 * One paid trade of a buyer over `stores` stores (one SKU each, `num` units, stock 10), with a store
 * coupon of the first store and a platform coupon, both used; each store has its seller account.
 */
async function couponTrade(stores: number, num: number) {
  const buyerMember = await createMember(t)
  const buyer = caller(t, buyerMember.headers)
  await addAddress(t, buyerMember.headers)
  const shops = []
  for (let i = 0; i < stores; i++) {
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 10_000, stock: 10 })
    const seller = await createMember(t)
    await makeSeller(t, seller, store.id)
    shops.push({ store, sku, seller: caller(t, seller.headers) })
    expect((await buyer.post(`/buyer/trade/carts?skuId=${sku.id}&num=${num}`)).success).toBe(true)
  }
  const storeCoupon = await makeCoupon(t, {
    storeId: shops[0].store.id,
    storeName: shops[0].store.storeName,
    price: 1_000,
    consumeThreshold: 0,
  })
  const platformCoupon = await makeCoupon(t, { price: 500, consumeThreshold: 0 })
  for (const coupon of [storeCoupon, platformCoupon]) {
    expect((await buyer.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const [mine] = await t.database.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.couponId, coupon.id))
    await buyer.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mine.id}&used=true`)
  }
  const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
  expect(trade.success, JSON.stringify(trade)).toBe(true)
  await credit(
    t.database.db,
    { memberId: buyerMember.member.id, memberName: buyerMember.member.username },
    Math.round(trade.result.flowPrice * 100),
    'WALLET_RECHARGE',
    '测试充值',
  )
  const paid = await buyer.get(
    `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
  )
  expect(paid.success, JSON.stringify(paid)).toBe(true)
  const rows = await t.database.db
    .select({ orderSn: orders.sn, storeId: orders.storeId, itemSn: orderItems.sn })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderSn, orders.sn))
    .where(eq(orders.tradeSn, trade.result.sn))
  const withOrders = shops.map((shop) => {
    const row = rows.find((r) => r.storeId === shop.store.id)
    if (!row) throw new Error('no order for the store')
    return { ...shop, orderSn: row.orderSn, itemSn: row.itemSn }
  })
  const couponIds = [storeCoupon.id, platformCoupon.id]
  return { buyer, buyerMember, shops: withOrders, storeCouponId: storeCoupon.id, couponIds }
}
type Trade = Awaited<ReturnType<typeof couponTrade>>
type Shop = Trade['shops'][number]

async function ship(trade: Trade, shop: Shop) {
  const carriers = (await trade.buyer.get('/buyer/other/logistics')).result
  const shipped = await shop.seller.post(
    `/store/order/order/${shop.orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${nextId()}`,
  )
  expect(shipped.success, JSON.stringify(shipped)).toBe(true)
}

/** Status of the store coupon and of the platform coupon, in that order. */
async function couponStatuses(trade: Trade) {
  const rows = await t.database.db
    .select()
    .from(memberCoupons)
    .where(inArray(memberCoupons.couponId, trade.couponIds))
  return trade.couponIds.map((id) => rows.find((r) => r.couponId === id)?.memberCouponStatus)
}
async function orderStatus(sn: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, sn))
  return row.orderStatus
}
const goodsPageStock = async (sku: { goodsId: string; id: string }) =>
  (await t.app.inject({ url: `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}` })).json().result.data.quantity

/** Refund-only after-sale of `num` units, approved by the seller (refunded at once). Each call differs
 * in its description, past the 3 s duplicate-submit guard. */
async function refund(trade: Trade, shop: Shop, num: number) {
  const applied = await trade.buyer.post(
    `${BASE}/save/${shop.itemSn}?${q({ serviceType: 'RETURN_MONEY', num, reason: '商品破损或少件', problemDesc: `退${num}件 ${nextId()}` })}`,
  )
  expect(applied.success, JSON.stringify(applied)).toBe(true)
  const done = await shop.seller.post(`/store/order/afterSale/review/${applied.result.sn}?serviceStatus=PASS`)
  expect(done.result.serviceStatus).toBe('COMPLETE')
  return applied.result.sn as string
}

/** A return: approved, sent back by the buyer, received by the seller (then refunded). */
async function returnGoods(trade: Trade, shop: Shop, num: number) {
  const applied = await trade.buyer.post(
    `${BASE}/save/${shop.itemSn}?${q({ serviceType: 'RETURN_GOODS', num, reason: '七天无理由退货', problemDesc: '不合适' })}`,
  )
  expect(applied.success, JSON.stringify(applied)).toBe(true)
  const sn = applied.result.sn
  await shop.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)
  const carriers = (await trade.buyer.get('/buyer/other/logistics')).result
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
  await trade.buyer.post(
    `${BASE}/delivery/${sn}?${q({ logisticsNo: 'SF200001', logisticsId: carriers[0].id, mDeliverTime: today })}`,
  )
  const done = await shop.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS`)
  expect(done.result.serviceStatus).toBe('COMPLETE')
}

describe('an order closed because every unit was refunded', () => {
  it('keeps the order and its coupons while units remain unrefunded', async () => {
    const trade = await couponTrade(1, 2)
    const [shop] = trade.shops
    await ship(trade, shop)
    await refund(trade, shop, 1)
    expect(await orderStatus(shop.orderSn)).toBe('DELIVERED')
    expect(await couponStatuses(trade)).toEqual(['USED', 'USED'])
    expect(await stockOf(t, shop.sku.id)).toBe(8)
  })

  it('gives back the store coupon, and the platform coupon with the trade last open order; shipped goods stay out of stock', async () => {
    const trade = await couponTrade(2, 2)
    const [first, second] = trade.shops
    await ship(trade, first)
    await ship(trade, second)
    await refund(trade, first, 1)
    await refund(trade, first, 1)
    expect(await orderStatus(first.orderSn)).toBe('CANCELLED')
    // The other order of the trade still stands: the platform coupon stays used.
    expect(await couponStatuses(trade)).toEqual(['NEW', 'USED'])
    // Refund-only goods stayed with the buyer.
    expect(await stockOf(t, first.sku.id)).toBe(8)

    await returnGoods(trade, second, 2)
    expect(await orderStatus(second.orderSn)).toBe('CANCELLED')
    expect(await couponStatuses(trade)).toEqual(['NEW', 'NEW'])
    // A returned parcel is not put back on sale by after-sale (reference §10): the seller decides.
    expect(await stockOf(t, second.sku.id)).toBe(8)
    const [storeCoupon] = await t.database.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.couponId, trade.storeCouponId))
    expect(storeCoupon).toMatchObject({ usedOrderSn: null, consumptionTime: null })
  })

  it('returns the stock and the coupons of an order closed before shipment, once', async () => {
    const trade = await couponTrade(1, 2)
    const [shop] = trade.shops
    expect(await goodsPageStock(shop.sku)).toBe(8)
    // After-sale opens only once an order has shipped (33003), so these refunds of goods that never
    // left the seller are written straight into the table, as the apply call would write them.
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.sn, shop.itemSn))
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, shop.orderSn))
    expect(order.orderStatus).toBe('UNDELIVERED')
    const sns = [nextSn('A'), nextSn('A')]
    await t.database.db.insert(afterSales).values(
      sns.map((sn, i) => ({
        id: nextId(),
        sn,
        orderSn: order.sn,
        orderItemSn: item.sn,
        tradeSn: order.tradeSn,
        memberId: order.memberId,
        memberName: order.memberName,
        storeId: order.storeId,
        storeName: order.storeName,
        goodsId: item.goodsId,
        skuId: item.skuId,
        num: 1,
        goodsImage: item.image,
        goodsName: item.goodsName,
        specs: item.specs,
        flowPrice: item.flowPrice,
        reason: '不想要了',
        problemDesc: '未发货退款',
        serviceType: 'RETURN_MONEY',
        refundWay: 'ORIGINAL',
        accountType: order.paymentMethod,
        applyRefundPrice:
          i === 0 ? Math.floor(item.flowPrice / 2) : item.flowPrice - Math.floor(item.flowPrice / 2),
      })),
    )
    const review = (sn: string, again = '') =>
      shop.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS${again}`)

    expect((await review(sns[0])).result.serviceStatus).toBe('COMPLETE')
    expect(await orderStatus(shop.orderSn)).toBe('UNDELIVERED')
    expect(await couponStatuses(trade)).toEqual(['USED', 'USED'])
    expect(await stockOf(t, shop.sku.id)).toBe(8)

    expect((await review(sns[1])).result.serviceStatus).toBe('COMPLETE')
    expect(await orderStatus(shop.orderSn)).toBe('CANCELLED')
    expect(await stockOf(t, shop.sku.id)).toBe(10)
    expect(await goodsPageStock(shop.sku)).toBe(10)
    expect(await couponStatuses(trade)).toEqual(['NEW', 'NEW'])

    // Nothing comes back a second time: not by a repeated review, nor by a cancel of the closed order.
    expect((await review(sns[1], '&remark=again')).code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
    expect((await trade.buyer.post(`/buyer/order/order/${shop.orderSn}/cancel?reason=x`)).success).toBe(false)
    expect(await stockOf(t, shop.sku.id)).toBe(10)
    expect(await couponStatuses(trade)).toEqual(['NEW', 'NEW'])
  })
})
