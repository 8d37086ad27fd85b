import { ErrorCodes } from '@silk/contracts/errors'
import { goods, goodsSkus } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../shared/dates.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { caller, makeSeller } from '../../../testing/trade.ts'

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
  it('茶具 finds tea sets: the categories it names first, name matches first within them', async () => {
    const page = await search(`keyword=${q('茶具')}&pageSize=100`)
    expect(page.total).toBeGreaterThan(10)
    expect(page.records[0]?.goodsName).toContain('茶具')
    // 陶瓷茶具 and 旅行茶具 are the leaves 茶具 names (decision 023).
    const named = (r: Rec) => /陶瓷茶具|旅行茶具/.test(r.categoryNamePath.split(',').at(-1) ?? '')
    const firstOutside = page.records.findIndex((r) => !named(r))
    const inside = firstOutside >= 0 ? page.records.slice(0, firstOutside) : page.records
    if (firstOutside >= 0) expect(page.records.slice(firstOutside).some(named)).toBe(false)
    const firstNonName = inside.findIndex((r) => !r.goodsName.includes('茶具'))
    if (firstNonName >= 0)
      expect(inside.slice(firstNonName).some((r) => r.goodsName.includes('茶具'))).toBe(false)
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

  it('a one-word keyword that is a character or a word begun finds the goods whose words contain it (瓷, porcel)', async () => {
    // jieba indexes 青花瓷 as 青花 and 青花瓷, 白瓷 as 白瓷: no goods has the word 瓷 on its own.
    const porcelain = await search(`keyword=${q('瓷')}&pageSize=100`)
    expect(porcelain.total).toBeGreaterThan(5)
    // The words searched: name, selling point, brand, category, store and parameters (材质 陶瓷).
    const words = (r: Rec & Record<string, unknown>) =>
      [
        r.goodsName,
        r.sellingPoint,
        r.brandName,
        r.storeName,
        r.categoryNamePath,
        ...r.attrList.map((a) => a.value),
      ].join(' ')
    expect(porcelain.records.every((r) => words(r).includes('瓷'))).toBe(true)
    expect(porcelain.records.filter((r) => r.goodsName.includes('瓷')).length).toBeGreaterThan(5)
    const facets = await related(`keyword=${q('瓷')}`)
    expect(facets.categories.length).toBeGreaterThan(0)
    const english = await t.app.inject({
      url: `/buyer/goods/goods/es?keyword=porcel&pageSize=20`,
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().result.total).toBeGreaterThan(0)
    // Whole words still decide when they match, and nonsense still finds nothing.
    expect((await search(`keyword=${q('青花瓷')}&pageSize=100`)).total).toBeLessThan(porcelain.total)
    expect((await search(`keyword=${q('琞')}`)).total).toBe(0)
    expect((await search(`keyword=${q('不存在的商品xyz')}`)).total).toBe(0)
    expect((await search('keyword=po')).total).toBe(0)
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
    // A brand and a material that occur together (each demo product has one brand and one material).
    const sample = all.records.find((r) => r.attrList.some((a: { name: string }) => a.name === '材质'))
    const value = sample?.attrList.find((a: { name: string }) => a.name === '材质')?.value
    const brand = facets.brands.find((b: { value: string }) => b.value === sample?.brandId)
    const material = facets.paramOptions.find((p: { key: string }) => p.key === '材质')
    expect(brand && material?.values).toBeTruthy()
    expect(material.values).toContain(value)
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
    expect(bad.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    expect(bad.json().message).toBe('参数异常：价格区间错误')
    const english = await t.app.inject({
      url: '/buyer/goods/goods/es?price=300_100',
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().message).toBe('Invalid parameters: the price range is not valid')
  })

  it('every sort pages through the same order, each SKU once, whatever the page size', async () => {
    const cases = [
      `keyword=${q('茶')}`,
      `keyword=${q('茶')}&sort=price&order=asc`,
      'categoryId=1001&sort=price&order=desc',
      'categoryId=1001&sort=buyCount&order=asc',
      'categoryId=1001&price=50_400&sort=price&order=asc',
      'categoryId=1001&price=50_400&sort=commentNum&order=desc',
    ]
    for (const qs of cases) {
      const whole = await search(`${qs}&pageSize=60`)
      const ids = whole.records.map((r) => r.id)
      expect(new Set(ids).size).toBe(ids.length)
      const pages = [1, 2, 3, 4, 5].map((n) => search(`${qs}&pageSize=12&pageNumber=${n}`))
      const paged = (await Promise.all(pages)).flatMap((p) => p.records.map((r) => r.id))
      expect(paged, qs).toEqual(ids)
      if (qs.includes('sort=price')) {
        const prices = whole.records.map((r) => r.price)
        const up = qs.includes('asc')
        expect(prices).toEqual([...prices].sort((a, b) => (up ? a - b : b - a)))
      }
      expect(whole.total).toBe((await search(`${qs}&pageSize=1`)).total)
    }
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
    expect(long.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })

  it('treats SQL and script fragments as plain data', async () => {
    const everything = (await search('pageSize=1')).total
    // Their words may match goods ("table", "1" in "3-in-1"): never every goods, never an error.
    for (const keyword of ["' or 1=1 --", "'; drop table goods; --", '<script>alert(1)</script>']) {
      const page = await search(`keyword=${q(keyword)}`)
      expect(page.total).toBeLessThan(everything / 10)
    }
    for (const keyword of ['%_\\', ':* & | !']) {
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

describe('the listing follows goods and SKUs', () => {
  const total = async (qs: string) => (await search(qs)).total

  it('delisting, price changes and new SKUs show in search at once', async () => {
    const db = t.database.db
    const [first] = (await search(`keyword=${q('普洱')}&pageSize=1`)).records
    const goodsId = first.goodsId
    const skus = await db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId))
    const byStore = `storeId=${first.storeId}`
    const before = await total(byStore)

    await db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, goodsId))
    expect(await total(byStore)).toBe(before - skus.length)
    await db.update(goods).set({ marketEnable: 'UPPER' }).where(eq(goods.id, goodsId))
    expect(await total(byStore)).toBe(before)

    // A price far above the rest is found by a range only it falls in.
    await db.update(goodsSkus).set({ price: 987_654_00 }).where(eq(goodsSkus.id, skus[0].id))
    const dear = await search(`${byStore}&price=987650_987660`)
    expect(dear.records.map((r) => r.id)).toEqual([skus[0].id])
    await db.insert(goodsSkus).values({ ...skus[0], id: `${skus[0].id}9`, sn: `${skus[0].sn}-9` })
    expect(await total(byStore)).toBe(before + 1)
    await db.delete(goodsSkus).where(eq(goodsSkus.id, `${skus[0].id}9`))
    await db.update(goodsSkus).set({ price: skus[0].price }).where(eq(goodsSkus.id, skus[0].id))
    expect(await total(byStore)).toBe(before)
    expect((await search(`${byStore}&price=987650_987660`)).total).toBe(0)

    // Stock changes (every checkout) leave the listing alone.
    await db.update(goodsSkus).set({ quantity: 3 }).where(eq(goodsSkus.id, skus[0].id))
    expect(await total(byStore)).toBe(before)

    // A new name is searched by its words, and no longer once it is changed back; sales re-order a
    // sort at once.
    const [row] = await db.select().from(goods).where(eq(goods.id, goodsId))
    await db.update(goods).set({ nameTokens: '琉璃 鎏金' }).where(eq(goods.id, goodsId))
    expect((await search(`keyword=${q('鎏金')}`)).records.map((r) => r.goodsId)).toContain(goodsId)
    await db.update(goods).set({ buyCount: 9_999_999 }).where(eq(goods.id, goodsId))
    expect((await search('sort=buyCount&order=desc&perGoods=true&pageSize=1')).records[0]?.goodsId).toBe(
      goodsId,
    )
    await db
      .update(goods)
      .set({ nameTokens: row.nameTokens, buyCount: row.buyCount })
      .where(eq(goods.id, goodsId))
    expect((await search(`keyword=${q('鎏金')}`)).total).toBe(0)
  })
})

describe('满减 tag on the cards (decision 161)', () => {
  it('a store’s running full discount marks its covered cards, no other store’s; closing it clears them', async () => {
    const [first] = (await search('pageSize=1')).records
    const storeId = first.storeId
    const owner = await createMember(t)
    await makeSeller(t, owner, storeId)
    const seller = caller(t, owner.headers)
    const at = (min: number) => formatDateTime(Date.now() + min * 60_000) as string
    const made = await seller.post('/store/promotion/fullDiscount', {
      promotionName: '店庆满减',
      startTime: at(-10),
      endTime: at(600),
      fullMoney: 100,
      discountType: 'MINUS',
      fullMinus: 10,
      scopeType: 'ALL',
      goodsIds: [],
      description: '',
    })
    expect(made.success, JSON.stringify(made)).toBe(true)
    const key = `FULL_DISCOUNT-${made.result.id}`
    const own = await t.app.inject(`/buyer/goods/goods/es?storeId=${storeId}&pageSize=10`)
    const cards = own.json().result.records as { promotionMap: Record<string, { rule: string }> }[]
    expect(cards.length).toBeGreaterThan(0)
    for (const c of cards) expect(c.promotionMap[key]).toMatchObject({ rule: '满100元，立减现金10元' })
    const all = (await t.app.inject('/buyer/goods/goods/es?pageSize=50')).json().result.records as {
      storeId: string
      promotionMap: Record<string, unknown>
    }[]
    for (const c of all.filter((r) => r.storeId !== storeId)) expect(c.promotionMap[key]).toBeUndefined()
    expect((await seller.put(`/store/promotion/fullDiscount/${made.result.id}/close`)).success).toBe(true)
    const after = (await t.app.inject(`/buyer/goods/goods/es?storeId=${storeId}&pageSize=10`)).json().result
      .records as { promotionMap: Record<string, unknown> }[]
    for (const c of after) expect(c.promotionMap[key]).toBeUndefined()
  })
})
