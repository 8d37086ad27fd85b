import { ErrorCodes } from '@silk/contracts/errors'
import { orderLogs, orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelExpiredOrders } from '../../../flows/cancel-order.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { orderAt, paidOrder } from '../../../testing/orders.ts'
import { caller } from '../../../testing/trade.ts'

/**
 * Paying by bank transfer (对公转账): the operator's receiving account at the cashier, the buyer's
 * choice giving the orders days instead of minutes, the auto-cancel honouring it, and the
 * operator's 确认收款 closing the loop.
 */
let t: TestApp
let op: ReturnType<typeof caller>
let f: Awaited<ReturnType<typeof paidOrder>>
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  op = caller(t, (await makeAdmin(t, { superUser: true })).headers)
  f = await paidOrder(t, { price: 25_000, stock: 200 })
})
afterAll(() => t.close())

const ACCOUNT = {
  accountName: '丝路之舟（深圳）供应链管理有限公司',
  bankName: '招商银行深圳分行营业部',
  accountNo: '7559 0123 4567 801',
}
const DAY = 86_400_000
const setTransfer = (body: object) => op.put('/manager/setting/setting/TRANSFER_SETTING', body)
const row = async (sn: string) => (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0]
const logs = async (sn: string) =>
  (await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderSn, sn))).map((l) => l.message)
const cashier = (u: Awaited<ReturnType<typeof orderAt>>, type = 'TRADE', sn = u.tradeSn) =>
  u.buyer.get(`/buyer/payment/cashier/tradeDetail?orderType=${type}&sn=${sn}&clientType=PC`)
const choose = (u: Awaited<ReturnType<typeof orderAt>>, type = 'TRADE', sn = u.tradeSn) =>
  u.buyer.post(`/buyer/payment/cashier/transfer?orderType=${type}&sn=${sn}`)
const runJob = (at: number) => cancelExpiredOrders({ db: t.database.db, config: t.config }, new Date(at))

describe('bank transfer at the cashier', () => {
  it('is offered only once the operator has turned it on with an account', async () => {
    const u = await orderAt(t, f, { pay: false })
    const before = (await cashier(u)).result
    expect([before.transfer, before.transferDeadline]).toEqual([null, null])
    expect(before.support).toEqual(['ALIPAY', 'WECHAT', 'WALLET'])
    expect((await choose(u)).code).toBe(ErrorCodes.PAY_NOT_SUPPORT.code)
    expect((await row(u.sn)).transferDeadline).toBeNull()

    const refused = await setTransfer({
      enabled: true,
      accountName: '',
      bankName: '',
      accountNo: '',
      days: 5,
    })
    expect(refused.code).toBe(ErrorCodes.SETTING_INVALID.code)
    expect((await cashier(u)).result.transfer).toBeNull()

    const saved = await setTransfer({ enabled: true, ...ACCOUNT, days: 5 })
    expect(saved.result.TRANSFER_SETTING).toEqual({ enabled: true, ...ACCOUNT, days: 5 })
    const after = (await cashier(u)).result
    expect(after.transfer).toEqual({ ...ACCOUNT, days: 5 })
    // Kept out of the online methods lilishop's clients read.
    expect(after.support).toEqual(['ALIPAY', 'WECHAT', 'WALLET'])
  })

  it('gives the orders the operator’s days instead of the online window, logged once; choosing again keeps it', async () => {
    await setTransfer({ enabled: true, ...ACCOUNT, days: 5 })
    const u = await orderAt(t, f, { pay: false })
    const plain = await orderAt(t, f, { pay: false })
    const start = Date.now()
    const chosen = await choose(u)
    expect(chosen.success).toBe(true)
    const deadline = chosen.result as number
    expect(deadline).toBeGreaterThanOrEqual(start + 5 * DAY)
    expect(deadline).toBeLessThan(Date.now() + 5 * DAY + 1000)

    const view = (await cashier(u)).result
    expect([view.transferDeadline, view.autoCancel]).toEqual([deadline, deadline])
    expect((await row(u.sn)).transferDeadline?.getTime()).toBe(deadline)
    const mine = (await u.buyer.get(`/buyer/order/order/${u.sn}`)).result
    expect([mine.order.orderStatus, mine.order.paymentMethod]).toEqual(['UNPAID', null])
    expect(mine.order.transferDeadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // The store sees the order waiting for a transfer, with the same deadline.
    const desk = (await f.seller.get(`/store/order/order/${u.sn}`)).result
    expect(desk.order.transferDeadline).toBe(mine.order.transferDeadline)
    const chosenLog = (await logs(u.sn)).filter((m) => m.startsWith('买家选择线下转账'))
    expect(chosenLog).toEqual([`买家选择线下转账，须于${mine.order.transferDeadline}前付款`])

    // Again, by the order's own sn this time: the same deadline, no second line.
    const again = await choose(u, 'ORDER', u.sn)
    expect(again.result).toBe(deadline)
    expect((await logs(u.sn)).filter((m) => m.startsWith('买家选择线下转账'))).toHaveLength(1)

    // Two hours on, the online window (30 minutes) has closed for the plain order only.
    await runJob(Date.now() + 2 * 3600_000)
    expect((await row(plain.sn)).orderStatus).toBe('CANCELLED')
    expect((await row(u.sn)).orderStatus).toBe('UNPAID')
    // Past the deadline the waiting order is cancelled too, saying why.
    await runJob(deadline + 60_000)
    const gone = await row(u.sn)
    expect([gone.orderStatus, gone.cancelReason]).toEqual(['CANCELLED', '线下转账逾期未到账，自动取消'])
  })

  it('the operator confirms the money; the buyer may still pay online meanwhile', async () => {
    await setTransfer({ enabled: true, ...ACCOUNT, days: 3 })
    const u = await orderAt(t, f, { pay: false })
    await choose(u)
    const confirmed = await op.post(`/manager/order/order/${u.sn}/pay?receivableNo=CMB20261127-7781`)
    expect(confirmed.success).toBe(true)
    const o = await row(u.sn)
    expect([o.orderStatus, o.paymentMethod, o.receivableNo]).toEqual([
      'UNDELIVERED',
      'BANK_TRANSFER',
      'CMB20261127-7781',
    ])
    expect((await choose(u)).code).toBe(ErrorCodes.PAY_DOUBLE_ERROR.code)

    const online = await orderAt(t, f, { pay: false })
    await choose(online)
    expect((await online.pay()).success).toBe(true)
    expect([(await row(online.sn)).orderStatus, (await row(online.sn)).paymentMethod]).toEqual([
      'UNDELIVERED',
      'WALLET',
    ])
  })

  it('refuses recharges, other buyers’ orders, paid, cancelled and unknown ones, and bad input', async () => {
    await setTransfer({ enabled: true, ...ACCOUNT, days: 3 })
    const u = await orderAt(t, f, { pay: false })
    const other = await orderAt(t, f, { pay: false })
    expect((await choose(u, 'RECHARGE', 'Y2026112700001')).code).toBe(ErrorCodes.PAY_NOT_SUPPORT.code)
    expect((await choose(other, 'TRADE', u.tradeSn)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await row(u.sn)).transferDeadline).toBeNull()
    expect((await choose(u, 'TRADE', 'T000000000000')).code).toBe(ErrorCodes.PAY_NOT_EXIST_ORDER.code)
    expect((await choose(u, 'GIFT', u.tradeSn)).code).toBe(ErrorCodes.PAY_CASHIER_ERROR.code)
    expect((await u.buyer.post('/buyer/payment/cashier/transfer?orderType=TRADE')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/buyer/payment/cashier/transfer?orderType=TRADE&sn=${u.tradeSn}`,
    })
    expect(anonymous.statusCode).toBe(401)

    const paid = await f.buyer.post(`/buyer/payment/cashier/transfer?orderType=ORDER&sn=${f.orderSn}`)
    expect(paid.code).toBe(ErrorCodes.PAY_DOUBLE_ERROR.code)
    await u.buyer.post(`/buyer/order/order/${u.sn}/cancel?reason=${encodeURIComponent('不要了')}`)
    expect((await choose(u)).code).toBe(ErrorCodes.PAY_BAN.code)

    const waiting = await orderAt(t, f, { pay: false })
    await choose(waiting)
    // Turned off again: nothing more is offered or accepted, in the buyer's language too. An order
    // already waiting for its transfer still shows the account to pay into.
    await setTransfer({ enabled: false, ...ACCOUNT, days: 3 })
    expect((await cashier(waiting)).result.transfer).toEqual({ ...ACCOUNT, days: 3 })
    const late = await orderAt(t, f, { pay: false })
    expect((await cashier(late)).result.transfer).toBeNull()
    const en = await t.app.inject({
      method: 'POST',
      url: `/buyer/payment/cashier/transfer?orderType=TRADE&sn=${late.tradeSn}`,
      headers: { ...late.member.headers, 'accept-language': 'en' },
    })
    expect(en.json()).toMatchObject({
      success: false,
      code: ErrorCodes.PAY_NOT_SUPPORT.code,
      message: ErrorCodes.PAY_NOT_SUPPORT.en,
    })
  })
})

// PGlite is a single connection: real races need the PostgreSQL server.
describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('choosing transfer racing the auto-cancel past the online window ends in one outcome', async () => {
    await setTransfer({ enabled: true, ...ACCOUNT, days: 3 })
    for (let round = 0; round < 8; round++) {
      const u = await orderAt(t, f, { pay: false })
      const late = Date.now() + 3600_000
      const [chosen] =
        round % 2 === 0
          ? await Promise.all([choose(u), runJob(late)])
          : ((await Promise.all([runJob(late), choose(u)])).reverse() as [Awaited<ReturnType<typeof choose>>])
      const o = await row(u.sn)
      if (chosen.success) {
        expect([o.orderStatus, o.transferDeadline?.getTime()]).toEqual(['UNPAID', chosen.result])
      } else {
        expect(chosen.code).toBe(ErrorCodes.PAY_BAN.code)
        expect([o.orderStatus, o.transferDeadline]).toEqual(['CANCELLED', null])
      }
      const cancelled = (await logs(u.sn)).filter((m) => m.includes('取消'))
      expect(cancelled).toHaveLength(chosen.success ? 0 : 1)
    }
  })
})
