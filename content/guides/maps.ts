/**
 * Every guide's port map and the guide index's world map, drawn ahead of time by draw-maps.ts
 * (`npx tsx content/scripts/draw-guide-maps.ts` writes maps.generated.json and the maps' SVG files under
 * apps/web/public/guides/; a test fails when either is stale). A node never parses the outlines: the
 * 1:10m world a city state's map needs is, parsed, over a million small arrays, and reading it into a
 * busy server's heap killed the journeys' node. Nor does it hold the drawn outlines: pages show them as
 * static images (map-art.ts).
 */
import type { WorldIndexMap } from './geo.ts'
import drawn from './maps.generated.json'

/** A guide's map: its still part as an image (`art`, a versioned public URL) and its ports as points. */
export interface DrawnPortMap {
  width: number
  height: number
  art: string
  ports: { x: number; y: number }[]
}

/** A port map as a page shows it: the ports titled in the page's language. */
export type GuidePortMap = Omit<DrawnPortMap, 'ports'> & { ports: { title: string; x: number; y: number }[] }

/** The index's world map: the land as an image, the guide countries (links on the page) as paths. */
export interface DrawnIndexMap extends Pick<WorldIndexMap, 'width' | 'height' | 'countries'> {
  art: string
}

export interface GuideMaps {
  /** By guide (country) id. */
  guides: Record<string, DrawnPortMap>
  index: DrawnIndexMap
  /** The guide countries' flags (flag-icons), by flag code: versioned public URLs, like the maps. */
  flags: Record<string, string>
}

export const GUIDE_MAPS = drawn as GuideMaps
