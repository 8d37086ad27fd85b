import { COUNTRIES } from './countries.ts'
import { needsDetail, renderPortMap, renderWorldIndexMap, type WorldTopology } from './geo.ts'
import { getGuide } from './guides.ts'
import type { DrawnPortMap, GuideMaps } from './maps.ts'

/** Draws the maps from the 1:50m outlines, and the 1:10m ones for a city state. */
export function drawGuideMaps(world: WorldTopology, detailed: () => WorldTopology): GuideMaps {
  const guides: Record<string, DrawnPortMap> = {}
  for (const country of COUNTRIES) {
    const guide = getGuide(country.id, 'zh')
    if (!guide) continue
    const iso = country.isoNumeric
    const map = renderPortMap(needsDetail(world, iso) ? detailed() : world, iso, guide.ports, 800, 600)
    if (!map) throw new Error(`no map outline for ${country.id}`)
    guides[country.id] = { ...map, ports: map.ports.map(({ x, y }) => ({ x, y })) }
  }
  const index = renderWorldIndexMap(
    world,
    COUNTRIES.map((c) => ({ id: c.id, isoNumeric: c.isoNumeric })),
  )
  return { guides, index }
}
