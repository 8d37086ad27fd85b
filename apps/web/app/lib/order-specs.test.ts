import { describe, expect, it } from 'vitest'
import { specText } from './order-specs.ts'

describe('specText', () => {
  it('reads the values of the stored specs, leaving the pictures out', () => {
    expect(specText('{"颜色":"青花","尺寸":"L","images":["/a.webp"]}')).toBe('青花 / L')
    expect(specText('{"规格":"500g礼盒"}', ' ')).toBe('500g礼盒')
    expect(specText('{"颜色":"","尺寸":"M"}')).toBe('M')
  })

  it('shows plain words as they are and nothing for nothing', () => {
    expect(specText('默认')).toBe('默认')
    expect(specText('["a"]')).toBe('["a"]')
    expect(specText('')).toBe('')
    expect(specText(null)).toBe('')
  })
})
