import { ErrorCodes } from '@silk/contracts/errors'
import { kanjiaBargains, kanjiaCuts, kanjiaGoods, orders } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cutAmount } from '../../modules/promotions/kanjia-bargains.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, fundedBuyer, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * 砍价 (decision 167): the operator's offers, a bargain started, cut by others and bought at its
 * price, the buyer's walls and codes, and the rules under concurrency. The races run as parallel
 * requests: real concurrent transactions on PostgreSQL (TEST_DATABASE_URL), serialised on PGlite,
 * with the same outcome required.
 */
let t: TestApp
let op: ReturnType<typeof caller>
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  op = caller(t, (await makeAdmin(t, { superUser: true })).headers)
})
afterAll(() => t.close())

const at = (minutesFromNow: number) => formatDateTime(Date.now() + minutesFromNow * 60_000) as string
const db = () => t.database.db
type Api = ReturnType<typeof caller>
const code = (name: keyof typeof ErrorCodes) => ErrorCodes[name].code

let n = 0
const form = (skuId: string, over: Record<string, unknown> = {}) => ({
  promotionName: `砍价${++n}`,
  skuId,
  purchasePrice: 20,
  lowestPrice: 1,
  highestPrice: 5,
  stock: 10,
  startTime: at(-60),
  endTime: at(60 * 24),
  ...over,
})

const buyer = () => fundedBuyer(t)

async function offer(over: Record<string, unknown> = {}, price = 10_000) {
  const sku = await makeSku(t, await makeStore(t), { price, stock: 100 })
  const made = await op.post('/manager/promotion/kanJiaGoods', form(sku.id, over))
  expect(made.success, JSON.stringify(made)).toBe(true)
  return { sku, offer: made.result as { id: string } }
}

async function start(api: Api, offerId: string) {
  const res = await api.post(`/buyer/promotion/kanjiaGoods?id=${offerId}`)
  expect(res.success, JSON.stringify(res)).toBe(true)
  return res.result as { kanjiaActivityId: string; kanjiaPrice: number; surplusPrice: number }
}

async function buy(api: Api, skuId: string, bargainId?: string) {
  const q = bargainId ? `&kanjiaActivityId=${bargainId}` : ''
  const added = await api.post(`/buyer/trade/carts?skuId=${skuId}&num=1&cartType=KANJIA${q}`)
  if (!added.success) return added
  return api.post('/buyer/trade/carts/create/trade', { way: 'KANJIA', client: 'PC' })
}

const bargainRow = async (id: string) =>
  (await db().select().from(kanjiaBargains).where(eq(kanjiaBargains.id, id)))[0]
const cutSum = async (id: string) =>
  Number(
    (
      await db()
        .select({ s: sql<number>`coalesce(sum(${kanjiaCuts.amount}), 0)` })
        .from(kanjiaCuts)
        .where(eq(kanjiaCuts.bargainId, id))
    )[0].s,
  )

describe('砍价: the operator console', () => {
  it('adds, lists, edits before the start, closes; refuses bad input', async () => {
    const sku = await makeSku(t, await makeStore(t), { price: 10_000, stock: 50 })
    const created = await op.post('/manager/promotion/kanJiaGoods', form(sku.id, { startTime: at(60) }))
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      skuId: sku.id,
      goodsId: sku.goodsId,
      price: 100,
      purchasePrice: 20,
      lowestPrice: 1,
      highestPrice: 5,
      stock: 10,
      promotionStatus: 'NEW',
    })
    const id = created.result.id
    const edited = await op.put(
      `/manager/promotion/kanJiaGoods/${id}`,
      form(sku.id, { startTime: at(60), purchasePrice: 30.5, stock: 5 }),
    )
    expect(edited.result).toMatchObject({ purchasePrice: 30.5, stock: 5 })
    const listed = await op.get(
      `/manager/promotion/kanJiaGoods?promotionStatus=NEW&goodsName=${encodeURIComponent('测试商品')}`,
    )
    expect(listed.result.records.map((r: { id: string }) => r.id)).toContain(id)
    // The same SKU in an overlapping window.
    expect((await op.post('/manager/promotion/kanJiaGoods', form(sku.id))).code).toBe(code('KANJIA_OVERLAP'))
    // Floor at or above the price, a cut range upside down or wider than what can be cut, stock above the SKU's.
    const bad = [
      [{ purchasePrice: 100 }, 'KANJIA_PRICE_ERROR'],
      [{ lowestPrice: 6, highestPrice: 5 }, 'KANJIA_CUT_ERROR'],
      [{ highestPrice: 81 }, 'KANJIA_CUT_ERROR'],
      [{ stock: 51 }, 'KANJIA_STOCK_ERROR'],
      [{ startTime: at(-120), endTime: at(-60) }, 'KANJIA_TIME_ERROR'],
    ] as const
    for (const [over, name] of bad) {
      const other = await makeSku(t, await makeStore(t), { price: 10_000, stock: 50 })
      expect((await op.post('/manager/promotion/kanJiaGoods', form(other.id, over))).code).toBe(code(name))
    }
    const down = await makeSku(t, await makeStore(t), { marketEnable: 'DOWN' })
    expect((await op.post('/manager/promotion/kanJiaGoods', form(down.id))).code).toBe(
      code('KANJIA_GOODS_ERROR'),
    )
    expect((await op.put(`/manager/promotion/kanJiaGoods/${id}/close`)).result.promotionStatus).toBe('CLOSE')
    expect((await op.put(`/manager/promotion/kanJiaGoods/${id}/close`)).code).toBe(code('KANJIA_CLOSED'))
    const { offer: running } = await offer()
    expect((await op.put(`/manager/promotion/kanJiaGoods/${running.id}`, form(sku.id))).code).toBe(
      code('KANJIA_STARTED'),
    )
  })
})

describe('砍价: a bargain', () => {
  it('starts with the starter’s cut, is cut once by each helper, and is bought at its price once', async () => {
    const { sku, offer: o } = await offer()
    const a = await buyer()
    const b = await buyer()
    const first = await start(a.api, o.id)
    expect(first.kanjiaPrice).toBeGreaterThanOrEqual(1)
    expect(first.kanjiaPrice).toBeLessThanOrEqual(5)
    const id = first.kanjiaActivityId
    expect((await a.api.post(`/buyer/promotion/kanjiaGoods?id=${o.id}`)).code).toBe(
      code('KANJIA_ALREADY_STARTED'),
    )
    expect((await a.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)).code).toBe(
      code('KANJIA_ALREADY_CUT'),
    )
    const cut = await b.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)
    expect(cut.success, JSON.stringify(cut)).toBe(true)
    expect((await b.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)).code).toBe(
      code('KANJIA_ALREADY_CUT'),
    )
    // Signed out: readable, masked, nothing to do.
    const anon = await t.app.inject({
      method: 'POST',
      url: `/buyer/promotion/kanjiaGoods/getKanjiaActivity?kanjiaActivityId=${id}`,
    })
    const seen = anon.json().result
    expect(seen).toMatchObject({ status: 'START', launch: false, help: false, pass: false, orderSn: null })
    expect(seen.logs).toHaveLength(2)
    expect(seen.surplusPrice).toBeCloseTo(100 - first.kanjiaPrice - cut.result.kanjiaPrice, 2)
    const mine = (
      await a.api.post(`/buyer/promotion/kanjiaGoods/getKanjiaActivity?kanjiaActivityGoodsId=${o.id}`)
    ).result
    expect(mine).toMatchObject({ id, launch: true, helped: true, pass: true, help: false })
    const logs = await b.api.get(`/buyer/promotion/kanjiaGoods/getKanjiaActivity/logs?kanJiaActivityId=${id}`)
    expect(logs.result.total).toBe(2)
    // Another member cannot buy it.
    expect((await buy(b.api, sku.id, id)).code).toBe(code('KANJIA_NOT_YOURS'))
    expect((await buy(b.api, sku.id)).code).toBe(code('KANJIA_BARGAIN_NOT_EXIST'))
    // The starter buys it at its current price, checked on the server.
    const made = await buy(a.api, sku.id, id)
    expect(made.success, JSON.stringify(made)).toBe(true)
    const [order] = await db().select().from(orders).where(eq(orders.tradeSn, made.result.sn))
    const row = await bargainRow(id)
    expect(order.orderPromotionType).toBe('KANJIA')
    expect(order.goodsPrice).toBe(row.currentPrice)
    expect(row).toMatchObject({ status: 'ORDERED', orderSn: order.sn })
    expect((await db().select().from(kanjiaGoods).where(eq(kanjiaGoods.id, o.id)))[0].stock).toBe(9)
    // Ordered: no more cuts, no second order.
    const c = await buyer()
    expect((await c.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)).code).toBe(code('KANJIA_ENDED'))
    expect((await buy(a.api, sku.id, id)).code).toBe(code('KANJIA_ENDED'))
    const mineList = await a.api.get('/buyer/promotion/kanjiaGoods/kanjiaActivity/mine/')
    expect(mineList.result.records[0]).toMatchObject({ id, status: 'ORDERED', orderSn: order.sn })
    // Cancelling the unpaid order gives the bargain and the unit back.
    const cancelled = await a.api.post(
      `/buyer/order/order/${order.sn}/cancel?reason=${encodeURIComponent('不想要了')}`,
    )
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true)
    expect((await bargainRow(id)).status).toBe('START')
    expect((await db().select().from(kanjiaGoods).where(eq(kanjiaGoods.id, o.id)))[0].stock).toBe(10)
  })

  it('stops at the floor and when the offer is closed; the buyer list shows running offers only', async () => {
    // 100 → floor 99, each cut 0.60–0.80: the second cut reaches the floor exactly.
    const { offer: o } = await offer({ purchasePrice: 99, lowestPrice: 0.6, highestPrice: 0.8 })
    const a = await buyer()
    const first = await start(a.api, o.id)
    const id = first.kanjiaActivityId
    const second = await (await buyer()).api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)
    expect(second.result.surplusPrice).toBe(99)
    expect((await bargainRow(id)).currentPrice).toBe(9900)
    expect((await (await buyer()).api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)).code).toBe(
      code('KANJIA_FLOOR_REACHED'),
    )
    expect(await cutSum(id)).toBe(100)
    const list = await a.api.get('/buyer/promotion/kanjiaGoods?pageSize=100')
    expect(list.result.records.map((r: { id: string }) => r.id)).toContain(o.id)
    await op.put(`/manager/promotion/kanJiaGoods/${o.id}/close`)
    const after = await a.api.get('/buyer/promotion/kanjiaGoods?pageSize=100')
    expect(after.result.records.map((r: { id: string }) => r.id)).not.toContain(o.id)
    const { offer: o2 } = await offer()
    const b = await start(a.api, o2.id)
    await op.put(`/manager/promotion/kanJiaGoods/${o2.id}/close`)
    expect(
      (await (await buyer()).api.post(`/buyer/promotion/kanjiaGoods/help/${b.kanjiaActivityId}`)).code,
    ).toBe(code('KANJIA_ENDED'))
    expect((await a.api.post(`/buyer/promotion/kanjiaGoods?id=${o2.id}`)).code).toBe(
      code('KANJIA_NOT_RUNNING'),
    )
  })

  it('cuts within the range and never below what is left', () => {
    expect(cutAmount(100, 500, 10_000, () => 0)).toBe(100)
    expect(cutAmount(100, 500, 10_000, () => 0.999999)).toBe(500)
    expect(cutAmount(100, 500, 30, () => 0.5)).toBe(30)
  })
})

describe('砍价 under concurrency', () => {
  it('one member’s concurrent cuts count once; many helpers never pass the floor and the cuts add up', async () => {
    // 100 → floor 80, cuts 3–5: 12 helpers want up to 60 of the 20 that can be cut.
    const { offer: o } = await offer({ purchasePrice: 80, lowestPrice: 3, highestPrice: 5 })
    const a = await buyer()
    const id = (await start(a.api, o.id)).kanjiaActivityId
    const b = await buyer()
    const twice = await Promise.all(
      [1, 2, 3, 4].map(() => b.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)),
    )
    expect(twice.filter((r) => r.success)).toHaveLength(1)
    expect(twice.filter((r) => !r.success).map((r) => r.code)).toEqual(
      Array(3).fill(code('KANJIA_ALREADY_CUT')),
    )
    const helpers = await Promise.all(Array.from({ length: 12 }, () => buyer()))
    const cuts = await Promise.all(helpers.map((h) => h.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`)))
    for (const r of cuts) if (!r.success) expect(r.code).toBe(code('KANJIA_FLOOR_REACHED'))
    const row = await bargainRow(id)
    expect(row.currentPrice).toBe(8000)
    expect(await cutSum(id)).toBe(row.startPrice - row.currentPrice)
  })

  it('the offer’s stock is never oversold, and one bargain makes one order', async () => {
    const { sku, offer: o } = await offer({ stock: 2 })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => buyer()))
    const ids: string[] = []
    for (const b of buyers) ids.push((await start(b.api, o.id)).kanjiaActivityId)
    const results = await Promise.all(buyers.map((b, i) => buy(b.api, sku.id, ids[i])))
    const made = results.filter((r) => r.success)
    expect(made).toHaveLength(2)
    for (const r of results.filter((x) => !x.success)) expect(r.code).toBe(code('KANJIA_SOLD_OUT'))
    expect((await db().select().from(kanjiaGoods).where(eq(kanjiaGoods.id, o.id)))[0].stock).toBe(0)
    // One bargain, two checkouts at once: one order.
    const { sku: sku2, offer: o2 } = await offer()
    const a = await buyer()
    const id = (await start(a.api, o2.id)).kanjiaActivityId
    await a.api.post(`/buyer/trade/carts?skuId=${sku2.id}&num=1&cartType=KANJIA&kanjiaActivityId=${id}`)
    const both = await Promise.all(
      [1, 2].map(() => a.api.post('/buyer/trade/carts/create/trade', { way: 'KANJIA', client: 'PC' })),
    )
    expect(both.filter((r) => r.success)).toHaveLength(1)
    const ordered = await db().select().from(orders).where(eq(orders.memberId, a.member.member.id))
    expect(ordered.filter((x) => x.orderPromotionType === 'KANJIA')).toHaveLength(1)
  })

  it('a cut racing the checkout: the order is at the price it read, or refused as changed', async () => {
    for (let round = 0; round < 3; round++) {
      const { sku, offer: o } = await offer()
      const a = await buyer()
      const id = (await start(a.api, o.id)).kanjiaActivityId
      await a.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=KANJIA`)
      const h = await buyer()
      const [made, cut] = await Promise.all([
        a.api.post('/buyer/trade/carts/create/trade', { way: 'KANJIA', client: 'PC' }),
        h.api.post(`/buyer/promotion/kanjiaGoods/help/${id}`),
      ])
      const row = await bargainRow(id)
      expect(await cutSum(id)).toBe(row.startPrice - row.currentPrice)
      if (made.success) {
        const [order] = await db().select().from(orders).where(eq(orders.tradeSn, made.result.sn))
        expect(order.goodsPrice).toBe(row.currentPrice)
        // The cut came first (the order is at its price), or after the order (refused).
        if (!cut.success) expect(cut.code).toBe(code('KANJIA_ENDED'))
      } else {
        expect([code('KANJIA_PRICE_CHANGED'), code('KANJIA_ENDED')]).toContain(made.code)
      }
    }
  })
})
