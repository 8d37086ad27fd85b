import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, afterSales, memberCoupons, memberMessages, walletLogs } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletBalance } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { filedComplaint, refusedAfterSale, waitingOfflineRefund } from '../../testing/arbitration.ts'
import { completedOrder, paidOrder } from '../../testing/orders.ts'
import { caller, makeCoupon, makeStore } from '../../testing/trade.ts'

/**
 * The operator's arbitration (decision 115): escalated after-sales ruled once, offline refunds,
 * complaints arbitrated, the payment and refund log, platform coupons and the dashboard. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the parallel calls really race.
 */
let t: TestApp
let admin: ReturnType<typeof caller>
let op: Awaited<ReturnType<typeof makeAdmin>>
let adminId: string
let auditor: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  op = await makeAdmin(t, { superUser: true })
  admin = caller(t, op.headers)
  adminId = op.admin.id
  auditor = caller(t, (await makeAdmin(t, { permissions: ['order:read', 'promotion:read'] })).headers)
}, 60_000)
afterAll(() => t.close())

const q = encodeURIComponent
const balance = async (memberId: string) => (await walletBalance(t.database.db, memberId)).balance
const refunds = (memberId: string) =>
  t.database.db
    .select()
    .from(walletLogs)
    .where(and(eq(walletLogs.memberId, memberId), eq(walletLogs.serviceType, 'WALLET_REFUND')))
const logsOf = (target: string) =>
  t.database.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.target, target), eq(adminLogs.adminId, adminId)))
const rule = (sn: string, result: 'REFUND' | 'UPHOLD', remark = '经核实商品确有瑕疵', extra = '') =>
  admin.put(`/manager/order/afterSale/arbitrate/${sn}?result=${result}&remark=${q(remark)}${extra}`)

describe('buyer escalation of a refused after-sale', () => {
  it('escalates only a refusal, once, with a reason, and only the buyer’s own', async () => {
    const f = await refusedAfterSale(t, { escalate: false })
    const before = (await f.buyer.get(`/buyer/order/afterSale/get/${f.sn}`)).result
    expect(before).toMatchObject({ serviceStatus: 'REFUSE', arbitrationStatus: null })
    expect(before.afterSaleAllowOperationVO.escalate).toBe(true)

    expect((await f.buyer.post(`/buyer/order/afterSale/escalate/${f.sn}`)).code).toBe(4002)
    const other = caller(t, (await createMember(t)).headers)
    expect((await other.post(`/buyer/order/afterSale/escalate/${f.sn}?reason=x`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    const res = await f.buyer.post(`/buyer/order/afterSale/escalate/${f.sn}?reason=${q('商家拒绝不合理')}`)
    expect(res.result).toMatchObject({ arbitrationStatus: 'ESCALATED', escalateReason: '商家拒绝不合理' })
    expect(res.result.afterSaleAllowOperationVO.escalate).toBe(false)
    expect((await f.buyer.post(`/buyer/order/afterSale/escalate/${f.sn}?reason=again`)).code).toBe(
      ErrorCodes.AFTER_SALE_ALREADY_ESCALATED.code,
    )
    const log = (await f.buyer.get(`/buyer/order/afterSale/get/getAfterSaleLog/${f.sn}`)).result
    expect(log.map((l: { message: string }) => l.message).join()).toContain('买家申请平台介入')
  })

  it('refuses to escalate an after-sale the store has not refused (60400)', async () => {
    const f = await completedOrder(t)
    const sn = (
      await f.buyer.post(
        `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
      )
    ).result.sn
    expect((await f.buyer.post(`/buyer/order/afterSale/escalate/${sn}?reason=x`)).code).toBe(
      ErrorCodes.AFTER_SALE_ESCALATE_ERROR.code,
    )
  })
})

describe('operator after-sale arbitration', () => {
  it('lists every store’s after-sales with filters and shows the detail with its log', async () => {
    const f = await refusedAfterSale(t)
    const escalated = (
      await admin.get('/manager/order/afterSale/page?arbitrationStatus=ESCALATED&pageSize=100')
    ).result
    expect(escalated.records.map((r: { sn: string }) => r.sn)).toContain(f.sn)
    const memberName = (await admin.get(`/manager/order/afterSale/get/${f.sn}`)).result.afterSale.memberName
    const byMember = (await admin.get(`/manager/order/afterSale/page?memberName=${q(memberName)}`)).result
    expect(byMember.records).toMatchObject([{ sn: f.sn, serviceStatus: 'REFUSE' }])
    expect(
      (await admin.get(`/manager/order/afterSale/page?sn=${f.sn}&serviceStatus=APPLY`)).result.total,
    ).toBe(0)
    expect((await admin.get('/manager/order/afterSale/page?arbitrationStatus=NOPE')).code).toBe(4002)
    const detail = (await admin.get(`/manager/order/afterSale/get/${f.sn}`)).result
    expect(detail.afterSale).toMatchObject({ sn: f.sn, escalateReason: '商家拒绝不合理，附照片为证' })
    expect(detail.order).toMatchObject({ sn: f.orderSn, paymentMethod: 'WALLET' })
    expect(detail.logs.map((l: { operatorType: string }) => l.operatorType)).toEqual([
      'MEMBER',
      'STORE',
      'MEMBER',
    ])
    expect((await admin.get('/manager/order/afterSale/get/A404')).code).toBe(
      ErrorCodes.AFTER_SALES_NOT_EXIST.code,
    )
  })

  it('refunds once: the wallet is credited, both parties see the ruling, the log records it', async () => {
    const f = await refusedAfterSale(t, { price: 6_600 })
    const memberId = f.buyerMember.member.id
    const before = await balance(memberId)
    expect((await admin.put(`/manager/order/afterSale/arbitrate/${f.sn}?result=REFUND`)).code).toBe(4002)
    const res = await rule(f.sn, 'REFUND')
    expect(res.result).toMatchObject({
      serviceStatus: 'COMPLETE',
      arbitrationStatus: 'REFUNDED',
      arbitrationRemark: '经核实商品确有瑕疵',
      actualRefundPrice: 66,
    })
    expect(await balance(memberId)).toBe(before + 6_600)
    expect(await refunds(memberId)).toHaveLength(1)
    expect((await rule(f.sn, 'REFUND')).code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_ERROR.code)
    expect((await rule(f.sn, 'UPHOLD')).code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_ERROR.code)
    expect(await balance(memberId)).toBe(before + 6_600)

    const buyerView = (await f.buyer.get(`/buyer/order/afterSale/get/${f.sn}`)).result
    expect(buyerView).toMatchObject({
      arbitrationStatus: 'REFUNDED',
      arbitrationRemark: '经核实商品确有瑕疵',
    })
    const storeView = (await f.seller.get(`/store/order/afterSale/get/${f.sn}`)).result
    expect(storeView).toMatchObject({
      arbitrationStatus: 'REFUNDED',
      arbitrationRemark: '经核实商品确有瑕疵',
    })
    const titles = (
      await t.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, memberId))
    ).map((m) => m.title)
    expect(titles).toEqual(expect.arrayContaining(['平台介入结果', '退款成功']))
    // Every unit refunded: the order closes as a store approval would close it.
    const order = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result
    expect(order.order.orderStatus).toBe('CANCELLED')
    const logs = await logsOf(f.sn)
    expect(logs.map((l) => l.action)).toEqual(['order.afterSale.refund'])
  })

  it('upholds the refusal: no money moves, the remark reaches both sides', async () => {
    const f = await refusedAfterSale(t)
    const before = await balance(f.buyerMember.member.id)
    const res = await rule(f.sn, 'UPHOLD', '照片显示为人为损坏')
    expect(res.result).toMatchObject({ serviceStatus: 'REFUSE', arbitrationStatus: 'UPHELD' })
    expect(await balance(f.buyerMember.member.id)).toBe(before)
    expect((await f.seller.get(`/store/order/afterSale/get/${f.sn}`)).result.arbitrationRemark).toBe(
      '照片显示为人为损坏',
    )
    expect((await rule(f.sn, 'REFUND')).code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_ERROR.code)
  })

  it('will not refund more than applied (33004), units claimed again (60403) or a case not escalated', async () => {
    const f = await refusedAfterSale(t, { price: 5_000 })
    expect((await rule(f.sn, 'REFUND', '退款', '&actualRefundPrice=50.01')).code).toBe(
      ErrorCodes.AFTER_SALES_PRICE_ERROR.code,
    )
    // A rejected ruling rolled back: still escalated, and a lower amount is allowed.
    const lower = await rule(f.sn, 'REFUND', '部分退款', '&actualRefundPrice=20')
    expect(lower.result).toMatchObject({ serviceStatus: 'COMPLETE', actualRefundPrice: 20 })

    const g = await refusedAfterSale(t)
    const again = await g.buyer.post(
      `/buyer/order/afterSale/save/${g.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
    )
    expect(again.success).toBe(true)
    expect((await rule(g.sn, 'REFUND')).code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_UNITS_TAKEN.code)

    const h = await refusedAfterSale(t, { escalate: false })
    expect((await rule(h.sn, 'REFUND')).code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_ERROR.code)
  })

  it('a read-only operator lists but cannot rule or refund', async () => {
    const f = await refusedAfterSale(t)
    expect((await auditor.get(`/manager/order/afterSale/get/${f.sn}`)).success).toBe(true)
    const denied = await auditor.put(`/manager/order/afterSale/arbitrate/${f.sn}?result=REFUND&remark=x`)
    expect(denied.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const w = await waitingOfflineRefund(t)
    expect((await auditor.put(`/manager/order/afterSale/refund/${w.sn}?reference=BANK1`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    const [row] = await t.database.db.select().from(afterSales).where(eq(afterSales.sn, f.sn))
    expect(row.arbitrationStatus).toBe('ESCALATED')
  })

  it('eight rulings at once refund exactly once', async () => {
    const f = await refusedAfterSale(t, { price: 4_200 })
    const memberId = f.buyerMember.member.id
    const before = await balance(memberId)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rule(f.sn, i % 2 ? 'UPHOLD' : 'REFUND', `第${i}次`)),
    )
    const won = results.filter((r) => r.success)
    expect(won).toHaveLength(1)
    for (const r of results.filter((x) => !x.success))
      expect(r.code).toBe(ErrorCodes.AFTER_SALE_ARBITRATION_ERROR.code)
    const refunded = won[0].result.arbitrationStatus === 'REFUNDED'
    expect(await balance(memberId)).toBe(before + (refunded ? 4_200 : 0))
    expect(await refunds(memberId)).toHaveLength(refunded ? 1 : 0)
    expect(await logsOf(f.sn)).toHaveLength(1)
  })
})

describe('offline refunds', () => {
  it('marks a WAIT_REFUND after-sale refunded with the transfer reference, once', async () => {
    const f = await waitingOfflineRefund(t, { price: 8_800 })
    const before = await balance(f.buyerMember.member.id)
    expect((await admin.put(`/manager/order/afterSale/refund/${f.sn}`)).code).toBe(4002)
    const res = await admin.put(`/manager/order/afterSale/refund/${f.sn}?reference=BOC20261124001`)
    expect(res.result).toMatchObject({
      serviceStatus: 'COMPLETE',
      payOrderNo: 'BOC20261124001',
      actualRefundPrice: 88,
    })
    // The money left the platform's bank account, not the shop's wallet books.
    expect(await balance(f.buyerMember.member.id)).toBe(before)
    expect((await admin.put(`/manager/order/afterSale/refund/${f.sn}?reference=AGAIN`)).code).toBe(
      ErrorCodes.AFTER_SALE_OFFLINE_REFUND_ERROR.code,
    )
    const buyerView = (await f.buyer.get(`/buyer/order/afterSale/get/${f.sn}`)).result
    expect(buyerView).toMatchObject({ serviceStatus: 'COMPLETE', payOrderNo: 'BOC20261124001' })
    const msgs = await t.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, f.buyerMember.member.id), eq(memberMessages.title, '退款成功')))
    expect(msgs).toHaveLength(1)
    expect(msgs[0].content).toContain('BOC20261124001')
    const refundLog = (await admin.get(`/manager/order/refundLog?sn=${f.sn}`)).result
    expect(refundLog.records).toMatchObject([
      {
        kind: 'AFTER_SALE',
        refundWay: 'OFFLINE',
        refundStatus: 'DONE',
        reference: 'BOC20261124001',
        amount: 88,
      },
    ])
  })

  it('refuses an after-sale that is not waiting (60404); six marks at once complete it once', async () => {
    const done = await refusedAfterSale(t, { escalate: false })
    expect((await admin.put(`/manager/order/afterSale/refund/${done.sn}?reference=X`)).code).toBe(
      ErrorCodes.AFTER_SALE_OFFLINE_REFUND_ERROR.code,
    )
    const f = await waitingOfflineRefund(t)
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.put(`/manager/order/afterSale/refund/${f.sn}?reference=R${i}`),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    for (const r of results.filter((x) => !x.success))
      expect(r.code).toBe(ErrorCodes.AFTER_SALE_OFFLINE_REFUND_ERROR.code)
    expect(await logsOf(f.sn)).toHaveLength(1)
    const msgs = await t.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, f.buyerMember.member.id), eq(memberMessages.title, '退款成功')))
    expect(msgs).toHaveLength(1)
  })
})

describe('complaint arbitration', () => {
  it('lists and shows the complaint, the appeal and the dialogue; the platform speaks in it', async () => {
    const f = await filedComplaint(t, { appeal: true })
    const list = (await admin.get(`/manager/order/complain?status=WAIT_ARBITRATION&orderSn=${f.orderSn}`))
      .result
    expect(list.records).toMatchObject([{ id: f.complaintId, complainStatus: 'WAIT_ARBITRATION' }])
    expect((await admin.get(`/manager/order/complain?status=NEW&orderSn=${f.orderSn}`)).result.total).toBe(0)
    const said = await admin.post(
      `/manager/order/complain/communication/${f.complaintId}?content=${q('请双方提供照片')}`,
    )
    expect(said.result).toMatchObject({ owner: 'PLATFORM', content: '请双方提供照片' })
    const detail = (await admin.get(`/manager/order/complain/${f.complaintId}`)).result
    expect(detail).toMatchObject({ content: '收到的茶具有裂纹', appealContent: '发货前已检查，完好无损' })
    expect(detail.orderComplaintCommunications.map((c: { owner: string }) => c.owner)).toEqual(['PLATFORM'])
    const buyerView = (await f.buyer.get(`/buyer/order/complain/${f.complaintId}`)).result
    expect(buyerView.orderComplaintCommunications).toMatchObject([
      { owner: 'PLATFORM', content: '请双方提供照片' },
    ])
    expect((await admin.get('/manager/order/complain/123')).code).toBe(ErrorCodes.COMPLAINT_NOT_EXIT.code)
    expect((await admin.post(`/manager/order/complain/communication/${f.complaintId}`)).code).toBe(4002)
  })

  it('arbitrates once: COMPLETE with a result the buyer and the store read; then closed', async () => {
    const f = await filedComplaint(t)
    const forwarded = await admin.put(`/manager/order/complain/status/${f.complaintId}`)
    expect(forwarded.result.complainStatus).toBe('WAIT_APPEAL')
    expect((await admin.put(`/manager/order/complain/complete/${f.complaintId}`)).code).toBe(4002)
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        admin.put(
          `/manager/order/complain/complete/${f.complaintId}?arbitrationResult=${q(`商家补发一件${i}`)}`,
        ),
      ),
    )
    const won = results.filter((r) => r.success)
    expect(won).toHaveLength(1)
    for (const r of results.filter((x) => !x.success)) expect(r.code).toBe(ErrorCodes.COMPLAINT_CLOSED.code)
    const result = won[0].result.arbitrationResult
    expect((await f.buyer.get(`/buyer/order/complain/${f.complaintId}`)).result).toMatchObject({
      complainStatus: 'COMPLETE',
      arbitrationResult: result,
    })
    expect((await f.seller.get(`/store/order/complain/${f.complaintId}`)).result.arbitrationResult).toBe(
      result,
    )
    expect((await admin.post(`/manager/order/complain/communication/${f.complaintId}?content=x`)).code).toBe(
      ErrorCodes.COMPLAINT_CLOSED.code,
    )
    expect((await logsOf(f.complaintId)).map((l) => l.action).sort()).toEqual([
      'order.complaint.arbitrate',
      'order.complaint.forward',
    ])
    expect(
      (await auditor.put(`/manager/order/complain/complete/${f.complaintId}?arbitrationResult=x`)).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
  })
})

describe('payment and refund log', () => {
  it('lists order payments and recharges with filters, read-only', async () => {
    const f = await paidOrder(t, { price: 12_300 })
    const recharge = await f.buyer.post('/buyer/trade/recharge?price=50')
    expect(recharge.success).toBe(true)
    const memberName = (await admin.get(`/manager/order/paymentLog?sn=${f.orderSn}`)).result.records[0]
      .memberName
    const mine = (await admin.get(`/manager/order/paymentLog?memberName=${q(memberName)}`)).result
    expect(mine.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'ORDER',
          sn: f.orderSn,
          amount: 123,
          paymentMethod: 'WALLET',
          payStatus: 'PAID',
        }),
        expect.objectContaining({
          kind: 'RECHARGE',
          sn: recharge.result.rechargeSn,
          amount: 50,
          payStatus: 'UNPAID',
        }),
      ]),
    )
    const orders = (
      await admin.get(
        `/manager/order/paymentLog?kind=ORDER&payStatus=PAID&paymentMethod=WALLET&sn=${f.orderSn}`,
      )
    ).result
    expect(orders.total).toBe(1)
    expect(
      (await admin.get(`/manager/order/paymentLog?sn=${f.orderSn}&startDate=2099-01-01`)).result.total,
    ).toBe(0)
    expect((await admin.get('/manager/order/paymentLog?kind=NOPE')).code).toBe(4002)
    expect((await auditor.get(`/manager/order/paymentLog?sn=${f.orderSn}`)).result.total).toBe(1)
  })

  it('lists after-sale refunds and paid orders cancelled', async () => {
    const cancelled = await paidOrder(t, { price: 3_000 })
    const res = await cancelled.buyer.post(
      `/buyer/order/order/${cancelled.orderSn}/cancel?reason=${q('不想要了')}`,
    )
    expect(res.success).toBe(true)
    const log = (await admin.get(`/manager/order/refundLog?sn=${cancelled.orderSn}`)).result
    expect(log.records).toMatchObject([
      {
        kind: 'ORDER_CANCEL',
        orderSn: cancelled.orderSn,
        amount: 30,
        refundWay: 'WALLET',
        refundStatus: 'DONE',
      },
    ])
    const w = await waitingOfflineRefund(t)
    expect((await admin.get(`/manager/order/refundLog?sn=${w.sn}&refundStatus=WAIT`)).result.total).toBe(1)
    expect((await admin.get(`/manager/order/refundLog?sn=${w.sn}&refundStatus=DONE`)).result.total).toBe(0)
    expect((await admin.get(`/manager/order/refundLog?kind=AFTER_SALE&sn=${w.orderSn}`)).result.total).toBe(1)
  })
})

const couponForm = (over: Record<string, unknown> = {}) => ({
  couponName: `平台满减${Date.now() % 100_000}`,
  couponType: 'PRICE',
  price: 15,
  consumeThreshold: 99,
  scopeType: 'ALL',
  rangeDayType: 'FIXEDTIME',
  startTime: '2026-01-01 00:00:00',
  endTime: '2099-12-31 23:59:59',
  publishNum: 100,
  couponLimitNum: 1,
  description: '全场通用',
  ...over,
})

describe('platform coupons', () => {
  it('creates a coupon buyers claim in the coupon centre with its limit; edits stop once claimed', async () => {
    const created = await admin.post('/manager/promotion/coupon', couponForm())
    expect(created.result).toMatchObject({
      storeId: '0',
      price: 15,
      consumeThreshold: 99,
      promotionStatus: 'START',
    })
    const id = created.result.id
    // Editable until claimed.
    const edited = await admin.put(
      `/manager/promotion/coupon/${id}`,
      couponForm({ couponName: '平台满99减20', price: 20 }),
    )
    expect(edited.result).toMatchObject({ couponName: '平台满99减20', price: 20 })
    // The operation log reads the edit in words: labels in the reader's language, the amount in yuan
    // (the row keeps fen), the raw JSON still there (issue 60 §14).
    const logged = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/manager/setting/log?action=promotion.coupon.update&target=${id}`,
          headers: { ...op.headers, 'accept-language': lang },
        })
      ).json().result.records[0]
    const zh = await logged('zh-CN')
    expect(zh.before.price).toBe(1500)
    expect(zh.after.price).toBe(2000)
    const line = (row: { changes: { field: string }[] }, field: string) =>
      row.changes.find((c) => c.field === field)
    expect(line(zh, 'price')).toEqual({
      field: 'price',
      label: '面额',
      before: 15,
      after: 20,
      money: true,
      changed: true,
    })
    expect(line(zh, 'consumeThreshold')).toMatchObject({ label: '使用门槛', before: 99, changed: false })
    expect(line(zh, 'couponName')).toMatchObject({
      label: '优惠券名称',
      after: '平台满99减20',
      changed: true,
    })
    const en = await logged('en')
    expect(line(en, 'price')).toMatchObject({ label: 'Amount', before: 15, after: 20 })
    for (const c of en.changes) expect(c.label).not.toMatch(/\p{Script=Han}/u)

    const buyer = await createMember(t)
    const b = caller(t, buyer.headers)
    const centre = (await b.get('/buyer/promotion/coupon?storeId=0&pageSize=100')).result
    expect(centre.records.map((c: { id: string }) => c.id)).toContain(id)
    expect((await b.get(`/buyer/promotion/coupon/receive/${id}`)).success).toBe(true)
    expect((await b.get(`/buyer/promotion/coupon/receive/${id}`)).code).toBe(
      ErrorCodes.COUPON_LIMIT_ERROR.code,
    )

    const claims = (await admin.get(`/manager/promotion/coupon/claims?couponId=${id}`)).result
    expect(claims.records).toMatchObject([
      { couponId: id, memberId: buyer.member.id, price: 20, memberCouponStatus: 'NEW' },
    ])
    expect((await admin.put(`/manager/promotion/coupon/${id}`, couponForm())).code).toBe(
      ErrorCodes.COUPON_CLAIMED_NOT_EDITABLE.code,
    )
    expect((await admin.get(`/manager/promotion/coupon/${id}`)).result.receivedNum).toBe(1)
    expect((await logsOf(id)).map((l) => l.action)).toEqual(
      expect.arrayContaining(['promotion.coupon.create', 'promotion.coupon.update']),
    )
  })

  it('closes: gone from the centre, unused copies closed, closing twice refused', async () => {
    const id = (await admin.post('/manager/promotion/coupon', couponForm())).result.id
    const buyer = await createMember(t)
    const b = caller(t, buyer.headers)
    await b.get(`/buyer/promotion/coupon/receive/${id}`)
    const closed = await admin.put(`/manager/promotion/coupon/close/${id}`)
    expect(closed.result.promotionStatus).toBe('CLOSE')
    const centre = (await b.get('/buyer/promotion/coupon?storeId=0&pageSize=100')).result
    expect(centre.records.map((c: { id: string }) => c.id)).not.toContain(id)
    const [held] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
    expect(held.memberCouponStatus).toBe('CLOSED')
    expect((await admin.put(`/manager/promotion/coupon/close/${id}`)).code).toBe(
      ErrorCodes.COUPON_ALREADY_CLOSED.code,
    )
    expect(
      (await admin.get('/manager/promotion/coupon?promotionStatus=CLOSE&pageSize=100')).result.records,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id })]))
  })

  it('checks the rules: times, amount, discount, scope, days after claim; store coupons are not the platform’s', async () => {
    const code = async (over: Record<string, unknown>) =>
      (await admin.post('/manager/promotion/coupon', couponForm(over))).code
    expect(await code({ endTime: '2025-01-01 00:00:00' })).toBe(ErrorCodes.COUPON_TIME_ERROR.code)
    expect(await code({ startTime: '2099-12-31 23:59:59', endTime: '2099-01-01 00:00:00' })).toBe(
      ErrorCodes.COUPON_TIME_ERROR.code,
    )
    expect(await code({ price: 120 })).toBe(ErrorCodes.COUPON_PRICE_OVER_THRESHOLD.code)
    expect(await code({ price: 0 })).toBe(4002)
    expect(await code({ couponType: 'DISCOUNT', couponDiscount: 10 })).toBe(4002)
    expect(await code({ scopeType: 'PORTION_GOODS', scopeId: '999999999' })).toBe(
      ErrorCodes.COUPON_SCOPE_ERROR.code,
    )
    expect(await code({ scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '' })).toBe(4002)
    expect(await code({ rangeDayType: 'DYNAMICTIME', effectiveDays: 0 })).toBe(4002)
    const discount = await admin.post(
      '/manager/promotion/coupon',
      couponForm({ couponType: 'DISCOUNT', couponDiscount: 8.5, price: 0 }),
    )
    expect(discount.result).toMatchObject({ couponType: 'DISCOUNT', couponDiscount: 8.5, price: 0 })
    const dynamic = await admin.post(
      '/manager/promotion/coupon',
      couponForm({ rangeDayType: 'DYNAMICTIME', effectiveDays: 7, startTime: '2099-01-01 00:00:00' }),
    )
    expect(dynamic.result).toMatchObject({
      rangeDayType: 'DYNAMICTIME',
      effectiveDays: 7,
      promotionStatus: 'START',
    })
    const store = await makeStore(t)
    const storeCoupon = await makeCoupon(t, { storeId: store.id, storeName: store.storeName })
    expect((await admin.put(`/manager/promotion/coupon/close/${storeCoupon.id}`)).code).toBe(
      ErrorCodes.COUPON_NOT_PLATFORM.code,
    )
    expect((await auditor.post('/manager/promotion/coupon', couponForm())).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
  })

  it('a claim and an edit racing: the member holds what the coupon says', async () => {
    const id = (await admin.post('/manager/promotion/coupon', couponForm({ publishNum: 5 }))).result.id
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createMember(t)))
    const results = await Promise.all([
      ...buyers.map((m) => caller(t, m.headers).get(`/buyer/promotion/coupon/receive/${id}`)),
      admin.put(`/manager/promotion/coupon/${id}`, couponForm({ couponName: '改过的券', price: 30 })),
    ])
    const edit = results[4]
    const held = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))
    expect(held).toHaveLength(4)
    if (edit.success) {
      // The edit came first: every copy carries the edited rules.
      for (const h of held) expect(h.price).toBe(3_000)
    } else {
      expect(edit.code).toBe(ErrorCodes.COUPON_CLAIMED_NOT_EDITABLE.code)
      for (const h of held) expect(h.price).toBe(1_500)
    }
  })
})

describe('dashboard', () => {
  it('shows today’s figures and the queues the operator may read', async () => {
    await refusedAfterSale(t)
    await filedComplaint(t, { appeal: true })
    const all = (await admin.get('/manager/statistics/index')).result
    expect(all.today.orders).toBeGreaterThanOrEqual(2)
    expect(all.today.paid).toBeGreaterThan(0)
    expect(all.today.members).toBeGreaterThanOrEqual(2)
    expect(all.today.stores).toBeGreaterThanOrEqual(2)
    expect(Object.keys(all.pending).sort()).toEqual(
      [
        'afterSales',
        'bills',
        'complaints',
        'consultations',
        'distributors',
        'goodsReview',
        'offlineRefunds',
        'storeApplies',
        'withdrawals',
      ].sort(),
    )
    expect(all.pending.afterSales).toBeGreaterThanOrEqual(1)
    expect(all.pending.complaints).toBeGreaterThanOrEqual(1)
    const escalated = (await admin.get('/manager/order/afterSale/page?arbitrationStatus=ESCALATED')).result
      .total
    expect(all.pending.afterSales).toBe(escalated)
    const limited = (await auditor.get('/manager/statistics/index')).result
    expect(Object.keys(limited.pending).sort()).toEqual(['afterSales', 'complaints', 'offlineRefunds'])

    // Every store's paid orders over 30 days, today last: today's amount is today's figure.
    expect(all.days).toHaveLength(30)
    const today = all.days[29]
    expect(today.date).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10))
    expect(today.orders).toBeGreaterThanOrEqual(2)
    expect(today.amount).toBe(all.today.paid)
    expect(limited.days).toEqual(all.days)
    const goodsOnly = caller(t, (await makeAdmin(t, { permissions: ['goods:read'] })).headers)
    expect((await goodsOnly.get('/manager/statistics/index')).result.days).toBeNull()
  })
})
