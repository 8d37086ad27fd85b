import { ErrorCodes } from '@silk/contracts/errors'
import {
  afterSaleLogs,
  afterSales,
  memberMessages,
  memberPointsHistory,
  orderItems,
  orders,
  walletLogs,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentRefund } from '../../../jobs/payment-refund.ts'
import { applyRefundFen } from '../../../modules/after-sale/actions.ts'
import { AFTER_SALE_TRANSITIONS, canTransition } from '../../../modules/after-sale/state-machine.ts'
import { canTransition as canOrderTransition } from '../../../modules/orders/state-machine.ts'
import { walletBalance } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  completedOrder,
  deliveredOrder,
  type OrderFixtureOptions,
  paidOrder,
} from '../../../testing/orders.ts'
import { caller } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const BASE = '/buyer/order/afterSale'
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

type Fixture = Awaited<ReturnType<typeof paidOrder>>
function apply(f: Fixture, params: Record<string, string | number> = {}) {
  return f.buyer.post(
    `${BASE}/save/${f.orderItemSn}?${q({
      serviceType: 'RETURN_MONEY',
      num: f.item.num,
      reason: '商品破损或少件',
      problemDesc: '外包装破损，商品有划痕',
      ...params,
    })}`,
  )
}
const review = (f: Fixture, sn: string, params: Record<string, string | number> = {}) =>
  f.seller.post(`/store/order/afterSale/review/${sn}?${q({ serviceStatus: 'PASS', ...params })}`)

async function itemRow(sn: string) {
  const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.sn, sn))
  return row
}
async function orderRow(sn: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, sn))
  return row
}
async function messagesOf(memberId: string) {
  return t.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, memberId))
}
const balanceOf = async (f: Fixture) => (await walletBalance(t.database.db, f.buyerMember.member.id)).balance

/** A completed order paid through the sandbox Alipay (provider refunds instead of the wallet). */
async function alipayOrder(options: OrderFixtureOptions = {}) {
  const f = await paidOrder(t, { ...options, pay: false })
  const url = (await f.buyer.get(`/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=TRADE&sn=${f.tradeSn}`))
    .result as string
  const outTradeNo = new URL(url).searchParams.get('outTradeNo') as string
  expect((await f.buyer.post(`/buyer/payment/sandbox/${outTradeNo}/confirm`)).code).toBe(
    ErrorCodes.PAY_SUCCESS.code,
  )
  const carriers = (await f.buyer.get('/buyer/other/logistics')).result
  const shipped = await f.seller.post(
    `/store/order/order/${f.orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF1234567890`,
  )
  expect(shipped.success, JSON.stringify(shipped)).toBe(true)
  const received = await f.buyer.post(`/buyer/order/order/${f.orderSn}/receiving`)
  expect(received.success, JSON.stringify(received)).toBe(true)
  return { ...f, item: await itemRow(f.orderItemSn) }
}

describe('state machine', () => {
  it('allows only the listed transitions; final states are final', () => {
    expect(canTransition('APPLY', 'PASS')).toBe(true)
    expect(canTransition('PASS', 'BUYER_RETURN')).toBe(true)
    expect(canTransition('BUYER_RETURN', 'COMPLETE')).toBe(false)
    expect(canTransition('APPLY', 'BUYER_RETURN')).toBe(false)
    expect(canTransition('BUYER_RETURN', 'BUYER_CANCEL')).toBe(false)
    for (const end of ['BUYER_CANCEL', 'COMPLETE'] as const)
      expect(Object.keys(AFTER_SALE_TRANSITIONS[end])).toEqual([])
    // A refusal ends the store's part; only the platform's ruling on an escalation refunds it (decision 115).
    for (const refused of ['REFUSE', 'SELLER_TERMINATION'] as const)
      expect(Object.keys(AFTER_SALE_TRANSITIONS[refused]).sort()).toEqual(['COMPLETE', 'WAIT_REFUND'])
    // A shipped order closes only through the named "refunded" trigger, never by a plain cancel.
    expect(canOrderTransition('DELIVERED', 'CANCELLED')).toBe(false)
    expect(canOrderTransition('COMPLETED', 'CANCELLED', 'refunded')).toBe(true)
  })

  it('prices partial applications pro rata and gives the last units the rest', () => {
    expect(applyRefundFen(1000, 3, 1, 3, 0)).toBe(333)
    expect(applyRefundFen(1000, 3, 1, 2, 333)).toBe(333)
    expect(applyRefundFen(1000, 3, 1, 1, 666)).toBe(334)
    expect(applyRefundFen(1000, 3, 3, 3, 0)).toBe(1000)
  })
})

describe('apply info', () => {
  it('answers the unit price and flags for a delivered item', async () => {
    const f = await deliveredOrder(t, { price: 3_000, num: 3 })
    const info = await f.buyer.get(`${BASE}/applyAfterSaleInfo/${f.orderItemSn}`)
    expect(info.result).toMatchObject({
      applyRefundPrice: 30,
      num: 3,
      remainNum: 3,
      orderItemSn: f.orderItemSn,
      refundWay: 'ORIGINAL',
      accountType: 'WALLET',
      returnGoods: true,
      returnMoney: true,
      memberId: f.buyerMember.member.id,
    })
  })

  it('refuses unpaid (33001), not yet shipped (33003), unknown (31014) and foreign items (20005)', async () => {
    const unpaid = await paidOrder(t, { pay: false })
    expect((await unpaid.buyer.get(`${BASE}/applyAfterSaleInfo/${unpaid.orderItemSn}`)).code).toBe(
      ErrorCodes.AFTER_SALES_NOT_PAY_ERROR.code,
    )
    const waiting = await paidOrder(t)
    expect((await waiting.buyer.get(`${BASE}/applyAfterSaleInfo/${waiting.orderItemSn}`)).code).toBe(
      ErrorCodes.AFTER_SALES_BAN.code,
    )
    expect((await apply(waiting)).code).toBe(ErrorCodes.AFTER_SALES_BAN.code)
    expect((await waiting.buyer.get(`${BASE}/applyAfterSaleInfo/OI404`)).code).toBe(
      ErrorCodes.ORDER_ITEM_NOT_EXIST.code,
    )
    const other = caller(t, (await createMember(t)).headers)
    const f = await completedOrder(t)
    expect((await other.get(`${BASE}/applyAfterSaleInfo/${f.orderItemSn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect(
      (
        await other.post(
          `${BASE}/save/${f.orderItemSn}?${q({ serviceType: 'RETURN_MONEY', num: 1, reason: 'x', problemDesc: 'y' })}`,
        )
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
  })
})

describe('apply (save)', () => {
  it('creates an APPLY after-sale with a server-side price and books the item', async () => {
    const f = await completedOrder(t, { price: 1_000, num: 3 })
    const res = await apply(f, { num: 1, applyRefundPrice: 999_999 })
    expect(res.success).toBe(true)
    expect(res.result).toMatchObject({
      sn: expect.stringMatching(/^A\d{8}\d+$/),
      serviceStatus: 'APPLY',
      serviceType: 'RETURN_MONEY',
      num: 1,
      applyRefundPrice: 10,
      flowPrice: 30,
      refundWay: 'ORIGINAL',
      mlogisticsNo: null,
      afterSaleAllowOperationVO: { cancel: true, confirm: true, delivery: false, rog: false },
    })
    let item = await itemRow(f.orderItemSn)
    expect(item).toMatchObject({
      returnGoodsNumber: 1,
      afterSaleStatus: 'PART_AFTER_SALE',
      isRefund: 'REFUNDING',
    })
    expect((await f.buyer.get(`${BASE}/applyAfterSaleInfo/${f.orderItemSn}`)).result.remainNum).toBe(2)
    expect((await apply(f, { num: 3, reason: '其他原因' })).code).toBe(
      ErrorCodes.AFTER_SALES_APPLY_NUM_ERROR.code,
    )
    expect((await apply(f, { num: 2, reason: '其他原因' })).result.applyRefundPrice).toBe(20)
    item = await itemRow(f.orderItemSn)
    expect(item).toMatchObject({ returnGoodsNumber: 3, afterSaleStatus: 'ALREADY_APPLIED' })
    expect((await apply(f, { num: 1, reason: '又一次' })).code).toBe(ErrorCodes.AFTER_SALES_BAN.code)
    const [log] = await t.database.db.select().from(afterSaleLogs).where(eq(afterSaleLogs.sn, res.result.sn))
    expect(log).toMatchObject({ toStatus: 'APPLY', operatorType: 'MEMBER' })
  })

  it('validates the form: type, count, reason, description, images', async () => {
    const f = await completedOrder(t)
    expect((await apply(f, { serviceType: 'COMPLAIN' })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await apply(f, { num: 0 })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await apply(f, { num: 'abc' })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await apply(f, { reason: '' })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await apply(f, { problemDesc: 'x'.repeat(501) })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await apply(f, { images: 'https://evil.example/a.png' })).code).toBe(
      ErrorCodes.AFTER_SALES_IMAGE_ERROR.code,
    )
    expect((await apply(f, { images: '/uploads/../../etc/passwd' })).code).toBe(
      ErrorCodes.AFTER_SALES_IMAGE_ERROR.code,
    )
    expect((await itemRow(f.orderItemSn)).returnGoodsNumber).toBe(0)
    // A picture may come back as the answers gave it (absolute, on the media origin) or as a path.
    const origin = t.config.PUBLIC_ORIGIN
    const okay = await apply(f, {
      images: `${origin}/uploads/202611/abc123.webp,/uploads/202611/abc124.webp`,
    })
    expect(okay.result.afterSaleImage).toBe(
      `${origin}/uploads/202611/abc123.webp,${origin}/uploads/202611/abc124.webp`,
    )
  })

  it('rejects an immediate identical resubmit (1003)', async () => {
    const f = await completedOrder(t, { num: 2 })
    const [a, b] = await Promise.all([apply(f, { num: 1 }), apply(f, { num: 1 })])
    expect([a.code, b.code].sort()).toEqual([1003, 200])
  })
})

describe('receipt after an application', () => {
  it('keeps the item booked when the buyer receives the order after applying', async () => {
    const f = await deliveredOrder(t, { num: 2 })
    expect((await apply(f, { num: 2 })).success).toBe(true)
    expect((await f.buyer.post(`/buyer/order/order/${f.orderSn}/receiving`)).success).toBe(true)
    expect(await itemRow(f.orderItemSn)).toMatchObject({
      afterSaleStatus: 'ALREADY_APPLIED',
      returnGoodsNumber: 2,
      isRefund: 'REFUNDING',
    })
    expect((await apply(f, { num: 1, reason: '再来一次' })).code).toBe(ErrorCodes.AFTER_SALES_BAN.code)
    const detail = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result
    expect(detail.orderItems[0]).toMatchObject({ returnGoodsNumber: 2, afterSaleStatus: 'ALREADY_APPLIED' })
  })
})

describe('buyer cancel', () => {
  it('cancels APPLY or PASS only, frees the units, owner only', async () => {
    const f = await completedOrder(t, { num: 2 })
    const sn = (await apply(f, { num: 2 })).result.sn
    const other = caller(t, (await createMember(t)).headers)
    expect((await other.post(`${BASE}/cancel/${sn}`)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const cancelled = await f.buyer.post(`${BASE}/cancel/${sn}`)
    expect(cancelled.result).toMatchObject({
      serviceStatus: 'BUYER_CANCEL',
      afterSaleAllowOperationVO: { cancel: null },
    })
    expect(await itemRow(f.orderItemSn)).toMatchObject({
      returnGoodsNumber: 0,
      afterSaleStatus: 'NOT_APPLIED',
      isRefund: 'NO_REFUND',
    })
    // (a different query string: an identical call within 3 s is the duplicate guard's 1003)
    expect((await f.buyer.post(`${BASE}/cancel/${sn}?again=1`)).code).toBe(
      ErrorCodes.AFTER_SALES_CANCEL_ERROR.code,
    )
    expect((await f.buyer.post(`${BASE}/cancel/A404`)).code).toBe(ErrorCodes.AFTER_SALES_NOT_EXIST.code)
  })
})

describe('deleting the order', () => {
  it('is refused while an after-sale of it is open, and allowed once it ends', async () => {
    const f = await completedOrder(t, { num: 1 })
    const sn = (await apply(f, { num: 1 })).result.sn
    const refused = await f.buyer.del(`/buyer/order/order/${f.orderSn}`)
    expect(refused.code).toBe(ErrorCodes.ORDER_DELETE_AFTER_SALE_OPEN.code)
    expect((await orderRow(f.orderSn)).deleteFlag).toBe(false)
    expect((await f.buyer.post(`${BASE}/cancel/${sn}`)).success).toBe(true)
    expect((await f.buyer.del(`/buyer/order/order/${f.orderSn}`)).success).toBe(true)
    expect((await orderRow(f.orderSn)).deleteFlag).toBe(true)
  })
})

describe('seller review', () => {
  it('only the seller of the store reviews; refuse needs a remark and frees the units', async () => {
    const f = await completedOrder(t)
    const sn = (await apply(f)).result.sn
    expect((await f.buyer.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    const otherSeller = await completedOrder(t)
    expect((await review(otherSeller, sn)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await review(f, 'A404')).code).toBe(ErrorCodes.AFTER_SALES_NOT_EXIST.code)
    expect((await review(f, sn, { serviceStatus: 'REFUSE' })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await review(f, sn, { serviceStatus: 'MAYBE' })).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const refused = await review(f, sn, { serviceStatus: 'REFUSE', remark: '商品已使用，不符合退款条件' })
    expect(refused.result).toMatchObject({
      serviceStatus: 'REFUSE',
      auditRemark: '商品已使用，不符合退款条件',
    })
    expect(await itemRow(f.orderItemSn)).toMatchObject({ returnGoodsNumber: 0, isRefund: 'NO_REFUND' })
    expect((await review(f, sn)).code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
    const messages = await messagesOf(f.buyerMember.member.id)
    expect(messages.map((m) => m.title)).toContain('售后申请未通过')
    // The item can be applied for again.
    expect((await apply(f, { reason: '再次申请' })).success).toBe(true)
  })

  it('refuses an actual refund above the applied amount (33004) or malformed', async () => {
    const f = await completedOrder(t, { price: 5_000 })
    const sn = (await apply(f)).result.sn
    expect((await review(f, sn, { actualRefundPrice: '50.01' })).code).toBe(
      ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code,
    )
    expect((await review(f, sn, { actualRefundPrice: '-1' })).code).toBe(
      ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code,
    )
    expect((await review(f, sn, { actualRefundPrice: 'abc' })).code).toBe(
      ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code,
    )
    expect(
      (await t.database.db.select().from(afterSales).where(eq(afterSales.sn, sn)))[0].serviceStatus,
    ).toBe('APPLY')
  })
})

describe('refund only (wallet)', () => {
  it('refunds to the wallet once, messages the buyer and closes the fully refunded order', async () => {
    const f = await completedOrder(t, { price: 8_800 })
    const before = await balanceOf(f)
    const sn = (await apply(f)).result.sn
    const approved = await review(f, sn, { actualRefundPrice: '80', remark: '同意退款' })
    expect(approved.result).toMatchObject({
      serviceStatus: 'COMPLETE',
      actualRefundPrice: 80,
      refundTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      afterSaleAllowOperationVO: { cancel: null, confirm: false },
    })
    expect(await balanceOf(f)).toBe(before + 8_000)
    const ledger = await t.database.db
      .select()
      .from(walletLogs)
      .where(
        and(eq(walletLogs.memberId, f.buyerMember.member.id), eq(walletLogs.serviceType, 'WALLET_REFUND')),
      )
    expect(ledger).toHaveLength(1)
    expect(ledger[0].money).toBe(8_000)
    expect(await itemRow(f.orderItemSn)).toMatchObject({
      isRefund: 'ALL_REFUND',
      refundPrice: 8_000,
      returnGoodsNumber: 1,
    })
    const order = await orderRow(f.orderSn)
    expect(order).toMatchObject({ orderStatus: 'CANCELLED', cancelReason: '订单货物全部退款' })
    // The points the completed order earned go back in proportion to the refund (¥80 of ¥88).
    const points = await t.database.db
      .select()
      .from(memberPointsHistory)
      .where(eq(memberPointsHistory.memberId, f.buyerMember.member.id))
    const granted = points.find((p) => p.sourceKey === `ORDER:${f.orderSn}`)?.variablePoint ?? 0
    expect(granted).toBeGreaterThan(0)
    expect(points.find((p) => p.sourceKey === `REFUND:${f.orderSn}:${sn}`)).toMatchObject({
      pointType: 'REDUCE',
      variablePoint: Math.floor((granted * 8_000) / 8_800),
    })
    expect((await f.buyer.get(`${BASE}/get/${sn}`)).result.refundPoint).toBe(
      Math.floor((granted * 8_000) / 8_800),
    )
    const titles = (await messagesOf(f.buyerMember.member.id)).map((m) => m.title)
    expect(titles).toEqual(expect.arrayContaining(['售后申请已通过', '退款成功']))
    expect((await review(f, sn, { remark: 'again' })).code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
    expect(await balanceOf(f)).toBe(before + 8_000)
    const logs = (await f.buyer.get(`${BASE}/get/getAfterSaleLog/${sn}`)).result
    expect(logs.map((l: { operatorType: string }) => l.operatorType)).toEqual(['MEMBER', 'STORE'])
    expect(logs[1].message).toContain('退款完成')
  })

  it('keeps the order open while units remain unrefunded', async () => {
    const f = await completedOrder(t, { price: 1_000, num: 2 })
    const sn = (await apply(f, { num: 1 })).result.sn
    await review(f, sn)
    expect(await itemRow(f.orderItemSn)).toMatchObject({
      isRefund: 'PART_REFUND',
      refundPrice: 1_000,
      afterSaleStatus: 'PART_AFTER_SALE',
    })
    expect((await orderRow(f.orderSn)).orderStatus).toBe('COMPLETED')
  })
})

describe('a received, reviewed, then fully refunded order (issue 60 #7)', () => {
  it('reads as refunded, not 已取消, in the buyer’s, the seller’s and the operator’s lists and details', async () => {
    const f = await completedOrder(t, { price: 4_280 })
    const reviewed = await f.buyer.post(
      `/buyer/member/evaluation?${q({
        orderItemSn: f.orderItemSn,
        goodsId: f.sku.goodsId,
        skuId: f.sku.id,
        grade: 'GOOD',
        content: '包装很好，茶具质感不错',
        deliveryScore: 5,
        serviceScore: 5,
        descriptionScore: 5,
      })}`,
    )
    expect(reviewed.success, JSON.stringify(reviewed)).toBe(true)
    const sn = (await apply(f)).result.sn
    expect((await review(f, sn)).result.serviceStatus).toBe('COMPLETE')
    expect((await orderRow(f.orderSn)).orderStatus).toBe('CANCELLED')

    const operator = caller(t, (await makeAdmin(t, { superUser: true })).headers)
    const lists = [
      await f.buyer.get('/buyer/order/order?pageSize=50'),
      await f.seller.get('/store/order/order?pageSize=50'),
      await operator.get(`/manager/order/order?pageSize=50&orderSn=${f.orderSn}`),
    ]
    for (const list of lists) {
      const row = list.result.records.find((o: { sn: string }) => o.sn === f.orderSn)
      expect(row).toMatchObject({ orderStatus: 'CANCELLED', refunded: true, orderStatusValue: '已退款' })
    }
    const details = [
      await f.buyer.get(`/buyer/order/order/${f.orderSn}`),
      await f.seller.get(`/store/order/order/${f.orderSn}`),
      await operator.get(`/manager/order/order/${f.orderSn}`),
    ]
    for (const detail of details) {
      expect(detail.result.order.refunded, JSON.stringify(detail).slice(0, 300)).toBe(true)
    }
    expect(details[0].result.orderStatusValue).toBe('已退款')

    // A plain cancel is still a cancel.
    const unpaid = await paidOrder(t, { pay: false })
    await unpaid.buyer.post(
      `/buyer/order/order/${unpaid.orderSn}/cancel?reason=${encodeURIComponent('不想要了')}`,
    )
    const cancelled = (await unpaid.buyer.get('/buyer/order/order?pageSize=50')).result.records[0]
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', refunded: false, orderStatusValue: '已取消' })
  })
})

describe('return goods', () => {
  it('PASS → buyer ships back → seller accepts → refunded, with logistics keys as upstream', async () => {
    const f = await completedOrder(t, { price: 12_000 })
    const before = await balanceOf(f)
    const sn = (await apply(f, { serviceType: 'RETURN_GOODS', reason: '七天无理由退货' })).result.sn
    const carriers = (await f.buyer.get('/buyer/other/logistics')).result
    const ship = (params: Record<string, string>) => f.buyer.post(`${BASE}/delivery/${sn}?${q(params)}`)
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    expect(
      (await ship({ logisticsNo: 'SF100001', logisticsId: carriers[0].id, mDeliverTime: today })).code,
    ).toBe(ErrorCodes.AFTER_STATUS_ERROR.code)
    const passed = await review(f, sn)
    expect(passed.result).toMatchObject({
      serviceStatus: 'PASS',
      afterSaleAllowOperationVO: { cancel: true, delivery: true },
    })
    const address = (await f.buyer.get(`${BASE}/getStoreAfterSaleAddress/${sn}`)).result
    expect(address).toEqual({
      salesConsigneeName: null,
      salesConsigneeMobile: null,
      salesConsigneeAddressId: null,
      salesConsigneeAddressPath: null,
      salesConsigneeDetail: null,
    })
    expect((await ship({ logisticsNo: 'SF100001', logisticsId: '404', mDeliverTime: today })).code).toBe(
      33005,
    )
    expect(
      (await ship({ logisticsNo: 'SF100001', logisticsId: carriers[0].id, mDeliverTime: '2999-01-01' })).code,
    ).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(
      (await ship({ logisticsNo: 'SF100001', logisticsId: carriers[0].id, mDeliverTime: '2026-02-30' })).code,
    ).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await ship({ logisticsNo: '', logisticsId: carriers[0].id, mDeliverTime: today })).code).toBe(
      4002,
    )
    const other = caller(t, (await createMember(t)).headers)
    expect(
      (
        await other.post(
          `${BASE}/delivery/${sn}?${q({ logisticsNo: 'SF100002', logisticsId: carriers[0].id, mDeliverTime: today })}`,
        )
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const shipped = await ship({
      logisticsNo: 'SF1234567890',
      logisticsId: carriers[0].id,
      mDeliverTime: today,
    })
    expect(shipped.result).toMatchObject({
      serviceStatus: 'BUYER_RETURN',
      mlogisticsNo: 'SF1234567890',
      mlogisticsCode: carriers[0].id,
      mlogisticsName: carriers[0].name,
      mdeliverTime: today,
      afterSaleAllowOperationVO: { cancel: null, rog: true, delivery: false },
    })
    expect((await f.buyer.post(`${BASE}/cancel/${sn}`)).code).toBe(ErrorCodes.AFTER_SALES_CANCEL_ERROR.code)
    expect((await review(f, sn, { remark: 'again' })).code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
    expect(await balanceOf(f)).toBe(before)
    const done = await f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS`)
    expect(done.result.serviceStatus).toBe('COMPLETE')
    expect(await balanceOf(f)).toBe(before + 12_000)
    expect(
      (await f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS&remark=again`)).code,
    ).toBe(ErrorCodes.AFTER_STATUS_ERROR.code)
    const logs = (await f.buyer.get(`${BASE}/get/getAfterSaleLog/${sn}`)).result
    expect(logs).toHaveLength(5)
    const statuses = await t.database.db.select().from(afterSaleLogs).where(eq(afterSaleLogs.sn, sn))
    expect(statuses.map((l) => l.toStatus)).toEqual([
      'APPLY',
      'PASS',
      'BUYER_RETURN',
      'SELLER_CONFIRM',
      'COMPLETE',
    ])
  })

  it('a rejected parcel ends in SELLER_TERMINATION and frees the units; no refund', async () => {
    const f = await completedOrder(t)
    const before = await balanceOf(f)
    const sn = (await apply(f, { serviceType: 'RETURN_GOODS' })).result.sn
    await review(f, sn)
    const carriers = (await f.buyer.get('/buyer/other/logistics')).result
    await f.buyer.post(
      `${BASE}/delivery/${sn}?${q({ logisticsNo: 'YT9000001', logisticsId: carriers[1].id, mDeliverTime: '2026-01-02' })}`,
    )
    expect((await f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=REFUSE`)).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    const ended = await f.seller.post(
      `/store/order/afterSale/confirm/${sn}?${q({ serviceStatus: 'REFUSE', remark: '退回商品已损坏' })}`,
    )
    expect(ended.result.serviceStatus).toBe('SELLER_TERMINATION')
    expect(await itemRow(f.orderItemSn)).toMatchObject({
      returnGoodsNumber: 0,
      isRefund: 'NO_REFUND',
      afterSaleStatus: 'NOT_APPLIED',
    })
    expect(await balanceOf(f)).toBe(before)
    expect((await messagesOf(f.buyerMember.member.id)).map((m) => m.title)).toContain('售后已终止')
  })
})

describe('refund through the payment provider', () => {
  it('refunds an Alipay order through the sandbox by the refund job, not the wallet', async () => {
    const f = await alipayOrder({ price: 6_600 })
    const info = await f.buyer.get(`${BASE}/applyAfterSaleInfo/${f.orderItemSn}`)
    expect(
      info.success,
      JSON.stringify([info, await orderRow(f.orderSn), await itemRow(f.orderItemSn)]),
    ).toBe(true)
    expect((await f.buyer.get(`${BASE}/applyAfterSaleInfo/${f.orderItemSn}`)).result.accountType).toBe(
      'ALIPAY',
    )
    const before = await balanceOf(f)
    const sn = (await apply(f)).result.sn
    const done = await review(f, sn)
    expect(done.result).toMatchObject({ serviceStatus: 'COMPLETE', actualRefundPrice: 66, payOrderNo: null })
    // Decided: the refund waits for its job (decision 148); the buyer reads 退款中.
    expect((await f.buyer.get(`${BASE}/get/${sn}`)).result.gatewayRefund).toMatchObject({
      refundNo: sn,
      source: 'AFTER_SALE',
      status: 'PENDING',
      statusValue: '退款中',
      amount: 66,
    })
    expect((await messagesOf(f.buyerMember.member.id)).map((m) => m.title)).toContain('退款处理中')
    await t.app.jobs.runDue(paymentRefund)
    const after = (await f.buyer.get(`${BASE}/get/${sn}`)).result
    expect(after.payOrderNo).toMatch(/^SR[0-9a-f]{30}$/)
    expect(after.gatewayRefund).toMatchObject({
      status: 'SUCCESS',
      statusValue: '已退款',
      providerRefundNo: after.payOrderNo,
    })
    const order = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result
    expect(order.refunds.map((r: { refundNo: string; status: string }) => [r.refundNo, r.status])).toEqual([
      [sn, 'SUCCESS'],
    ])
    expect((await f.seller.get(`/store/order/afterSale/get/${sn}`)).result.gatewayRefund.status).toBe(
      'SUCCESS',
    )
    expect(await balanceOf(f)).toBe(before)
    expect((await orderRow(f.orderSn)).orderStatus).toBe('CANCELLED')
    expect(
      (await messagesOf(f.buyerMember.member.id)).find((m) => m.title === '退款成功')?.content,
    ).toContain('已按原支付方式退回')
  })
})

describe('queries', () => {
  it('detail, logs and address are owner only; the page filters the member own after-sales', async () => {
    const f = await completedOrder(t, { price: 2_000, num: 2 })
    const a = (await apply(f, { num: 1 })).result
    const b = (await apply(f, { num: 1, serviceType: 'RETURN_GOODS', reason: '商品质量问题' })).result
    await f.buyer.post(`${BASE}/cancel/${a.sn}`)
    const other = caller(t, (await createMember(t)).headers)
    for (const path of [`get/${a.sn}`, `get/getAfterSaleLog/${a.sn}`, `getStoreAfterSaleAddress/${a.sn}`])
      expect((await other.get(`${BASE}/${path}`)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await f.buyer.get(`${BASE}/get/A404`)).code).toBe(ErrorCodes.AFTER_SALES_NOT_EXIST.code)
    const detail = (await f.buyer.get(`${BASE}/get/${b.sn}`)).result
    expect(detail).toMatchObject({
      sn: b.sn,
      serviceStatusValue: '申请中',
      orderSn: f.orderSn,
      specs: expect.any(String),
    })
    expect(Object.keys(detail)).toEqual(
      expect.arrayContaining(['mlogisticsNo', 'mlogisticsCode', 'mlogisticsName', 'mdeliverTime']),
    )
    const page = async (params: Record<string, string | number> = {}) =>
      (await f.buyer.get(`${BASE}/page?${q(params)}`)).result
    const all = await page()
    expect(all.total).toBe(2)
    expect(all.records[0].sn).toBe(b.sn)
    expect((await page({ serviceStatus: 'BUYER_CANCEL' })).records.map((r: { sn: string }) => r.sn)).toEqual([
      a.sn,
    ])
    expect((await page({ serviceType: 'RETURN_GOODS' })).total).toBe(1)
    expect((await page({ keywords: f.orderSn })).total).toBe(2)
    expect((await page({ orderSn: 'O404' })).total).toBe(0)
    expect((await page({ applyRefundPrice: '0_10' })).total).toBe(0)
    expect((await page({ applyRefundPrice: '20_20' })).total).toBe(2)
    // Bounds past what an amount column holds: nothing above, everything below (once a 500).
    expect((await page({ applyRefundPrice: '13800138000' })).total).toBe(0)
    expect((await page({ applyRefundPrice: '0_13800138000' })).total).toBe(2)
    expect((await page({ flowPrice: '_99999999999.99' })).total).toBe(2)
    expect((await page({ pageSize: 1, pageNumber: 2 })).records[0].sn).toBe(a.sn)
    expect((await f.buyer.get(`${BASE}/page?serviceStatus=NOPE`)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await f.buyer.get(`${BASE}/page?applyRefundPrice=abc`)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await other.get(`${BASE}/page`)).result.total).toBe(0)
    const anon = await t.app.inject({ method: 'GET', url: `${BASE}/page` })
    expect(anon.statusCode).toBe(401)
    // The store side: its own after-sales only; buyers without a store are refused.
    const storePage = (await f.seller.get('/store/order/afterSale/page?serviceStatus=APPLY')).result
    expect(storePage.records.map((r: { sn: string }) => r.sn)).toEqual([b.sn])
    expect((await f.seller.get(`/store/order/afterSale/get/${a.sn}`)).result.serviceStatus).toBe(
      'BUYER_CANCEL',
    )
    const otherStore = await completedOrder(t)
    expect((await otherStore.seller.get(`/store/order/afterSale/get/${a.sn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await otherStore.seller.get('/store/order/afterSale/page')).result.total).toBe(0)
    expect((await f.buyer.get('/store/order/afterSale/page')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await f.seller.get('/store/order/afterSale/get/A404')).code).toBe(
      ErrorCodes.AFTER_SALES_NOT_EXIST.code,
    )
  })
})
