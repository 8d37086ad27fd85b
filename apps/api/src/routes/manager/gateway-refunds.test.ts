import { ErrorCodes } from '@silk/contracts/errors'
import { memberMessages, paymentIntents, paymentRefunds, walletLogs } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentRefund } from '../../jobs/payment-refund.ts'
import { settleRefund } from '../../modules/payment/refunds.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { type AlipaySimulator, startAlipaySimulator } from '../../testing/gateways/alipay-simulator.ts'
import { startWechatSimulator, type WechatSimulator } from '../../testing/gateways/wechat-simulator.ts'
import { paidOrder } from '../../testing/orders.ts'
import { caller } from '../../testing/trade.ts'

/**
 * Refunds of after-sales, arbitrations and cancelled paid orders go back through the gateway that took
 * the payment, by the payment-refund job (decision 148), against the simulators that play Alipay's and
 * WeChat Pay's side: refusals stay visible and the operator sends them again; a gateway that is down
 * is retried by the queue; however many deciders or jobs race, the gateway refunds once.
 */
const q = (s: string) => encodeURIComponent(s)
type Caller = ReturnType<typeof caller>

async function setup(t: TestApp) {
  const admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
  const auditor = caller(t, (await makeAdmin(t, { permissions: ['order:read'] })).headers)
  return { admin, auditor }
}

const refundRow = async (t: TestApp, refundNo: string) =>
  (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo)))[0]

/** The refund job's run for `refundNo`, as pg-boss holds it. */
const jobOf = async (t: TestApp, refundNo: string) =>
  (
    await queryRows<{ state: string; retry_count: number }>(
      t.database.db,
      sql`select state::text, retry_count from pgboss.job
           where name = 'payment-refund' and data->>'refundNo' = ${refundNo}
           order by created_on desc limit 1`,
    )
  )[0]

/** Makes a run waiting for its backoff due now (the test does not wait 30 s). */
const dueNow = (t: TestApp, refundNo: string) =>
  t.database.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
         where name = 'payment-refund' and data->>'refundNo' = ${refundNo} and state = 'retry'`,
  )

async function logRow(admin: Caller, sn: string) {
  const page = (await admin.get(`/manager/order/refundLog?sn=${sn}`)).result
  expect(page.total).toBe(1)
  return page.records[0]
}

/** A buyer's refund-only after-sale of every unit of `f`'s (shipped) order; its sn. */
async function applyRefund(f: Awaited<ReturnType<typeof paidOrder>>) {
  const applied = await f.buyer.post(
    `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${q('质量问题')}&problemDesc=${q('杯口有裂纹')}`,
  )
  expect(applied.success, JSON.stringify(applied)).toBe(true)
  return applied.result.sn as string
}

async function ship(f: Awaited<ReturnType<typeof paidOrder>>) {
  const carriers = (await f.buyer.get('/buyer/other/logistics')).result
  const shipped = await f.seller.post(
    `/store/order/order/${f.orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
  )
  expect(shipped.success, JSON.stringify(shipped)).toBe(true)
}

describe('refunds through Alipay', () => {
  let t: TestApp
  let sim: AlipaySimulator
  let admin: Caller
  let auditor: Caller
  beforeAll(async () => {
    sim = await startAlipaySimulator({ mode: 'key' })
    t = await createTestApp({ seed: 'reference', env: sim.env })
    ;({ admin, auditor } = await setup(t))
  }, 120_000)
  afterAll(async () => {
    await t.close()
    await sim.close()
  })

  /** An order paid by Alipay QR through the simulator (its notification delivered). */
  async function alipayOrder(price = 12_345) {
    const f = await paidOrder(t, { price, pay: false })
    const res = await f.buyer.get(
      `/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=TRADE&sn=${f.tradeSn}&clientType=PC`,
    )
    expect(res.success, JSON.stringify(res)).toBe(true)
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.sn, f.tradeSn))
    const notified = await t.app.inject({
      method: 'POST',
      url: '/buyer/payment/cashier/notify/ALIPAY',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: sim.pay(intent.outTradeNo),
    })
    expect(notified.body).toBe('success')
    return { ...f, outTradeNo: intent.outTradeNo }
  }

  it('refunds an approved after-sale through Alipay by the job: 退款中, then 已退款 everywhere', async () => {
    const f = await alipayOrder()
    await ship(f)
    const sn = await applyRefund(f)
    const approved = await f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)
    expect(approved.result.serviceStatus).toBe('COMPLETE')
    expect(sim.trade(f.outTradeNo)?.refunds.size).toBe(0)
    expect((await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.refunds).toMatchObject([
      { refundNo: sn, source: 'AFTER_SALE', status: 'PENDING', statusValue: '退款中', amount: 123.45 },
    ])
    expect((await logRow(admin, sn)).refundStatus).toBe('PENDING')

    expect((await t.app.jobs.runDue(paymentRefund)).completed).toBeGreaterThanOrEqual(1)
    expect(sim.trade(f.outTradeNo)?.refunds.get(sn)).toBe('123.45')
    const tradeNo = sim.trade(f.outTradeNo)?.tradeNo
    for (const view of [
      (await f.buyer.get(`/buyer/order/afterSale/get/${sn}`)).result,
      (await f.seller.get(`/store/order/afterSale/get/${sn}`)).result,
      (await admin.get(`/manager/order/afterSale/get/${sn}`)).result.afterSale,
    ]) {
      expect(view.payOrderNo).toBe(tradeNo)
      expect(view.gatewayRefund).toMatchObject({
        status: 'SUCCESS',
        statusValue: '已退款',
        providerRefundNo: tradeNo,
      })
    }
    expect((await f.seller.get(`/store/order/order/${f.orderSn}`)).result.refunds[0].status).toBe('SUCCESS')
    expect((await admin.get(`/manager/order/order/${f.orderSn}`)).result.refunds[0].status).toBe('SUCCESS')
    expect(await logRow(admin, sn)).toMatchObject({
      kind: 'AFTER_SALE',
      refundWay: 'ORIGINAL',
      paymentMethod: 'ALIPAY',
      refundStatus: 'DONE',
      refundNo: sn,
      reference: tradeNo,
      failure: null,
      attempts: 1,
    })
    const messages = await t.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, f.buyerMember.member.id))
    expect(messages.map((m) => m.title)).toEqual(expect.arrayContaining(['退款处理中', '退款成功']))
    // Nothing went to the wallet.
    const wallet = await t.database.db
      .select()
      .from(walletLogs)
      .where(eq(walletLogs.memberId, f.buyerMember.member.id))
    expect(wallet.map((l) => l.serviceType)).toEqual([])
  })

  it('refunds a cancelled paid order through Alipay, not the wallet', async () => {
    const f = await alipayOrder(5_000)
    const cancelled = await f.buyer.post(`/buyer/order/order/${f.orderSn}/cancel?reason=${q('不想要了')}`)
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true)
    const refundNo = `C${f.orderSn}`
    expect(await refundRow(t, refundNo)).toMatchObject({
      source: 'ORDER_CANCEL',
      status: 'PENDING',
      amount: 5_000,
    })
    await t.app.jobs.runDue(paymentRefund)
    expect(sim.trade(f.outTradeNo)?.refunds.get(refundNo)).toBe('50.00')
    expect((await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.refunds).toMatchObject([
      { refundNo, source: 'ORDER_CANCEL', status: 'SUCCESS', statusValue: '已退款' },
    ])
    expect(await logRow(admin, f.orderSn)).toMatchObject({
      kind: 'ORDER_CANCEL',
      refundStatus: 'DONE',
      refundNo,
    })
    const wallet = await t.database.db
      .select()
      .from(walletLogs)
      .where(eq(walletLogs.memberId, f.buyerMember.member.id))
    expect(wallet).toEqual([])
  })

  it('keeps a refusal (ACQ.TRADE_HAS_CLOSE) as 退款失败 with the reason; the operator sends it again', async () => {
    const f = await alipayOrder(3_000)
    await ship(f)
    const sn = await applyRefund(f)
    await f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)
    sim.refuseRefunds = 'ACQ.TRADE_HAS_CLOSE'
    try {
      await t.app.jobs.runDue(paymentRefund)
    } finally {
      sim.refuseRefunds = null
    }
    expect((await refundRow(t, sn)).status).toBe('FAILED')
    expect((await f.buyer.get(`/buyer/order/afterSale/get/${sn}`)).result.gatewayRefund).toMatchObject({
      status: 'FAILED',
      statusValue: '退款失败',
    })
    expect(await logRow(admin, sn)).toMatchObject({
      refundStatus: 'FAILED',
      failure: expect.stringContaining('ACQ.TRADE_HAS_CLOSE'),
    })
    expect(
      (
        await admin.get('/manager/order/refundLog?refundStatus=FAILED&paymentMethod=ALIPAY')
      ).result.records.map((r: { sn: string }) => r.sn),
    ).toContain(sn)

    // The auditor reads but cannot retry; a refund not failed cannot be retried; unknown numbers are said so.
    expect((await auditor.get(`/manager/order/refundLog?sn=${sn}`)).result.total).toBe(1)
    expect((await auditor.post(`/manager/order/refundLog/${sn}/retry`)).success).toBe(false)
    expect((await refundRow(t, sn)).status).toBe('FAILED')
    expect((await admin.post('/manager/order/refundLog/NOPE404/retry')).code).toBe(
      ErrorCodes.PAYMENT_REFUND_NOT_EXIST.code,
    )
    const retried = await admin.post(`/manager/order/refundLog/${sn}/retry`)
    expect(retried.success, JSON.stringify(retried)).toBe(true)
    expect((await admin.post(`/manager/order/refundLog/${sn}/retry`)).code).toBe(
      ErrorCodes.PAYMENT_REFUND_NOT_FAILED.code,
    )
    await t.app.jobs.runDue(paymentRefund)
    expect(await logRow(admin, sn)).toMatchObject({ refundStatus: 'DONE', failure: null, attempts: 2 })
    expect(sim.trade(f.outTradeNo)?.refunds.get(sn)).toBe('30.00')
  })

  it('retries with backoff while Alipay is down (and on ACQ.SYSTEM_ERROR), then refunds once', async () => {
    const f = await alipayOrder(2_000)
    await f.buyer.post(`/buyer/order/order/${f.orderSn}/cancel?reason=${q('不想要了')}`)
    const refundNo = `C${f.orderSn}`
    // Dropped connections: the SDK's HTTP client (urllib) tries a dropped socket once more itself.
    sim.down = 2
    const first = await t.app.jobs.runDue(paymentRefund)
    expect(first.failed).toBe(1)
    expect(await refundRow(t, refundNo)).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect((await refundRow(t, refundNo)).lastError).toBeTruthy()
    expect((await jobOf(t, refundNo)).state).toBe('retry')
    // Still waiting for its backoff: nothing runs now.
    expect((await t.app.jobs.runDue(paymentRefund)).failed).toBe(0)

    sim.refuseRefunds = 'ACQ.SYSTEM_ERROR'
    await dueNow(t, refundNo)
    try {
      expect((await t.app.jobs.runDue(paymentRefund)).failed).toBe(1)
    } finally {
      sim.refuseRefunds = null
    }
    expect(await refundRow(t, refundNo)).toMatchObject({ status: 'PENDING', attempts: 2 })
    expect(await jobOf(t, refundNo)).toMatchObject({ state: 'retry', retry_count: 1 })

    await dueNow(t, refundNo)
    expect((await t.app.jobs.runDue(paymentRefund)).completed).toBe(1)
    expect(await refundRow(t, refundNo)).toMatchObject({ status: 'SUCCESS', lastError: null })
    expect(sim.trade(f.outTradeNo)?.refunds.get(refundNo)).toBe('20.00')
    expect(sim.trade(f.outTradeNo)?.refunds.size).toBe(1)
  })

  it('two approvals at once, then two refund jobs at once: Alipay refunds once', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await alipayOrder(4_000)
      await ship(f)
      const sn = await applyRefund(f)
      // Two remarks: the same request twice at once would meet the double-submit guard (1003) first.
      const answers = await Promise.all([
        f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS&remark=A`),
        f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS&remark=B`),
      ])
      expect(answers.filter((a) => a.success)).toHaveLength(1)
      expect(answers.find((a) => !a.success)?.code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
      const rows = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.sourceSn, sn))
      expect(rows).toHaveLength(1)
      // A second run of the same refund is queued, and both run together with a direct settle.
      await t.app.jobs.send(paymentRefund, { refundNo: sn })
      const ctx = { db: t.database.db, config: t.config, log: t.app.log }
      await Promise.all([
        t.app.jobs.runDue(paymentRefund),
        t.app.jobs.runDue(paymentRefund),
        settleRefund(ctx, sn),
      ])
      expect(sim.trade(f.outTradeNo)?.refunds.size).toBe(1)
      expect(sim.trade(f.outTradeNo)?.refunds.get(sn)).toBe('40.00')
      expect((await refundRow(t, sn)).status).toBe('SUCCESS')
      const success = await t.database.db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.memberId, f.buyerMember.member.id))
      expect(success.filter((m) => m.title === '退款成功')).toHaveLength(1)
    }
  })
})

describe('refunds through WeChat Pay', () => {
  let t: TestApp
  let sim: WechatSimulator
  let admin: Caller
  beforeAll(async () => {
    sim = await startWechatSimulator({ mode: 'pubkey' })
    t = await createTestApp({ seed: 'reference', env: sim.env })
    ;({ admin } = await setup(t))
  }, 120_000)
  afterAll(async () => {
    await t.close()
    await sim.close()
  })

  async function wechatOrder(price = 8_800) {
    const f = await paidOrder(t, { price, pay: false })
    const res = await f.buyer.get(
      `/buyer/payment/cashier/pay/WECHAT/NATIVE?orderType=TRADE&sn=${f.tradeSn}&clientType=PC`,
    )
    expect(res.success, JSON.stringify(res)).toBe(true)
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.sn, f.tradeSn))
    const n = sim.pay(intent.outTradeNo)
    const notified = await t.app.inject({
      method: 'POST',
      url: '/buyer/payment/cashier/notify/WECHAT',
      headers: n.headers,
      payload: n.body,
    })
    expect(notified.statusCode).toBe(204)
    return { ...f, outTradeNo: intent.outTradeNo }
  }

  it('an arbitration ruling refunds through WeChat; PROCESSING until REFUND.SUCCESS arrives', async () => {
    const f = await wechatOrder()
    await ship(f)
    const sn = await applyRefund(f)
    await f.seller.post(
      `/store/order/afterSale/review/${sn}?serviceStatus=REFUSE&remark=${q('商品无质量问题')}`,
    )
    await f.buyer.post(`/buyer/order/afterSale/escalate/${sn}?reason=${q('商家拒绝不合理，附照片为证')}`)
    const ruled = await admin.put(
      `/manager/order/afterSale/arbitrate/${sn}?result=REFUND&remark=${q('支持退款')}`,
    )
    expect(ruled.success, JSON.stringify(ruled)).toBe(true)
    expect(await refundRow(t, sn)).toMatchObject({ source: 'ARBITRATION', status: 'PENDING' })
    sim.refundMode = 'PROCESSING'
    try {
      await t.app.jobs.runDue(paymentRefund)
    } finally {
      sim.refundMode = 'SUCCESS'
    }
    const taken = await refundRow(t, sn)
    expect(taken.status).toBe('PENDING')
    expect(taken.providerRefundNo).toMatch(/^50000/)
    expect((await f.buyer.get(`/buyer/order/afterSale/get/${sn}`)).result.gatewayRefund.statusValue).toBe(
      '退款中',
    )
    const n = sim.finishRefund(sn, 'SUCCESS')
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/payment/cashier/notify/WECHAT',
      headers: n.headers,
      payload: n.body,
    })
    expect(res.statusCode).toBe(204)
    expect((await refundRow(t, sn)).status).toBe('SUCCESS')
    expect(await logRow(admin, sn)).toMatchObject({
      kind: 'AFTER_SALE',
      paymentMethod: 'WECHAT',
      refundStatus: 'DONE',
      reference: taken.providerRefundNo,
    })
    expect((await f.buyer.get(`/buyer/order/afterSale/get/${sn}`)).result.payOrderNo).toBe(
      taken.providerRefundNo,
    )
  })

  it('a refusal (NOT_ENOUGH) is 退款失败 until the operator sends it again; a gateway down is retried', async () => {
    const f = await wechatOrder(6_600)
    await f.buyer.post(`/buyer/order/order/${f.orderSn}/cancel?reason=${q('不想要了')}`)
    const refundNo = `C${f.orderSn}`
    sim.refundMode = { refuse: 'NOT_ENOUGH' }
    try {
      await t.app.jobs.runDue(paymentRefund)
    } finally {
      sim.refundMode = 'SUCCESS'
    }
    expect(await logRow(admin, f.orderSn)).toMatchObject({
      kind: 'ORDER_CANCEL',
      refundStatus: 'FAILED',
      failure: expect.stringContaining('NOT_ENOUGH'),
    })
    expect((await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.refunds[0].statusValue).toBe(
      '退款失败',
    )
    expect((await admin.post(`/manager/order/refundLog/${refundNo}/retry`)).success).toBe(true)
    sim.down = 1
    expect((await t.app.jobs.runDue(paymentRefund)).failed).toBe(1)
    expect((await refundRow(t, refundNo)).status).toBe('PENDING')
    await dueNow(t, refundNo)
    expect((await t.app.jobs.runDue(paymentRefund)).completed).toBe(1)
    expect((await refundRow(t, refundNo)).status).toBe('SUCCESS')
    expect(sim.transaction(f.outTradeNo)?.refunds.get(refundNo)?.amount).toBe(6_600)
    expect(sim.transaction(f.outTradeNo)?.refunds.size).toBe(1)
  })
})
