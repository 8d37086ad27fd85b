import { ErrorCodes } from '@silk/contracts/errors'
import type { SearchSuggestions } from '@silk/contracts/goods'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
// Demo seeding runs every domain's seeders: give it room on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
}, 240_000)
afterAll(() => t.close())

const q = encodeURIComponent
async function suggest(keyword: string, lang?: 'en') {
  const res = await t.app.inject({
    url: `/buyer/goods/goods/suggest?keyword=${q(keyword)}`,
    headers: lang ? { 'accept-language': 'en' } : {},
  })
  expect(res.statusCode).toBe(200)
  return res.json().result as SearchSuggestions
}

describe('search suggestions while typing', () => {
  it('a Chinese prefix offers the goods, the category and the store it starts', async () => {
    const s = await suggest('普洱')
    expect(s.goods.length).toBeGreaterThan(0)
    expect(s.goods.length).toBeLessThanOrEqual(6)
    // Ranked as the goods list: the goods of the category the keyword names come first.
    expect(s.goods[0]?.name).toContain('普洱')
    expect(s.categories.map((c) => c.name)).toContain('普洱茶')
    const puer = s.categories.find((c) => c.name === '普洱茶')
    expect(puer?.path.split(',')).toHaveLength(3)
    expect(puer?.path.endsWith(puer.id)).toBe(true)
    // Every goods opens on a SKU of its own.
    for (const g of s.goods) expect(g.skuId.startsWith(g.goodsId)).toBe(true)

    // A word still being typed matches as a prefix: 普 finds what 普洱 finds.
    const typing = await suggest('普')
    expect(typing.goods.some((g) => g.name.includes('普洱'))).toBe(true)
  })

  it('offers open stores by name', async () => {
    const s = await suggest('勐海')
    expect(s.stores.map((x) => x.name)).toContain('云南勐海茶叶专营店')
  })

  it('answers in English for an English interface, and finds English words', async () => {
    const s = await suggest('tea', 'en')
    expect(s.goods.length).toBeGreaterThan(0)
    expect(s.categories.length).toBeGreaterThan(0)
    for (const c of s.categories) expect(c.name).toMatch(/tea/i)
    for (const g of s.goods) expect(g.name).not.toMatch(/[\u4e00-\u9fff]/)
    // A Chinese keyword works in the English interface too, names in English.
    const zhWord = await suggest('普洱', 'en')
    expect(zhWord.categories.some((c) => c.name === "Pu'er Tea")).toBe(true)
  })

  it('finds nothing for nonsense, and refuses an empty or overlong keyword with a clear error', async () => {
    expect(await suggest('zzqqxx')).toEqual({ goods: [], categories: [], stores: [] })
    // LIKE wildcards are text, not patterns.
    expect((await suggest('%')).stores).toEqual([])
    for (const keyword of ['', ' ', 'x'.repeat(101)]) {
      const res = await t.app.inject(`/buyer/goods/goods/suggest?keyword=${q(keyword)}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    }
  })
})
