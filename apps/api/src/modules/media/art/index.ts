import { craftArt } from './craft.ts'
import { measureBounds } from './measure.ts'
import { objectArt } from './objects.ts'
import { healthArt, packagedArt } from './packaged.ts'
import type { Art, Variant } from './parts.ts'
import { composeGoodsSvg } from './scene.ts'
import { teaArt } from './tea.ts'
import { wearArt } from './wear.ts'

export type { Art, Variant } from './parts.ts'

/** Every product type the demo catalogue draws, by key (the first path segment of a goods picture). */
export const goodsArt: Record<string, Art> = {
  ...teaArt,
  ...craftArt,
  ...packagedArt,
  ...healthArt,
  ...objectArt,
  ...wearArt,
}

/** The SVG of one view of one product type in one variant, in look `look` (scene.ts). */
export async function goodsArtSvg(key: string, v: Variant, view: number, seed: number, look = 0) {
  const art = goodsArt[key]
  if (!art) throw new Error(`no drawing for ${key}`)
  return composeGoodsSvg(art, v, view, seed, await measureBounds(key, art, v, seed), look)
}
