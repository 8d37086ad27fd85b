import { parcelEvents, parcels } from '@silk/db/schema/tracking'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parcelSubscribe } from '../../jobs/parcel-subscribe.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import {
  type Deliver,
  type Kuaidi100Standin,
  startKuaidi100Standin,
} from '../../testing/kuaidi100-standin.ts'
import { deliveredOrder, paidOrder } from '../../testing/orders.ts'
import { kuaidi100Provider, kuaidi100State, md5Upper } from './kuaidi100.ts'

const KEY = 'standin-key-0123'
const CUSTOMER = 'STANDINCUSTOMER01'
const ORIGIN = 'http://shop.test'

let t: TestApp
let standin: Kuaidi100Standin

/** Pushes reach the app through inject, at the path and query of the callback address it gave. */
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
    env: {
      KUAIDI100_KEY: KEY,
      KUAIDI100_CUSTOMER: CUSTOMER,
      KUAIDI100_URL: standin.url,
      TRACKING_CALLBACK_ORIGIN: ORIGIN,
      TRACKING_QUERY_AFTER_MINUTES: '240',
    },
  })
}, 180_000)
afterAll(async () => {
  await t?.close()
  await standin?.close()
})

const parcelRow = async (sn: string) =>
  (await t.database.db.select().from(parcels).where(eq(parcels.orderSn, sn)))[0]

/** A shipped order whose parcel the subscription job has subscribed. */
async function subscribedOrder() {
  const order = await deliveredOrder(t)
  expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 1, failed: 0 })
  const parcel = await parcelRow(order.orderSn)
  return { ...order, number: parcel.trackingNo }
}

const E1 = { time: '2026-11-20 09:00:00', context: '【深圳市】顺丰速运 已收取快件', areaName: '广东,深圳市' }
const E2 = { time: '2026-11-20 18:30:00', context: '快件到达【深圳华侨城集散中心】', areaName: '广东,深圳市' }
const E3 = { time: '2026-11-21 03:10:00', context: '快件已发往【北京顺义集散中心】' }
const E4 = { time: '2026-11-21 20:05:00', context: '快件到达【北京顺义集散中心】' }
const E5 = { time: '2026-11-22 08:40:00', context: '快件交给王师傅，正在派送途中（联系电话：13800001111）' }
const E6 = { time: '2026-11-22 11:02:00', context: '快件已签收，签收人：本人' }

describe('parcel tracking through Kuaidi100 (stand-in)', () => {
  beforeEach(() => {
    standin.subscriptions.clear()
  })

  it('ship → subscribed with the carrier code, the number, a callback naming the order and a salt', async () => {
    const order = await deliveredOrder(t)
    const pending = await parcelRow(order.orderSn)
    expect(pending).toMatchObject({ provider: 'kuaidi100', subscription: 'PENDING', carrierCode: 'SF' })
    expect(await t.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 1, failed: 0 })
    const sub = standin.subscriptions.get(pending.trackingNo)!
    expect(sub).toMatchObject({ company: 'shunfeng', number: pending.trackingNo, key: KEY })
    expect(sub.parameters.callbackurl).toBe(`${ORIGIN}/common/tracking/kuaidi100/push?sn=${order.orderSn}`)
    expect(sub.parameters.salt).toBe(pending.salt)
    expect(sub.parameters.phone).toBe('13800138000')
    expect(await parcelRow(order.orderSn)).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 1 })
    // The buyer sees the real carrier, number and no invented steps.
    const traces = (await order.buyer.post(`/buyer/order/order/getTraces/${order.orderSn}`)).result
    expect(traces).toMatchObject({
      provider: 'kuaidi100',
      carrierCode: 'SF',
      logisticCode: pending.trackingNo,
    })
    expect(traces.traces).toEqual([])
  })

  it('pushes in order build the trace; every event is stored once', async () => {
    const o = await subscribedOrder()
    expect((await standin.push(o.number, { events: [E1], state: '1' })).status).toBe(200)
    const second = await standin.push(o.number, { events: [E1, E2, E3], state: '0' })
    expect(second.status).toBe(200)
    expect(JSON.parse(second.body)).toEqual({ result: true, returnCode: '200', message: '成功' })
    const traces = (await o.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)).result
    expect(traces.state).toBe('IN_TRANSIT')
    expect(traces.traces.map((x: { AcceptStation: string }) => x.AcceptStation)).toEqual([
      E1.context,
      E2.context,
      E3.context,
    ])
    expect(traces.traces[0].AcceptTime).toBe('2026-11-20 09:00:00')
    const stored = await t.database.db.select().from(parcelEvents).where(eq(parcelEvents.orderSn, o.orderSn))
    expect(stored).toHaveLength(3)
  })

  it('a late push of an older trace adds nothing and does not set the state back; signing ends it', async () => {
    const o = await subscribedOrder()
    await standin.push(o.number, { events: [E1, E2, E3, E4, E5], state: '5' })
    await standin.push(o.number, { events: [E1, E2], state: '0' })
    let parcel = await parcelRow(o.orderSn)
    expect(parcel.state).toBe('DELIVERING')
    const traces = (await o.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)).result
    expect(traces.traces).toHaveLength(5)
    expect(traces.state).toBe('DELIVERING')
    await standin.push(o.number, { events: [E1, E2, E3, E4, E5, E6], state: '3' })
    parcel = await parcelRow(o.orderSn)
    expect(parcel).toMatchObject({ state: 'SIGNED', subscription: 'ENDED' })
    expect(parcel.signedAt?.toISOString()).toBe('2026-11-22T03:02:00.000Z')
    // The seller's desk and the operator's detail show the same parcel.
    const desk = (await o.seller.get(`/store/order/order/${o.orderSn}`)).result
    expect(desk.traces).toMatchObject({ state: 'SIGNED', carrierCode: 'SF', logisticCode: o.number })
    expect(desk.traces.traces).toHaveLength(6)
  })

  it('a forged push, or one signed for another parcel, is refused and changes nothing', async () => {
    const a = await subscribedOrder()
    const b = await subscribedOrder()
    const { callback, param } = standin.pushForm(a.number, { events: [E1, E2], state: '0' })
    const forged = await deliver(
      callback,
      new URLSearchParams({ param, sign: md5Upper(`${param}guess`) }).toString(),
    )
    expect(forged.status).toBe(400)
    expect(JSON.parse(forged.body)).toMatchObject({ result: false })
    // B's own push (signed with B's salt) sent to A's address.
    const foreign = standin.pushForm(b.number, { events: [E1], state: '1' })
    const misdirected = await deliver(
      callback,
      new URLSearchParams({ param: foreign.param, sign: foreign.sign }).toString(),
    )
    expect(misdirected.status).toBe(400)
    // A push signed with A's salt but of B's number (another store's parcel).
    const bParam = foreign.param
    const salted = await deliver(
      callback,
      new URLSearchParams({
        param: bParam,
        sign: md5Upper(bParam + (await parcelRow(a.orderSn)).salt),
      }).toString(),
    )
    expect(salted.status).toBe(400)
    // An order nobody shipped with us, and no order at all.
    const unknown = await deliver(
      `${ORIGIN}/common/tracking/kuaidi100/push?sn=O000000000000`,
      new URLSearchParams({ param, sign: 'X' }).toString(),
    )
    expect(unknown.status).toBe(400)
    const none = await deliver(`${ORIGIN}/common/tracking/kuaidi100/push`, 'param=%7B%7D&sign=')
    expect(none.status).toBe(400)
    for (const sn of [a.orderSn, b.orderSn]) {
      expect(await t.database.db.select().from(parcelEvents).where(eq(parcelEvents.orderSn, sn))).toEqual([])
      expect(await parcelRow(sn)).toMatchObject({ state: null, lastPushAt: null })
    }
  })

  it('a refused subscription fails the run with the provider’s words; a retry after the fault subscribes', async () => {
    const order = await deliveredOrder(t)
    standin.refuseNext('500', '服务器错误')
    const run = await t.app.jobs.runDue(parcelSubscribe)
    expect(run).toMatchObject({ completed: 0, failed: 1 })
    expect(String(run.errors[0])).toContain('500 服务器错误')
    expect(await parcelRow(order.orderSn)).toMatchObject({
      subscription: 'FAILED',
      subscriptionNote: '500 服务器错误',
    })
    // pg-boss holds the retry back for its delay; the same handler run again subscribes.
    const { subscribeParcel } = await import('./parcels.ts')
    await subscribeParcel({ db: t.database.db, config: t.config }, order.orderSn)
    expect(await parcelRow(order.orderSn)).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 2 })
  })

  it('a parcel whose pushes are late is queried in real time when someone looks', async () => {
    const o = await subscribedOrder()
    standin.setTrace(o.number, [E1, E2, E3, E4], '0')
    // Fresh: no query yet.
    await o.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)
    expect(standin.queries).toHaveLength(0)
    const fiveHoursAgo = new Date(Date.now() - 5 * 3600_000)
    await t.database.db
      .update(parcels)
      .set({ createTime: fiveHoursAgo })
      .where(eq(parcels.orderSn, o.orderSn))
    const traces = (await o.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)).result
    expect(standin.queries).toEqual([expect.objectContaining({ com: 'shunfeng', num: o.number })])
    expect(traces.traces).toHaveLength(4)
    expect(traces.state).toBe('IN_TRANSIT')
    expect((await parcelRow(o.orderSn)).lastQueryAt).not.toBeNull()
    // Asked again at once: the answer just stored stands, no second query.
    await o.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)
    expect(standin.queries).toHaveLength(1)
  })

  it('another buyer cannot read the parcel', async () => {
    const o = await subscribedOrder()
    const other = await paidOrder(t)
    const res = await other.buyer.post(`/buyer/order/order/getTraces/${o.orderSn}`)
    expect(res.success).toBe(false)
  })
})

describe('Kuaidi100 messages', () => {
  const provider = kuaidi100Provider({ key: KEY, customer: CUSTOMER, baseUrl: 'http://127.0.0.1:9' })

  it('reads the documented push example (newest first, Beijing time, corrected carrier)', () => {
    const param = JSON.stringify({
      status: 'polling',
      billstatus: 'got',
      message: '',
      autoCheck: '1',
      comOld: 'yuantong',
      comNew: 'ems',
      lastResult: {
        message: 'ok',
        state: '0',
        status: '200',
        condition: 'F00',
        ischeck: '0',
        com: 'yuantong',
        nu: 'V030344422',
        data: [
          {
            context: '上海分拨中心/装件入车扫描 ',
            time: '2012-08-28 16:33:19',
            ftime: '2012-08-28 16:33:19',
            status: '在途',
            areaCode: '310000000000',
            areaName: '上海市',
          },
          {
            context: '上海分拨中心/下车扫描 ',
            time: '2012-08-27 23:22:42',
            ftime: '2012-08-27 23:22:42',
            status: '在途',
            areaCode: '310000000000',
            areaName: '上海市',
          },
        ],
      },
    })
    const report = provider.verifyPush({ param, sign: md5Upper(`${param}salt-1`) }, { salt: 'salt-1' })
    expect(report).toMatchObject({
      trackingNo: 'V030344422',
      providerCom: 'ems',
      state: 'IN_TRANSIT',
      ended: false,
    })
    expect(report?.events.map((e) => e.time.toISOString())).toEqual([
      '2012-08-28T08:33:19.000Z',
      '2012-08-27T15:22:42.000Z',
    ])
    expect(report?.events[0]).toMatchObject({ context: '上海分拨中心/装件入车扫描', areaName: '上海市' })
    expect(provider.verifyPush({ param, sign: md5Upper(`${param}salt-2`) }, { salt: 'salt-1' })).toBeNull()
    expect(provider.verifyPush({ param, sign: md5Upper(param) }, { salt: null })).toBeNull()
  })

  it('maps the state codes, the finer ones by their first digits', () => {
    expect(
      ['1', '0', '5', '3', '2', '4', '6', '14', '101', '1001', '301', '501'].map((c) => kuaidi100State(c)),
    ).toEqual([
      'COLLECTED',
      'IN_TRANSIT',
      'DELIVERING',
      'SIGNED',
      'PROBLEM',
      'RETURNED',
      'RETURNED',
      'PROBLEM',
      'COLLECTED',
      'IN_TRANSIT',
      'SIGNED',
      'DELIVERING',
    ])
    expect(kuaidi100State(undefined, '1')).toBe('SIGNED')
    expect(kuaidi100State('x')).toBeNull()
  })
})

describe('without a key: the sandbox carrier', () => {
  let s: TestApp
  beforeAll(async () => {
    s = await createTestApp()
  }, 180_000)
  afterAll(async () => {
    await s?.close()
  })

  it('ships with a sandbox parcel, queues no subscription and says it is the sandbox', async () => {
    const order = await deliveredOrder(s)
    const [parcel] = await s.database.db.select().from(parcels).where(eq(parcels.orderSn, order.orderSn))
    expect(parcel).toMatchObject({ provider: 'sandbox', subscription: 'SANDBOX', salt: null })
    expect(await s.app.jobs.runDue(parcelSubscribe)).toMatchObject({ completed: 0, failed: 0 })
    const traces = (await order.buyer.post(`/buyer/order/order/getTraces/${order.orderSn}`)).result
    expect(traces).toMatchObject({ provider: 'sandbox', state: 'COLLECTED', carrierCode: 'SF' })
    expect(traces.traces).toHaveLength(1)
    // The push address refuses everything when no provider is configured.
    const res = await s.app.inject({
      method: 'POST',
      url: `/common/tracking/kuaidi100/push?sn=${order.orderSn}`,
      payload: { param: '{}', sign: 'x' },
    })
    expect(res.statusCode).toBe(400)
  })
})
