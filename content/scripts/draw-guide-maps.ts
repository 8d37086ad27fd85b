/**
 * Draws every guide's map and the guide index's world map into content/guides/maps.generated.json.
 * Run after changing a guide's ports, a country or geo.ts: npx tsx content/scripts/draw-guide-maps.ts
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { drawGuideMaps } from '../guides/draw-maps.ts'
import { loadWorld } from './world.ts'

const file = path.resolve(import.meta.dirname, '../guides/maps.generated.json')
writeFileSync(file, `${JSON.stringify(drawGuideMaps(loadWorld(), () => loadWorld('10m')))}\n`)
console.log(`wrote ${path.relative(process.cwd(), file)}`)
