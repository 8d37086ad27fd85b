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

export function flagSvg(flag: string): string {
  return readFileSync(require.resolve(`flag-icons/flags/4x3/${flag}.svg`), 'utf8')
}
