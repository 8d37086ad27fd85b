import { describe, expect, it } from 'vitest'
import { activeNavIndex, NAV_ENTRIES } from './nav.ts'

describe('header navigation', () => {
  it('keeps the spec order', () => {
    expect(NAV_ENTRIES.map((e) => e.key)).toEqual([
      'home',
      'bglobal',
      'guide',
      'brand',
      'depot',
      'shop',
      'protect',
      'service',
    ])
  })
  it('highlights per the spec rules', () => {
    expect(activeNavIndex('/')).toBe(0)
    for (const p of ['/Nsystem', '/Bglobal', '/Promotion']) expect(activeNavIndex(p)).toBe(1)
    expect(activeNavIndex('/Service')).toBe(7)
    expect(activeNavIndex('/slGuide')).toBe(2)
    expect(activeNavIndex('/slBrand/build')).toBe(3)
    expect(activeNavIndex('/goodsList')).toBe(5)
    expect(activeNavIndex('/protect')).toBe(6)
    expect(activeNavIndex('/login')).toBe(-1)
  })
})
