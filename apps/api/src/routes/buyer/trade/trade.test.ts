import { ErrorCodes } from '@silk/contracts/errors'
import { goods } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelExpiredOrders } from '../../../flows/cancel-order.ts'
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

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function salesOf(goodsId: string) {
  const [row] = await t.database.db.select({ n: goods.buyCount }).from(goods).where(eq(goods.id, goodsId))
  return row.n
}

async function buyer() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

describe('cart', () => {
  it('adds, accumulates up to 99 and stock, counts lines, checks and removes', async () => {
    const { api } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 1250, stock: 120 })
    const low = await makeSku(t, store, { price: 500, stock: 2 })
    expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)).success).toBe(true)
    expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=3`)).success).toBe(true)
    expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=0`)).code).toBe(
      ErrorCodes.CART_NUM_ERROR.code,
    )
    expect((await api.post(`/buyer/trade/carts?skuId=${low.id}&num=3`)).code).toBe(
      ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code,
    )
    expect((await api.post(`/buyer/trade/carts?skuId=${low.id}&num=2`)).success).toBe(true)
    expect((await api.post('/buyer/trade/carts?skuId=123&num=1')).code).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
    const all = (await api.get('/buyer/trade/carts/all')).result
    expect(all.skuList).toHaveLength(2)
    expect(all.cartList).toHaveLength(1)
    expect(all.skuList[0].num).toBe(5)
    expect(all.priceDetailDTO.goodsPrice).toBe(72.5)
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(2)
    expect((await api.post(`/buyer/trade/carts/sku/num/${sku.id}?num=100`)).code).toBe(
      ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code,
    )
    expect((await api.post(`/buyer/trade/carts/sku/num/${sku.id}?num=99`)).success).toBe(true)
    await api.post(`/buyer/trade/carts/sku/checked/${sku.id}?checked=false`)
    expect((await api.get('/buyer/trade/carts/count?checked=true')).result).toBe(1)
    await api.post(`/buyer/trade/carts/store/${store.id}?checked=false`)
    expect((await api.get('/buyer/trade/carts/count?checked=true')).result).toBe(0)
    await api.post('/buyer/trade/carts/sku/checked?checked=true')
    expect((await api.get('/buyer/trade/carts/count?checked=true')).result).toBe(2)
    await api.del(`/buyer/trade/carts/sku/remove?skuIds=${low.id}`)
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(1)
    await api.del('/buyer/trade/carts')
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(0)
  })

  it('requires a token and validates way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/buyer/trade/carts/all' })
    expect(res.statusCode).toBe(401)
    const { api } = await buyer()
    expect((await api.get('/buyer/trade/carts/checked?way=NOPE')).success).toBe(false)
  })
})

describe('addresses', () => {
  it('CRUD with default and ownership (20005)', async () => {
    const a = await buyer()
    const b = await buyer()
    const addr = await addAddress(t, a.headers)
    expect((await a.api.get('/buyer/member/address/get/default')).result.id).toBe(addr.id)
    expect((await b.api.get(`/buyer/member/address/get/${addr.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await b.api.del(`/buyer/member/address/delById/${addr.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    const bad = await a.api.post(
      '/buyer/member/address?name=x&mobile=123&consigneeAddressIdPath=1,2&detail=d',
    )
    expect(bad.success).toBe(false)
    const list = (await a.api.get('/buyer/member/address')).result
    expect(list.total).toBe(1)
    expect(list.records[0].consigneeAddressPath.split(',').length).toBeGreaterThan(1)
    expect((await a.api.del(`/buyer/member/address/delById/${addr.id}`)).success).toBe(true)
  })
})

describe('checkout, coupons, wallet payment, orders', () => {
  it('runs the whole journey across two stores with a platform coupon', async () => {
    const { api, member, headers } = await buyer()
    const s1 = await makeStore(t, '青花瓷坊')
    const s2 = await makeStore(t, '普洱茶庄')
    const a = await makeSku(t, s1, { price: 8000, stock: 10 })
    const b = await makeSku(t, s2, { price: 4000, stock: 10 })
    const coupon = await makeCoupon(t, { couponName: '满100减20', price: 2000, consumeThreshold: 10_000 })
    const centre = (await t.app.inject({ method: 'GET', url: '/buyer/promotion/coupon' })).json()
    expect(centre.result.records.some((c: { id: string }) => c.id === coupon.id)).toBe(true)
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).code).toBe(
      ErrorCodes.COUPON_LIMIT_ERROR.code,
    )
    const mine = (await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW')).result.records
    expect(mine).toHaveLength(1)

    await api.post(`/buyer/trade/carts?skuId=${a.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${b.id}&num=1`)
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).code).toBe(
      ErrorCodes.MEMBER_ADDRESS_NOT_EXIST.code,
    )
    await addAddress(t, headers)
    let checked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(checked.memberAddress).not.toBeNull()
    expect(checked.canUseCoupons).toHaveLength(1)
    expect((await api.get('/buyer/trade/carts/coupon/num?way=CART')).result).toBe(1)
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mine[0].id}&used=true`)
    await api.get(
      `/buyer/trade/carts/select/receipt?way=CART&receiptTitle=${encodeURIComponent('个人')}&receiptContent=${encodeURIComponent('商品明细')}`,
    )
    checked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(checked.platformCoupon.memberCoupon.id).toBe(mine[0].id)
    expect(checked.priceDetailDTO.couponPrice).toBe(20)
    expect(checked.priceDetailDTO.flowPrice).toBe(100)
    const shares = checked.skuList.map(
      (l: { priceDetailDTO: { couponPrice: number } }) => l.priceDetailDTO.couponPrice,
    )
    expect(shares.sort((x: number, y: number) => x - y)).toEqual([6.67, 13.33])

    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success).toBe(true)
    expect(trade.result.orderSns).toHaveLength(2)
    expect(trade.result.flowPrice).toBe(100)
    expect(await stockOf(t, a.id)).toBe(9)
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(0)
    expect((await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=USED')).result.total).toBe(1)

    const sn = trade.result.sn
    const detail = (
      await api.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${sn}&clientType=PC`)
    ).result
    expect(detail.price).toBe(100)
    expect(detail.support).toContain('WALLET')
    expect((await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${sn}`)).code).toBe(
      34001,
    )
    await credit(t.database.db, { memberId: member.id, memberName: 'x' }, 50_000, 'WALLET_RECHARGE', 'test')
    const salesBefore = await salesOf(a.goodsId)
    const paid = await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${sn}`)
    expect(paid).toMatchObject({ success: true, code: ErrorCodes.PAY_SUCCESS.code })
    // Paid items are sales: the goods' 销量 and its listing (the sales sort) both move.
    expect(await salesOf(a.goodsId)).toBe(salesBefore + 1)
    const listed = await t.app.inject(`/buyer/goods/goods/es?storeId=${s1.id}`)
    expect(listed.json().result.records[0].buyCount).toBe(salesBefore + 1)
    expect((await api.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${sn}`)).result).toBe(true)
    expect((await api.get('/buyer/wallet/wallet')).result.memberWallet).toBe(400)
    expect((await api.get('/buyer/order/order?tag=WAIT_SHIP')).result.total).toBe(2)

    const [o1, o2] = trade.result.orderSns
    const seller = await createMember(t)
    const sellerOf = await (async () => {
      const d = (await api.get(`/buyer/order/order/${o1}`)).result
      return d.order.storeId
    })()
    await makeSeller(t, seller, sellerOf)
    const carriers = (await t.app.inject({ method: 'GET', url: '/buyer/other/logistics', headers })).json()
      .result
    const ship = await caller(t, seller.headers).post(
      `/store/order/order/${o1}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF1234567890`,
    )
    expect(ship.success).toBe(true)
    expect(
      (
        await caller(t, seller.headers).post(
          `/store/order/order/${o2}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF1234567891`,
        )
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await api.post(`/buyer/order/order/getTraces/${o1}`)).result.traces.length).toBeGreaterThan(0)
    expect((await api.get(`/buyer/order/order/getPackage/${o1}`)).result[0].logisticsNo).toBe('SF1234567890')
    expect((await api.del(`/buyer/order/order/${o1}`)).code).toBe(ErrorCodes.ORDER_DELETE_ERROR.code)
    expect((await api.post(`/buyer/order/order/${o1}/receiving`)).success).toBe(true)
    const done = (await api.get(`/buyer/order/order/${o1}`)).result
    expect(done.order.orderStatus).toBe('COMPLETED')
    expect(done.allowOperationVO).toMatchObject({
      delete: true,
      showLogistics: true,
      rog: false,
      cancel: false,
    })
    expect(done.orderLogs.length).toBe(5)
    expect(done.receipt.receiptTitle).toBe('个人')

    expect(
      (await api.post(`/buyer/order/order/${o2}/cancel?reason=${encodeURIComponent('不想要了')}`)).success,
    ).toBe(true)
    expect(await stockOf(t, b.id)).toBe(10)
    expect((await api.get('/buyer/wallet/wallet')).result.memberWallet).toBeGreaterThan(400)
    expect((await api.get('/buyer/wallet/log')).result.records[0].serviceType).toBe('WALLET_REFUND')
    const other = await buyer()
    expect((await other.api.get(`/buyer/order/order/${o2}`)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await other.api.get(`/buyer/order/order/getPackage/${o1}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await api.del(`/buyer/order/order/${o2}`)).success).toBe(true)
    expect((await api.get(`/buyer/order/order/${o2}`)).code).toBe(ErrorCodes.ORDER_NOT_EXIST.code)
  })

  it('auto-cancels unpaid orders and gives stock and coupons back', async () => {
    const { api, headers } = await buyer()
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 20_000, stock: 3 })
    const coupon = await makeCoupon(t, {
      storeId: store.id,
      storeName: store.storeName,
      couponType: 'DISCOUNT',
      couponDiscount: 90,
      consumeThreshold: 0,
    })
    await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
    await addAddress(t, headers)
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)
    const mc = (await api.get('/buyer/promotion/coupon/getCoupons')).result.records[0]
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
    const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    expect(trade.flowPrice).toBe(360)
    expect(await stockOf(t, sku.id)).toBe(1)
    const n = await cancelExpiredOrders(
      { db: t.database.db, config: t.config },
      new Date(Date.now() + 31 * 60_000),
    )
    expect(n).toBeGreaterThanOrEqual(1)
    expect(await stockOf(t, sku.id)).toBe(3)
    expect((await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW')).result.total).toBe(1)
    const d = (await api.get(`/buyer/order/order/${trade.orderSns[0]}`)).result
    expect(d.order.orderStatus).toBe('CANCELLED')
    expect(d.order.cancelReason).toBe('超时未支付自动取消')
    expect((await api.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${trade.sn}`)).code).toBe(
      32006,
    )
  })
})

describe('recharge through the sandbox, withdrawals', () => {
  it('recharges with the sandbox provider idempotently and freezes withdrawals', async () => {
    const { api } = await buyer()
    expect((await api.post('/buyer/trade/recharge?price=0.5')).code).toBe(
      ErrorCodes.RECHARGE_PRICE_ERROR.code,
    )
    const recharge = (await api.post('/buyer/trade/recharge?price=100')).result
    expect(
      (await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=RECHARGE&sn=${recharge.rechargeSn}`))
        .code,
    ).toBe(ErrorCodes.CAN_NOT_RECHARGE_WALLET.code)
    const url = (
      await api.get(`/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=RECHARGE&sn=${recharge.rechargeSn}`)
    ).result
    const outTradeNo = new URL(url).searchParams.get('outTradeNo') as string
    expect((await api.get(`/buyer/payment/sandbox/${outTradeNo}`)).result.amount).toBe(100)
    const forged = await t.app.inject({
      method: 'POST',
      url: '/buyer/payment/cashier/notify/ALIPAY',
      payload: { outTradeNo, amount: '10000', providerTradeNo: 'x', sign: 'bad' },
    })
    expect(forged.body).toBe('fail')
    expect((await api.post(`/buyer/payment/sandbox/${outTradeNo}/confirm`)).code).toBe(
      ErrorCodes.PAY_SUCCESS.code,
    )
    expect((await api.post(`/buyer/payment/sandbox/${outTradeNo}/confirm`)).code).toBe(
      ErrorCodes.PAY_SUCCESS.code,
    )
    expect((await api.get('/buyer/wallet/wallet')).result.memberWallet).toBe(100)
    expect((await api.get('/buyer/wallet/recharge')).result.records[0].payStatus).toBe('PAID')
    expect(
      (
        await api.post(
          `/buyer/wallet/wallet/withdrawal?price=200&realName=${encodeURIComponent('张三')}&connectNumber=6222020000000000`,
        )
      ).code,
    ).toBe(ErrorCodes.WALLET_WITHDRAWAL_INSUFFICIENT.code)
    expect(
      (
        await api.post(
          `/buyer/wallet/wallet/withdrawal?price=30&realName=${encodeURIComponent('张三')}&connectNumber=6222020000000000`,
        )
      ).result,
    ).toBe(true)
    expect((await api.get('/buyer/wallet/wallet')).result).toEqual({
      memberWallet: 70,
      memberFrozenWallet: 30,
      recharge: { minPrice: 1, maxPrice: 10000 },
    })
    expect((await api.get('/buyer/member/withdrawApply')).result.records[0].applyStatus).toBe('APPLY')
    const stale = (await api.post('/buyer/trade/recharge?price=5')).result
    await cancelExpiredOrders({ db: t.database.db, config: t.config }, new Date(Date.now() + 31 * 60_000))
    expect(
      (await api.get(`/buyer/payment/cashier/tradeDetail?orderType=RECHARGE&sn=${stale.rechargeSn}`)).code,
    ).toBe(ErrorCodes.PAY_BAN.code)
  })
})
