import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
// Demo seeding runs every domain's seeders: give it room on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
}, 240_000)
afterAll(() => t.close())

type Rec = {
  goodsId: string
  goodsName: string
  storeName: string
  brandName: string | null
  categoryNamePath: string
}
const get = async (url: string, lang?: 'en') => {
  const res = await t.app.inject({ url, headers: lang ? { 'accept-language': 'en-GB,en;q=0.9' } : {} })
  expect(res.statusCode).toBe(200)
  return res.json().result
}
const search = async (keyword: string, lang?: 'en') =>
  (await get(`/buyer/goods/goods/es?pageSize=5&keyword=${encodeURIComponent(keyword)}`, lang)) as {
    records: Rec[]
    total: number
  }
const HAN = /\p{Script=Han}/u

/** Keyword → the leaf category every one of the first five goods must be in (issue 21's relevance set). */
const relevance: [string, string, 'en'?][] = [
  ['茶', '茶'],
  ['青花瓷', '青花瓷'],
  ['普洱', '普洱茶'],
  ['丝巾', '丝巾'],
  ['旗袍', '旗袍'],
  ['紫砂壶', '紫砂壶'],
  ['葡萄酒', '葡萄酒'],
  ['咖啡', '咖啡'],
  ['面膜', '面膜'],
  ['奶粉', '婴幼儿奶粉'],
  ['耳机', '耳机音箱'],
  ['帐篷', '帐篷露营'],
  ['跑步鞋', '跑步鞋'],
  ['和田玉', '和田玉'],
  ['珍珠', '珍珠'],
  ['维生素', '维生素'],
  ['拉杆箱', '拉杆箱'],
  ['毛笔', '文房四宝'],
  ['龙井', '绿茶'],
  ['饼干', '饼干糖果'],
  ['铁锅', '锅具'],
  ['wine', 'Wine', 'en'],
  ['silk scarf', 'Silk Scarves', 'en'],
  ['headphones', 'Headphones & Speakers', 'en'],
  ['running shoes', 'Running Shoes', 'en'],
  ['teapot', 'Zisha Teapots', 'en'],
]

describe('search relevance', () => {
  it.each(relevance)('%s: the first five goods are in %s', async (keyword, category, lang) => {
    const { records } = await search(keyword, lang)
    expect(records).toHaveLength(5)
    for (const r of records) {
      const leaf = r.categoryNamePath.split(',').at(-1) ?? ''
      // 茶 names several leaves (普洱茶, 绿茶, 花草茶…): any leaf whose name holds it passes.
      expect(
        leaf === category || (category === '茶' && leaf.includes('茶')),
        `${r.goodsName} in ${leaf}`,
      ).toBe(true)
    }
  })

  it('lists teas before matcha biscuits, although jieba cuts 抹茶 into 抹 + 茶', async () => {
    const all = (await get(`/buyer/goods/goods/es?pageSize=100&keyword=${encodeURIComponent('茶')}`)) as {
      records: Rec[]
    }
    const names = all.records.map((r) => r.goodsName)
    const matcha = names.findIndex((n) => n.includes('抹茶'))
    const lastTea = names.findLastIndex((n) => n.includes('普洱'))
    expect(matcha).toBeGreaterThan(-1)
    expect(lastTea).toBeLessThan(matcha)
  })
})

describe('English data in the English interface', () => {
  it('names goods, stores, brands and categories in English, and finds goods by English words', async () => {
    const { records, total } = await search('tea', 'en')
    expect(total).toBeGreaterThan(20)
    for (const r of records) {
      expect(r.goodsName).not.toMatch(HAN)
      expect(r.storeName).not.toMatch(HAN)
      expect(r.brandName ?? '').not.toMatch(HAN)
      expect(r.categoryNamePath).not.toMatch(HAN)
    }
  })

  it('still answers in Chinese without Accept-Language, and a Chinese keyword works in English too', async () => {
    const zh = await search('普洱')
    expect(zh.records[0]?.goodsName).toMatch(HAN)
    const en = await search('普洱', 'en')
    expect(en.total).toBe(zh.total)
    expect(en.records[0]?.goodsName).toMatch(/Pu'er/)
  })

  it('gives the category tree, facets, a goods page and a store in English', async () => {
    const tree = (await get('/buyer/goods/category/get/0', 'en')) as {
      name: string
      children: { name: string }[]
    }[]
    expect(tree[0]?.name).toBe('Tea & Teaware')
    expect(tree.flatMap((n) => [n.name, ...n.children.map((c) => c.name)]).join()).not.toMatch(HAN)
    // The cached Chinese tree is not served to an English visitor, nor the other way round.
    const zhTree = (await get('/buyer/goods/category/get/0')) as { name: string }[]
    expect(zhTree[0]?.name).toBe('茶叶茶具')

    const related = await get(`/buyer/goods/goods/es/related?keyword=${encodeURIComponent('普洱')}`, 'en')
    expect(related.brands.map((b: { name: string }) => b.name).join()).not.toMatch(HAN)
    expect(related.categories.map((c: { name: string }) => c.name)).toContain("Pu'er Tea")

    const [first] = (await search('普洱', 'en')).records
    const detail = await get(`/buyer/goods/goods/sku/${first?.goodsId}/undefined`, 'en')
    expect(detail.data.goodsName).toBe(first?.goodsName)
    expect(detail.categoryName).toEqual(['Tea & Teaware', 'Fine Teas', "Pu'er Tea"])
    expect(detail.store.countryName).not.toMatch(HAN)
    const zhDetail = await get(`/buyer/goods/goods/sku/${first?.goodsId}/undefined`)
    expect(zhDetail.data.goodsName).toMatch(HAN)

    const store = await get(`/buyer/store/store/get/detail/${detail.store.storeId}`, 'en')
    expect(store.storeName).toBe(detail.store.storeName)
    expect(store.storeName).not.toMatch(HAN)
  })
})

describe('one record per goods (the shop lists)', () => {
  type Row = Rec & { id: string; price: number; skuCount?: number }
  const list = async (qs: string) =>
    (await get(`/buyer/goods/goods/es?keyword=${encodeURIComponent('茶')}&${qs}`)) as {
      records: Row[]
      total: number
    }

  it('lists every goods once with its SKU count, counts goods, and pages without repeats', async () => {
    const perSku = await list('pageSize=100')
    expect(perSku.total).toBeLessThanOrEqual(100)
    const skusOf = new Map<string, number>()
    for (const r of perSku.records) skusOf.set(r.goodsId, (skusOf.get(r.goodsId) ?? 0) + 1)
    expect(skusOf.size).toBeLessThan(perSku.total)

    const seen: string[] = []
    for (let page = 1; page < 20; page++) {
      const { records, total } = await list(`perGoods=true&pageSize=7&pageNumber=${page}`)
      expect(total).toBe(skusOf.size)
      if (records.length === 0) break
      for (const r of records) {
        seen.push(r.goodsId)
        expect(r.skuCount).toBe(skusOf.get(r.goodsId))
      }
    }
    expect(seen).toHaveLength(skusOf.size)
    expect(new Set(seen)).toEqual(new Set(skusOf.keys()))
    // The same order as the per-SKU listing, each goods at its first SKU's place.
    expect(seen).toEqual([...new Set(perSku.records.map((r) => r.goodsId))])
  })

  it('shows the cheapest SKU of each goods when sorted by price', async () => {
    const perSku = await list('pageSize=100')
    const cheapest = new Map<string, number>()
    for (const r of perSku.records)
      cheapest.set(r.goodsId, Math.min(cheapest.get(r.goodsId) ?? r.price, r.price))
    const { records } = await list('perGoods=true&pageSize=100&sort=price&order=asc')
    expect(records.map((r) => r.price)).toEqual(records.map((r) => cheapest.get(r.goodsId)))
    expect(records.map((r) => r.price)).toEqual([...records.map((r) => r.price)].sort((a, b) => a - b))
  })
})
