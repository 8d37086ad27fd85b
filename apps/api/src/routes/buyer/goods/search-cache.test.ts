import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { makeSku, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { SEARCH_CACHE_SECONDS: '30' } })
})
afterAll(() => t.close())

const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/buyer/goods/goods/es?${query}` })).json().result

describe('listing cache (SEARCH_CACHE_SECONDS)', () => {
  it('answers a repeated listing from memory and a different one from the database', async () => {
    const store = await makeStore(t)
    await makeSku(t, store, { name: '缓存测试茶具甲' })
    expect((await search(`storeId=${store.id}`)).total).toBe(1)
    await makeSku(t, store, { name: '缓存测试茶具乙' })
    // Same listing within the TTL: the cached page (stale by one goods, by design).
    expect((await search(`storeId=${store.id}`)).total).toBe(1)
    // Any other query is its own entry and sees the new goods; its total agrees with its rows even
    // though the filter's total was kept from the first query.
    const other = await search(`storeId=${store.id}&pageSize=20`)
    expect(other.total).toBe(2)
    expect(other.records).toHaveLength(2)
    for (let i = 0; i < 3; i++) await makeSku(t, store, { name: `缓存测试茶具${i}` })
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
})
