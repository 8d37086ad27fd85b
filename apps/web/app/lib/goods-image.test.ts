import { describe, expect, it } from 'vitest'
import { goodsImageProps } from './goods-image.ts'

describe('goodsImageProps', () => {
  it('offers the three widths of a generated picture, on the site or on the media origin', () => {
    for (const origin of ['', 'https://cdn.example.com', 'http://localhost:10000']) {
      expect(goodsImageProps(`${origin}/media/goods/puer-cake/4000001-0.webp`)).toEqual({
        src: `${origin}/media/goods/puer-cake/4000001-0-400.webp`,
        srcSet: `${origin}/media/goods/puer-cake/4000001-0-200.webp 200w, ${origin}/media/goods/puer-cake/4000001-0-400.webp 400w, ${origin}/media/goods/puer-cake/4000001-0.webp 800w`,
      })
    }
  })

  it('passes other pictures through', () => {
    expect(goodsImageProps('https://cdn.example.com/uploads/a.webp')).toEqual({
      src: 'https://cdn.example.com/uploads/a.webp',
    })
  })
})
