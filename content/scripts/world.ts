import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { WorldTopology } from '../guides/geo.ts'

const require = createRequire(import.meta.url)

/** Natural Earth 1:50m countries (world-atlas), read once. */
let world: WorldTopology | undefined
export function loadWorld(): WorldTopology {
  world ??= JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as WorldTopology
  return world
}

let world10m: WorldTopology | undefined
/** Natural Earth 1:10m countries: a city state's outline (Singapore is a heptagon at 1:50m). */
export function loadWorld10m(): WorldTopology {
  world10m ??= JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as WorldTopology
  return world10m
}

export function flagSvg(flag: string): string {
  return readFileSync(require.resolve(`flag-icons/flags/4x3/${flag}.svg`), 'utf8')
}
