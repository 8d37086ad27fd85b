import { ErrorCodes } from '@silk/contracts/errors'
import {
  adminLogs,
  memberCoupons,
  members,
  orderLogs,
  orders,
  trades,
  walletLogs,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletBalance } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { refusedAfterSale } from '../../testing/arbitration.ts'
import { multiStoreTrade, orderAt, paidOrder } from '../../testing/orders.ts'
import { addAddress, caller, makeCoupon, stockOf } from '../../testing/trade.ts'

/**
 * The operator's order desk (decision 116): every store's orders by tab and filters, an order's
 * detail, and the platform's cancel of an unpaid order through the buyer's cancel path.
 */
let t: TestApp
let op: ReturnType<typeof caller>
let auditor: ReturnType<typeof caller>
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  op = caller(t, (await makeAdmin(t, { superUser: true })).headers)
  auditor = caller(t, (await makeAdmin(t, { permissions: ['order:read'] })).headers)
})
afterAll(() => t.close())

const row = async (sn: string) => (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0]
const sns = (page: { records: { sn: string }[] }) => page.records.map((r) => r.sn).sort()
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
const q = (text: string) => encodeURIComponent(text)
const auditLogs = (action: string) => (sn: string) =>
  t.database.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.target, sn)))
const cancelLogs = auditLogs('order.order.cancel')
const payLogs = auditLogs('order.order.pay')
const tradePayLogs = auditLogs('order.trade.pay')
const paidLogs = async (sn: string) =>
  (await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderSn, sn))).filter(
    (l) => l.toStatus === 'PAID',
  )
const wallet = async (memberId: string) => (await walletBalance(t.database.db, memberId)).balance

describe('list and counts', () => {
  it('lists every store’s orders by tab with counts, filtered by sn, buyer, store, pay status and days', async () => {
    const f = await paidOrder(t)
    const unpaid = await orderAt(t, f, { pay: false })
    const other = await paidOrder(t)
    const store = q(f.store.storeName)

    const listed = await op.get('/manager/order/order?pageSize=50')
    if (!listed.success) throw new Error(JSON.stringify(listed))
    const all = listed.result
    expect(sns(all)).toEqual(expect.arrayContaining([f.orderSn, unpaid.sn, other.orderSn].sort()))
    const byStore = (await op.get(`/manager/order/order?storeName=${store}`)).result
    expect(sns(byStore)).toEqual([f.orderSn, unpaid.sn].sort())
    expect(byStore.records.every((r: { storeId: string }) => r.storeId === f.store.id)).toBe(true)
    const first = byStore.records.find((r: { sn: string }) => r.sn === f.orderSn)
    expect(first).toMatchObject({ storeName: f.store.storeName, consigneeName: '张三', payStatus: 'PAID' })
    expect(first.orderItems[0]).toMatchObject({ name: f.item.goodsName, num: '1' })

    expect((await op.get(`/manager/order/order/orderNum?storeName=${store}`)).result).toEqual({
      ALL: 2,
      UNPAID: 1,
      UNDELIVERED: 1,
      DELIVERED: 0,
      TAKE: 0,
      COMPLETED: 0,
      CANCELLED: 0,
    })
    const tab = (await op.get(`/manager/order/order?storeName=${store}&orderStatus=UNPAID`)).result
    expect(sns(tab)).toEqual([unpaid.sn])
    const paid = (await op.get(`/manager/order/order?storeName=${store}&payStatus=PAID`)).result
    expect(sns(paid)).toEqual([f.orderSn])
    const paidCounts = (await op.get(`/manager/order/order/orderNum?storeName=${store}&payStatus=UNPAID`))
      .result
    expect([paidCounts.ALL, paidCounts.UNPAID, paidCounts.UNDELIVERED]).toEqual([1, 1, 0])

    const bySn = (await op.get(`/manager/order/order?orderSn=${other.orderSn.slice(-10)}`)).result
    expect(sns(bySn)).toEqual([other.orderSn])
    expect(bySn.records[0].storeName).toBe(other.store.storeName)
    // A trade's number (what a buyer paying several stores by one transfer writes) finds its orders.
    expect(sns((await op.get(`/manager/order/order?orderSn=${unpaid.tradeSn}`)).result)).toEqual([unpaid.sn])
    const [m] = await t.database.db.select().from(members).where(eq(members.id, unpaid.member.member.id))
    expect(sns((await op.get(`/manager/order/order?buyer=${m.mobile}`)).result)).toEqual([unpaid.sn])
    // The order keeps the buyer's nickname; the account name finds it too.
    expect(sns((await op.get(`/manager/order/order?buyer=${q(m.username)}`)).result)).toEqual([unpaid.sn])
    expect(sns((await op.get(`/manager/order/order?buyer=${q(m.nickName ?? '')}`)).result)).toContain(
      unpaid.sn,
    )
    expect(
      (await op.get(`/manager/order/order?storeName=${store}&startDate=${today()}&endDate=${today()}`)).result
        .total,
    ).toBe(2)
    expect(
      (await op.get(`/manager/order/order?storeName=${store}&startDate=2020-01-01&endDate=2020-01-31`)).result
        .total,
    ).toBe(0)
    // The auditor reads the same list.
    expect(sns((await auditor.get(`/manager/order/order?storeName=${store}`)).result)).toEqual(sns(byStore))
  })

  it('exports the filtered orders of every store as CSV, with the store named on each line', async () => {
    const f = await paidOrder(t)
    const unpaid = await orderAt(t, f, { pay: false })
    const other = await paidOrder(t)
    const exported = async (query: string, lang = 'zh-CN') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/manager/order/order/queryExportOrder?${query}`,
        headers: { ...(await adminHeaders()), 'accept-language': lang },
      })
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.csv"$/)
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      return { header: lines[0]?.split(',') ?? [], lines: lines.slice(1) }
    }
    const store = await exported(`storeName=${q(f.store.storeName)}`)
    expect(store.header.slice(0, 6)).toEqual(['订单编号', '下单时间', '订单状态', '买家', '店铺', '商品'])
    expect(store.lines).toHaveLength(2)
    expect(store.lines.every((line) => line.includes(f.store.storeName))).toBe(true)
    expect(store.lines.map((line) => line.split(',')[0]).sort()).toEqual([f.orderSn, unpaid.sn].sort())
    const paidOnly = await exported(`storeName=${q(f.store.storeName)}&payStatus=PAID`)
    expect(paidOnly.lines.map((line) => line.split(',')[0])).toEqual([f.orderSn])
    expect((await exported(`orderSn=${other.orderSn}`)).lines[0]).toContain(other.store.storeName)
    expect((await exported(`orderSn=${other.orderSn}`, 'en')).header[4]).toBe('Store')
    // The store's own export has no store column: it is all one store's.
    const seller = await t.app.inject({
      method: 'GET',
      url: '/store/order/order/queryExportOrder',
      headers: f.sellerMember.headers,
    })
    expect(
      seller.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.split(',')[4],
    ).toBe('商品')
    const refused = await auditor.get('/manager/order/order/queryExportOrder?payStatus=NOPE')
    expect([refused.success, refused.code]).toEqual([false, ErrorCodes.PARAMS_ERROR.code])
  })

  it('answers wrong filters with a clear code, never a 500', async () => {
    const bad = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...(await adminHeaders()) } })
      expect(res.statusCode).toBeLessThan(500)
      return res.json()
    }
    expect((await bad('/manager/order/order?startDate=2026-02-01&endDate=2026-01-01')).code).toBe(
      ErrorCodes.STORE_ORDER_DATE_RANGE.code,
    )
    for (const url of [
      '/manager/order/order?orderStatus=NOPE',
      '/manager/order/order?payStatus=NOPE',
      '/manager/order/order?startDate=2026-13',
      `/manager/order/order?orderSn=${'9'.repeat(41)}`,
      '/manager/order/order/orderNum?orderStatus=PAID',
    ]) {
      const body = await bad(url)
      expect([body.success, body.code]).toEqual([false, ErrorCodes.PARAMS_ERROR.code])
    }
  })
})

let admin: Awaited<ReturnType<typeof makeAdmin>> | undefined
async function adminHeaders() {
  admin ??= await makeAdmin(t, { superUser: true })
  return admin.headers
}

describe('detail', () => {
  it('shows lines, amounts, consignee, buyer, store, payment, shipping, the log and after-sale cases', async () => {
    const a = await refusedAfterSale(t, { price: 12_345, num: 2 })
    const d = (await op.get(`/manager/order/order/${a.orderSn}`)).result
    expect(d.order).toMatchObject({
      sn: a.orderSn,
      storeId: a.store.id,
      storeName: a.store.storeName,
      memberName: a.buyerMember.member.nickName,
      goodsPrice: 246.9,
      paymentMethod: 'WALLET',
      consigneeName: '张三',
      consigneeDetail: '建国路1号',
      orderStatus: 'COMPLETED',
    })
    expect(d.order.logisticsNo).toMatch(/^SF/)
    expect(d.traces.logisticCode).toBe(d.order.logisticsNo)
    expect(d.orderItems[0]).toMatchObject({ goodsName: a.item.goodsName, num: 2, unitPrice: 123.45 })
    expect(d.orderItems[0].image).toBeTruthy()
    expect(d.memberMobile).toMatch(/^1\d{10}$/)
    expect(d.orderLogs.length).toBeGreaterThanOrEqual(3)
    // The system's lines name it in the reader's language; people keep their names.
    type Log = { operatorType: string; operatorName: string }
    expect(
      d.orderLogs.filter((l: Log) => l.operatorType === 'SYSTEM').map((l: Log) => l.operatorName),
    ).toContain('系统')
    const english = await t.app.inject({
      method: 'GET',
      url: `/manager/order/order/${a.orderSn}`,
      headers: { ...(await adminHeaders()), 'accept-language': 'en' },
    })
    const englishLogs: Log[] = english.json().result.orderLogs
    expect(englishLogs.some((l) => l.operatorType === 'SYSTEM')).toBe(true)
    expect(
      englishLogs.filter((l) => l.operatorType === 'SYSTEM').every((l) => l.operatorName === 'System'),
    ).toBe(true)
    expect(d.afterSales.map((s: { sn: string }) => s.sn)).toEqual([a.sn])
    expect(d.afterSales[0]).toMatchObject({ serviceStatus: 'REFUSE', arbitrationStatus: 'ESCALATED' })

    const none = await t.app.inject({
      method: 'GET',
      url: '/manager/order/order/O000000000000',
      headers: await adminHeaders(),
    })
    expect(none.statusCode).toBeLessThan(500)
    expect(none.json().code).toBe(ErrorCodes.ORDER_NOT_EXIST.code)
  })
})

describe('cancel', () => {
  it('cancels an unpaid order: stock and coupon back, logged once, the buyer sees why', async () => {
    const f = await paidOrder(t, { price: 15_000, stock: 10 })
    const m = await createMember(t)
    const buyer = caller(t, m.headers)
    await addAddress(t, m.headers)
    const coupon = await makeCoupon(t, {
      storeId: f.store.id,
      storeName: f.store.storeName,
      price: 2000,
      consumeThreshold: 10_000,
    })
    expect((await buyer.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    await buyer.post(`/buyer/trade/carts?skuId=${f.sku.id}&num=2`)
    const [mc] = await t.database.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, m.member.id))
    await buyer.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
    const trade = (await buyer.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })).result
    const sn: string = trade.orderSns[0]
    const stock = await stockOf(t, f.sku.id)

    // No reason, or only spaces: refused before anything moves.
    for (const url of [
      `/manager/order/order/${sn}/cancel`,
      `/manager/order/order/${sn}/cancel?reason=%20%20`,
    ]) {
      const body = await op.post(url)
      expect([body.success, body.code]).toEqual([false, ErrorCodes.PARAMS_ERROR.code])
    }
    // The auditor reads but may not cancel.
    expect((await auditor.post(`/manager/order/order/${sn}/cancel?reason=x`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await row(sn)).orderStatus).toBe('UNPAID')

    const reason = '疑似欺诈订单'
    expect((await op.post(`/manager/order/order/${sn}/cancel?reason=${q(reason)}`)).success).toBe(true)
    const o = await row(sn)
    expect([o.orderStatus, o.payStatus, o.cancelReason]).toEqual(['CANCELLED', 'CANCEL', reason])
    expect(await stockOf(t, f.sku.id)).toBe(stock + 2)
    const [back] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.id, mc.id))
    expect(back.memberCouponStatus).toBe('NEW')
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderSn, sn))
    expect(logs.filter((l) => l.toStatus === 'CANCELLED').map((l) => l.operatorType)).toEqual(['MANAGER'])
    const audit = await cancelLogs(sn)
    expect(audit).toHaveLength(1)
    expect(audit[0].after).toMatchObject({ orderStatus: 'CANCELLED', cancelReason: reason })

    // The buyer's own view: cancelled, with the platform's reason, and a message saying so.
    const mine = (await buyer.get(`/buyer/order/order/${sn}`)).result
    expect([mine.order.orderStatus, mine.order.cancelReason]).toEqual(['CANCELLED', reason])
    const inbox = JSON.stringify((await buyer.get('/buyer/message/member?pageSize=50')).result)
    expect(inbox).toContain(`已被平台取消，原因：${reason}`)
    const english = await t.app.inject({
      method: 'GET',
      url: '/buyer/message/member?pageSize=50',
      headers: { ...m.headers, 'accept-language': 'en' },
    })
    expect(english.body).toContain(`was cancelled by the platform. Reason:`)

    // Once cancelled, or once paid, the platform cannot cancel it (31150), and nothing is logged.
    expect((await op.post(`/manager/order/order/${sn}/cancel?reason=x`)).code).toBe(
      ErrorCodes.MANAGER_ORDER_CANCEL_ERROR.code,
    )
    const paidBalance = (await walletBalance(t.database.db, f.buyerMember.member.id)).balance
    const refused = await t.app.inject({
      method: 'POST',
      url: `/manager/order/order/${f.orderSn}/cancel?reason=x`,
      headers: { ...(await adminHeaders()), 'accept-language': 'en' },
    })
    expect(refused.json()).toMatchObject({
      success: false,
      code: 31150,
      message: 'Only unpaid orders can be cancelled by the platform',
    })
    expect((await row(f.orderSn)).orderStatus).toBe('UNDELIVERED')
    expect((await walletBalance(t.database.db, f.buyerMember.member.id)).balance).toBe(paidBalance)
    expect(await cancelLogs(f.orderSn)).toHaveLength(0)
    expect((await op.post('/manager/order/order/O000000000000/cancel?reason=x')).code).toBe(
      ErrorCodes.ORDER_NOT_EXIST.code,
    )
  })
})

describe('confirm a bank transfer', () => {
  it('marks an unpaid order paid by BANK_TRANSFER with the bank reference, once, as the operator', async () => {
    const f = await paidOrder(t, { price: 12_300, stock: 10 })
    const u = await orderAt(t, f, { pay: false, num: 2 })
    const balance = await wallet(u.member.member.id)
    const pay = (query: string) => op.post(`/manager/order/order/${u.sn}/pay${query}`)

    // No reference, or only spaces, or one too long: refused before anything moves.
    for (const query of ['', '?receivableNo=%20%20', `?receivableNo=${'9'.repeat(65)}`]) {
      const body = await pay(query)
      expect([body.success, body.code]).toEqual([false, ErrorCodes.PARAMS_ERROR.code])
    }
    // The auditor reads but may not confirm money.
    expect((await auditor.post(`/manager/order/order/${u.sn}/pay?receivableNo=X1`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await row(u.sn)).orderStatus).toBe('UNPAID')

    // The desk's 待转账到账 filter lists the unpaid orders whose buyer chose a transfer, and only them.
    const waiting = async () =>
      sns(
        (await op.get(`/manager/order/order?payStatus=TRANSFER_WAITING&storeName=${q(f.store.storeName)}`))
          .result,
      )
    expect(await waiting()).toEqual([])
    await t.database.db
      .update(orders)
      .set({ transferDeadline: new Date(Date.now() + 86_400_000) })
      .where(eq(orders.sn, u.sn))
    expect(await waiting()).toEqual([u.sn])
    const counted = await op.get(
      `/manager/order/order/orderNum?payStatus=TRANSFER_WAITING&storeName=${q(f.store.storeName)}`,
    )
    expect([counted.result.ALL, counted.result.UNPAID]).toEqual([1, 1])

    expect((await pay('?receivableNo=%20ICBC20261127-0042%20')).success).toBe(true)
    expect(await waiting()).toEqual([])
    const o = await row(u.sn)
    expect([o.orderStatus, o.payStatus, o.paymentMethod, o.receivableNo]).toEqual([
      'UNDELIVERED',
      'PAID',
      'BANK_TRANSFER',
      'ICBC20261127-0042',
    ])
    expect(o.paymentTime).not.toBeNull()
    const [trade] = await t.database.db.select().from(trades).where(eq(trades.sn, u.tradeSn))
    expect([trade.payStatus, trade.paymentMethod]).toEqual(['PAID', 'BANK_TRANSFER'])
    // The money came by bank: the buyer's wallet is untouched.
    expect(await wallet(u.member.member.id)).toBe(balance)
    const logs = await paidLogs(u.sn)
    expect(logs.map((l) => [l.operatorType, l.message])).toEqual([
      ['MANAGER', '订单付款，付款方式[线下转账]'],
    ])
    const audit = await payLogs(u.sn)
    expect(audit).toHaveLength(1)
    expect(audit[0].after).toMatchObject({ orderStatus: 'UNDELIVERED', paymentMethod: 'BANK_TRANSFER' })

    // The buyer, the seller's desk and the payment log see it paid by transfer.
    const mine = (await u.buyer.get(`/buyer/order/order/${u.sn}`)).result
    expect([mine.order.orderStatus, mine.order.paymentMethod]).toEqual(['UNDELIVERED', 'BANK_TRANSFER'])
    const detail = (await op.get(`/manager/order/order/${u.sn}`)).result
    expect([detail.order.payStatus, detail.order.receivableNo]).toEqual(['PAID', 'ICBC20261127-0042'])
    const payments = (await op.get(`/manager/order/paymentLog?sn=${u.sn}`)).result.records
    expect(payments).toEqual([
      expect.objectContaining({ sn: u.sn, paymentMethod: 'BANK_TRANSFER', payStatus: 'PAID', amount: 246 }),
    ])

    // Confirmed once only: again it is refused (32003) in the operator's language, and nothing moves.
    const again = await t.app.inject({
      method: 'POST',
      url: `/manager/order/order/${u.sn}/pay?receivableNo=ICBC-AGAIN`,
      headers: { ...(await adminHeaders()), 'accept-language': 'en' },
    })
    expect(again.json()).toMatchObject({
      success: false,
      code: ErrorCodes.PAY_DOUBLE_ERROR.code,
      message: 'The order has already been paid',
    })
    expect((await row(u.sn)).receivableNo).toBe('ICBC20261127-0042')
    expect(await paidLogs(u.sn)).toHaveLength(1)
    expect(await payLogs(u.sn)).toHaveLength(1)

    // A cancelled order needs no payment (32006); an unknown one does not exist (31002).
    const gone = await orderAt(t, f, { pay: false })
    await gone.buyer.post(`/buyer/order/order/${gone.sn}/cancel?reason=${q('不要了')}`)
    expect((await op.post(`/manager/order/order/${gone.sn}/pay?receivableNo=X2`)).code).toBe(
      ErrorCodes.PAY_BAN.code,
    )
    expect((await row(gone.sn)).orderStatus).toBe('CANCELLED')
    expect((await op.post('/manager/order/order/O000000000000/pay?receivableNo=X3')).code).toBe(
      ErrorCodes.ORDER_NOT_EXIST.code,
    )
  })
})

// PGlite is a single connection: real races need the PostgreSQL server.
describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('the platform’s cancel racing the buyer’s payment ends in one outcome', async () => {
    const f = await paidOrder(t, { price: 10_000, stock: 100 })
    const outcomes = new Set<string>()
    for (let round = 0; round < 8; round++) {
      const u = await orderAt(t, f, { pay: false })
      const stock = await stockOf(t, f.sku.id)
      const start = (await walletBalance(t.database.db, u.member.member.id)).balance
      const cancel = () => op.post(`/manager/order/order/${u.sn}/cancel?reason=${q(`并发${round}`)}`)
      // Either side starts first in turn, so both orders of arrival are tried.
      const [paid, cancelled] =
        round % 2 === 0
          ? await Promise.all([u.pay(), cancel()])
          : ((await Promise.all([cancel(), u.pay()])).reverse() as [
              Awaited<ReturnType<typeof u.pay>>,
              Awaited<ReturnType<typeof cancel>>,
            ])
      expect(paid.success !== cancelled.success).toBe(true)
      const o = await row(u.sn)
      const debits = await t.database.db
        .select()
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, u.member.member.id), eq(walletLogs.serviceType, 'WALLET_PAY')))
      const balance = (await walletBalance(t.database.db, u.member.member.id)).balance
      if (cancelled.success) {
        expect([o.orderStatus, o.payStatus]).toEqual(['CANCELLED', 'CANCEL'])
        expect(debits).toHaveLength(0)
        expect(balance).toBe(start)
        expect(await stockOf(t, f.sku.id)).toBe(stock + 1)
        expect(await cancelLogs(u.sn)).toHaveLength(1)
      } else {
        expect(cancelled.code).toBe(ErrorCodes.MANAGER_ORDER_CANCEL_ERROR.code)
        expect([o.orderStatus, o.payStatus]).toEqual(['UNDELIVERED', 'PAID'])
        expect(debits).toHaveLength(1)
        expect(balance).toBe(start - o.flowPrice)
        expect(await stockOf(t, f.sku.id)).toBe(stock)
        expect(await cancelLogs(u.sn)).toHaveLength(0)
      }
      outcomes.add(cancelled.success ? 'cancelled' : 'paid')
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })

  it('the platform’s cancel racing the buyer’s own cancel cancels once', async () => {
    const f = await paidOrder(t, { price: 10_000, stock: 100 })
    for (let round = 0; round < 8; round++) {
      const u = await orderAt(t, f, { pay: false })
      const stock = await stockOf(t, f.sku.id)
      const [mine, platform] = await Promise.all([
        u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=${q('不想要了')}`),
        op.post(`/manager/order/order/${u.sn}/cancel?reason=${q('平台取消')}`),
      ])
      expect(mine.success !== platform.success).toBe(true)
      if (!mine.success) expect(mine.code).toBe(ErrorCodes.ORDER_CAN_NOT_CANCEL.code)
      if (!platform.success) expect(platform.code).toBe(ErrorCodes.MANAGER_ORDER_CANCEL_ERROR.code)
      const o = await row(u.sn)
      expect(o.cancelReason).toBe(mine.success ? '不想要了' : '平台取消')
      expect(await stockOf(t, f.sku.id)).toBe(stock + 1)
      const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderSn, u.sn))
      expect(logs.filter((l) => l.toStatus === 'CANCELLED')).toHaveLength(1)
      expect(await cancelLogs(u.sn)).toHaveLength(platform.success ? 1 : 0)
    }
  })

  it('a confirmed transfer racing the buyer’s wallet payment takes the money once', async () => {
    const f = await paidOrder(t, { price: 10_000, stock: 100 })
    for (let round = 0; round < 8; round++) {
      const u = await orderAt(t, f, { pay: false })
      const start = await wallet(u.member.member.id)
      const confirm = () => op.post(`/manager/order/order/${u.sn}/pay?receivableNo=R${round}`)
      const [paid, confirmed] =
        round % 2 === 0
          ? await Promise.all([u.pay(), confirm()])
          : ((await Promise.all([confirm(), u.pay()])).reverse() as [
              Awaited<ReturnType<typeof u.pay>>,
              Awaited<ReturnType<typeof confirm>>,
            ])
      expect(paid.success !== confirmed.success).toBe(true)
      const o = await row(u.sn)
      expect([o.orderStatus, o.payStatus]).toEqual(['UNDELIVERED', 'PAID'])
      expect(await paidLogs(u.sn)).toHaveLength(1)
      if (confirmed.success) {
        expect([o.paymentMethod, o.receivableNo]).toEqual(['BANK_TRANSFER', `R${round}`])
        expect(await wallet(u.member.member.id)).toBe(start)
      } else {
        expect(confirmed.code).toBe(ErrorCodes.PAY_DOUBLE_ERROR.code)
        expect(o.paymentMethod).toBe('WALLET')
        expect(await wallet(u.member.member.id)).toBe(start - o.flowPrice)
        expect(await payLogs(u.sn)).toHaveLength(0)
      }
    }
  })

  it('two operators confirming the same transfer at once confirm it once', async () => {
    const f = await paidOrder(t, { price: 10_000, stock: 100 })
    for (let round = 0; round < 6; round++) {
      const u = await orderAt(t, f, { pay: false })
      const results = await Promise.all(
        ['A', 'B'].map((who) => op.post(`/manager/order/order/${u.sn}/pay?receivableNo=${who}${round}`)),
      )
      expect(results.filter((r) => r.success)).toHaveLength(1)
      expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.PAY_DOUBLE_ERROR.code)
      expect(await paidLogs(u.sn)).toHaveLength(1)
      expect(await payLogs(u.sn)).toHaveLength(1)
    }
  })
})

describe('confirm a bank transfer for a whole trade', () => {
  it('one transfer pays every unpaid order of the trade, each with the reference, once', async () => {
    const u = await multiStoreTrade(t, 3)
    // The detail offers the trade while more than one of its orders waits for money.
    const detail = (await op.get(`/manager/order/order/${u.orderSns[0]}`)).result
    expect(detail.tradeUnpaid).toEqual({ tradeSn: u.tradeSn, orders: 3, amount: expect.any(Number) })
    const total = detail.tradeUnpaid.amount
    // The buyer cancels one of them: the trade's transfer is what is left.
    const cancelled = u.orderSns[2]
    expect((await u.buyer.post(`/buyer/order/order/${cancelled}/cancel?reason=${q('买多了')}`)).success).toBe(
      true,
    )
    const left = (await op.get(`/manager/order/order/${u.orderSns[0]}`)).result.tradeUnpaid
    expect(left.orders).toBe(2)
    expect(left.amount).toBeLessThan(total)

    const pay = (query: string) => op.post(`/manager/order/trade/${u.tradeSn}/pay${query}`)
    expect((await pay('')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await auditor.post(`/manager/order/trade/${u.tradeSn}/pay?receivableNo=X`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await op.post('/manager/order/trade/T0000000000/pay?receivableNo=X')).code).toBe(
      ErrorCodes.PAY_NOT_EXIST_ORDER.code,
    )
    const start = await wallet(u.member.member.id)
    expect((await pay('?receivableNo=BOC-20261128-7')).success).toBe(true)
    for (const sn of u.orderSns.slice(0, 2)) {
      const o = await row(sn)
      expect([o.orderStatus, o.payStatus, o.paymentMethod, o.receivableNo], sn).toEqual([
        'UNDELIVERED',
        'PAID',
        'BANK_TRANSFER',
        'BOC-20261128-7',
      ])
      expect(await paidLogs(sn)).toHaveLength(1)
    }
    expect((await row(cancelled)).orderStatus).toBe('CANCELLED')
    const [trade] = await t.database.db.select().from(trades).where(eq(trades.sn, u.tradeSn))
    expect([trade.payStatus, trade.paymentMethod]).toEqual(['PAID', 'BANK_TRANSFER'])
    expect(await wallet(u.member.member.id)).toBe(start)
    const audit = await tradePayLogs(u.tradeSn)
    expect(audit).toHaveLength(1)
    expect(audit[0].before).toMatchObject({ orders: u.orderSns.slice(0, 2), flowPrice: left.amount })
    // Paid now: nothing is offered, and a second confirmation is refused.
    expect((await op.get(`/manager/order/order/${u.orderSns[0]}`)).result.tradeUnpaid).toBeNull()
    expect((await pay('?receivableNo=AGAIN')).code).toBe(ErrorCodes.PAY_DOUBLE_ERROR.code)
  })

  it('a single unpaid order is not offered as a trade', async () => {
    const f = await paidOrder(t, { pay: false })
    expect((await op.get(`/manager/order/order/${f.orderSn}`)).result.tradeUnpaid).toBeNull()
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('a whole trade’s transfer: races on PostgreSQL', () => {
  it('confirming the trade racing the buyer’s cancel of one of its orders: paid once or never, refunded if paid', async () => {
    for (let round = 0; round < 8; round++) {
      const u = await multiStoreTrade(t, 2)
      const start = await wallet(u.member.member.id)
      const [confirmed, cancelled] = await Promise.all([
        op.post(`/manager/order/trade/${u.tradeSn}/pay?receivableNo=R${round}`),
        u.buyer.post(`/buyer/order/order/${u.orderSns[0]}/cancel?reason=${q('不要了')}`),
      ])
      // Either comes first; a buyer may cancel an order not yet shipped even once it is paid.
      expect([confirmed.success, cancelled.success]).toEqual([true, true])
      const [first, second] = await Promise.all(u.orderSns.map(row))
      expect([second.orderStatus, second.payStatus, second.receivableNo]).toEqual([
        'UNDELIVERED',
        'PAID',
        `R${round}`,
      ])
      expect(await paidLogs(second.sn)).toHaveLength(1)
      expect(first.orderStatus).toBe('CANCELLED')
      const paidFirst = first.payStatus === 'PAID'
      // Cancelled first: the transfer paid the other order alone. Paid first: cancelled with a refund.
      expect(await paidLogs(first.sn)).toHaveLength(paidFirst ? 1 : 0)
      expect(first.payStatus).toBe(paidFirst ? 'PAID' : 'CANCEL')
      expect(await wallet(u.member.member.id)).toBe(paidFirst ? start + first.flowPrice : start)
      const [audit] = await tradePayLogs(u.tradeSn)
      expect(audit.before).toMatchObject({ orders: paidFirst ? u.orderSns : [second.sn] })
    }
  })

  it('the trade confirmed racing the buyer’s wallet payment of it takes the money once', async () => {
    for (let round = 0; round < 6; round++) {
      const u = await multiStoreTrade(t, 2)
      const start = await wallet(u.member.member.id)
      const [confirmed, paid] = await Promise.all([
        op.post(`/manager/order/trade/${u.tradeSn}/pay?receivableNo=W${round}`),
        u.buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${u.tradeSn}`),
      ])
      expect(confirmed.success !== paid.success).toBe(true)
      const rows = await Promise.all(u.orderSns.map(row))
      expect(rows.map((o) => o.paymentMethod)).toEqual(
        confirmed.success ? ['BANK_TRANSFER', 'BANK_TRANSFER'] : ['WALLET', 'WALLET'],
      )
      for (const sn of u.orderSns) expect(await paidLogs(sn)).toHaveLength(1)
      const spent = rows.reduce((sum, o) => sum + o.flowPrice, 0)
      expect(await wallet(u.member.member.id)).toBe(confirmed.success ? start : start - spent)
    }
  })
})
