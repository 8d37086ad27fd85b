import { describe, expect, it } from 'vitest'
import { goodsImageProps, pictureAt, responsivePictures } from './goods-image.ts'

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

describe('responsivePictures', () => {
  it('offers a description picture in its three widths and sizes a generated one', () => {
    const html =
      '<figure><img src="/media/goods/meiping/0-1.webp" alt="梅瓶 细节特写" loading="lazy"/></figure>' +
      '<p><img src="https://cdn.example.com/uploads/202611/k3x9q2ab.webp" alt="" width="1200" height="900"></p>'
    expect(responsivePictures(html, '640px')).toBe(
      '<figure><img srcset="/media/goods/meiping/0-1-200.webp 200w, /media/goods/meiping/0-1-400.webp 400w, /media/goods/meiping/0-1.webp 800w" sizes="640px" width="800" height="800" src="/media/goods/meiping/0-1.webp" alt="梅瓶 细节特写" loading="lazy"/></figure>' +
        '<p><img srcset="https://cdn.example.com/uploads/202611/k3x9q2ab-200.webp 200w, https://cdn.example.com/uploads/202611/k3x9q2ab-400.webp 400w, https://cdn.example.com/uploads/202611/k3x9q2ab-800.webp 800w" sizes="640px" src="https://cdn.example.com/uploads/202611/k3x9q2ab.webp" alt="" width="1200" height="900"></p>',
    )
  })

  it('leaves other pictures and those with a srcset as they are', () => {
    const html =
      '<img src="/brand/dayi.png" alt=""><img src="/media/goods/meiping/0-1.webp" srcset="x 1w" alt="">'
    expect(responsivePictures(html, '640px')).toBe(html)
  })
})
