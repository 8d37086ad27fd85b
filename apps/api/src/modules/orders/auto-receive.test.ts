import { ErrorCodes } from '@silk/contracts/errors'
import { orderItems, orderLogs, orders } from '@silk/db/schema/orders'
import { settings } from '@silk/db/schema/system'
import { parcels } from '@silk/db/schema/tracking'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterSaleWindowClose } from '../../jobs/after-sale-window-close.ts'
import { orderAutoReceive } from '../../jobs/order-auto-receive.ts'
import { parcelResubscribe } from '../../jobs/parcel-resubscribe.ts'
import { parcelSubscribe } from '../../jobs/parcel-subscribe.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import {
  type Deliver,
  type Kuaidi100Standin,
  startKuaidi100Standin,
} from '../../testing/kuaidi100-standin.ts'
import { completedOrder, deliveredOrder } from '../../testing/orders.ts'

const KEY = 'standin-key-0456'
const CUSTOMER = 'STANDINCUSTOMER02'
const DAY = 86_400_000

let t: TestApp
let standin: Kuaidi100Standin
const deliver: Deliver = async (url, form) => {
  const { pathname, search } = new URL(url)
  const res = await t.app.inject({
    method: 'POST',
    url: pathname + search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  })
  return { status: res.statusCode, body: res.body }
}

beforeAll(async () => {
  standin = await startKuaidi100Standin({ key: KEY, customer: CUSTOMER, deliver })
  t = await createTestApp({
    env: { KUAIDI100_KEY: KEY, KUAIDI100_CUSTOMER: CUSTOMER, KUAIDI100_URL: standin.url },
  })
}, 180_000)
afterAll(async () => {
  await t?.close()
  await standin?.close()
})

/** Beijing wall-clock time of a moment, as Kuaidi100 writes it. */
const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

async function orderSettings(value: Record<string, number>) {
  await t.database.db
    .insert(settings)
    .values({ id: 'ORDER_SETTING', settingValue: value })
    .onConflictDoUpdate({ target: settings.id, set: { settingValue: value } })
}
const statusOf = async (sn: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0].orderStatus
const autoLines = (sn: string) =>
  t.database.db
    .select()
    .from(orderLogs)
    .where(and(eq(orderLogs.orderSn, sn), eq(orderLogs.messageCode, 'ORDER_AUTO_RECEIVED')))

describe('auto-confirm receipt after delivery', () => {
  it('signed → the order completes through the job once the operator’s days have passed', async () => {
    await orderSettings({ autoCancel: 30, autoReceive: 5 })
    const o = await deliveredOrder(t)
    await t.app.jobs.runDue(parcelSubscribe)
    const number = (await t.database.db.select().from(parcels).where(eq(parcels.orderSn, o.orderSn)))[0]
      .trackingNo
    const now = Date.now()
    const events = [
      { time: beijing(now - 8 * DAY), context: '已揽收' },
      { time: beijing(now - 6 * DAY), context: '派送中' },
    ]
    await standin.push(number, { events, state: '5' })
    expect(await t.app.jobs.run(orderAutoReceive, undefined)).toMatchObject({ completed: 1 })
    expect(await statusOf(o.orderSn)).toBe('DELIVERED')
    // Signed 4 days ago: one day short of the operator's 5.
    await standin.push(number, {
      events: [...events, { time: beijing(now - 4 * DAY), context: '已签收' }],
      state: '3',
    })
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await statusOf(o.orderSn)).toBe('DELIVERED')
    await orderSettings({ autoCancel: 30, autoReceive: 3 })
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await statusOf(o.orderSn)).toBe('COMPLETED')
    const lines = await autoLines(o.orderSn)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      operatorType: 'SYSTEM',
      message: `订单[${o.orderSn}]签收3天后系统自动确认收货`,
    })
    // Run again: nothing more happens.
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await autoLines(o.orderSn)).toHaveLength(1)
    // The buyer can now review and ask for after-sale as after their own confirmation.
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, o.orderSn))
    expect(item).toMatchObject({ commentStatus: 'UNFINISHED', afterSaleStatus: 'NOT_APPLIED' })
  })

  it('a parcel not yet signed for is never confirmed, however long ago it shipped', async () => {
    await orderSettings({ autoCancel: 30, autoReceive: 1 })
    const o = await deliveredOrder(t)
    await t.app.jobs.runDue(parcelSubscribe)
    await t.database.db
      .update(orders)
      .set({ logisticsTime: new Date(Date.now() - 30 * DAY) })
      .where(eq(orders.sn, o.orderSn))
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await statusOf(o.orderSn)).toBe('DELIVERED')
  })

  it('a pending after-sale holds it back; once the buyer withdraws it the order completes', async () => {
    await orderSettings({ autoCancel: 30, autoReceive: 7 })
    const o = await deliveredOrder(t)
    const signed = new Date(Date.now() - 8 * DAY)
    await t.database.db
      .update(parcels)
      .set({ signedAt: signed, state: 'SIGNED' })
      .where(eq(parcels.orderSn, o.orderSn))
    const applied = await o.buyer.post(
      `/buyer/order/afterSale/save/${o.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('不想要了')}&problemDesc=${encodeURIComponent('拍错了')}`,
    )
    expect(applied.success, JSON.stringify(applied)).toBe(true)
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await statusOf(o.orderSn)).toBe('DELIVERED')
    const sn = applied.result.sn as string
    expect((await o.buyer.post(`/buyer/order/afterSale/cancel/${sn}`)).success).toBe(true)
    await t.app.jobs.run(orderAutoReceive, undefined)
    expect(await statusOf(o.orderSn)).toBe('COMPLETED')
  })
})

describe('after-sale window', () => {
  it('closes the window of orders completed longer ago than the operator allows; an open case keeps its item', async () => {
    await orderSettings({ autoCancel: 30, closeAfterSale: 10 })
    const old = await completedOrder(t)
    const recent = await completedOrder(t)
    const busy = await completedOrder(t)
    const applied = await busy.buyer.post(
      `/buyer/order/afterSale/save/${busy.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('质量问题')}&problemDesc=${encodeURIComponent('有划痕')}`,
    )
    expect(applied.success, JSON.stringify(applied)).toBe(true)
    const longAgo = new Date(Date.now() - 11 * DAY)
    for (const sn of [old.orderSn, busy.orderSn]) {
      await t.database.db.update(orders).set({ completeTime: longAgo }).where(eq(orders.sn, sn))
    }
    await t.app.jobs.run(afterSaleWindowClose, undefined)
    const status = async (itemSn: string) =>
      (await t.database.db.select().from(orderItems).where(eq(orderItems.sn, itemSn)))[0].afterSaleStatus
    expect(await status(old.orderItemSn)).toBe('EXPIRED')
    expect(await status(recent.orderItemSn)).toBe('NOT_APPLIED')
    expect(await status(busy.orderItemSn)).not.toBe('EXPIRED')
    const refused = await old.buyer.post(
      `/buyer/order/afterSale/save/${old.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('质量问题')}&problemDesc=x`,
    )
    expect(refused.code).toBe(ErrorCodes.AFTER_SALES_BAN.code)
  })
})

describe('resending failed subscriptions', () => {
  it('a parcel whose subscription failed is subscribed again half an hour later, at most 4 times', async () => {
    // The parcels of the tests above are subscribed first.
    await t.app.jobs.runDue(parcelSubscribe)
    standin.subscriptions.clear()
    const o = await deliveredOrder(t)
    standin.refuseNext('700', '订阅方的订阅数据存在错误')
    expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ failed: 1 })
    const row = async () =>
      (await t.database.db.select().from(parcels).where(eq(parcels.orderSn, o.orderSn)))[0]
    expect(await row()).toMatchObject({ subscription: 'FAILED', subscribeAttempts: 1 })
    // Too soon: left alone.
    expect(await t.app.jobs.run(parcelResubscribe, undefined)).toMatchObject({ completed: 1 })
    expect(await row()).toMatchObject({ subscription: 'FAILED', subscribeAttempts: 1 })
    await t.database.db
      .update(parcels)
      .set({ createTime: new Date(Date.now() - 3600_000) })
      .where(eq(parcels.orderSn, o.orderSn))
    await t.app.jobs.run(parcelResubscribe, undefined)
    // The sweep queued a subscribe job, whose run makes the call.
    expect(await row()).toMatchObject({ subscription: 'PENDING', subscribeAttempts: 1 })
    expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 1 })
    expect(await row()).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 2 })
    expect(standin.subscriptions.has((await row()).trackingNo)).toBe(true)
    // Given up after the fourth attempt.
    await t.database.db
      .update(parcels)
      .set({
        subscription: 'FAILED',
        subscribeAttempts: 4,
        lastQueryAt: null,
        createTime: new Date(Date.now() - 3600_000),
      })
      .where(eq(parcels.orderSn, o.orderSn))
    await t.app.jobs.run(parcelResubscribe, undefined)
    expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 0 })
    expect(await row()).toMatchObject({ subscription: 'FAILED', subscribeAttempts: 4 })
    // A parcel left PENDING by a subscribe job whose every retry met a fault is lost after 6 hours:
    // it gets a job again.
    await t.database.db
      .update(parcels)
      .set({
        subscription: 'PENDING',
        subscribeAttempts: 2,
        createTime: new Date(Date.now() - 8 * 3600_000),
        lastQueryAt: new Date(Date.now() - 7 * 3600_000),
      })
      .where(eq(parcels.orderSn, o.orderSn))
    standin.subscriptions.clear()
    await t.app.jobs.run(parcelResubscribe, undefined)
    expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 1 })
    expect(await row()).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 3 })
  })
})
