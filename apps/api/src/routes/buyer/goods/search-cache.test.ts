import { goods, goodsSkus } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { goodsForm, makeCategoryPath, setGoodsReview } from '../../../testing/store-goods.ts'
import { caller, makeSeller, makeSku, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { SEARCH_CACHE_SECONDS: '30' } })
}, 120_000)
afterAll(() => t.close())

/** These helpers write goods straight to the database, as another node would: this node's listing
 * index reads such writes within a second (SEARCH_CACHE_SECONDS on: listing-index.ts). */
const readByThisNode = () => new Promise((resolve) => setTimeout(resolve, 1_100))

const search = async (query: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/buyer/goods/goods/es?${query}`, headers })).json().result

describe('listing cache (SEARCH_CACHE_SECONDS)', () => {
  it('answers a repeated listing from memory and a different one from the database', async () => {
    const store = await makeStore(t)
    await makeSku(t, store, { name: '缓存测试茶具甲' })
    await readByThisNode()
    expect((await search(`storeId=${store.id}`)).total).toBe(1)
    await makeSku(t, store, { name: '缓存测试茶具乙' })
    // Same listing within the TTL: the cached page (stale by one goods, by design).
    expect((await search(`storeId=${store.id}`)).total).toBe(1)
    // Any other query is its own entry and sees the new goods.
    await readByThisNode()
    const other = await search(`storeId=${store.id}&pageSize=20`)
    expect(other.total).toBe(2)
    expect(other.records).toHaveLength(2)
    for (let i = 0; i < 3; i++) await makeSku(t, store, { name: `缓存测试茶具${i}` })
    await readByThisNode()
    const paged = await search(`storeId=${store.id}&pageSize=2&sort=price&order=asc`)
    expect(paged.records).toHaveLength(2)
    expect(paged.total).toBeGreaterThanOrEqual(2)
    const last = await search(`storeId=${store.id}&pageSize=2&pageNumber=3&sort=price&order=asc`)
    expect(last.records).toHaveLength(1)
    expect(last.total).toBe(5)
    const beyond = await search(`storeId=${store.id}&pageSize=2&pageNumber=40`)
    expect(beyond.records).toHaveLength(0)
    expect(beyond.total).toBe(5)
    const facets = await t.app.inject({
      method: 'GET',
      url: `/buyer/goods/goods/es/related?storeId=${store.id}`,
    })
    expect(facets.json().success).toBe(true)
  })

  it('drops cached listings and facets when a seller publishes or unshelves: nothing stale is buyable', async () => {
    await setGoodsReview(t, false)
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const seller = caller(t, m.headers)
    const path = await makeCategoryPath(t)
    const query = `storeId=${store.id}`
    const related = `/buyer/goods/goods/es/related?keyword=${encodeURIComponent('霁蓝釉')}`
    expect((await search(query)).total).toBe(0)
    const facetsBefore = (await t.app.inject({ url: related })).json().result
    const { id } = (
      await seller.post(
        '/store/goods/goods/create',
        goodsForm(path, {
          goodsName: '霁蓝釉描金赏盘',
          goodsParamsDTOList: [
            {
              groupName: '基本',
              items: [{ paramName: '产地', paramValue: '景德镇', isIndex: true, sort: 0 }],
            },
          ],
        }),
      )
    ).result
    expect((await search(query)).total).toBe(6)
    const facetsAfter = (await t.app.inject({ url: related })).json().result
    // The same facets a key never asked before gets from the database.
    expect(facetsAfter).toEqual((await t.app.inject({ url: `${related}&pageNumber=2` })).json().result)
    expect(facetsAfter.paramOptions).toHaveLength(1)
    expect(facetsBefore.paramOptions).toHaveLength(0)
    await seller.put(`/store/goods/goods/under?goodsId=${id}`)
    expect((await search(query)).total).toBe(0)
    expect((await t.app.inject({ url: related })).json().result.paramOptions).toHaveLength(0)
  })

  it('puts pages together from kept cards, in each language, rebuilt when the goods changes', async () => {
    const store = await makeStore(t)
    const skus = []
    for (const [i, price] of [1200, 3400, 5600].entries())
      skus.push(await makeSku(t, store, { name: `卡片测试盖碗${i}`, price }))
    await readByThisNode()
    const byPrice = await search(`storeId=${store.id}&sort=price&order=asc`)
    expect(byPrice.records.map((r: { price: number }) => r.price)).toEqual([12, 34, 56])
    // Another order of the same goods: a new page, from the cards the first one kept.
    const bySales = await search(`storeId=${store.id}&sort=buyCount&order=desc`)
    expect(bySales.total).toBe(3)
    const byId = (page: { records: { id: string }[] }) =>
      Object.fromEntries(page.records.map((r) => [r.id, r]))
    expect(byId(bySales)).toEqual(byId(byPrice))
    // English cards are their own: the English name where there is one.
    await t.database.db
      .update(goods)
      .set({ goodsNameEn: 'Card test gaiwan' })
      .where(eq(goods.id, skus[0]?.goodsId as string))
    await readByThisNode()
    const english = await search(`storeId=${store.id}&sort=price&order=desc`, { 'accept-language': 'en' })
    expect(english.records.at(-1).goodsName).toBe('Card test gaiwan')
    // A new price (written by another node) rewrites the goods' listing row: its card is built again.
    await t.database.db
      .update(goodsSkus)
      .set({ price: 9900 })
      .where(eq(goodsSkus.id, skus[0]?.id as string))
    await readByThisNode()
    const after = await search(`storeId=${store.id}&sort=price&order=asc&pageSize=5`)
    expect(after.records.map((r: { price: number }) => r.price)).toEqual([34, 56, 99])
    expect(after.records.at(-1).goodsName).toBe('卡片测试盖碗0')
  })

  it('answers pages asked at once from the cards they share, each card the right SKU', async () => {
    const store = await makeStore(t)
    const prices = new Map<string, number>()
    for (let i = 0; i < 6; i++) {
      const sku = await makeSku(t, store, { name: `并发卡片测试${i}`, price: 1000 + i * 100 })
      prices.set(sku.id, 10 + i)
    }
    await readByThisNode()
    const sorts = ['', '&sort=buyCount&order=desc', '&sort=price&order=asc', '&sort=price&order=desc']
    const pages = await Promise.all(
      sorts.flatMap((sort) =>
        ['', '&perGoods=true', '&pageSize=7'].map((more) => search(`storeId=${store.id}${sort}${more}`)),
      ),
    )
    for (const page of pages) {
      expect(page.total).toBe(6)
      const shown = new Map(page.records.map((r: { id: string; price: number }) => [r.id, r.price]))
      expect(shown).toEqual(prices)
    }
  })
})
