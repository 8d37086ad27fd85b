import { goodsSkus } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../app.ts'
import { readCardsShown } from '../../../modules/goods/cards-shown.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { makeSku, makeStore } from '../../../testing/trade.ts'

// Nodes of one site: each its own listing index and card shelf, all on one database and store.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { SEARCH_CACHE_SECONDS: '30' } })
}, 120_000)
afterAll(() => t.close())

async function startNode() {
  const node = await buildApp({ config: t.config, database: t.database, store: t.store, logger: false })
  await node.ready()
  // A balancer sends nothing before the node says it is ready.
  for (let tries = 0; (await node.inject({ url: '/readyz' })).statusCode !== 200; tries++) {
    expect(tries).toBeLessThan(200)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return node
}

const search = async (node: Awaited<ReturnType<typeof startNode>>, query: string, language = 'zh-CN') =>
  (
    await node.inject({ url: `/buyer/goods/goods/es?${query}`, headers: { 'accept-language': language } })
  ).json().result

describe('goods cards outlive the node that showed them (decision 022)', () => {
  it('a node writes down the cards it showed as it stops; the next one builds them before it is ready', async () => {
    const store = await makeStore(t)
    const sku = await makeSku(t, store, { name: '留存卡片青瓷杯', stock: 7 })
    const first = await startNode()
    expect((await search(first, `storeId=${store.id}`)).records[0].quantity).toBe(7)
    expect((await search(first, `storeId=${store.id}`, 'en')).records).toHaveLength(1)
    await first.close()
    expect(await readCardsShown(t.database.db)).toEqual(
      expect.arrayContaining([`zh-CN:${sku.id}`, `en:${sku.id}`]),
    )

    const next = await startNode()
    // Stock is not in the listing row, so a kept card shows it as it was when built (for at most
    // SEARCH_CACHE_SECONDS): the card this node shows was built before it said ready.
    await t.database.db.update(goodsSkus).set({ quantity: 3 }).where(eq(goodsSkus.id, sku.id))
    expect((await search(next, `storeId=${store.id}`)).records[0].quantity).toBe(7)
    await next.close()
  })

  it('a node that showed nothing leaves the list of the one before it alone', async () => {
    const before = await readCardsShown(t.database.db)
    expect(before.length).toBeGreaterThan(0)
    const idle = await startNode()
    await idle.close()
    expect(await readCardsShown(t.database.db)).toEqual(before)
  })
})
