import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path.ts'

const back = (query: string) => returnPath(new URLSearchParams(query))

describe('returnPath', () => {
  it('returns to a path of this site with its query', () => {
    expect(back('rePath=%2FgoodsDetail&query=skuId%3D1%26goodsId%3D2')).toBe('/goodsDetail?skuId=1&goodsId=2')
    expect(back('rePath=/home&query={"tab":"all"}')).toBe('/home?tab=all')
    expect(back('rePath=/cart')).toBe('/cart')
  })

  it('never leaves the site', () => {
    for (const rePath of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '',
      '/login?rePath=/x',
    ]) {
      expect(back(new URLSearchParams({ rePath }).toString())).toBe('/')
    }
  })

  it('does not let the query turn the path into another host', () => {
    expect(back(new URLSearchParams({ rePath: '/a', query: 'x=1\\@evil' }).toString())).toBe('/')
    expect(back(new URLSearchParams({ rePath: '/a', query: 'x=1#frag' }).toString())).toBe('/a?x=1#frag')
  })
})
