import { buildCategories, generateGoods } from '@silk/db/seed/catalogue/generate'
import { products } from '@silk/db/seed/catalogue/products'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parseSeed } from '../render-goods-image.ts'
import { goodsArt, goodsArtSvg } from './index.ts'
import { productOnlySvg } from './scene.ts'

const { goodsRows, skuRows } = generateGoods({ goodsPerLeaf: 12, withEvaluations: true })
const { leaves } = buildCategories()

/** `/media/goods/<art>/<seed>-<view>.webp` → its parts. */
function picture(url: string) {
  const m = /^\/media\/goods\/([a-z0-9-]+)\/([0-9a-z]+)-([0-3])\.webp$/.exec(url)
  if (!m) throw new Error(`not a generated goods picture: ${url}`)
  const parsed = parseSeed(m[2] as string)
  if (!parsed) throw new Error(`bad seed in ${url}`)
  return { art: m[1] as string, view: Number(m[3]), variant: parsed.variant, look: parsed.look }
}

/** A picture as the route draws it, shrunk to 24 × 24 RGB: enough to tell two pictures apart. */
async function thumbnail(url: string) {
  const { art, view, variant, look } = picture(url)
  const svg = await goodsArtSvg(art, variant, view, 1, look)
  return sharp(Buffer.from(svg)).resize(24, 24).removeAlpha().raw().toBuffer()
}

/** Mean difference of two thumbnails per channel, 0–255. */
const difference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length

const baseName = (goodsName: string) =>
  Object.keys(products).find((name) => goodsName.split(' ').includes(name)) ?? ''

describe('demo goods pictures', () => {
  it('has a drawing for every product name of the catalogue, and no two product types share one', () => {
    for (const leaf of leaves)
      for (const name of leaf.def.names) expect(goodsArt[products[name]?.art ?? '']).toBeDefined()
    const leafOfArt = new Map<string, Set<string>>()
    for (const leaf of leaves)
      for (const name of leaf.def.names) {
        const art = products[name]?.art ?? ''
        leafOfArt.set(art, new Set([...(leafOfArt.get(art) ?? []), leaf.id]))
      }
    // A drawing belongs to one kind of product, never to a whole category or to several.
    for (const [art, ids] of leafOfArt) expect([art, ids.size]).toEqual([art, 1])
    expect(leafOfArt.size).toBeGreaterThanOrEqual(150)
    const drawings = new Set(
      Object.keys(goodsArt).map((key) => productOnlySvg(goodsArt[key] as never, { level: 0 }, 1)),
    )
    expect(drawings.size).toBe(Object.keys(goodsArt).length)
  })

  it('shows every goods in four views of its own product type', () => {
    for (const g of goodsRows) {
      const name = baseName(g.goodsName)
      const images = (g.images as string[]).map(picture)
      expect(
        images.map((i) => i.art),
        g.goodsName,
      ).toEqual(Array(4).fill(products[name]?.art))
      expect(images.map((i) => i.view)).toEqual([0, 1, 2, 3])
    }
  })

  it('shows a page of 20 tea results in different pictures, whatever the order', async () => {
    const teas = goodsRows.filter((g) => g.goodsName.includes('茶'))
    expect(teas.length).toBeGreaterThan(60)
    const orders = [
      [...teas],
      [...teas].sort((a, b) => (b.buyCount ?? 0) - (a.buyCount ?? 0)),
      [...teas].sort((a, b) => (b.createTime?.getTime() ?? 0) - (a.createTime?.getTime() ?? 0)),
    ]
    const thumbs = new Map<string, Buffer>()
    for (const order of orders) {
      const page = order.slice(0, 20).map((g) => (g.images as string[])[0] as string)
      for (const url of page) if (!thumbs.has(url)) thumbs.set(url, await thumbnail(url))
      let alike = 0
      for (let i = 0; i < page.length; i++)
        for (let j = i + 1; j < page.length; j++)
          if (
            difference(thumbs.get(page[i] as string) as Buffer, thumbs.get(page[j] as string) as Buffer) < 1.5
          )
            alike++
      // "Rarely the same picture twice": at most one pair of a page looks alike.
      expect(alike, page.join(' ')).toBeLessThanOrEqual(1)
    }
  }, 60_000)

  it('draws the SKUs of one goods differently (colour, size or pack)', () => {
    const byGoods = new Map<string, string[]>()
    for (const s of skuRows)
      byGoods.set(s.goodsId, [...(byGoods.get(s.goodsId) ?? []), (s.images as string[])[0] ?? ''])
    let compared = 0
    for (const [goodsId, urls] of byGoods) {
      if (urls.length < 2) continue
      const svgs = urls.map((url) => {
        const { art, variant } = picture(url)
        return productOnlySvg(goodsArt[art] as never, variant, 1)
      })
      expect(new Set(svgs).size, `goods ${goodsId}`).toBe(urls.length)
      compared++
    }
    expect(compared).toBeGreaterThan(300)
  })

  it('illustrates the description with the close-up, the size chart and the product in use, never the main picture', () => {
    for (const g of goodsRows) {
      const inIntro = [...(g.intro ?? '').matchAll(/<img src="([^"]+)"/g)].map(
        (m) => picture(m[1] as string).view,
      )
      expect(inIntro).toEqual([1, 3, 2])
    }
  })
})

describe('demo catalogue', () => {
  it('names one brand and one origin per goods, both the product’s own', () => {
    for (const g of goodsRows) {
      const product = products[baseName(g.goodsName)]
      expect(product, g.goodsName).toBeDefined()
      const origin = g.params?.[0]?.items.find((i) => i.paramName === '产地')?.paramValue
      expect([g.goodsName, origin]).toEqual([g.goodsName, product?.origin])
      const otherBrands = new Set(Object.values(products).map((p) => p.brand))
      otherBrands.delete(product?.brand ?? '')
      for (const brand of otherBrands) expect(g.goodsName.split(' ')).not.toContain(brand)
    }
  })

  it('sells a plausible number against its reviews, split exactly over its SKUs', () => {
    const skuSales = new Map<string, number>()
    for (const s of skuRows) skuSales.set(s.goodsId, (skuSales.get(s.goodsId) ?? 0) + (s.buyCount ?? 0))
    for (const g of goodsRows) {
      expect(g.buyCount ?? 0).toBeLessThanOrEqual((g.commentNum ?? 0) * 25 + 12)
      expect(g.buyCount ?? 0).toBeGreaterThanOrEqual((g.commentNum ?? 0) * 6)
      expect(skuSales.get(g.id as string)).toBe(g.buyCount)
    }
  })
})
