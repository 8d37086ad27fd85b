import {
  paymentIntents,
  reconciliationDifferences,
  reconciliationLines,
  reconciliationRuns,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentReconcile } from '../../jobs/payment-reconcile.ts'
import { paymentRefund } from '../../jobs/payment-refund.ts'
import { reconcileDay } from '../../modules/payment/reconcile.ts'
import { DAY_MS, formatDate } from '../../shared/dates.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { type AlipaySimulator, startAlipaySimulator } from '../../testing/gateways/alipay-simulator.ts'
import { startWechatSimulator, type WechatSimulator } from '../../testing/gateways/wechat-simulator.ts'
import { orderAt, paidOrder } from '../../testing/orders.ts'
import { caller } from '../../testing/trade.ts'

/**
 * 对账 against the simulators (decision 149): Alipay serves its zipped GBK bill at the address
 * `alipay.data.dataservice.bill.downloadurl.query` gives; WeChat Pay its (gzipped) bill at the signed
 * download_url `/v3/bill/tradebill` gives, with the SHA1 of the file. Differences are planted in the
 * bills the simulators write from what was really paid and refunded.
 */
let t: TestApp
let ali: AlipaySimulator
let wx: WechatSimulator
let f: Awaited<ReturnType<typeof paidOrder>>
let operator: Awaited<ReturnType<typeof makeAdmin>>
let auditor: Awaited<ReturnType<typeof makeAdmin>>
const today = formatDate(Date.now()) as string
const nextMorning = () => Date.now() + DAY_MS

beforeAll(async () => {
  ali = await startAlipaySimulator({ mode: 'key' })
  wx = await startWechatSimulator({ mode: 'pubkey' })
  t = await createTestApp({ seed: 'reference', env: { ...ali.env, ...wx.env } })
  f = await paidOrder(t, { price: 5_000, stock: 500 })
  operator = await makeAdmin(t, { permissions: ['order:read', 'order:write'] })
  auditor = await makeAdmin(t, { permissions: ['order:read'] })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await ali?.close()
  await wx?.close()
})

type Gateway = 'alipay' | 'wechat'
const METHOD = { alipay: 'ALIPAY', wechat: 'WECHAT' } as const

/** An order with its gateway payment opened at the cashier (QR code), not yet paid. */
async function opened(gateway: Gateway) {
  const u = await orderAt(t, f, { pay: false })
  const res = await u.buyer.get(
    `/buyer/payment/cashier/pay/${METHOD[gateway]}/NATIVE?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
  )
  expect(res.success).toBe(true)
  const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.sn, u.tradeSn))
  return { ...u, outTradeNo: intent.outTradeNo }
}
/** The buyer pays at the gateway; with `notify`, its notification reaches us. */
async function pay(gateway: Gateway, outTradeNo: string, notify = true) {
  if (gateway === 'alipay') {
    const body = ali.pay(outTradeNo)
    if (notify)
      await t.app.inject({
        method: 'POST',
        url: '/buyer/payment/cashier/notify/ALIPAY',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: body,
      })
  } else {
    const n = wx.pay(outTradeNo)
    if (notify)
      await t.app.inject({
        method: 'POST',
        url: '/buyer/payment/cashier/notify/WECHAT',
        headers: n.headers,
        payload: n.body,
      })
  }
}
const differencesOf = async (gateway: Gateway, billDate = today) =>
  t.database.db
    .select()
    .from(reconciliationDifferences)
    .where(
      and(eq(reconciliationDifferences.provider, gateway), eq(reconciliationDifferences.billDate, billDate)),
    )
const summary = (rows: { kind: string; type: string; key: string }[]) =>
  rows.map((d) => `${d.kind} ${d.type} ${d.key}`).sort()

for (const gateway of ['alipay', 'wechat'] as const) {
  describe(`对账 of ${gateway === 'alipay' ? 'Alipay' : 'WeChat Pay'}`, () => {
    const sim = () => (gateway === 'alipay' ? ali : wx)
    const op = () => caller(t, operator.headers)

    it('finds every difference planted in the bill, keeps one result per day on rerun, and the operator resolves them', async () => {
      const matched = await opened(gateway)
      await pay(gateway, matched.outTradeNo)
      const wrongAmount = await opened(gateway)
      await pay(gateway, wrongAmount.outTradeNo)
      const notNotified = await opened(gateway)
      await pay(gateway, notNotified.outTradeNo, false)
      const dropped = await opened(gateway)
      await pay(gateway, dropped.outTradeNo)
      // Paid after the order was cancelled: refunded through the gateway (LATE_PAYMENT).
      const late = await opened(gateway)
      expect((await late.buyer.post(`/buyer/order/order/${late.sn}/cancel?reason=x`)).success).toBe(true)
      await pay(gateway, late.outTradeNo)
      await t.app.jobs.runDue(paymentRefund)
      const unknownRefund = `RF${gateway}UNKNOWN0001`
      if (gateway === 'alipay')
        ali.tamperBill = (rows) => [
          ...rows
            .filter((r) => r.outTradeNo !== dropped.outTradeNo)
            .map((r) => (r.outTradeNo === wrongAmount.outTradeNo ? { ...r, amount: '49.90' } : r)),
          {
            ...rows.find((r) => r.outTradeNo === matched.outTradeNo)!,
            type: '退款',
            amount: '-10.00',
            refundNo: unknownRefund,
          },
        ]
      else
        wx.tamperBill = (rows) => [
          ...rows
            .filter((r) => r.outTradeNo !== dropped.outTradeNo)
            .map((r) => (r.outTradeNo === wrongAmount.outTradeNo ? { ...r, total: '49.90' } : r)),
          {
            ...rows.find((r) => r.outTradeNo === matched.outTradeNo)!,
            state: 'REFUND',
            refundId: '50300000112026112900000000001',
            outRefundNo: unknownRefund,
            refundStatus: 'SUCCESS',
            total: '0.00',
            refund: '10.00',
          },
        ]
      // The bill of today exists only from tomorrow morning.
      sim().clock = nextMorning
      await t.app.jobs.run(paymentReconcile, { gateway, billDate: today })
      const expected = [
        `PAYMENT AMOUNT_DIFFERS ${wrongAmount.outTradeNo}`,
        `PAYMENT MISSING_GATEWAY ${dropped.outTradeNo}`,
        `PAYMENT MISSING_LOCAL ${notNotified.outTradeNo}`,
        `REFUND MISSING_LOCAL ${unknownRefund}`,
      ]
      expect(summary(await differencesOf(gateway))).toEqual(expected)
      const wrong = (await differencesOf(gateway)).find((d) => d.type === 'AMOUNT_DIFFERS')!
      expect([wrong.gatewayAmount, wrong.localAmount]).toEqual([4_990, 5_000])
      const unpaid = (await differencesOf(gateway)).find(
        (d) => d.type === 'MISSING_LOCAL' && d.kind === 'PAYMENT',
      )!
      expect(unpaid.localStatus).toBe('PENDING')

      // The page's list: the day with its counts (4 payments and the 2 refunds the bill holds).
      const list = await op().get(`/manager/order/reconciliation?provider=${gateway}`)
      expect(list.result.gateways).toEqual(['alipay', 'wechat'])
      expect(list.result.records[0]).toMatchObject({
        provider: gateway,
        billDate: today,
        status: 'READY',
        gatewayPayments: 4,
        gatewayRefunds: 2,
        // matched payment, late payment and its refund
        matched: 3,
        differences: 4,
        open: 4,
        runs: 1,
        paymentTotal: 199.9,
        refundTotal: 60,
      })

      // Rerun (the console): the same result set, not a second one.
      const again = await op().post('/manager/order/reconciliation/run', {
        provider: gateway,
        billDate: today,
      })
      expect(again.result).toMatchObject({ status: 'READY', differences: 4, matched: 3 })
      expect(await differencesOf(gateway)).toHaveLength(4)
      const runs = await t.database.db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.provider, gateway), eq(reconciliationRuns.billDate, today)))
      expect(runs.map((r) => r.runs)).toEqual([2])
      const lines = await t.database.db
        .select()
        .from(reconciliationLines)
        .where(and(eq(reconciliationLines.provider, gateway), eq(reconciliationLines.billDate, today)))
      expect(lines).toHaveLength(6)

      // Resolve the wrong amount with a note: who and when are kept, and a rerun keeps it.
      const listed = await op().get(
        `/manager/order/reconciliation/differences?provider=${gateway}&billDate=${today}`,
      )
      expect(listed.result.total).toBe(4)
      const item = listed.result.records.find((d: { type: string }) => d.type === 'AMOUNT_DIFFERS')
      expect(item).toMatchObject({
        gatewayAmount: 49.9,
        localAmount: 50,
        orderType: 'TRADE',
        sn: wrongAmount.tradeSn,
      })
      const resolved = await op().put(`/manager/order/reconciliation/differences/${item.id}/resolve`, {
        note: '支付宝/微信确认优惠券抵扣 0.10 元',
      })
      expect(resolved.result).toMatchObject({
        status: 'RESOLVED',
        note: '支付宝/微信确认优惠券抵扣 0.10 元',
        resolverName: operator.admin.username,
      })
      expect(resolved.result.resolvedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      const twice = await op().put(`/manager/order/reconciliation/differences/${item.id}/resolve`, {
        note: 'x',
      })
      expect(twice.code).toBe(63003)

      // The late notification arrives: our side is paid now, so that difference goes on rerun.
      await pay(gateway, notNotified.outTradeNo)
      await op().post('/manager/order/reconciliation/run', { provider: gateway, billDate: today })
      const after = await differencesOf(gateway)
      expect(summary(after)).toEqual(expected.filter((e) => !e.includes(notNotified.outTradeNo)))
      expect(after.find((d) => d.id === item.id)).toMatchObject({
        status: 'RESOLVED',
        resolvedBy: operator.admin.id,
      })
      sim().clock = () => Date.now()
      if (gateway === 'alipay') ali.tamperBill = (rows) => rows
      else wx.tamperBill = (rows) => rows
    })
  })
}

describe('对账 limits and permissions', () => {
  it('says when a gateway has no bill for the day yet', async () => {
    const res = await caller(t, operator.headers).post('/manager/order/reconciliation/run', {
      provider: 'wechat',
      billDate: today,
    })
    expect(res.result).toMatchObject({ status: 'UNAVAILABLE', reason: 'NO_STATEMENT_EXIST 账单文件不存在' })
    // A day already read keeps its result.
    const [run] = await t.database.db
      .select()
      .from(reconciliationRuns)
      .where(and(eq(reconciliationRuns.provider, 'wechat'), eq(reconciliationRuns.billDate, today)))
    expect(run.status).toBe('READY')
  })

  it('refuses a WeChat bill whose SHA1 differs, changing nothing', async () => {
    wx.clock = nextMorning
    const before = await differencesOf('wechat')
    wx.corruptNextBill = true
    const res = await t.app.inject({
      method: 'POST',
      url: '/manager/order/reconciliation/run',
      headers: { ...operator.headers, 'accept-language': 'en' },
      payload: { provider: 'wechat', billDate: today },
    })
    expect(res.json()).toMatchObject({ success: false, code: 63005 })
    expect(res.json().message).toMatch(/could not be fetched or read/)
    expect(await differencesOf('wechat')).toEqual(before)
    wx.clock = () => Date.now()
  })

  it('checks its input and lets the auditor read but not write', async () => {
    const op = caller(t, operator.headers)
    const later = formatDate(Date.now() + 2 * DAY_MS)
    expect(
      (await op.post('/manager/order/reconciliation/run', { provider: 'alipay', billDate: later })).code,
    ).toBe(63004)
    expect(
      (await op.post('/manager/order/reconciliation/run', { provider: 'unionpay', billDate: today })).code,
    ).toBe(4002)
    expect((await op.put('/manager/order/reconciliation/differences/1/resolve', { note: ' ' })).code).toBe(
      4002,
    )
    expect((await op.put('/manager/order/reconciliation/differences/1/resolve', { note: 'x' })).code).toBe(
      63002,
    )
    expect((await op.get('/manager/order/reconciliation/differences?status=NOPE')).code).toBe(4002)
    const audit = caller(t, auditor.headers)
    expect((await audit.get('/manager/order/reconciliation')).result.total).toBeGreaterThan(0)
    const open = (await audit.get('/manager/order/reconciliation/differences?status=OPEN')).result.records[0]
    const write = await t.app.inject({
      method: 'PUT',
      url: `/manager/order/reconciliation/differences/${open.id}/resolve`,
      headers: auditor.headers,
      payload: { note: '审计员不能处理' },
    })
    expect(write.statusCode).toBe(403)
  })
})

describe('two nodes reconciling the same day at once', () => {
  it('leave one result set', async () => {
    const other = await createTestApp({ seed: 'none', database: t.database, env: { ...ali.env, ...wx.env } })
    try {
      const u = await opened('alipay')
      await pay('alipay', u.outTradeNo, false)
      ali.clock = nextMorning
      const ctxOf = (app: TestApp) => ({ db: app.database.db, config: app.config, log: app.app.log })
      const results = await Promise.all([
        reconcileDay(ctxOf(t), 'alipay', today),
        reconcileDay(ctxOf(other), 'alipay', today),
        reconcileDay(ctxOf(t), 'alipay', today),
        reconcileDay(ctxOf(other), 'alipay', today),
      ])
      expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1)
      const runs = await t.database.db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.provider, 'alipay'), eq(reconciliationRuns.billDate, today)))
      expect(runs).toHaveLength(1)
      const diffs = await differencesOf('alipay')
      expect(new Set(diffs.map((d) => `${d.kind}|${d.key}`)).size).toBe(diffs.length)
      expect(summary(diffs).filter((d) => d.includes(u.outTradeNo))).toEqual([
        `PAYMENT MISSING_LOCAL ${u.outTradeNo}`,
      ])
      const lines = await t.database.db
        .select()
        .from(reconciliationLines)
        .where(and(eq(reconciliationLines.provider, 'alipay'), eq(reconciliationLines.billDate, today)))
      expect(new Set(lines.map((l) => `${l.kind}|${l.key}`)).size).toBe(lines.length)
    } finally {
      ali.clock = () => Date.now()
      await other.close()
    }
  })
})
