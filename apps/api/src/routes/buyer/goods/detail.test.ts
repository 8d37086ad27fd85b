import { ErrorCodes } from '@silk/contracts/errors'
import { goods, memberEvaluations } from '@silk/db/schema/goods'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
// Demo seeding runs every domain's seeders: give it room on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
}, 240_000)
afterAll(() => t.close())

const q = encodeURIComponent
async function multiSkuGoods() {
  const page = (await t.app.inject(`/buyer/goods/goods/es?keyword=${q('茶具')}&pageSize=100`)).json().result
  const counts = new Map<string, string[]>()
  for (const r of page.records) counts.set(r.goodsId, [...(counts.get(r.goodsId) ?? []), r.id])
  const [goodsId, skuIds] = [...counts].find(([, ids]) => ids.length > 1) ?? []
  return { goodsId: goodsId as string, skuIds: skuIds as string[] }
}

describe('GET /buyer/goods/goods/sku/:goodsId/:skuId', () => {
  it('gives the SKU, every sibling spec, category names, params and store for anonymous visitors', async () => {
    const { goodsId, skuIds } = await multiSkuGoods()
    const res = await t.app.inject(`/buyer/goods/goods/sku/${goodsId}/${skuIds[1]}`)
    expect(res.statusCode).toBe(200)
    const r = res.json().result
    expect(r.data).toMatchObject({ id: skuIds[1], goodsId, marketEnable: 'UPPER', authFlag: 'PASS' })
    expect(r.data.goodsGalleryList.length).toBeGreaterThanOrEqual(4)
    expect(r.specs.map((s: { skuId: string }) => s.skuId)).toEqual(expect.arrayContaining(skuIds))
    expect(r.categoryName).toHaveLength(3)
    expect(r.categoryName[0]).toBe('茶叶茶具')
    expect(r.goodsParamsDTOList[0].goodsParamsItemDTOList.length).toBeGreaterThan(0)
    expect(r.store.storeName).toBeTruthy()
    const first = (await t.app.inject(`/buyer/goods/goods/sku/${goodsId}/undefined`)).json().result
    expect(first.data.id).toBe(r.specs[0].skuId)
  })

  it('off-shelf, unknown goods and foreign SKUs answer 11001 商品已下架', async () => {
    const { goodsId } = await multiSkuGoods()
    await t.database.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, goodsId))
    const down = await t.app.inject(`/buyer/goods/goods/sku/${goodsId}/undefined`)
    expect(down.json()).toMatchObject({
      success: false,
      code: ErrorCodes.GOODS_NOT_EXIST.code,
      message: '商品已下架',
    })
    await t.database.db.update(goods).set({ marketEnable: 'UPPER' }).where(eq(goods.id, goodsId))
    expect((await t.app.inject('/buyer/goods/goods/sku/99999999/1')).json().code).toBe(
      ErrorCodes.GOODS_NOT_EXIST.code,
    )
    expect((await t.app.inject(`/buyer/goods/goods/sku/${goodsId}/400000101`)).json().code).toBe(
      ErrorCodes.GOODS_NOT_EXIST.code,
    )
    expect((await t.app.inject('/buyer/goods/goods/sku/abc/1')).json().code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })
})

describe('evaluations (public)', () => {
  it('counts add up and the grade filter matches the counts', async () => {
    const page = (await t.app.inject('/buyer/goods/goods/es?sort=commentNum&order=desc&pageSize=1')).json()
      .result
    const goodsId = page.records[0].goodsId
    const n = (await t.app.inject(`/buyer/member/evaluation/${goodsId}/evaluationNumber`)).json().result
    expect(n.all).toBe(n.good + n.moderate + n.worse)
    expect(n.all).toBeGreaterThan(0)
    for (const [grade, key] of [
      ['GOOD', 'good'],
      ['MODERATE', 'moderate'],
      ['WORSE', 'worse'],
    ] as const) {
      const list = (
        await t.app.inject(`/buyer/member/evaluation/${goodsId}/goodsEvaluation?grade=${grade}&pageSize=50`)
      ).json().result
      expect(list.total).toBe(n[key])
      expect(list.records.every((e: { grade: string }) => e.grade === grade)).toBe(true)
    }
    const all = (await t.app.inject(`/buyer/member/evaluation/${goodsId}/goodsEvaluation?pageSize=50`)).json()
      .result
    expect(all.total).toBe(n.all)
    const times = all.records.map((e: { createTime: string }) => e.createTime)
    expect(times).toEqual([...times].sort().reverse())
  })
})

describe('collections and footprints', () => {
  it('needs a member', async () => {
    expect((await t.app.inject('/buyer/member/footprint')).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/buyer/member/collection/add/GOODS/1' })).json().code,
    ).toBe(ErrorCodes.USER_NOT_LOGIN.code)
  })

  it('goods favourites: add, duplicate 20017, isCollection, list, delete', async () => {
    const { headers } = await createMember(t)
    const { goodsId, skuIds } = await multiSkuGoods()
    const sku = skuIds[0]
    const add = await t.app.inject({
      method: 'POST',
      url: `/buyer/member/collection/add/GOODS/${sku}`,
      headers,
    })
    expect(add.json().result).toMatchObject({ skuId: sku })
    const again = await t.app.inject({
      method: 'POST',
      url: `/buyer/member/collection/add/GOODS/${sku}`,
      headers,
    })
    expect(again.json()).toMatchObject({ success: false, code: ErrorCodes.USER_COLLECTION_EXIST.code })
    expect(
      (await t.app.inject({ url: `/buyer/member/collection/isCollection/GOODS/${sku}`, headers })).json()
        .result,
    ).toBe(true)
    const list = (await t.app.inject({ url: '/buyer/member/collection/GOODS?pageSize=10', headers })).json()
      .result
    expect(list.records).toEqual([expect.objectContaining({ skuId: sku, goodsId, marketEnable: 'UPPER' })])
    // In English, the goods' English name, as its page gives it (the demo goods have one).
    const en = { ...headers, 'accept-language': 'en' }
    const english = (
      await t.app.inject({ url: `/buyer/goods/goods/sku/${goodsId}/${sku}`, headers: en })
    ).json().result.data.goodsName as string
    expect(english).toMatch(/^[\x20-\x7e]+$/)
    const listEn = (
      await t.app.inject({ url: '/buyer/member/collection/GOODS?pageSize=10', headers: en })
    ).json().result
    expect(listEn.records[0].goodsName).toBe(english)
    expect(list.records[0].goodsName).not.toBe(english)
    expect(
      (await t.app.inject({ method: 'POST', url: '/buyer/member/collection/add/GOODS/123', headers })).json()
        .code,
    ).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/buyer/member/collection/delete/GOODS/${sku}`,
      headers,
    })
    expect(del.json().result).toBe(true)
    expect(
      (await t.app.inject({ url: `/buyer/member/collection/isCollection/GOODS/${sku}`, headers })).json()
        .result,
    ).toBe(false)
    const other = await createMember(t)
    expect(
      (await t.app.inject({ url: '/buyer/member/collection/GOODS', headers: other.headers })).json().result
        .total,
    ).toBe(0)
  })

  it('store favourites keep the store collection count', async () => {
    const { headers } = await createMember(t)
    const before = (await t.app.inject('/buyer/store/store/get/detail/2003')).json().result.collectionNum
    await t.app.inject({ method: 'POST', url: '/buyer/member/storeCollection/add/STORE/2003', headers })
    expect((await t.app.inject('/buyer/store/store/get/detail/2003')).json().result.collectionNum).toBe(
      before + 1,
    )
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/buyer/member/storeCollection/add/STORE/2003', headers })
      ).json().code,
    ).toBe(ErrorCodes.USER_COLLECTION_EXIST.code)
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/buyer/member/storeCollection/add/STORE/9', headers })
      ).json().code,
    ).toBe(ErrorCodes.STORE_NOT_EXIST.code)
    const list = (await t.app.inject({ url: '/buyer/member/storeCollection/STORE', headers })).json().result
    expect(list.records[0]).toMatchObject({ id: '2003', storeName: '景德镇御窑瓷器馆' })
    // lilishop's 我的收藏 on its 店铺 tab asks `collection/STORE` first: the same list, as lilishop answers.
    expect((await t.app.inject({ url: '/buyer/member/collection/STORE', headers })).json().result).toEqual(
      list,
    )
    expect((await t.app.inject({ url: '/buyer/member/collection/SHOP', headers })).json().code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    await t.app.inject({ method: 'DELETE', url: '/buyer/member/storeCollection/delete/STORE/2003', headers })
    expect((await t.app.inject('/buyer/store/store/get/detail/2003')).json().result.collectionNum).toBe(
      before,
    )
    expect(
      (await t.app.inject({ url: '/buyer/member/storeCollection/isCollection/STORE/2003', headers })).json()
        .result,
    ).toBe(false)
  })

  it('viewing a goods records one footprint per goods, newest first; delete by goods ids and clear', async () => {
    const { headers } = await createMember(t)
    const page = (await t.app.inject('/buyer/goods/goods/es?pageSize=30')).json().result
    const goodsIds = [...new Set(page.records.map((r: { goodsId: string }) => r.goodsId))].slice(
      0,
      3,
    ) as string[]
    for (const id of goodsIds) await t.app.inject({ url: `/buyer/goods/goods/sku/${id}/undefined`, headers })
    await t.app.inject({ url: `/buyer/goods/goods/sku/${goodsIds[0]}/undefined`, headers })
    const list = (await t.app.inject({ url: '/buyer/member/footprint?pageSize=20', headers })).json().result
    expect(list.records.map((r: { goodsId: string }) => r.goodsId)).toEqual([
      goodsIds[0],
      goodsIds[2],
      goodsIds[1],
    ])
    expect(
      (await t.app.inject({ url: '/buyer/member/footprint/getFootprintNum', headers })).json().result,
    ).toBe(3)
    await t.app.inject({
      method: 'DELETE',
      url: `/buyer/member/footprint/delByIds/${goodsIds[0]},${goodsIds[1]}`,
      headers,
    })
    const left = (await t.app.inject({ url: '/buyer/member/footprint', headers })).json().result
    expect(left.records.map((r: { goodsId: string }) => r.goodsId)).toEqual([goodsIds[2]])
    const cleared = await t.app.inject({ method: 'DELETE', url: '/buyer/member/footprint', headers })
    expect(cleared.json()).toMatchObject({ success: true, code: 200 })
    expect((await t.app.inject({ url: '/buyer/member/footprint', headers })).json().result.total).toBe(0)
    // Anonymous views leave no trace.
    await t.app.inject(`/buyer/goods/goods/sku/${goodsIds[0]}/undefined`)
    expect((await t.app.inject({ url: '/buyer/member/footprint', headers })).json().result.total).toBe(0)
  })
})

describe('stores and media', () => {
  it('store detail and list; unknown store 50001', async () => {
    const s = (await t.app.inject('/buyer/store/store/get/detail/2001')).json().result
    expect(s).toMatchObject({ storeId: '2001', selfOperated: true, countryName: '中国' })
    expect(s.goodsNum).toBeGreaterThan(0)
    // The page's scores are the averages of the store's reviews, not constants.
    const reviews = await t.database.db
      .select()
      .from(memberEvaluations)
      .where(eq(memberEvaluations.storeId, '2001'))
    const mean = (pick: (r: (typeof reviews)[number]) => number) =>
      Math.round((reviews.reduce((sum, r) => sum + pick(r), 0) / reviews.length) * 10) / 10
    expect(reviews.length).toBeGreaterThan(0)
    expect(s.descriptionScore).toBe(mean((r) => r.descriptionScore))
    expect(s.serviceScore).toBe(mean((r) => r.serviceScore))
    expect(s.deliveryScore).toBe(mean((r) => r.deliveryScore))
    expect((await t.app.inject('/buyer/store/store/get/detail/1')).json().code).toBe(
      ErrorCodes.STORE_NOT_EXIST.code,
    )
    const list = (await t.app.inject('/buyer/store/store?pageSize=100')).json().result
    expect(list.total).toBeGreaterThanOrEqual(30)
    expect(
      new Set(list.records.map((r: { countryName: string }) => r.countryName)).size,
    ).toBeGreaterThanOrEqual(15)
  })

  it('renders goods pictures as WebP in sized variants and rejects other paths', async () => {
    const res = await t.app.inject('/media/goods/puer-cake/4000001s1t2021-0-200.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    expect((await t.app.inject('/media/goods/puer-cake/..%2F..%2Fetc-0.webp')).statusCode).toBe(400)
    expect((await t.app.inject('/media/goods/puer-cake/4000001zz-0.webp')).statusCode).toBe(400)
    expect((await t.app.inject('/media/goods/nope/1-0.webp')).statusCode).toBe(400)
    const logo = await t.app.inject(`/media/logo/120/${q('丝路')}.svg`)
    expect(logo.headers['content-type']).toContain('image/svg+xml')
    expect(logo.body).toContain('丝路')
  })
})

describe('a WHOLESALE goods (the demo seeds one)', () => {
  it('carries its ladder in the list and on the goods page, in yuan, lowest quantity first; retail goods none', async () => {
    const page = (
      await t.app.inject(`/buyer/goods/goods/es?keyword=${q('磁力片拼搭玩具')}&pageSize=50`)
    ).json().result
    const wholesale = page.records.filter((r: { salesModel: string }) => r.salesModel === 'WHOLESALE')
    expect(wholesale.length).toBeGreaterThan(0)
    const row = wholesale[0]
    expect(row.wholesaleList.map((tier: { num: number }) => tier.num)).toEqual([10, 50, 200])
    const prices = row.wholesaleList.map((tier: { price: number }) => tier.price)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)
    const retail = page.records.find((r: { salesModel: string }) => r.salesModel === 'RETAIL')
    expect(retail).toBeDefined()
    expect(retail).not.toHaveProperty('wholesaleList')

    const detail = (await t.app.inject(`/buyer/goods/goods/sku/${row.goodsId}/${row.id}`)).json().result
    expect(detail.data.salesModel).toBe('WHOLESALE')
    expect(detail.wholesaleList).toEqual(row.wholesaleList)
  })
})
