import { describe, expect, it } from 'vitest'
import { loadWorld } from '../scripts/world.ts'
import { drawGuideMaps } from './draw-maps.ts'
import { GUIDE_MAPS } from './maps.ts'

describe('guide maps', () => {
  it('are drawn from the current guides and outlines (else: npx tsx content/scripts/draw-guide-maps.ts)', () => {
    expect(GUIDE_MAPS).toEqual(drawGuideMaps(loadWorld(), () => loadWorld('10m')))
  })

  it('have a map with every port for each guide', () => {
    const sg = GUIDE_MAPS.guides.sg
    expect(sg?.country.length).toBeGreaterThan(100)
    expect(sg?.ports.length).toBeGreaterThan(0)
    expect(Object.keys(GUIDE_MAPS.guides)).toHaveLength(GUIDE_MAPS.index.countries.length)
  })
})
