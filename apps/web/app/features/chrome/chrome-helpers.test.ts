import { describe, expect, it } from 'vitest'
import { categoryHref } from '../../lib/category-cache.ts'
import { SCROLL_INTO_VIEW_RATIO, visibleRatio } from '../home/core-services.ts'
import { searchHref } from './SearchBox.tsx'

describe('searchHref', () => {
  it('goes to the goods list with the trimmed keyword', () => {
    expect(searchHref('  丝绸 ')).toBe('/goodsList?keyword=%E4%B8%9D%E7%BB%B8')
  })
  it('adds the store when the search is restricted to one', () => {
    expect(searchHref('tea', '1001')).toBe('/goodsList?keyword=tea&storeId=1001')
  })
})

describe('categoryHref', () => {
  it('joins up to three levels with commas', () => {
    expect(categoryHref('1', '2', '3', '4')).toBe('/goodsList?categoryId=1,2,3')
  })
})

describe('visibleRatio (core services scroll rule)', () => {
  it('is the visible share of the box', () => {
    expect(visibleRatio({ top: 600, bottom: 1000, height: 400 }, 800)).toBe(0.5)
    expect(visibleRatio({ top: -100, bottom: 300, height: 400 }, 800)).toBe(0.75)
    expect(visibleRatio({ top: 900, bottom: 1300, height: 400 }, 800)).toBe(0)
  })
  it('scrolls from 20 % on', () => {
    expect(visibleRatio({ top: 720, bottom: 1120, height: 400 }, 800)).toBeGreaterThanOrEqual(
      SCROLL_INTO_VIEW_RATIO,
    )
    expect(visibleRatio({ top: 730, bottom: 1130, height: 400 }, 800)).toBeLessThan(SCROLL_INTO_VIEW_RATIO)
  })
})
