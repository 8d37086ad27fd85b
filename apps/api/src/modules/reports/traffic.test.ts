import { trafficDaily, trafficVisitors } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trafficCounter } from '../../routes/buyer/other/traffic.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'
import { pruneTrafficVisitors, type TrafficCounter } from './traffic.ts'

/**
 * 流量统计 (decision 158): views are counted in each node's memory and written in batches, a visitor
 * once a day per page over every node. On PostgreSQL (TEST_DATABASE_URL) the two nodes' writes run at
 * once on separate connections.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 60_000)
afterAll(() => t.close())

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())

async function rowOf(storeId: string, goodsId: string) {
  const [row] = await t.database.db
    .select()
    .from(trafficDaily)
    .where(
      and(
        eq(trafficDaily.day, today()),
        eq(trafficDaily.storeId, storeId),
        eq(trafficDaily.goodsId, goodsId),
      ),
    )
  return row ? { pageViews: row.pageViews, visitors: row.visitors } : null
}

describe('the page-view counter', () => {
  it('counts views and distinct visitors per page and day; crawlers, prefetches and foreign pages are not counted', async () => {
    const store = await makeStore(t)
    const sku = await makeSku(t, store)
    const elsewhere = await makeSku(t, await makeStore(t))
    const member = await createMember(t)
    const view = (body: object, ip: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/buyer/other/traffic/view',
        payload: body,
        remoteAddress: ip,
        headers: { 'user-agent': CHROME, ...headers },
      })
    const goodsPage = { storeId: store.id, goodsId: sku.goodsId }
    for (let i = 0; i < 3; i++) expect((await view(goodsPage, '10.0.0.1')).statusCode).toBe(204)
    await view(goodsPage, '10.0.0.2')
    // The same member from two addresses is one visitor.
    await view(goodsPage, '10.0.0.3', { accessToken: member.accessToken })
    await view(goodsPage, '10.0.0.4', { accessToken: member.accessToken })
    // The same address with another browser is another visitor.
    await view(goodsPage, '10.0.0.1', { 'user-agent': `${CHROME} Edg/131.0` })
    await view({ storeId: store.id }, '10.0.0.1')
    // Not counted: a crawler, a prefetch, no user agent, a goods of another store.
    await view(goodsPage, '10.0.0.5', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    await view(goodsPage, '10.0.0.6', { 'sec-purpose': 'prefetch' })
    await view(goodsPage, '10.0.0.7', { 'user-agent': '' })
    await view({ storeId: store.id, goodsId: elsewhere.goodsId }, '10.0.0.1')
    expect((await view({ storeId: 'x' }, '10.0.0.1')).statusCode).toBe(400)

    const counter = trafficCounter(t.app) as TrafficCounter
    // Nothing is written until the node flushes.
    expect(await rowOf(store.id, sku.goodsId)).toBeNull()
    await counter.flush()
    expect(await rowOf(store.id, sku.goodsId)).toEqual({ pageViews: 7, visitors: 4 })
    expect(await rowOf(store.id, '')).toEqual({ pageViews: 1, visitors: 1 })
    expect(await rowOf(store.id, elsewhere.goodsId)).toBeNull()
    // A visitor already counted today adds a view, not a visitor, in a later write.
    await view(goodsPage, '10.0.0.2')
    await view(goodsPage, '10.0.0.8')
    await counter.flush()
    expect(await rowOf(store.id, sku.goodsId)).toEqual({ pageViews: 9, visitors: 5 })

    // The store's report shows them, per day and per page.
    const seller = await createMember(t)
    await makeSeller(t, seller, store.id)
    const report = await caller(t, seller.headers).get(
      `/store/statistics/report?from=${today()}&to=${today()}`,
    )
    expect(report.result.totals).toMatchObject({ pageViews: 10, visitors: 6 })
    expect(report.result.traffic).toEqual([{ start: today(), end: today(), pageViews: 10, visitors: 6 }])
    expect(
      report.result.trafficPages.map((p: { goodsId: string | null; pageViews: number }) => [
        p.goodsId,
        p.pageViews,
      ]),
    ).toEqual([
      [sku.goodsId, 9],
      [null, 1],
    ])
  })

  it('two nodes flushing at once add up exactly', async () => {
    const nodeB = await createTestApp({ seed: 'none', database: t.database })
    try {
      const store = await makeStore(t)
      const goods = await Promise.all([makeSku(t, store), makeSku(t, store)])
      const a = trafficCounter(t.app) as TrafficCounter
      const b = trafficCounter(nodeB.app) as TrafficCounter
      expect(a).not.toBe(b)
      const visitors = new Map<string, Set<string>>()
      const views = new Map<string, number>()
      for (let round = 0; round < 12; round++) {
        for (const [node, counter] of [
          ['a', a],
          ['b', b],
        ] as const) {
          for (let v = 0; v < 25; v++) {
            // Visitors overlap between the nodes and across rounds.
            const ip = `10.1.${(v * 7 + round) % 30}.${node === 'a' ? 1 : v % 2}`
            const page = goods[(v + round) % 2]
            counter.record(
              { storeId: store.id, goodsId: page.goodsId },
              { memberId: null, ip, userAgent: CHROME, purpose: undefined },
            )
            views.set(page.goodsId, (views.get(page.goodsId) ?? 0) + 1)
            const seen = visitors.get(page.goodsId) ?? new Set()
            seen.add(ip)
            visitors.set(page.goodsId, seen)
          }
        }
        await Promise.all([a.flush(), b.flush()])
      }
      for (const g of goods) {
        expect(await rowOf(store.id, g.goodsId)).toEqual({
          pageViews: views.get(g.goodsId),
          visitors: visitors.get(g.goodsId)?.size,
        })
      }
    } finally {
      await nodeB.close()
    }
  })

  it("the prune job deletes the visitors of days that ended, keeping the day's totals", async () => {
    const store = await makeStore(t)
    await t.database.db.insert(trafficVisitors).values([
      { day: '2025-01-01', storeId: store.id, goodsId: '', visitor: 'old' },
      { day: today(), storeId: store.id, goodsId: '', visitor: 'new' },
    ])
    await t.database.db
      .insert(trafficDaily)
      .values({ day: '2025-01-01', storeId: store.id, goodsId: '', pageViews: 3, visitors: 1 })
    const gone = await pruneTrafficVisitors(t.database.db)
    expect(gone.visitors).toBeGreaterThanOrEqual(1)
    const left = await t.database.db
      .select()
      .from(trafficVisitors)
      .where(eq(trafficVisitors.storeId, store.id))
    expect(left.map((r) => r.visitor)).toEqual(['new'])
    const [kept] = await t.database.db.select().from(trafficDaily).where(eq(trafficDaily.storeId, store.id))
    expect(kept.pageViews).toBe(3)
  })
})
