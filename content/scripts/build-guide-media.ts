/**
 * Renders the guides' banner and industry images to optimised WebP under apps/web/public/guides/.
 * Run: npx tsx content/scripts/build-guide-media.ts
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { COUNTRIES } from '../guides/countries.ts'
import { renderPortMap } from '../guides/geo.ts'
import { bannerPath, industryImagePath } from '../guides/localise.ts'
import { INDUSTRY_THEMES } from '../guides/schema.ts'
import { BANNER_H, BANNER_W, flagPalette, INDUSTRY_ART, outlineBanner, portBanner } from './guide-art.ts'
import { flagSvg, loadWorld } from './world.ts'

const PUBLIC = path.resolve(import.meta.dirname, '../../apps/web/public')

async function write(svg: string, publicPath: string, width: number, quality: number) {
  const file = path.join(PUBLIC, publicPath)
  mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toFile(file)
}

const world = loadWorld()
for (const country of COUNTRIES) {
  const map = renderPortMap(world, country.isoNumeric, [], 800, 600)
  if (!map) throw new Error(`no outline for ${country.id}`)
  const palette = flagPalette(flagSvg(country.flag))
  await write(
    outlineBanner(map.country, map.width, map.height, palette),
    bannerPath(country.id, 0),
    BANNER_W,
    72,
  )
  await write(portBanner(palette), bannerPath(country.id, 1), BANNER_W, 72)
  console.log(`banners ${country.id} (${BANNER_W}×${BANNER_H})`)
}
for (const theme of INDUSTRY_THEMES) {
  await write(INDUSTRY_ART[theme](), industryImagePath(theme), 640, 78)
}
console.log(`industries ${INDUSTRY_THEMES.length}`)
