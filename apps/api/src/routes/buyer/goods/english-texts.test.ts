import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { english } from '../../../shared/english-texts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

/**
 * Decision 026: in English (Accept-Language en) the goods page, the list, facets, coupons, the flash
 * sale and the points mall carry no Chinese for the demo catalogue; in Chinese they are unchanged.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
}, 240_000)
afterAll(() => t.close())

const HAN = /\p{Script=Han}/u
const get = async (url: string, lang?: 'en') => {
  const res = await t.app.inject({ url, headers: lang ? { 'accept-language': 'en' } : {} })
  expect(res.statusCode).toBe(200)
  return res.json().result
}

describe('English for a buyer (decision 026)', () => {
  it('writes specs, parameters, selling point and introduction of a goods page in English', async () => {
    const list = await get('/buyer/goods/goods/es?pageSize=20&storeId=2001')
    const withSpecs = list.records.find((r: { simpleSpecs: string }) => HAN.test(r.simpleSpecs))
    expect(withSpecs).toBeTruthy()
    const zh = await get(`/buyer/goods/goods/sku/${withSpecs.goodsId}/${withSpecs.id}`)
    const en = await get(`/buyer/goods/goods/sku/${withSpecs.goodsId}/${withSpecs.id}`, 'en')
    expect(zh.data.simpleSpecs).toMatch(HAN)
    for (const text of [
      en.data.simpleSpecs,
      en.data.sellingPoint,
      en.data.intro,
      JSON.stringify(en.specs),
      JSON.stringify(en.goodsParamsDTOList),
      JSON.stringify(en.data.specList),
    ])
      expect(text).not.toMatch(HAN)
    // The same values in the same order on the goods page, in the list and in the spec list.
    const values = en.data.specList
      .filter((s: { specName: string }) => s.specName !== 'images')
      .map((s: { specValue: string }) => s.specValue)
    expect(values.join(' ')).toBe(en.data.simpleSpecs)
    const listed = await get(`/buyer/goods/goods/es?pageSize=100&storeId=2001`, 'en')
    const row = listed.records.find((r: { id: string }) => r.id === withSpecs.id)
    expect(row.simpleSpecs).toBe(en.data.simpleSpecs)
    expect(`${row.sellingPoint} ${JSON.stringify(row.attrList)}`).not.toMatch(HAN)
  })

  it('names facets in English while filtering by the Chinese values', async () => {
    const facets = await get('/buyer/goods/goods/es/related?keyword=tea', 'en')
    expect(facets.paramOptions.length).toBeGreaterThan(0)
    for (const p of facets.paramOptions) {
      expect(p.values.length).toBe(p.labels.length)
      expect(`${p.name} ${p.labels.join(' ')}`).not.toMatch(HAN)
    }
    const zh = await get('/buyer/goods/goods/es/related?keyword=tea')
    expect(zh.paramOptions[0].name).toBeUndefined()
    // A chosen parameter leaves the facets; its chip reads it from `chosenParams`, in English too.
    const [first] = facets.paramOptions
    const prop = encodeURIComponent(`${first.key}_${first.values.slice(0, 2).join('、')}`)
    const chosen = await get(`/buyer/goods/goods/es/related?keyword=tea&prop=${prop}`, 'en')
    expect(chosen.paramOptions.map((p: { key: string }) => p.key)).not.toContain(first.key)
    expect(chosen.chosenParams).toEqual([
      {
        key: first.key,
        values: first.values.slice(0, 2),
        name: first.name,
        labels: first.labels.slice(0, 2),
      },
    ])
  })

  it('introduces every demo store and says where it is in English', async () => {
    const stores = await get('/buyer/store/store?pageSize=100', 'en')
    expect(stores.records.length).toBeGreaterThan(30)
    for (const s of stores.records)
      expect(`${s.storeName} ${s.countryName} ${s.companyAddressPath} ${s.storeDesc}`).not.toMatch(HAN)
    const zh = await get('/buyer/store/store/get/detail/2001')
    expect(`${zh.companyAddressPath} ${zh.storeDesc}`).toMatch(HAN)
  })

  it('names coupons, flash-sale and points-mall goods in English', async () => {
    const coupons = await get('/buyer/promotion/coupon?pageSize=50', 'en')
    expect(coupons.records.length).toBeGreaterThan(0)
    // A coupon's store is named in English too, though the coupon keeps the Chinese name it was made with.
    expect(coupons.records.some((c: { storeId: string }) => c.storeId !== '0')).toBe(true)
    for (const c of coupons.records)
      expect(`${c.couponName} ${c.storeId === '0' ? '' : c.storeName}`).not.toMatch(HAN)
    const points = await get('/buyer/promotion/pointsGoods?pageSize=20', 'en')
    for (const p of points.records)
      expect(`${p.goodsSku.goodsName} ${p.pointsGoodsCategoryName}`).not.toMatch(HAN)
    const categories = await get('/buyer/promotion/pointsGoods/category?pageSize=20', 'en')
    for (const c of categories.records) expect(c.name).not.toMatch(HAN)
    const sessions = await get('/buyer/promotion/seckill', 'en')
    for (const s of sessions) for (const g of s.seckillGoodsList ?? []) expect(g.goodsName).not.toMatch(HAN)
  })

  it('gives the server-written texts an English form and leaves unknown ones as stored', () => {
    expect(english('会员签到，连续签到第3天')).toBe('Daily sign-in, day 3 in a row')
    expect(english('订单[O1,O2]支付金额[12.50]')).toBe('Payment of ¥12.50 for order O1,O2')
    expect(english('您的订单[O9]已被系统取消，原因：超时未支付自动取消。')).toBe(
      'Your order O9 was cancelled by the system. Reason: not paid in time.',
    )
    // A buyer's bank transfer cancelled when the money never came (its order log lines: log-lines.test.ts).
    expect(english('您的订单[O9]已被系统取消，原因：线下转账逾期未到账，自动取消。')).toBe(
      'Your order O9 was cancelled by the system. Reason: the bank transfer did not arrive in time.',
    )
    expect(english('订单发货通知')).toBe('Your order has shipped')
    expect(english('买家写的话')).toBe('买家写的话')
  })
})
