import { GoodsSearchQuery } from '@silk/contracts/goods'
import type { Db } from '@silk/db/client'
import { goods } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeSku, makeStore } from '../../testing/trade.ts'
import { ListingIndex, type ListingRow, ListingStore } from './listing-index.ts'
import { choosePage, matchGoods } from './listing-query.ts'
import type { SearchFilters } from './search-filters.ts'

const row = (id: string, fields: Partial<ListingRow> = {}): ListingRow => ({
  goods_id: id,
  store_id: '1',
  brand_id: '0',
  category_id: '111',
  category_path: '1,11,111',
  recommend: false,
  buy_count: 0,
  comment_num: 0,
  grade: 100,
  created: 1_700_000_000.123456,
  param_tags: [],
  lexemes: "'茶':1A",
  sku_count: 1,
  min_price: 100,
  max_price: 100,
  sku_ids: [`${id}01`],
  sku_prices: [100],
  sku_orders: [0],
  ...fields,
})

const filters = (fields: Partial<SearchFilters> = {}): SearchFilters => ({
  tokens: [],
  mode: 'and',
  categoryHits: [],
  category: null,
  brandIds: null,
  storeId: null,
  recommend: false,
  price: null,
  params: new Map(),
  currentGoodsId: null,
  impossible: false,
  ...fields,
})

const query = (qs: string) => GoodsSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)))
const found = (store: ListingStore, f: Partial<SearchFilters>) =>
  [...matchGoods(store, filters(f), null)].map((slot) => store.goodsIds[slot]).sort()

describe('the columns', () => {
  it('a goods that changes its words, category or store is found by the new ones only', () => {
    const store = new ListingStore()
    store.put(row('1', { lexemes: "'茶':1A '紫砂':2B" }))
    store.put(row('2', { lexemes: "'茶':1A,3B" }))
    expect(found(store, { tokens: ['紫砂'] })).toEqual(['1'])
    store.put(row('1', { lexemes: "'瓷':1A", category_id: '112', category_path: '1,11,112', store_id: '9' }))
    expect(found(store, { tokens: ['紫砂'] })).toEqual([])
    expect(found(store, { tokens: ['茶'] })).toEqual(['2'])
    expect(found(store, { tokens: ['瓷'], category: { leaf: '112' }, storeId: '9' })).toEqual(['1'])
    expect(found(store, { category: { pathPrefix: '1,11,' } })).toEqual(['1', '2'])
    expect(found(store, { storeId: '1' })).toEqual(['2'])
  })

  it('a removed goods leaves every list, and its slot serves the next goods', () => {
    const store = new ListingStore()
    for (const id of ['1', '2', '3']) store.put(row(id))
    store.remove('2')
    expect(found(store, { tokens: ['茶'] })).toEqual(['1', '3'])
    store.put(row('4', { lexemes: "'茶':1A 'ab''c':2" }))
    expect(store.n).toBe(3)
    expect(found(store, { tokens: ['茶'] })).toEqual(['1', '3', '4'])
    // A quote inside a lexeme is doubled in the text form.
    expect(found(store, { tokens: ["ab'c"] })).toEqual(['4'])
  })

  it('keeps every SKU id as it came: snowflake ids as numbers, any other id as written', () => {
    const store = new ListingStore()
    const ids = [
      '1879123456789012345',
      '9223372036854775807',
      '9223372036854775808',
      '007',
      'sku-a',
      '0',
      '42',
    ]
    store.put(row('1', { sku_ids: ids, sku_prices: ids.map(() => 100), sku_orders: ids.map((_, i) => i) }))
    // Rewritten in place with numbers only: no id of the first write is left behind.
    store.put(row('2', { sku_ids: ['5', 'x'] }))
    store.put(row('2', { sku_ids: ['6', '7'] }))
    const skusOf = (goodsId: string) => {
      const slot = store.slotOf.get(goodsId) as number
      const start = store.skuPool.start[slot] as number
      return Array.from({ length: store.skuPool.count[slot] as number }, (_, i) => store.skuId(start + i))
    }
    expect(skusOf('1')).toEqual(ids)
    expect(skusOf('2')).toEqual(['6', '7'])
  })

  it('name matches (weight A) rank first; SKUs and prices follow rewrites through pool compaction', () => {
    const store = new ListingStore()
    store.put(row('1', { lexemes: "'茶':5B", buy_count: 50 }))
    store.put(row('2', { lexemes: "'茶':1A", buy_count: 1 }))
    const byRelevance = (qs: string) => {
      const f = filters({ tokens: ['茶'] })
      const { picks } = choosePage(store, matchGoods(store, f, null), f, query(qs))
      return picks.map((p) => store.goodsIds[p.slot])
    }
    expect(byRelevance('')).toEqual(['2', '1'])
    expect(byRelevance('sort=buyCount')).toEqual(['1', '2'])
    // Thousands of rewrites that each grow a goods' SKU list: the pool compacts and nothing is lost.
    for (let i = 1; i <= 200_000; i++) {
      const skus = (i % 3) + 1
      store.put(
        row(String(100 + (i % 500)), {
          sku_ids: Array.from({ length: skus }, (_, k) => `${i}-${k}`),
          sku_prices: Array.from({ length: skus }, (_, k) => 1000 + k),
          sku_orders: Array.from({ length: skus }, (_, k) => k),
          sku_count: skus,
          min_price: 1000,
          max_price: 1000 + skus - 1,
        }),
      )
    }
    const f = filters({ tokens: ['茶'], price: { min: 1001, max: 1001 } })
    const { picks, total } = choosePage(store, matchGoods(store, f, null), f, query('pageSize=100'))
    // Goods 100…499 were last written with 2 or 3 SKUs (one priced 1001) or 1 (none in range).
    const lastWrite = (g: number) => 200_000 - ((200_000 - (g - 100)) % 500)
    const expected = Array.from({ length: 500 }, (_, k) => 100 + k).filter((g) => (lastWrite(g) % 3) + 1 >= 2)
    expect(total).toBe(expected.length)
    // Without compaction the pool would hold every list ever grown (about 270,000 entries).
    expect(store.skuPool.size).toBeLessThan(140_000)
    const [, prices] = store.skuPool.columns
    for (const pick of picks) {
      expect(prices[pick.sku]).toBe(1001)
      expect(store.skuId(pick.sku)).toBe(`${lastWrite(Number(store.goodsIds[pick.slot]))}-1`)
    }
  })
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 120_000)
afterAll(() => t.close())

describe('reading what changed', () => {
  it('follows writes and an emptied table', async () => {
    const index = new ListingIndex(t.database.db as Db, { maxAgeMs: 0 })
    const shop = await makeStore(t)
    const sku = await makeSku(t, shop, { name: '读取测试壶' })
    const inShop = async () => {
      const store = await index.fresh()
      return [...matchGoods(store, filters({ storeId: shop.id }), null)].map((slot) => store.goodsIds[slot])
    }
    expect(await inShop()).toEqual([sku.goodsId])
    await t.database.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, sku.goodsId))
    expect(await inShop()).toEqual([])
    await t.database.db.update(goods).set({ marketEnable: 'UPPER' }).where(eq(goods.id, sku.goodsId))
    expect(await inShop()).toEqual([sku.goodsId])
    await t.reset()
    expect(await inShop()).toEqual([])
  })

  // PGlite is one connection: a transaction that stays open while another reads needs the server.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'a write that commits after a read began is read by the next one',
    async () => {
      const index = new ListingIndex(t.database.db as Db, { maxAgeMs: 0 })
      const shop = await makeStore(t)
      const sku = await makeSku(t, shop, { name: '并发读取测试壶' })
      const other = await makeSku(t, shop, { name: '并发读取测试杯' })
      const listed = async () => (await index.fresh()).slotOf.has(sku.goodsId)
      expect(await listed()).toBe(true)
      let commit = () => {}
      const committed = new Promise<void>((resolve) => {
        commit = resolve
      })
      let written = () => {}
      const isWritten = new Promise<void>((resolve) => {
        written = resolve
      })
      // Delisted in a transaction that is still open while the index reads.
      const writer = t.database.db.transaction(async (tx) => {
        await tx.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, sku.goodsId))
        written()
        await committed
      })
      await isWritten
      // A later transaction commits first: the read's snapshot has completed transactions after
      // the open one, which a horizon of "the newest transaction seen" would skip.
      await t.database.db.update(goods).set({ buyCount: 7 }).where(eq(goods.id, other.goodsId))
      expect(await listed()).toBe(true)
      commit()
      await writer
      expect(await listed()).toBe(false)
    },
  )
})
