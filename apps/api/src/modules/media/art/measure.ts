import sharp from 'sharp'
import type { Art, Variant } from './parts.ts'
import { type Bounds, productOnlySvg } from './scene.ts'

const cache = new Map<string, Promise<Bounds>>()

/**
 * The frame of a product type: the union of its drawings at levels 0–2 (and the asked level), each found
 * by rendering it alone at 200 px and trimming the transparent margin. Every view frames the product
 * from what was drawn, and a bigger size or pack shows bigger in the same frame.
 */
export function measureBounds(key: string, art: Art, v: Variant, seed: number): Promise<Bounds> {
  const levels = [...new Set([0, 1, 2, v.level])]
  const id = `${key}:${levels.join(',')}:${v.label ? 'tag' : ''}`
  let hit = cache.get(id)
  if (!hit) {
    hit = Promise.all(levels.map((level) => measure(art, { ...v, level }, seed))).then((all) => [
      Math.min(...all.map((b) => b[0])),
      Math.min(...all.map((b) => b[1])),
      Math.max(...all.map((b) => b[2])),
      Math.max(...all.map((b) => b[3])),
    ])
    cache.set(id, hit)
  }
  return hit
}

async function measure(art: Art, v: Variant, seed: number): Promise<Bounds> {
  const scale = 4
  const small = await sharp(Buffer.from(productOnlySvg(art, v, seed)))
    .resize(200, 200)
    .png()
    .toBuffer()
  const { info } = await sharp(small).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true })
  const left = -(info.trimOffsetLeft ?? 0) * scale
  const top = -(info.trimOffsetTop ?? 0) * scale
  return [left, top, left + info.width * scale, top + info.height * scale]
}
