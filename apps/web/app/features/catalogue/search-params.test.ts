import { describe, expect, it } from 'vitest'
import { NO_PICKS, picksOf, picksQuery, priceTyped, searchQuery } from './search-params.ts'

describe('the filter sheet’s picks and the list URL', () => {
  it('reads what the URL filters on', () => {
    expect(
      picksOf(
        `?keyword=tea&categoryId=1001,10011&brandId=7@9&prop=${encodeURIComponent('产地_云南、福建@工艺_生茶')}&price=0_80`,
      ),
    ).toEqual({
      category: '1001,10011',
      brands: ['7', '9'],
      params: { 产地: ['云南', '福建'], 工艺: ['生茶'] },
      min: '',
      max: '80',
    })
  })

  it('writes the picks as the desktop selector does, from page 1, keeping the keyword and sort', () => {
    const query = picksQuery('?keyword=tea&sort=price&order=asc&pageNumber=3&brandId=1', {
      category: '1002',
      brands: ['4', '5'],
      params: { 产地: ['云南', '福建'], 工艺: [] },
      min: '200',
      max: '50',
    })
    const params = new URLSearchParams(query)
    expect(params.get('keyword')).toBe('tea')
    expect(params.get('sort')).toBe('price')
    expect(params.get('pageNumber')).toBeNull()
    expect(params.get('categoryId')).toBe('1002')
    expect(params.get('brandId')).toBe('4@5')
    expect(params.get('prop')).toBe('产地_云南、福建')
    // A reversed range is put the right way round.
    expect(params.get('price')).toBe('50_200')
  })

  it('clears every filter when nothing is picked', () => {
    expect(picksQuery('?categoryId=1001&brandId=3&prop=a_b&price=1_2&pageNumber=2', NO_PICKS)).toBe('?')
    expect(picksQuery('?keyword=tea', { ...NO_PICKS, min: '30' })).toBe('?keyword=tea&price=30')
  })
})

describe('a price field as typed', () => {
  it('takes nothing or yuan with at most two decimals, around spaces', () => {
    expect(['', ' ', '0', '99', ' 99.5 ', '12345678.99'].map(priceTyped)).toEqual(Array(6).fill(true))
    expect(['abc', '-5', '1.234', '1e3', '123456789', '9.'].map(priceTyped)).toEqual(Array(6).fill(false))
  })
})

describe('the search query of a list URL', () => {
  const query = (search: string) => searchQuery(new URL(`http://shop.test/goodsList${search}`))

  it('reads a price range typed reversed into the address the right way round', () => {
    expect(query('?keyword=tea&price=200_50').price).toBe('50_200')
    expect(query('?price=50_200').price).toBe('50_200')
    expect(query('?price=30').price).toBe('30')
  })
})
