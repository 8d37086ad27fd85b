/**
 * Every guide's port map and the guide index's world map, drawn ahead of time by draw-maps.ts
 * (`npx tsx content/scripts/draw-guide-maps.ts` writes maps.generated.json; a test fails when it is
 * stale). A node never parses the outlines: the 1:10m world a city state's map needs is, parsed,
 * over a million small arrays, and reading it into a busy server's heap killed the journeys' node.
 */
import type { PortMap, WorldIndexMap } from './geo.ts'
import drawn from './maps.generated.json'

/** A guide's map with its ports as points; their titles come from the guide in the page's language. */
export type DrawnPortMap = Omit<PortMap, 'ports'> & { ports: { x: number; y: number }[] }

export interface GuideMaps {
  /** By guide (country) id. */
  guides: Record<string, DrawnPortMap>
  index: WorldIndexMap
}

export const GUIDE_MAPS = drawn as GuideMaps
