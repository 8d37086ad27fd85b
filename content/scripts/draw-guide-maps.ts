/**
 * Draws every guide's map and the guide index's world map: their points and links into
 * content/guides/maps.generated.json, their still parts and the countries' flags as SVG files under
 * apps/web/public/guides/.
 * Run after changing a guide's ports, a country, geo.ts or map-art.ts: npx tsx content/scripts/draw-guide-maps.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { drawGuideMaps } from '../guides/draw-maps.ts'
import { flagSvg, loadWorld } from './world.ts'

const { maps, art } = drawGuideMaps(loadWorld(), () => loadWorld('10m'), flagSvg)
const file = path.resolve(import.meta.dirname, '../guides/maps.generated.json')
writeFileSync(file, `${JSON.stringify(maps)}\n`)
console.log(`wrote ${path.relative(process.cwd(), file)}`)
const publicDir = path.resolve(import.meta.dirname, '../../apps/web/public')
for (const [publicPath, content] of Object.entries(art)) {
  const target = path.join(publicDir, publicPath)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, content)
}
console.log(`wrote ${Object.keys(art).length} maps and flags under apps/web/public/guides/`)
