import { createSign, generateKeyPairSync } from 'node:crypto'
import {
  orderLogs,
  orders,
  paymentEvents,
  paymentIntents,
  paymentRefunds,
  walletLogs,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentClose } from '../../../jobs/payment-close.ts'
import { paymentRefund } from '../../../jobs/payment-refund.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  type AlipaySimulator,
  alipaySignContent,
  startAlipaySimulator,
} from '../../../testing/gateways/alipay-simulator.ts'
import { orderAt, paidOrder } from '../../../testing/orders.ts'

/**
 * Alipay through the official SDK against a local simulator that plays Alipay's side (decision 141):
 * it verifies our RSA2 signatures and signs its answers and notifications with its own key.
 */
for (const mode of ['key', 'cert'] as const) {
  describe(`Alipay (${mode === 'key' ? 'public-key' : 'certificate'} mode)`, () => {
    let t: TestApp
    let sim: AlipaySimulator
    let f: Awaited<ReturnType<typeof paidOrder>>
    beforeAll(async () => {
      sim = await startAlipaySimulator({ mode })
      t = await createTestApp({ seed: 'reference', env: sim.env })
      f = await paidOrder(t, { price: 12_345, stock: 500 })
    })
    afterAll(async () => {
      await t.close()
      await sim.close()
    })

    const deliver = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/buyer/payment/cashier/notify/ALIPAY',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: body,
      })
    const orderRow = async (sn: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0]
    const paidLogs = async (sn: string) =>
      t.database.db
        .select()
        .from(orderLogs)
        .where(and(eq(orderLogs.orderSn, sn), eq(orderLogs.toStatus, 'PAID')))
    const intentOf = async (sn: string) =>
      (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.sn, sn)))[0]
    /** An unpaid order and the QR code Alipay precreated for it. */
    async function qrOrder() {
      const u = await orderAt(t, f, { pay: false })
      const res = await u.buyer.get(
        `/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
      )
      expect(res.success).toBe(true)
      expect(res.result).toMatch(/^https:\/\/qr\.alipay\.com\/sim/)
      const intent = await intentOf(u.tradeSn)
      return { ...u, outTradeNo: intent.outTradeNo }
    }

    it('pays an order by QR code: the notification pays it once, repeats change nothing', async () => {
      const u = await qrOrder()
      expect(sim.trade(u.outTradeNo)?.totalAmount).toBe('123.45')
      expect(
        (
          await u.buyer.get(
            `/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
          )
        ).result.demo,
      ).toEqual(['WECHAT'])
      const body = sim.pay(u.outTradeNo)
      const first = await deliver(body)
      expect(first.body).toBe('success')
      const paid = await orderRow(u.sn)
      expect([paid.orderStatus, paid.payStatus, paid.paymentMethod]).toEqual([
        'UNDELIVERED',
        'PAID',
        'ALIPAY',
      ])
      expect(paid.receivableNo).toBe(sim.trade(u.outTradeNo)?.tradeNo)
      expect((await deliver(body)).body).toBe('success')
      expect((await deliver(sim.notification(u.outTradeNo))).body).toBe('success')
      expect(await paidLogs(u.sn)).toHaveLength(1)
      expect((await intentOf(u.tradeSn)).providerTradeNo).toBe(sim.trade(u.outTradeNo)?.tradeNo)
      expect(sim.badSignatures).toBe(0)
    })

    it('refuses forged notifications: a changed field, another key, another app', async () => {
      const u = await qrOrder()
      const body = sim.pay(u.outTradeNo)
      const tampered = new URLSearchParams(body)
      tampered.set('out_trade_no', u.outTradeNo)
      tampered.set('buyer_id', '2088000000000000')
      expect((await deliver(tampered.toString())).body).toBe('fail')
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const forged = Object.fromEntries(new URLSearchParams(body))
      forged.sign = createSign('RSA-SHA256')
        .update(alipaySignContent(forged, true))
        .sign(other.privateKey, 'base64')
      expect((await deliver(new URLSearchParams(forged).toString())).body).toBe('fail')
      expect((await deliver(sim.notification(u.outTradeNo, { app_id: '2021999999999999' }))).body).toBe(
        'fail',
      )
      expect((await deliver('')).body).toBe('fail')
      expect((await orderRow(u.sn)).payStatus).toBe('UNPAID')
      // The genuine one still pays.
      expect((await deliver(body)).body).toBe('success')
      expect((await orderRow(u.sn)).payStatus).toBe('PAID')
    })

    it('refuses a genuine notification whose amount differs, and logs it once for the operator', async () => {
      const u = await qrOrder()
      sim.pay(u.outTradeNo)
      const wrong = sim.notification(u.outTradeNo, { total_amount: '1.00' })
      expect((await deliver(wrong)).body).toBe('fail')
      expect((await deliver(wrong)).body).toBe('fail')
      expect((await orderRow(u.sn)).payStatus).toBe('UNPAID')
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outTradeNo, u.outTradeNo))
      expect(events.map((e) => [e.kind, e.detail.expected, e.detail.notified])).toEqual([
        ['AMOUNT_MISMATCH', 12_345, 100],
      ])
    })

    it('answers the buyer back at the shop by asking Alipay, without the notification', async () => {
      const u = await qrOrder()
      expect(
        (await u.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${u.tradeSn}`)).result,
      ).toBe(false)
      sim.pay(u.outTradeNo)
      expect(
        (await u.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${u.tradeSn}`)).result,
      ).toBe(true)
      expect((await orderRow(u.sn)).payStatus).toBe('PAID')
      expect(sim.calls).toContain('alipay.trade.query')
    })

    it('counts a notification and a query-on-return arriving together once', async () => {
      for (let round = 0; round < 4; round++) {
        const u = await qrOrder()
        const body = sim.pay(u.outTradeNo)
        const [notified, returned] = await Promise.all([
          deliver(body),
          u.buyer.get(`/buyer/payment/cashier/result?orderType=TRADE&sn=${u.tradeSn}`),
        ])
        expect(notified.body).toBe('success')
        expect(returned.result).toBe(true)
        expect(await paidLogs(u.sn)).toHaveLength(1)
      }
    })

    it('refunds through Alipay money that arrives after the order was cancelled', async () => {
      const u = await qrOrder()
      expect((await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)).success).toBe(true)
      const body = sim.pay(u.outTradeNo)
      expect((await deliver(body)).body).toBe('success')
      expect((await deliver(body)).body).toBe('success')
      expect((await orderRow(u.sn)).orderStatus).toBe('CANCELLED')
      const [refund] = await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.outTradeNo, u.outTradeNo))
      expect([refund.status, refund.source, refund.amount]).toEqual(['PENDING', 'LATE_PAYMENT', 12_345])
      await t.app.jobs.runDue(paymentRefund)
      const [done] = await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.outTradeNo, u.outTradeNo))
      expect(done.status).toBe('SUCCESS')
      expect(sim.trade(u.outTradeNo)?.refunds.get(refund.refundNo)).toBe('123.45')
      // Back the way it came: nothing went to the wallet.
      const credits = await t.database.db
        .select()
        .from(walletLogs)
        .where(eq(walletLogs.memberId, u.member.member.id))
      expect(credits.map((l) => l.serviceType)).toEqual(['WALLET_RECHARGE'])
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outTradeNo, u.outTradeNo))
      expect(events.map((e) => e.kind)).toEqual(['LATE_PAYMENT'])
    })

    it('keeps a refund Alipay refuses visible as FAILED with the reason', async () => {
      const u = await qrOrder()
      await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)
      expect((await deliver(sim.pay(u.outTradeNo))).body).toBe('success')
      sim.refuseRefunds = 'ACQ.SELLER_BALANCE_NOT_ENOUGH'
      try {
        await t.app.jobs.runDue(paymentRefund)
      } finally {
        sim.refuseRefunds = null
      }
      const [refund] = await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.outTradeNo, u.outTradeNo))
      expect(refund.status).toBe('FAILED')
      expect(refund.lastError).toContain('ACQ.SELLER_BALANCE_NOT_ENOUGH')
      const events = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outTradeNo, u.outTradeNo))
      expect(events.map((e) => e.kind).sort()).toEqual(['LATE_PAYMENT', 'REFUND_REFUSED'])
    })

    it('opens the computer and phone payment pages as signed URLs, and closes them once cancelled', async () => {
      const u = await orderAt(t, f, { pay: false })
      const pc = (
        await u.buyer.get(
          `/buyer/payment/cashier/pay/ALIPAY/H5?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`,
        )
      ).result as string
      expect(new URL(pc).searchParams.get('method')).toBe('alipay.trade.page.pay')
      expect(new URL(pc).searchParams.get('return_url')).toContain(`/payDone?orderType=TRADE&sn=${u.tradeSn}`)
      const page = await fetch(pc)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('123.45')
      const wap = (
        await u.buyer.get(
          `/buyer/payment/cashier/pay/ALIPAY/H5?orderType=TRADE&sn=${u.tradeSn}&clientType=H5`,
        )
      ).result as string
      expect(new URL(wap).searchParams.get('method')).toBe('alipay.trade.wap.pay')
      expect((await fetch(wap)).status).toBe(200)
      const tampered = new URL(wap)
      tampered.searchParams.set('return_url', 'https://evil.example/')
      expect((await fetch(tampered)).status).toBe(400)

      await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)
      await t.app.jobs.run(paymentClose, undefined)
      const intents = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.sn, u.tradeSn))
      expect(intents.map((i) => i.status)).toEqual(['CLOSED', 'CLOSED'])
      expect(intents.map((i) => sim.trade(i.outTradeNo)?.status).sort()).toEqual([
        'TRADE_CLOSED',
        'TRADE_CLOSED',
      ])
    })

    it('the close job counts a payment Alipay took meanwhile, and refunds it', async () => {
      const u = await qrOrder()
      await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=x`)
      sim.pay(u.outTradeNo)
      await t.app.jobs.run(paymentClose, undefined)
      expect((await intentOf(u.tradeSn)).status).toBe('PAID')
      await t.app.jobs.runDue(paymentRefund)
      const [refund] = await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.outTradeNo, u.outTradeNo))
      expect(refund.status).toBe('SUCCESS')
    })
  })
}
