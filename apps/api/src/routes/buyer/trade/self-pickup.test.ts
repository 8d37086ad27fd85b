import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { orderItems, orderLogs, orders, storeAddresses } from '@silk/db/schema/index'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { makeDistributor, openForDistribution } from '../../../testing/distribution.ts'
import { caller, makeCoupon, makeSeller, makeSku, makeStore, stockOf } from '../../../testing/trade.ts'

/**
 * Self pickup (到店自提) end to end: pickup points at checkout, the pickup order paid into TAKE
 * (待核验) with its code, the seller's redemption (TAKE → COMPLETED) and the buyer's cancel in TAKE.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function member() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

async function pickupPoint(storeId: string, addressName: string, mobile = '057188886666') {
  const id = nextId()
  await t.database.db.insert(storeAddresses).values({
    id,
    storeId,
    addressName,
    center: '120.155070,30.274085',
    address: `浙江省杭州市西湖区${addressName}路 1 号`,
    mobile,
  })
  return id
}

/** A store with two pickup points, a goods, its seller account, and a buyer with money. */
async function shop() {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 5000, stock: 10 })
  const first = await pickupPoint(store.id, '西湖自提点')
  const second = await pickupPoint(store.id, '滨江自提点', '057188887777')
  const seller = await member()
  await makeSeller(t, seller, store.id)
  const buyer = await member()
  await credit(
    t.database.db,
    { memberId: buyer.member.id, memberName: buyer.member.username },
    100_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  return { store, sku, points: [first, second], seller, buyer }
}

async function orderRow(sn: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, sn))
  return row
}

describe('self pickup', () => {
  it('checks out at a pickup point, pays into TAKE with a code, and the seller redeems it', async () => {
    const { store, sku, points, seller, buyer } = await shop()
    const { api } = buyer

    // The store's pickup points, public, oldest first.
    const listed = await t.app.inject({ method: 'GET', url: `/buyer/store/address/page/${store.id}` })
    expect(listed.json().result.records).toMatchObject([
      { id: points[0], storeId: store.id, addressName: '西湖自提点', mobile: '057188886666' },
      { id: points[1], addressName: '滨江自提点' },
    ])

    expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)).success).toBe(true)
    expect((await api.get('/buyer/trade/carts/shippingMethodList?way=CART')).result).toEqual([
      'LOGISTICS',
      'SELF_PICK_UP',
    ])
    expect(
      (await api.put('/buyer/trade/carts/shippingMethod?way=CART&shippingMethod=SELF_PICK_UP')).success,
    ).toBe(true)
    // No pickup point yet, no member address either: the checkout asks for the point.
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })).code).toBe(
      31009,
    )

    // Another store's pickup point is refused: the goods are handed over at their own store.
    const elsewhere = await makeStore(t)
    const foreign = await pickupPoint(elsewhere.id, '别家自提点')
    expect((await api.get(`/buyer/trade/carts/storeAddress?way=CART&storeAddressId=${foreign}`)).code).toBe(
      30005,
    )
    expect(
      (await api.get(`/buyer/trade/carts/storeAddress?way=CART&storeAddressId=${points[1]}`)).success,
    ).toBe(true)
    const checked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(checked.cartList[0].deliveryMethod).toBe('SELF_PICK_UP')
    expect(checked.storeAddress).toMatchObject({ id: points[1], addressName: '滨江自提点' })

    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success).toBe(true)
    expect(trade.result).toMatchObject({ deliveryMethod: 'SELF_PICK_UP', consigneeName: null })
    const sn: string = trade.result.orderSns[0]
    const unpaid = (await api.get(`/buyer/order/order/${sn}`)).result
    expect(unpaid.order).toMatchObject({
      orderStatus: 'UNPAID',
      deliveryMethod: 'SELF_PICK_UP',
      storeAddressName: '滨江自提点',
      storeAddressPath: '浙江省杭州市西湖区滨江自提点路 1 号',
      storeAddressMobile: '057188887777',
      verificationCode: null,
    })
    expect(unpaid.deliveryMethodValue).toBe('自提')
    expect(await stockOf(t, sku.id)).toBe(8)

    // Wallet payment: PAID → TAKE (待核验) at once, with an 8-digit code; no shipping step.
    const paid = await api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    expect(paid).toMatchObject({ success: true, code: ErrorCodes.PAY_SUCCESS.code })
    const detail = (await api.get(`/buyer/order/order/${sn}`)).result
    expect(detail.order.orderStatus).toBe('TAKE')
    expect(detail.orderStatusValue).toBe('待核验')
    const code: string = detail.order.verificationCode
    expect(code).toMatch(/^\d{8}$/)
    expect(detail.allowOperationVO).toMatchObject({
      cancel: true,
      pay: false,
      rog: false,
      ship: false,
      editConsignee: false,
      showLogistics: false,
      take: true,
      delete: false,
    })
    const logs = await t.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderSn, sn))
      .orderBy(asc(orderLogs.createTime), asc(orderLogs.id))
    expect(logs.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [null, 'UNPAID'],
      ['UNPAID', 'PAID'],
      ['PAID', 'TAKE'],
    ])
    expect(logs[2]).toMatchObject({ operatorType: 'SYSTEM', message: '订单库存确认，等待到店自提核验' })
    // The items open for after-sale, reviews and complaints only once the goods are picked up.
    const [waiting] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, sn))
    expect(waiting).toMatchObject({ afterSaleStatus: 'NEW', complainStatus: 'NEW', commentStatus: 'NEW' })

    // The list: under ALL and WAIT_TAKE with its code, never under WAIT_SHIP (nothing to ship).
    const list = async (tag: string) => (await api.get(`/buyer/order/order?tag=${tag}`)).result
    expect((await list('WAIT_SHIP')).total).toBe(0)
    expect((await list('WAIT_ROG')).total).toBe(0)
    expect((await list('ALL')).records.map((o: { sn: string }) => o.sn)).toEqual([sn])
    expect((await list('WAIT_TAKE')).records).toMatchObject([
      {
        sn,
        orderStatus: 'TAKE',
        deliveryMethod: 'SELF_PICK_UP',
        storeAddressName: '滨江自提点',
        verificationCode: code,
        allowOperationVO: { cancel: true, take: true, rog: false },
      },
    ])
    expect((await api.get('/buyer/order/order?tag=NOPE')).success).toBe(false)
    // The member centre counts it as waiting for pickup, not for shipment.
    expect((await api.get('/buyer/member/overview')).result.orders).toMatchObject({
      waitShip: 0,
      waitTake: 1,
    })

    // The seller cannot ship a pickup order, nor can the buyer confirm a receipt.
    const carriers = (await api.get('/buyer/other/logistics')).result
    expect(
      (
        await seller.api.post(
          `/store/order/order/${sn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF123456789`,
        )
      ).code,
    ).toBe(ErrorCodes.ORDER_DELIVER_ERROR.code)
    expect((await api.post(`/buyer/order/order/${sn}/receiving`)).code).toBe(
      ErrorCodes.ORDER_DELIVERED_ERROR.code,
    )

    // Redemption: only the store's seller account, only with the right code.
    const wrongCode = code === '00000000' ? '11111111' : '00000000'
    const otherSeller = await member()
    await makeSeller(t, otherSeller, elsewhere.id)
    expect((await otherSeller.api.put(`/store/order/order/take/${sn}/${code}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await api.put(`/store/order/order/take/${sn}/${code}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await seller.api.put(`/store/order/order/take/O404/${code}`)).code).toBe(
      ErrorCodes.ORDER_NOT_EXIST.code,
    )
    const refused = await seller.api.put(`/store/order/order/take/${sn}/${wrongCode}`)
    expect(refused).toMatchObject({
      success: false,
      code: ErrorCodes.ORDER_TAKE_CODE_ERROR.code,
      message: '核验码不正确，请核对后重试',
    })
    expect((await orderRow(sn)).orderStatus).toBe('TAKE')

    const taken = await seller.api.put(`/store/order/order/take/${sn}/${code}`)
    expect(taken.success).toBe(true)
    const done = (await api.get(`/buyer/order/order/${sn}`)).result
    expect(done.order).toMatchObject({
      orderStatus: 'COMPLETED',
      deliverStatus: 'RECEIVED',
      verificationCode: code,
    })
    expect(done.order.completeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(done.allowOperationVO).toMatchObject({ cancel: false, take: false, delete: true })
    expect(done.orderLogs.at(-1)).toMatchObject({ operatorType: 'STORE', operatorId: seller.member.id })
    const [last] = await t.database.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderSn, sn), eq(orderLogs.toStatus, 'COMPLETED')))
    expect(last.fromStatus).toBe('TAKE')
    // As on a confirmed receipt: reviews, after-sale and complaints open, and the points arrive.
    expect(done.orderItems[0]).toMatchObject({
      afterSaleStatus: 'NOT_APPLIED',
      complainStatus: 'NO_APPLY',
      commentStatus: 'UNFINISHED',
    })
    expect((await api.get('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')).result.point).toBe(
      100,
    )
    const inbox = (await api.get('/buyer/message/member?pageSize=10')).result
    expect(inbox.records[0]).toMatchObject({ title: '订单提货通知' })
    expect((await list('COMPLETE')).records.map((o: { sn: string }) => o.sn)).toEqual([sn])

    // A code is redeemed once.
    const again = await seller.api.put(`/store/order/order/take/${sn}/${code}`)
    expect(again).toMatchObject({
      success: false,
      code: ErrorCodes.ORDER_TAKE_ERROR.code,
      message: '订单不是待核验状态，无法核验',
    })
  })

  it('lets the buyer cancel in TAKE: refund, stock and store coupon come back', async () => {
    const { store, sku, points, seller, buyer } = await shop()
    const { api } = buyer
    const coupon = await makeCoupon(t, {
      storeId: store.id,
      storeName: store.storeName,
      price: 1000,
      consumeThreshold: 5000,
    })
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const mine = (await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW')).result.records
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=3&cartType=BUY_NOW`)
    await api.put('/buyer/trade/carts/shippingMethod?way=BUY_NOW&shippingMethod=SELF_PICK_UP')
    await api.get(`/buyer/trade/carts/storeAddress?way=BUY_NOW&storeAddressId=${points[0]}`)
    await api.get(`/buyer/trade/carts/select/coupon?way=BUY_NOW&memberCouponId=${mine[0].id}&used=true`)
    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
    expect(trade.result.flowPrice).toBe(140)
    const sn: string = trade.result.orderSns[0]
    await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`)
    expect((await orderRow(sn)).orderStatus).toBe('TAKE')
    expect(await stockOf(t, sku.id)).toBe(7)
    expect((await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=USED')).result.total).toBe(1)
    const balance = async () => (await api.get('/buyer/wallet/wallet')).result.memberWallet
    expect(await balance()).toBe(860)

    expect(
      (await api.post(`/buyer/order/order/${sn}/cancel?reason=${encodeURIComponent('不想要了')}`)).success,
    ).toBe(true)
    const row = await orderRow(sn)
    expect(row).toMatchObject({ orderStatus: 'CANCELLED', cancelReason: '不想要了', payStatus: 'PAID' })
    expect(await stockOf(t, sku.id)).toBe(10)
    expect(await balance()).toBe(1000)
    expect((await api.get('/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW')).result.total).toBe(1)
    // A cancelled order's code is dead.
    const dead = await seller.api.put(`/store/order/order/take/${sn}/${row.verificationCode}`)
    expect(dead).toMatchObject({
      success: false,
      code: ErrorCodes.ORDER_TAKE_ERROR.code,
      message: '订单不是待核验状态，无法核验',
    })
  })

  it('ships instead when the cart no longer holds one store, and gives every waiting order its own code', async () => {
    const { store, sku, points, buyer } = await shop()
    const { api } = buyer
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    await api.put('/buyer/trade/carts/shippingMethod?way=CART&shippingMethod=SELF_PICK_UP')
    await api.get(`/buyer/trade/carts/storeAddress?way=CART&storeAddressId=${points[0]}`)
    // Goods of a second store join the checked lines: nothing can be picked up for all of them.
    const other = await makeSku(t, await makeStore(t), { price: 1000 })
    await api.post(`/buyer/trade/carts?skuId=${other.id}&num=1`)
    const checked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(checked.cartList.map((c: { deliveryMethod: string }) => c.deliveryMethod)).toEqual([
      'LOGISTICS',
      'LOGISTICS',
    ])
    expect(checked.storeAddress).toBeNull()
    expect((await api.get('/buyer/trade/carts/shippingMethodList?way=CART')).result).toEqual(['LOGISTICS'])
    expect((await api.get(`/buyer/trade/carts/storeAddress?way=CART&storeAddressId=${points[0]}`)).code).toBe(
      30005,
    )
    // Without a member address that is a shipped checkout missing its address.
    expect((await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })).code).toBe(
      31009,
    )
    await api.del(`/buyer/trade/carts/sku/remove?skuIds=${other.id}`)

    // Two pickup orders paid one after the other wait with different codes.
    const codes: string[] = []
    for (const remark of ['第一单', '第二单']) {
      await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
      await api.put('/buyer/trade/carts/shippingMethod?way=BUY_NOW&shippingMethod=SELF_PICK_UP')
      await api.get(`/buyer/trade/carts/storeAddress?way=BUY_NOW&storeAddressId=${points[0]}`)
      const trade = await api.post('/buyer/trade/carts/create/trade', {
        way: 'BUY_NOW',
        client: 'PC',
        remark: [{ storeId: store.id, remark }],
      })
      await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`)
      codes.push((await orderRow(trade.result.orderSns[0])).verificationCode as string)
    }
    expect(codes[0]).toMatch(/^\d{8}$/)
    expect(codes[1]).toMatch(/^\d{8}$/)
    expect(codes[0]).not.toBe(codes[1])
    expect((await api.get('/buyer/order/order?tag=WAIT_TAKE')).result.total).toBe(2)
  })

  it("freezes a bound distributor's commission when paid into TAKE and releases it on redemption", async () => {
    const { store, sku, points, seller, buyer } = await shop()
    const distributor = await member()
    const record = await makeDistributor(t, distributor.member)
    await openForDistribution(t, sku, store.id, 300)
    const bound = await buyer.api.get(`/buyer/distribution/distribution/bindingDistribution/${record.id}`)
    expect(bound).toMatchObject({ success: true, result: true })
    await buyer.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2&cartType=BUY_NOW`)
    await buyer.api.put('/buyer/trade/carts/shippingMethod?way=BUY_NOW&shippingMethod=SELF_PICK_UP')
    await buyer.api.get(`/buyer/trade/carts/storeAddress?way=BUY_NOW&storeAddressId=${points[0]}`)
    const trade = await buyer.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
    const sn: string = trade.result.orderSns[0]
    await buyer.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`)
    const mine = async () => (await distributor.api.get('/buyer/distribution/distribution')).result
    expect(await mine()).toMatchObject({ rebateTotal: 6, commissionFrozen: 6, canRebate: 0 })

    const code = (await orderRow(sn)).verificationCode
    expect((await seller.api.put(`/store/order/order/take/${sn}/${code}`)).success).toBe(true)
    expect(await mine()).toMatchObject({ rebateTotal: 6, commissionFrozen: 0, canRebate: 6 })
  })
})
