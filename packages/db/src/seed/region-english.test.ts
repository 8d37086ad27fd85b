import { describe, expect, it } from 'vitest'
import { regionEnglishName, romanise } from './region-english.ts'
import { loadRegions } from './regions.ts'

const rows = loadRegions()
const byId = new Map(rows.map((r) => [r.id, r]))

describe('region English names (decision 159)', () => {
  it('gives every seeded region an English name in Latin letters', () => {
    expect(rows.length).toBeGreaterThan(3000)
    for (const r of rows) expect(r.nameEn, `${r.id} ${r.name}`).toMatch(/^[A-Z][A-Za-zü' ,-]+$/)
  })

  it('names provinces, autonomous regions and SARs by their standard English names', () => {
    expect(byId.get('11')?.nameEn).toBe('Beijing')
    expect(byId.get('15')?.nameEn).toBe('Inner Mongolia')
    expect(byId.get('45')?.nameEn).toBe('Guangxi')
    expect(byId.get('61')?.nameEn).toBe('Shaanxi')
    expect(byId.get('14')?.nameEn).toBe('Shanxi')
    expect(byId.get('81')?.nameEn).toBe('Hong Kong SAR')
    expect(byId.get('82')?.nameEn).toBe('Macao SAR')
  })

  it('writes cities and districts in pinyin with their kind', () => {
    expect(byId.get('1101')?.nameEn).toBe('City districts')
    expect(byId.get('110101')?.nameEn).toBe('Dongcheng District')
    expect(byId.get('110108')?.nameEn).toBe('Haidian District')
    expect(byId.get('3301')?.nameEn).toBe('Hangzhou')
    expect(byId.get('310115')?.nameEn).toBe('Pudong New Area')
    expect(byId.get('4331')?.nameEn).toBe('Xiangxi Tujia and Miao Autonomous Prefecture')
    expect(byId.get('6101')?.nameEn).toBe("Xi'an")
    expect(byId.get('331102')?.nameEn).toBe('Liandu District')
  })

  it('reads suffixes only where they are one', () => {
    expect(regionEnglishName('清新区', 'district')).toBe('Qingxin District')
    expect(regionEnglishName('城区', 'district')).toBe('Chengqu District')
    expect(regionEnglishName('沙县', 'district')).toBe('Shaxian County')
    expect(regionEnglishName('土默特左旗', 'district')).toBe('Tumote Left Banner')
    expect(regionEnglishName('乐清市', 'district')).toBe('Yueqing')
    expect(romanise('吕梁')).toBe('Lüliang')
  })

  it('tells siblings apart', () => {
    const seen = new Set<string>()
    for (const r of rows) {
      const key = `${r.parentId}/${r.nameEn}`
      expect(seen.has(key), `${r.id} ${r.name} → ${r.nameEn}`).toBe(false)
      seen.add(key)
    }
  })
})
