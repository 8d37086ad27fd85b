import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { WorldTopology } from '../guides/geo.ts'

const require = createRequire(import.meta.url)

const worlds = new Map<string, WorldTopology>()
/**
 * Natural Earth countries (world-atlas), read once per scale: 1:50m for maps and banners, 1:10m for a
 * city state's outline (Singapore is a heptagon at 1:50m).
 */
export function loadWorld(scale: '50m' | '10m' = '50m'): WorldTopology {
  let world = worlds.get(scale)
  if (!world) {
    world = JSON.parse(
      readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8'),
    ) as WorldTopology
    worlds.set(scale, world)
  }
  return world
}

export function flagSvg(flag: string): string {
  return readFileSync(require.resolve(`flag-icons/flags/4x3/${flag}.svg`), 'utf8')
}
