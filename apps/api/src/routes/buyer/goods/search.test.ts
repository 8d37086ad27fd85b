import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing.ts'

let t: TestApp
// Demo seeding runs every domain's seeders: give it room on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
}, 240_000)
afterAll(() => t.close())

type Rec = {
  id: string
  goodsId: string
  goodsName: string
  price: number
  brandId: string
  storeId: string
  categoryPath: string
  categoryNamePath: string
  attrList: { name: string; value: string }[]
  buyCount: number
  releaseTime: number
}
const search = async (qs: string) => {
  const res = await t.app.inject(`/buyer/goods/goods/es?${qs}`)
  expect(res.statusCode).toBe(200)
  return res.json().result as { records: Rec[]; total: number; size: number; current: number; pages: number }
}
const related = async (qs: string) =>
  (await t.app.inject(`/buyer/goods/goods/es/related?${qs}`)).json().result
const q = encodeURIComponent

describe('Chinese keyword search', () => {
  it('茶具 finds tea sets, name matches first', async () => {
    const page = await search(`keyword=${q('茶具')}&pageSize=100`)
    expect(page.total).toBeGreaterThan(10)
    expect(page.records[0]?.goodsName).toContain('茶具')
    const firstNonName = page.records.findIndex((r) => !r.goodsName.includes('茶具'))
    if (firstNonName >= 0)
      expect(page.records.slice(firstNonName).every((r) => !r.goodsName.includes('茶具'))).toBe(true)
    expect(page.records.every((r) => r.categoryNamePath.includes('茶'))).toBe(true)
  })

  it('青花瓷 finds blue-and-white porcelain and 普洱 finds pu-erh tea', async () => {
    const porcelain = await search(`keyword=${q('青花瓷')}&pageSize=50`)
    expect(porcelain.total).toBeGreaterThan(0)
    expect(
      porcelain.records.every((r) =>
        `${r.goodsName}${r.attrList.map((a) => a.value).join()}`.includes('青花'),
      ),
    ).toBe(true)
    const puer = await search(`keyword=${q('普洱')}&pageSize=50`)
    expect(puer.total).toBeGreaterThan(0)
    expect(
      puer.records.every((r) => r.goodsName.includes('普洱') || r.categoryNamePath.includes('普洱')),
    ).toBe(true)
    expect(puer.records[0]?.goodsName).toContain('普洱')
  })

  it('returns one record per SKU with yuan prices and image variants', async () => {
    const page = await search(`keyword=${q('普洱茶')}&pageSize=100`)
    const ids = new Set(page.records.map((r) => r.id))
    expect(ids.size).toBe(page.records.length)
    expect(new Set(page.records.map((r) => r.goodsId)).size).toBeLessThan(page.records.length)
    const first = page.records[0] as Rec & { small: string; thumbnail: string }
    expect(first.small).toMatch(/-200\.webp$/)
    expect(Number.isInteger(Math.round(first.price * 100))).toBe(true)
  })
})

describe('filters, sorts and facets', () => {
  it('category path, brand and parameter filters combine with price sorting', async () => {
    const tree = (await t.app.inject('/buyer/goods/category/get/0')).json().result
    const tea = tree.find((c: { name: string }) => c.name === '茶叶茶具')
    const leaf = tea.children[1].children[1] // 陶瓷茶具
    const path = `${tea.id},${tea.children[1].id},${leaf.id}`
    const all = await search(`categoryId=${path}&pageSize=100`)
    expect(all.total).toBeGreaterThan(0)
    expect(all.records.every((r) => r.categoryPath === path)).toBe(true)

    const facets = await related(`categoryId=${path}`)
    const brand = facets.brands[0]
    const material = facets.paramOptions.find((p: { key: string }) => p.key === '材质')
    expect(brand && material).toBeTruthy()
    const value = material.values[0]
    const filtered = await search(
      `categoryId=${path}&brandId=${brand.value}&prop=${q(`材质_${value}`)}&sort=price&order=asc&pageSize=100`,
    )
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThanOrEqual(all.total)
    for (const r of filtered.records) {
      expect(r.brandId).toBe(brand.value)
      expect(r.attrList).toContainEqual(expect.objectContaining({ name: '材质', value }))
    }
    const prices = filtered.records.map((r) => r.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await search(`categoryId=${path}&sort=price&order=desc&pageSize=100`)
    const dp = desc.records.map((r) => r.price)
    expect(dp).toEqual([...dp].sort((a, b) => b - a))

    const after = await related(`categoryId=${path}&prop=${q(`材质_${value}`)}`)
    expect(after.paramOptions.map((p: { key: string }) => p.key)).not.toContain('材质')
  })

  it('facets match the results: every brand and parameter offered occurs in the result set', async () => {
    const page = await search(`keyword=${q('茶')}&pageSize=100`)
    const facets = await related(`keyword=${q('茶')}`)
    const resultBrands = new Set(page.records.map((r) => r.brandId))
    if (page.total <= 100) {
      expect(new Set(facets.brands.map((b: { value: string }) => b.value))).toEqual(resultBrands)
    }
    for (const b of facets.brands) {
      const narrowed = await search(`keyword=${q('茶')}&brandId=${b.value}&pageSize=1`)
      expect(narrowed.total).toBeGreaterThan(0)
    }
    const tags = new Set(page.records.flatMap((r) => r.attrList.map((a) => `${a.name}_${a.value}`)))
    const offered = facets.paramOptions.flatMap((p: { key: string; values: string[] }) =>
      p.values.map((v) => `${p.key}_${v}`),
    )
    if (page.total <= 100) expect(new Set(offered)).toEqual(tags)
    expect(facets.categories.length).toBeGreaterThan(0)
  })

  it('price range (yuan) and the other sorts', async () => {
    const ranged = await search('price=100_300&pageSize=100')
    expect(ranged.records.every((r) => r.price >= 100 && r.price <= 300)).toBe(true)
    const sales = (await search('sort=buyCount&order=desc&pageSize=50')).records.map((r) => r.buyCount)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))
    const newest = (await search('sort=releaseTime&order=desc&pageSize=50')).records.map((r) => r.releaseTime)
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
    const bad = await t.app.inject('/buyer/goods/goods/es?price=300_100')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: 4002 })
    expect(bad.json().message).toContain('价格区间错误')
  })

  it('store filter and paging shape', async () => {
    const page = await search('storeId=2001&pageNumber=2&pageSize=20')
    expect(page.records.every((r) => r.storeId === '2001')).toBe(true)
    expect(page).toMatchObject({ size: 20, current: 2, pages: Math.ceil(page.total / 20) })
  })
})

describe('bad input never breaks the search', () => {
  it('caps pageSize at 100 and refuses keywords over 100 characters', async () => {
    expect((await search('pageSize=1000')).size).toBe(100)
    const long = await t.app.inject(`/buyer/goods/goods/es?keyword=${q('茶'.repeat(101))}`)
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ success: false, code: 4002 })
  })

  it('treats SQL and script fragments as plain data', async () => {
    for (const keyword of [
      "' or 1=1 --",
      "'; drop table goods; --",
      '<script>alert(1)</script>',
      '%_\\',
      ':* & | !',
    ]) {
      const page = await search(`keyword=${q(keyword)}`)
      expect(page.total).toBe(0)
    }
    expect((await search('categoryId=1%27or1=1')).total).toBe(0)
    expect((await search('brandId=abc@def')).total).toBe(0)
    expect((await search('keyword=%E8%8C%B6&sort=price;drop')).total).toBeGreaterThan(0)
    expect((await related(`keyword=${q("' or 1=1")}`)).brands).toEqual([])
    expect((await search('pageSize=5')).total).toBeGreaterThan(600)
  })
})

describe('query plans', () => {
  const plan = async (sqlText: string) => {
    await t.database.db.execute('set enable_seqscan = off')
    const r = (await t.database.db.execute(`explain ${sqlText}`)) as unknown as {
      rows: Record<string, string>[]
    }
    await t.database.db.execute('set enable_seqscan = on')
    return r.rows.map((row) => Object.values(row)[0]).join('\n')
  }

  it('keyword search uses the GIN index, category browsing and parameter filters use theirs', async () => {
    expect(await plan(`select id from goods where search_vector @@ to_tsquery('simple', '茶具')`)).toMatch(
      /goods_search_idx/,
    )
    expect(
      await plan(`select id from goods where category_id = '100122' and market_enable = 'UPPER'`),
    ).toMatch(/goods_category_idx/)
    expect(await plan(`select id from goods where category_path like '1001,%'`)).toMatch(
      /goods_category_path_idx/,
    )
    expect(await plan(`select id from goods where param_tags && array['材质_紫砂']`)).toMatch(
      /goods_param_tags_idx/,
    )
    expect(await plan(`select * from goods_sku where goods_id = '4000001'`)).toMatch(/goods_sku_goods_idx/)
  })
})
