import { describe, expect, it } from 'vitest'
import { goodsImageProps, pictureAt } from './goods-image.ts'

describe('goodsImageProps', () => {
  it('offers the three widths of a generated picture, on the site or on the media origin', () => {
    for (const origin of ['', 'https://cdn.example.com', 'http://localhost:10000']) {
      expect(goodsImageProps(`${origin}/media/goods/puer-cake/4000001-0.webp`)).toEqual({
        src: `${origin}/media/goods/puer-cake/4000001-0-400.webp`,
        srcSet: `${origin}/media/goods/puer-cake/4000001-0-200.webp 200w, ${origin}/media/goods/puer-cake/4000001-0-400.webp 400w, ${origin}/media/goods/puer-cake/4000001-0.webp 800w`,
      })
    }
  })

  it('offers three sizes of an uploaded picture (the original is up to 1600 px)', () => {
    for (const origin of ['', 'https://cdn.example.com']) {
      const base = `${origin}/uploads/202611/k3x9q2ab`
      expect(goodsImageProps(`${base}.webp`, 200)).toEqual({
        src: `${base}-200.webp`,
        srcSet: `${base}-200.webp 200w, ${base}-400.webp 400w, ${base}-800.webp 800w`,
      })
      expect(pictureAt(`${base}-400.webp`, 200)).toBe(`${base}-200.webp`)
    }
  })

  it('passes other pictures through', () => {
    for (const url of [
      'https://cdn.example.com/uploads/a.webp',
      '/brand/dayi.png',
      '/uploads/202611/abc.png',
    ]) {
      expect(goodsImageProps(url)).toEqual({ src: url })
      expect(pictureAt(url, 200)).toBe(url)
    }
  })
})
