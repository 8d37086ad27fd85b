/**
 * Draws every product type of the demo catalogue (modules/media/art) onto one contact sheet, to review
 * the drawings side by side after a change:
 *
 *   npx tsx apps/api/scripts/goods-contact-sheet.mts [out.png] [type-prefix,…] [views e.g. 0,1,2,3] [level]
 *
 * The goods pictures themselves are drawn by the API on first request and cached (decision 015).
 */
import sharp from 'sharp'
import { goodsArt, goodsArtSvg } from '../src/modules/media/art/index.ts'

const [out = 'goods-contact-sheet.png', only, viewList = '0', level = '0'] = process.argv.slice(2)
const prefixes = only ? only.split(',') : undefined
const views = viewList.split(',').map(Number)
const keys = Object.keys(goodsArt).filter((k) => !prefixes || prefixes.some((p) => k.startsWith(p)))
const tile = 240
const cols = views.length > 1 ? views.length * 2 : 8
const tiles: Buffer[] = []
for (const key of keys)
  for (const view of views) {
    const svg = await goodsArtSvg(key, { level: Number(level) }, view, 12345)
    tiles.push(await sharp(Buffer.from(svg)).resize(tile, tile).png().toBuffer())
  }
await sharp({
  create: {
    width: cols * tile,
    height: Math.ceil(tiles.length / cols) * tile,
    channels: 3,
    background: '#fff',
  },
})
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tile, top: Math.floor(i / cols) * tile })))
  .png()
  .toFile(out)
console.log(`${keys.length} product types → ${out}`)
