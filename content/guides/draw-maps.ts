import { COUNTRIES } from './countries.ts'
import { needsDetail, renderPortMap, renderWorldIndexMap, type WorldTopology } from './geo.ts'
import { getGuide } from './guides.ts'
import { artUrl, portMapArt, worldLandArt } from './map-art.ts'
import type { DrawnPortMap, GuideMaps } from './maps.ts'

export interface DrawnGuideMaps {
  maps: GuideMaps
  /** The maps' still parts and the flags, by their path under apps/web/public. */
  art: Record<string, string>
}

/**
 * Draws the maps from the 1:50m outlines, and the 1:10m ones for a city state, and publishes each guide
 * country's flag (`flagSvg`: the flag-icons file) beside them.
 */
export function drawGuideMaps(
  world: WorldTopology,
  detailed: () => WorldTopology,
  flagSvg: (flag: string) => string,
): DrawnGuideMaps {
  const art: Record<string, string> = {}
  const place = (publicPath: string, content: string) => {
    art[publicPath] = content
    return artUrl(publicPath, content)
  }
  const guides: Record<string, DrawnPortMap> = {}
  for (const country of COUNTRIES) {
    const guide = getGuide(country.id, 'zh')
    if (!guide) continue
    const iso = country.isoNumeric
    const map = renderPortMap(needsDetail(world, iso) ? detailed() : world, iso, guide.ports, 800, 600)
    if (!map) throw new Error(`no map outline for ${country.id}`)
    guides[country.id] = {
      width: map.width,
      height: map.height,
      art: place(`/guides/${country.id}/map.svg`, portMapArt(map)),
      ports: map.ports.map(({ x, y }) => ({ x, y })),
    }
  }
  const worldMap = renderWorldIndexMap(
    world,
    COUNTRIES.map((c) => ({ id: c.id, isoNumeric: c.isoNumeric })),
  )
  const index = {
    width: worldMap.width,
    height: worldMap.height,
    art: place('/guides/world-map.svg', worldLandArt(worldMap)),
    countries: worldMap.countries,
  }
  const flags = Object.fromEntries(
    COUNTRIES.map((c) => [c.flag, place(`/guides/flags/${c.flag}.svg`, flagSvg(c.flag))]),
  )
  return { maps: { guides, index, flags }, art }
}
