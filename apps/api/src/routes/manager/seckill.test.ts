import { ErrorCodes } from '@silk/contracts/errors'
import { seckillGoods, seckills } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopHour, shopTodayAt } from '../../modules/promotions/session-clock.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeSeckill, shopTomorrow } from '../../testing/seckill.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * 秒杀 management (issue 66 item 3): the operator's day activities, the stores' applications with
 * their refusals, the review, and the buyer pages showing only what was approved.
 */
let t: TestApp
let admin: ReturnType<typeof caller>
let storeA: Awaited<ReturnType<typeof makeStore>>
let storeB: Awaited<ReturnType<typeof makeStore>>
let sellerA: ReturnType<typeof caller>
let sellerB: ReturnType<typeof caller>
let skuA: Awaited<ReturnType<typeof makeSku>>
let skuB: Awaited<ReturnType<typeof makeSku>>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
  storeA = await makeStore(t)
  storeB = await makeStore(t)
  const ownerA = await createMember(t)
  await makeSeller(t, ownerA, storeA.id)
  sellerA = caller(t, ownerA.headers)
  const ownerB = await createMember(t)
  await makeSeller(t, ownerB, storeB.id)
  sellerB = caller(t, ownerB.headers)
  skuA = await makeSku(t, storeA, { price: 10_000, stock: 20 })
  skuB = await makeSku(t, storeB, { price: 8_000, stock: 20 })
}, 60_000)
afterAll(() => t.close())

const day = shopTomorrow()
const form = (over: Record<string, unknown> = {}) => ({
  seckillName: '周末秒杀',
  day,
  hours: [20, 10, 14],
  applyEndTime: `${day} 08:00:00`,
  seckillRule: '每人限购1件，不与优惠券同享',
  ...over,
})

describe('the operator’s activities', () => {
  it('creates a day with its sessions, edits and closes it before it starts, and lists it by status', async () => {
    const created = await admin.post('/manager/promotion/seckill', form())
    expect(created.success).toBe(true)
    expect(created.result).toMatchObject({
      hours: '10,14,20',
      sessions: [10, 14, 20],
      startTime: `${day} 00:00:00`,
      applyEndTime: `${day} 08:00:00`,
      status: 'NEW',
      applying: true,
    })
    const id = created.result.id
    const edited = await admin.put(
      `/manager/promotion/seckill/${id}`,
      form({ hours: [9, 21], seckillName: '改名' }),
    )
    expect(edited.result).toMatchObject({ seckillName: '改名', hours: '9,21', sessions: [9, 21] })
    // lilishop's console sends the hours as one comma list and splits the answer's the same way.
    const fromLili = await admin.put(`/manager/promotion/seckill/${id}`, form({ hours: '21,8' }))
    expect(fromLili.result).toMatchObject({ hours: '8,21', sessions: [8, 21] })
    const list = await admin.get('/manager/promotion/seckill?status=NEW')
    expect(list.result.records.map((r: { id: string }) => r.id)).toContain(id)
    expect((await admin.put(`/manager/promotion/seckill/${id}/close`)).result.status).toBe('CLOSE')
    expect((await admin.get('/manager/promotion/seckill?status=CLOSE')).result.records[0].id).toBe(id)
    expect((await admin.del(`/manager/promotion/seckill/${id}`)).success).toBe(true)
    expect((await t.database.db.select().from(seckills).where(eq(seckills.id, id))).length).toBe(0)
  })

  it('refuses sessions in the past, a deadline after the first session, and bad forms — never a 500', async () => {
    const past = await admin.post(
      '/manager/promotion/seckill',
      form({ day: '2020-01-01', applyEndTime: '2019-12-31 10:00:00' }),
    )
    expect(past.code).toBe(ErrorCodes.SECKILL_TIME_ERROR.code)
    const late = await admin.post('/manager/promotion/seckill', form({ applyEndTime: `${day} 11:00:00` }))
    expect(late.code).toBe(ErrorCodes.SECKILL_TIME_ERROR.code)
    for (const bad of [
      { hours: [] },
      { hours: [24] },
      { hours: [10, 10] },
      { day: 'tomorrow' },
      { seckillName: '' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/manager/promotion/seckill',
        headers: (await makeAdmin(t, { superUser: true })).headers,
        payload: form(bad),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().success).toBe(false)
    }
  })

  it('cannot change, close or delete an activity whose first session has begun', async () => {
    const started = await makeSeckill(t, { startTime: shopTodayAt(0), endTime: shopTodayAt(24), hours: [0] })
    for (const res of [
      await admin.put(`/manager/promotion/seckill/${started.id}`, form()),
      await admin.put(`/manager/promotion/seckill/${started.id}/close`),
      await admin.del(`/manager/promotion/seckill/${started.id}`),
    ])
      expect(res.code).toBe(ErrorCodes.SECKILL_ALREADY_STARTED.code)
    expect((await admin.put('/manager/promotion/seckill/123/close')).code).toBe(
      ErrorCodes.SECKILL_NOT_EXIST.code,
    )
  })
})

describe('stores apply, the operator reviews', () => {
  it('lists the open activities, takes a valid application and refuses each wrong one with its own code', async () => {
    const activity = (await admin.post('/manager/promotion/seckill', form())).result
    const open = await sellerA.get('/store/promotion/seckill')
    expect(open.result.records.map((r: { id: string }) => r.id)).toContain(activity.id)
    const apply = (body: object) => sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, body)

    const ok = await apply({ timeLine: 10, skuId: skuA.id, price: 59.9, quantity: 10 })
    expect(ok.success).toBe(true)
    expect(ok.result).toMatchObject({
      applyStatus: 'APPLY',
      price: 59.9,
      originalPrice: 100,
      quantity: 10,
      sessionTime: `${day} 10:00:00`,
      storeId: storeA.id,
    })
    expect((await apply({ timeLine: 10, skuId: skuA.id, price: 49, quantity: 5 })).code).toBe(
      ErrorCodes.SECKILL_APPLY_REPEAT.code,
    )
    expect((await apply({ timeLine: 14, skuId: skuA.id, price: 100, quantity: 5 })).code).toBe(
      ErrorCodes.SECKILL_PRICE_NOT_BELOW.code,
    )
    expect((await apply({ timeLine: 14, skuId: skuA.id, price: 50, quantity: 21 })).code).toBe(
      ErrorCodes.SECKILL_QUANTITY_OVER_STOCK.code,
    )
    expect((await apply({ timeLine: 14, skuId: skuB.id, price: 10, quantity: 1 })).code).toBe(
      ErrorCodes.SECKILL_SKU_NOT_OWN.code,
    )
    expect((await apply({ timeLine: 11, skuId: skuA.id, price: 50, quantity: 1 })).code).toBe(
      ErrorCodes.SECKILL_SESSION_NOT_EXIST.code,
    )
    expect((await apply({ timeLine: 14, skuId: skuA.id, price: -1, quantity: 1 })).success).toBe(false)

    // A session that has begun takes no application; nor does an activity past its deadline.
    const running = await makeSeckill(t, {
      startTime: shopTodayAt(0),
      endTime: shopTodayAt(24),
      hours: [0, 23],
      applyEndTime: new Date(Date.now() + 3600_000),
    })
    expect(
      (
        await sellerA.post(`/store/promotion/seckill/${running.id}/apply`, {
          timeLine: 0,
          skuId: skuA.id,
          price: 50,
          quantity: 1,
        })
      ).code,
    ).toBe(ErrorCodes.SECKILL_SESSION_STARTED.code)
    const closedApplications = await makeSeckill(t, { applyEndTime: new Date(Date.now() - 60_000) })
    expect(
      (
        await sellerA.post(`/store/promotion/seckill/${closedApplications.id}/apply`, {
          timeLine: 10,
          skuId: skuA.id,
          price: 50,
          quantity: 1,
        })
      ).code,
    ).toBe(ErrorCodes.SECKILL_APPLY_CLOSED.code)
    expect(
      (await sellerA.get('/store/promotion/seckill')).result.records.map((r: { id: string }) => r.id),
    ).not.toContain(closedApplications.id)
  })

  it('keeps each store to its own applications; buyers and sellers are refused on the operator’s routes', async () => {
    const activity = (await admin.post('/manager/promotion/seckill', form({ seckillName: '隔离' }))).result
    const b = await sellerB.post(`/store/promotion/seckill/${activity.id}/apply`, {
      timeLine: 14,
      skuId: skuB.id,
      price: 40,
      quantity: 3,
    })
    expect(b.success).toBe(true)
    const seenByA = await sellerA.get(`/store/promotion/seckill/apply?seckillId=${activity.id}`)
    expect(seenByA.result.records).toEqual([])
    const openForA = (await sellerA.get('/store/promotion/seckill')).result.records.find(
      (r: { id: string }) => r.id === activity.id,
    )
    expect(openForA.applyCount).toBe(0)
    // Seller A cannot review (nor touch) B's application: the operator's routes refuse a seller.
    expect(
      (
        await sellerA.put(`/manager/promotion/seckill/apply/${b.result.id}/audit`, {
          applyStatus: 'REFUSE',
          failReason: 'x',
        })
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const buyer = caller(t, (await createMember(t)).headers)
    for (const res of [
      await buyer.get('/store/promotion/seckill'),
      await buyer.get('/store/promotion/seckill/apply'),
      await buyer.post(`/store/promotion/seckill/${activity.id}/apply`, {
        timeLine: 14,
        skuId: skuB.id,
        price: 1,
        quantity: 1,
      }),
      await buyer.get('/manager/promotion/seckill'),
      await buyer.post('/manager/promotion/seckill', form()),
      await buyer.put(`/manager/promotion/seckill/apply/${b.result.id}/audit`, { applyStatus: 'PASS' }),
    ])
      expect(res.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const [row] = await t.database.db.select().from(seckillGoods).where(eq(seckillGoods.id, b.result.id))
    expect(row.applyStatus).toBe('APPLY')
  })

  it('refuses with a reason the store reads; the store applies again; approving twice is refused', async () => {
    const activity = (await admin.post('/manager/promotion/seckill', form({ seckillName: '审核' }))).result
    const applied = await sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, {
      timeLine: 20,
      skuId: skuA.id,
      price: 80,
      quantity: 4,
    })
    const id = applied.result.id
    expect(
      (await admin.put(`/manager/promotion/seckill/apply/${id}/audit`, { applyStatus: 'REFUSE' })).success,
    ).toBe(false)
    expect(
      (
        await admin.put(`/manager/promotion/seckill/apply/${id}/audit`, {
          applyStatus: 'REFUSE',
          failReason: '价格不够优惠',
        })
      ).success,
    ).toBe(true)
    const mine = await sellerA.get(`/store/promotion/seckill/apply?seckillId=${activity.id}`)
    expect(mine.result.records[0]).toMatchObject({ id, applyStatus: 'REFUSE', failReason: '价格不够优惠' })
    const again = await sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, {
      timeLine: 20,
      skuId: skuA.id,
      price: 60,
      quantity: 4,
    })
    expect(again.result).toMatchObject({ id, applyStatus: 'APPLY', price: 60, failReason: null })
    expect(
      (await admin.put(`/manager/promotion/seckill/apply/${id}/audit`, { applyStatus: 'PASS' })).success,
    ).toBe(true)
    expect(
      (await admin.put(`/manager/promotion/seckill/apply/${id}/audit`, { applyStatus: 'PASS' })).code,
    ).toBe(ErrorCodes.SECKILL_APPLY_AUDITED.code)
    const listed = await admin.get(
      `/manager/promotion/seckill/apply?seckillId=${activity.id}&applyStatus=PASS`,
    )
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([id])
  })
})

describe('the buyer pages', () => {
  it('show only approved applications once their session runs, and sell them at the flash price', async () => {
    const activity = (await admin.post('/manager/promotion/seckill', form({ seckillName: '买家' }))).result
    const sku = await makeSku(t, storeA, { price: 20_000, stock: 10 })
    const waiting = await makeSku(t, storeA, { price: 20_000, stock: 10 })
    const applied = await sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, {
      timeLine: 10,
      skuId: sku.id,
      price: 99,
      quantity: 2,
    })
    await sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, {
      timeLine: 10,
      skuId: waiting.id,
      price: 99,
      quantity: 2,
    })
    await admin.put(`/manager/promotion/seckill/apply/${applied.result.id}/audit`, { applyStatus: 'PASS' })

    // The day comes: the activity runs today and its session is the current hour.
    const hour = shopHour()
    await t.database.db
      .update(seckills)
      .set({ startTime: shopTodayAt(0), endTime: shopTodayAt(24), hours: [hour] })
      .where(eq(seckills.id, activity.id))
    await t.database.db
      .update(seckillGoods)
      .set({ timeLine: hour })
      .where(eq(seckillGoods.seckillId, activity.id))

    const member = await createMember(t)
    await addAddress(t, member.headers)
    const buyer = caller(t, member.headers)
    const today = (await buyer.get('/buyer/promotion/seckill')).result
    const skus = today.flatMap((s: { seckillGoodsList: { skuId: string }[] }) =>
      s.seckillGoodsList.map((g) => g.skuId),
    )
    expect(skus).toContain(sku.id)
    expect(skus).not.toContain(waiting.id)
    const page = (await buyer.get(`/buyer/goods/goods/sku/${waiting.goodsId}/${waiting.id}`)).result
    expect(Object.keys(page.promotionMap ?? {}).some((k) => k.startsWith('SECKILL-'))).toBe(false)
    const detail = (await buyer.get(`/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)).result
    expect(detail.data.promotionPrice).toBe(99)

    expect((await buyer.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)).success).toBe(true)
    const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })
    expect(trade.result.flowPrice).toBe(99)
    const [row] = await t.database.db
      .select()
      .from(seckillGoods)
      .where(eq(seckillGoods.id, applied.result.id))
    expect(row.salesNum).toBe(1)
    // A closed activity leaves the buyer pages at once.
    await t.database.db.update(seckills).set({ status: 'CLOSE' }).where(eq(seckills.id, activity.id))
    const after = (await buyer.get('/buyer/promotion/seckill')).result
    expect(
      after.flatMap((s: { seckillGoodsList: { skuId: string }[] }) => s.seckillGoodsList.map((g) => g.skuId)),
    ).not.toContain(sku.id)
  })
})

// PGlite is a single connection: real races need the PostgreSQL server.
describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('two applications of one SKU to one session at once: exactly one is taken', async () => {
    const activity = (await admin.post('/manager/promotion/seckill', form({ seckillName: '并发报名' })))
      .result
    const results = await Promise.all(
      [51, 52, 53, 54].map((price) =>
        sellerA.post(`/store/promotion/seckill/${activity.id}/apply`, {
          timeLine: 14,
          skuId: skuA.id,
          price,
          quantity: 1,
        }),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(
      results.filter((r) => !r.success).every((r) => r.code === ErrorCodes.SECKILL_APPLY_REPEAT.code),
    ).toBe(true)
  })
})
