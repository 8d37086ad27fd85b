import { orderLogs, orders, paymentEvents, paymentIntents, paymentRefunds } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentClose } from '../../../jobs/payment-close.ts'
import { paymentRefund } from '../../../jobs/payment-refund.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  type SimNotification,
  startWechatSimulator,
  type WechatSimulator,
} from '../../../testing/gateways/wechat-simulator.ts'
import { orderAt, paidOrder } from '../../../testing/orders.ts'

/**
 * WeChat Pay API v3 against a local simulator that plays WeChat's side (decision 141): signed
 * requests and answers, notifications signed with the platform certificate or the WeChat Pay public
 * key and encrypted with the APIv3 key.
 */
for (const mode of ['cert', 'pubkey'] as const) {
  describe(`WeChat Pay v3 (${mode === 'cert' ? 'platform certificate' : 'public key, during the switch'})`, () => {
    let t: TestApp
    let sim: WechatSimulator
    let f: Awaited<ReturnType<typeof paidOrder>>
    beforeAll(async () => {
      sim = await startWechatSimulator({ mode })
      t = await createTestApp({ seed: 'reference', env: sim.env })
      f = await paidOrder(t, { price: 8_800, stock: 500 })
    })
    afterAll(async () => {
      await t.close()
      await sim.close()
    })

    const deliver = (n: SimNotification) =>
      t.app.inject({
        method: 'POST',
        url: '/buyer/payment/cashier/notify/WECHAT',
        headers: n.headers,
        payload: n.body,
      })
    const orderRow = async (sn: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0]
    const paidLogs = async (sn: string) =>
      t.database.db
        .select()
        .from(orderLogs)
        .where(and(eq(orderLogs.orderSn, sn), eq(orderLogs.toStatus, 'PAID')))
    const refundsOf = (outTradeNo: string) =>
      t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.outTradeNo, outTradeNo))
    async function nativeOrder() {
      const u = await orderAt(t, f, { pay: false })
      const res = await u.buyer.get(
        `/buyer/payment/cashier/pay/WECHAT/NATIVE?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
      )
      expect(res.result).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/)
      const [intent] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.sn, u.tradeSn))
      return { ...u, outTradeNo: intent.outTradeNo }
    }

    it('pays by Native QR: the notification pays once, repeats change nothing', async () => {
      const u = await nativeOrder()
      expect(sim.transaction(u.outTradeNo)?.total).toBe(8_800)
      const cashier = await u.buyer.get(
        `/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
      )
      expect(cashier.result.demo).toEqual(['ALIPAY'])
      const n = sim.pay(u.outTradeNo)
      const first = await deliver(n)
      expect(first.statusCode).toBe(204)
      const paid = await orderRow(u.sn)
      expect([paid.payStatus, paid.paymentMethod, paid.receivableNo]).toEqual([
        'PAID',
        'WECHAT',
        sim.transaction(u.outTradeNo)?.transactionId,
      ])
      expect((await deliver(n)).statusCode).toBe(204)
      expect((await deliver(sim.notification(u.outTradeNo))).statusCode).toBe(204)
      expect(await paidLogs(u.sn)).toHaveLength(1)
      expect(sim.badSignatures).toBe(0)
    })

    it('refuses forged, replayed and tampered notifications with a non-2xx answer', async () => {
      const u = await nativeOrder()
      const n = sim.pay(u.outTradeNo)
      const bodyChanged = { ...n, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }
      const otherSerial = { ...n, headers: { ...n.headers, 'wechatpay-serial': 'ABCDEF0123456789' } }
      const badSignature = {
        ...n,
        headers: { ...n.headers, 'wechatpay-signature': Buffer.alloc(256).toString('base64') },
      }
      const replayed = sim.notification(u.outTradeNo, { skew: -301 })
      const future = sim.notification(u.outTradeNo, { skew: 400 })
      for (const bad of [bodyChanged, otherSerial, badSignature, replayed, future]) {
        const res = await deliver(bad)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toEqual({ code: 'FAIL', message: '失败' })
      }
      expect((await orderRow(u.sn)).payStatus).toBe('UNPAID')
      expect((await deliver(sim.notification(u.outTradeNo, { skew: -200 }))).statusCode).toBe(204)
      expect((await orderRow(u.sn)).payStatus).toBe('PAID')
    })

    if (mode === 'pubkey') {
      it('accepts callbacks signed either way while the merchant moves to the public key', async () => {
        const a = await nativeOrder()
        const b = await nativeOrder()
        expect((await deliver(sim.pay(a.outTradeNo, { via: 'cert' }))).statusCode).toBe(204)
        expect((await deliver(sim.pay(b.outTradeNo, { via: 'pubkey' }))).statusCode).toBe(204)
        expect((await orderRow(a.sn)).payStatus).toBe('PAID')
        expect((await orderRow(b.sn)).payStatus).toBe('PAID')
      })
    }

    it('refuses a genuine notification whose amount differs, and logs it once', async () => {
      const u = await nativeOrder()
      sim.pay(u.outTradeNo)
      const wrong = { overrides: { amount: { total: 1, payer_total: 1, currency: 'CNY' } } }
      expect((await deliver(sim.notification(u.outTradeNo, wrong))).statusCode).toBe(400)
      expect((await deliver(sim.notification(u.outTradeNo, wrong))).statusCode).toBe(400)
      expect((await orderRow(u.sn)).payStatus).toBe('UNPAID')
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outTradeNo, u.outTradeNo))
      expect(events.map((e) => [e.kind, e.detail.notified])).toEqual([['AMOUNT_MISMATCH', 1]])
    })

    it('query-on-return pays without the notification; both together count once', async () => {
      const u = await nativeOrder()
      expect(
        (await u.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${u.tradeSn}`)).result,
      ).toBe(false)
      sim.pay(u.outTradeNo)
      expect(
        (await u.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${u.tradeSn}`)).result,
      ).toBe(true)
      for (let round = 0; round < 3; round++) {
        const v = await nativeOrder()
        const n = sim.pay(v.outTradeNo)
        const [notified, returned] = await Promise.all([
          deliver(n),
          v.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${v.tradeSn}`),
        ])
        expect([notified.statusCode, returned.result]).toEqual([204, true])
        expect(await paidLogs(v.sn)).toHaveLength(1)
      }
    })

    it('opens H5 for phones, and closes the transaction once the order is cancelled', async () => {
      const u = await orderAt(t, f, { pay: false })
      const h5 = await u.buyer.get(
        `/buyer/payment/cashier/pay/WECHAT/H5?orderType=TRADE&sn=${u.tradeSn}&clientType=H5`,
      )
      expect(h5.result).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/)
      const [intent] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.sn, u.tradeSn))
      await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)
      await t.app.jobs.run(paymentClose, undefined)
      expect(sim.transaction(intent.outTradeNo)?.state).toBe('CLOSED')
      const [closed] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.sn, u.tradeSn))
      expect(closed.status).toBe('CLOSED')
    })

    it('refunds late money through WeChat: at once, or only by the later refund notification', async () => {
      const a = await nativeOrder()
      await a.buyer.post(`/buyer/order/order/${a.sn}/cancel?reason=x`)
      expect((await deliver(sim.pay(a.outTradeNo))).statusCode).toBe(204)
      await t.app.jobs.runDue(paymentRefund)
      expect((await refundsOf(a.outTradeNo)).map((r) => r.status)).toEqual(['SUCCESS'])

      const b = await nativeOrder()
      await b.buyer.post(`/buyer/order/order/${b.sn}/cancel?reason=x`)
      expect((await deliver(sim.pay(b.outTradeNo))).statusCode).toBe(204)
      sim.refundMode = 'PROCESSING'
      try {
        await t.app.jobs.runDue(paymentRefund)
      } finally {
        sim.refundMode = 'SUCCESS'
      }
      const [pending] = await refundsOf(b.outTradeNo)
      expect(pending.status).toBe('PENDING')
      const done = sim.finishRefund(pending.refundNo, 'SUCCESS')
      expect((await deliver(done)).statusCode).toBe(204)
      expect((await deliver(done)).statusCode).toBe(204)
      const [finished] = await refundsOf(b.outTradeNo)
      expect([finished.status, finished.providerRefundNo]).toEqual([
        'SUCCESS',
        sim.transaction(b.outTradeNo)?.refunds.get(pending.refundNo)?.refundId,
      ])
    })

    it('keeps a refund WeChat refuses visible as FAILED', async () => {
      const u = await nativeOrder()
      await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)
      expect((await deliver(sim.pay(u.outTradeNo))).statusCode).toBe(204)
      sim.refundMode = { refuse: 'NOT_ENOUGH' }
      try {
        await t.app.jobs.runDue(paymentRefund)
      } finally {
        sim.refundMode = 'SUCCESS'
      }
      const [refund] = await refundsOf(u.outTradeNo)
      expect([refund.status, refund.lastError]).toEqual(['FAILED', 'NOT_ENOUGH 退款被拒绝'])
    })
  })
}
