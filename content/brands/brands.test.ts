import { describe, expect, it } from 'vitest'
import { BRAND_BASES } from './base.ts'
import { BRANDS_EN } from './en.ts'
import { findBrand, listBrands } from './index.ts'
import { BrandBase, BrandText } from './schema.ts'
import { BRANDS_ZH } from './zh.ts'

const ids = BRAND_BASES.map((b) => b.id)

describe('partner brands', () => {
  it('has about sixteen valid brands with unique ids, both directions and every industry', () => {
    for (const base of BRAND_BASES) expect(BrandBase.safeParse(base).success, base.id).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(16)
    expect(new Set(BRAND_BASES.map((b) => b.direction))).toEqual(new Set(['outbound', 'inbound']))
    expect(new Set(BRAND_BASES.map((b) => b.industry)).size).toBe(BrandBase.shape.industry.options.length)
  })

  it('has chinese brands going out and overseas brands coming in', () => {
    for (const b of BRAND_BASES) {
      if (b.direction === 'outbound') expect(b.origin, b.id).toBe('CN')
      else expect(b.origin, b.id).not.toBe('CN')
    }
  })

  it.each([
    ['zh', BRANDS_ZH],
    ['en', BRANDS_EN],
  ] as const)('%s texts cover exactly the brands and validate', (_lang, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...ids].sort())
    for (const id of ids) {
      const parsed = BrandText.safeParse(texts[id])
      expect(parsed.success ? [] : parsed.error.issues, id).toEqual([])
    }
  })

  it('keeps zh and en in step: same list sizes and milestone years', () => {
    for (const id of ids) {
      const zh = BRANDS_ZH[id]
      const en = BRANDS_EN[id]
      expect(
        en.milestones.map((m) => m.year),
        id,
      ).toEqual(zh.milestones.map((m) => m.year))
      expect(en.products.length, id).toBe(zh.products.length)
      expect(en.story.length, id).toBe(zh.story.length)
      expect(en.markets.length, id).toBe(zh.markets.length)
      expect(en.services.length, id).toBe(zh.services.length)
    }
  })

  it('dates milestones in order, from the founding year to this year', () => {
    for (const base of BRAND_BASES) {
      const years = BRANDS_ZH[base.id].milestones.map((m) => m.year)
      expect(years[0], base.id).toBe(base.founded)
      expect(
        [...years].sort((a, b) => a - b),
        base.id,
      ).toEqual(years)
      expect(Math.max(...years), base.id).toBeLessThanOrEqual(2026)
    }
  })

  it('finds a brand by id in one language and nothing for an unknown id', () => {
    expect(findBrand('en', 'lanan-tea')?.name).toBe('Lan’an Tea')
    expect(findBrand('zh-CN', 'lanan-tea')?.name).toBe('澜岸茶业')
    expect(findBrand('zh-CN', 'no-such-brand')).toBeNull()
    expect(listBrands('zh-CN').map((b) => b.id)).toEqual(ids)
  })
})
