import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { cartStates, storeAddresses } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { addAddress, caller, makeCoupon, makeSku, makeStore, stockOf } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function buyer() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

describe('BUY_NOW and delivery choices', () => {
  it('replaces the buy-now cart, leaves CART alone, offers self pickup for one store with pickup points', async () => {
    const { api, headers } = await buyer()
    const store = await makeStore(t)
    const a = await makeSku(t, store, { price: 3000 })
    const b = await makeSku(t, store, { price: 4000 })
    await api.post(`/buyer/trade/carts?skuId=${a.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${a.id}&num=2&cartType=BUY_NOW`)
    await api.post(`/buyer/trade/carts?skuId=${b.id}&num=1&cartType=BUY_NOW`)
    const now = (await api.get('/buyer/trade/carts/checked?way=BUY_NOW')).result
    expect(now.skuList.map((l: { goodsSku: { id: string } }) => l.goodsSku.id)).toEqual([b.id])
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(1)
    expect((await api.get('/buyer/trade/carts/shippingMethodList?way=BUY_NOW')).result).toEqual(['LOGISTICS'])
    expect(
      (await api.put('/buyer/trade/carts/shippingMethod?way=BUY_NOW&shippingMethod=SELF_PICK_UP')).code,
    ).toBe(ErrorCodes.CART_ERROR.code)
    const pickupId = nextId()
    await t.database.db.insert(storeAddresses).values({
      id: pickupId,
      storeId: store.id,
      addressName: '自提点',
      address: '杭州市南山路1号',
      mobile: '057188886666',
    })
    expect((await api.get('/buyer/trade/carts/shippingMethodList?way=BUY_NOW')).result).toEqual([
      'LOGISTICS',
      'SELF_PICK_UP',
    ])
    const points = await t.app.inject({ method: 'GET', url: `/buyer/store/address/page/${store.id}` })
    expect(points.json().result.records).toMatchObject([{ id: pickupId, addressName: '自提点' }])
    expect(
      (await api.put('/buyer/trade/carts/shippingMethod?way=BUY_NOW&shippingMethod=SELF_PICK_UP')).success,
    ).toBe(true)
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })).code).toBe(
      ErrorCodes.MEMBER_ADDRESS_NOT_EXIST.code,
    )
    expect(
      (await api.get(`/buyer/trade/carts/storeAddress?way=BUY_NOW&storeAddressId=${nextId()}`)).code,
    ).toBe(ErrorCodes.SHIPPING_NOT_APPLY.code)
    expect(
      (await api.get(`/buyer/trade/carts/storeAddress?way=BUY_NOW&storeAddressId=${pickupId}`)).success,
    ).toBe(true)
    const trade = await api.post('/buyer/trade/carts/create/trade', {
      way: 'BUY_NOW',
      remark: [{ storeId: store.id, remark: '请尽快' }],
    })
    expect(trade.success).toBe(true)
    const order = (await api.get(`/buyer/order/order/${trade.result.orderSns[0]}`)).result.order
    expect(order).toMatchObject({
      deliveryMethod: 'SELF_PICK_UP',
      storeAddressPath: '杭州市南山路1号',
      remark: '请尽快',
      consigneeName: null,
    })
    expect((await api.get('/buyer/trade/carts/count')).result).toBe(1)
    // Another member's address cannot be chosen.
    const other = await buyer()
    const foreign = await addAddress(t, other.headers)
    expect(
      (await api.get(`/buyer/trade/carts/shippingAddress?way=CART&shippingAddressId=${foreign.id}`)).code,
    ).toBe(ErrorCodes.SHIPPING_NOT_APPLY.code)
    const own = await addAddress(t, headers)
    expect(
      (await api.get(`/buyer/trade/carts/shippingAddress?way=CART&shippingAddressId=${own.id}`)).success,
    ).toBe(true)
  })
})

describe('coupon rules', () => {
  it('claims: FREE only, started only, stock, per-member limit', async () => {
    const { api } = await buyer()
    const activity = await makeCoupon(t, { getType: 'ACTIVITY' })
    const future = await makeCoupon(t, { startTime: new Date(Date.now() + 86_400_000) })
    const twice = await makeCoupon(t, { couponLimitNum: 2 })
    expect((await api.get(`/buyer/promotion/coupon/receive/${activity.id}`)).code).toBe(
      ErrorCodes.COUPON_DO_NOT_RECEIVER.code,
    )
    expect((await api.get(`/buyer/promotion/coupon/receive/${future.id}`)).code).toBe(
      ErrorCodes.COUPON_RECEIVE_ERROR.code,
    )
    expect((await api.get(`/buyer/promotion/coupon/receive/${twice.id}`)).success).toBe(true)
    expect((await api.get(`/buyer/promotion/coupon/receive/${twice.id}`)).success).toBe(true)
    const third = await api.get(`/buyer/promotion/coupon/receive/${twice.id}`)
    expect(third.code).toBe(ErrorCodes.COUPON_LIMIT_ERROR.code)
    expect(third.message).toContain('最多领取2张')
    expect((await api.get(`/buyer/promotion/coupon/receive/${nextId()}`)).code).toBe(
      ErrorCodes.COUPON_NOT_EXIST.code,
    )
  })

  it('applies PORTION_GOODS, PORTION_GOODS_CATEGORY and DISCOUNT scopes with reasons for the rest', async () => {
    const { api, headers, member } = await buyer()
    await addAddress(t, headers)
    const store = await makeStore(t)
    const tea = await makeSku(t, store, { price: 10_000, categoryPath: '7,71,711' })
    const cup = await makeSku(t, store, { price: 5_000, categoryPath: '8,81,811' })
    const goodsOnly = await makeCoupon(t, {
      couponName: '指定商品',
      price: 1000,
      consumeThreshold: 0,
      scopeType: 'PORTION_GOODS',
      scopeId: cup.id,
      storeId: store.id,
      storeName: store.storeName,
    })
    const teaOnly = await makeCoupon(t, {
      couponName: '茶叶券',
      couponType: 'DISCOUNT',
      couponDiscount: 80,
      consumeThreshold: 5000,
      scopeType: 'PORTION_GOODS_CATEGORY',
      scopeId: '71',
    })
    const tooHigh = await makeCoupon(t, { couponName: '高门槛', consumeThreshold: 100_000 })
    for (const c of [goodsOnly, teaOnly, tooHigh]) await api.get(`/buyer/promotion/coupon/receive/${c.id}`)
    await api.post(`/buyer/trade/carts?skuId=${tea.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${cup.id}&num=1`)
    const view = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(view.canUseCoupons.map((c: { couponName: string }) => c.couponName).sort()).toEqual([
      '指定商品',
      '茶叶券',
    ])
    expect(view.cantUseCoupons[0].reason).toContain('还差850.00元')
    const mine = (await api.get('/buyer/promotion/coupon/getCoupons?pageSize=10')).result.records
    const idOf = (name: string) => mine.find((c: { couponName: string }) => c.couponName === name).id
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('指定商品')}&used=true`)
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('茶叶券')}&used=true`)
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('高门槛')}&used=true`)
    const applied = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    const lineCoupon = (sku: string) =>
      applied.skuList.find((l: { goodsSku: { id: string } }) => l.goodsSku.id === sku).priceDetailDTO
        .couponPrice
    expect(lineCoupon(cup.id)).toBe(10)
    expect(lineCoupon(tea.id)).toBe(20)
    expect(applied.priceDetailDTO).toMatchObject({
      goodsPrice: 150,
      couponPrice: 30,
      siteCouponPrice: 20,
      flowPrice: 120,
    })
    expect(applied.platformCoupon.memberCoupon.couponName).toBe('茶叶券')
    const usable = (
      await api.get(`/buyer/promotion/coupon/canUse?storeId=${store.id}&scopeId=${cup.id}&totalPrice=60`)
    ).result
    expect(usable.records.map((c: { couponName: string }) => c.couponName)).toEqual(['指定商品'])
    // Deselect, and any cart change drops the selection: the checkout picks the best for the new lines
    // (decision 025), here both coupons again (20 off the tea, 10 off the cups).
    await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${idOf('指定商品')}&used=false`)
    expect((await api.get('/buyer/trade/carts/checked?way=CART')).result.storeCoupons).toEqual({})
    await api.post(`/buyer/trade/carts/sku/num/${cup.id}?num=2`)
    const [{ platformCouponId, storeCoupons }] = await t.database.db
      .select()
      .from(cartStates)
      .where(eq(cartStates.memberId, member.id))
    expect({ platformCouponId, storeCoupons }).toEqual({ platformCouponId: null, storeCoupons: {} })
    const repicked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(repicked.platformCoupon.memberCoupon.id).toBe(idOf('茶叶券'))
    expect(repicked.storeCoupons[store.id].memberCoupon.id).toBe(idOf('指定商品'))
    expect(repicked.priceDetailDTO.couponPrice).toBe(30)
    expect(
      (await api.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${nextId()}&used=true`)).code,
    ).toBe(ErrorCodes.COUPON_EXPIRED.code)
  })

  it('a coupon used by another checkout stops this one, which then goes on at the price it shows', async () => {
    const { api, headers } = await buyer()
    await addAddress(t, headers)
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { price: 20_000, stock: 10 })
    const coupon = await makeCoupon(t)
    await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
    const mc = (await api.get('/buyer/promotion/coupon/getCoupons?pageNumber=1&pageSize=10')).result
      .records[0]
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    for (const way of ['CART', 'BUY_NOW']) {
      await api.get(`/buyer/trade/carts/select/coupon?way=${way}&memberCouponId=${mc.id}&used=true`)
    }
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).success).toBe(true)
    // The buy-now checkout was shown with the coupon: it is not charged in full without a word.
    const stale = await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })
    expect(stale.code).toBe(ErrorCodes.COUPON_EXPIRED.code)
    const view = (await api.get('/buyer/trade/carts/checked?way=BUY_NOW')).result
    expect(view.priceDetailDTO.couponPrice).toBe(0)
    const again = await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })
    expect(again.success).toBe(true)
    expect(again.result.flowPrice).toBe(200)
    expect(await stockOf(t, sku.id)).toBe(8)
  })
})

describe('order list and cashier errors', () => {
  it('filters by tag and keywords and validates cashier input', async () => {
    const { api, headers, member } = await buyer()
    await addAddress(t, headers)
    const store = await makeStore(t, '景德镇瓷器馆')
    const vase = await makeSku(t, store, { price: 2000, name: '青花瓷梅瓶', stock: 5 })
    const cup = await makeSku(t, store, { price: 1000, name: '白瓷茶杯', stock: 5 })
    await api.post(`/buyer/trade/carts?skuId=${vase.id}&num=1`)
    const t1 = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).result
    await api.post(`/buyer/trade/carts?skuId=${cup.id}&num=1`)
    // The same body again within 3 s is the duplicate-submit guard's 1003 (reference §4.7).
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'CART' })).code).toBe(
      ErrorCodes.LIMIT_ERROR.code,
    )
    const t2 = (await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'H5' })).result
    await credit(t.database.db, { memberId: member.id, memberName: 'x' }, 10_000, 'WALLET_RECHARGE', 'test')
    expect(
      (await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=ORDER&sn=${t2.orderSns[0]}`)).code,
    ).toBe(ErrorCodes.PAY_SUCCESS.code)
    const list = async (q: string) => (await api.get(`/buyer/order/order?${q}`)).result
    expect((await list('tag=ALL')).total).toBe(2)
    expect((await list('tag=WAIT_PAY')).records[0].sn).toBe(t1.orderSns[0])
    expect((await list('tag=WAIT_SHIP')).records[0].sn).toBe(t2.orderSns[0])
    expect((await list('tag=COMPLETE')).total).toBe(0)
    expect(
      (await list(`keywords=${encodeURIComponent('梅瓶')}`)).records.map((r: { sn: string }) => r.sn),
    ).toEqual([t1.orderSns[0]])
    expect((await list(`keywords=${encodeURIComponent('景德镇')}`)).total).toBe(2)
    const first = (await list('tag=WAIT_PAY')).records[0]
    expect(first.orderItems[0]).toMatchObject({ name: '青花瓷梅瓶', num: '1', goodsPrice: 20 })
    expect(first.allowOperationVO).toMatchObject({ pay: true, cancel: true, rog: false })
    expect((await api.get('/buyer/order/order?tag=NOPE')).success).toBe(false)
    expect((await api.get(`/buyer/payment/cashier/tradeDetail?orderType=NOPE&sn=${t1.sn}`)).code).toBe(
      ErrorCodes.PAY_CASHIER_ERROR.code,
    )
    expect(
      (await api.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${t1.sn}&clientType=TV`)).code,
    ).toBe(ErrorCodes.PAY_CLIENT_TYPE_ERROR.code)
    expect((await api.get('/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=T1')).code).toBe(
      ErrorCodes.PAY_NOT_EXIST_ORDER.code,
    )
    expect((await api.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${t2.sn}`)).code).toBe(
      ErrorCodes.PAY_DOUBLE_ERROR.code,
    )
    const other = await buyer()
    expect(
      (await other.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${t1.sn}`)).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await api.post(`/buyer/order/order/${t1.orderSns[0]}/receiving`)).code).toBe(
      ErrorCodes.ORDER_DELIVERED_ERROR.code,
    )
    expect((await api.post(`/buyer/order/order/${t1.orderSns[0]}/cancel`)).success).toBe(false)
    expect(await stockOf(t, vase.id)).toBe(4)
  })
})
