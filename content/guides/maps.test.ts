import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { flagSvg, loadWorld } from '../scripts/world.ts'
import { drawGuideMaps } from './draw-maps.ts'
import { GUIDE_MAPS } from './maps.ts'

const PUBLIC = path.resolve(import.meta.dirname, '../../apps/web/public')
const drawn = drawGuideMaps(loadWorld(), () => loadWorld('10m'), flagSvg)

describe('guide maps (else: npx tsx content/scripts/draw-guide-maps.ts)', () => {
  it('are drawn from the current guides and outlines', () => {
    expect(GUIDE_MAPS).toEqual(drawn.maps)
  })

  it('have their images drawn and published under the URLs the pages use', () => {
    for (const [publicPath, content] of Object.entries(drawn.art)) {
      expect(readFileSync(path.join(PUBLIC, publicPath), 'utf8'), publicPath).toBe(content)
    }
    const urls = [
      ...Object.values(GUIDE_MAPS.guides).map((g) => g.art),
      GUIDE_MAPS.index.art,
      ...Object.values(GUIDE_MAPS.flags),
    ]
    expect(urls.map((url) => url.split('?')[0]).sort()).toEqual(Object.keys(drawn.art).sort())
    // Versioned by content: the same outline keeps its URL, another gets another.
    expect(new Set(urls.map((url) => url.split('?v=')[1])).size).toBe(urls.length)
  })

  it('have a map with every port for each guide', () => {
    const sg = GUIDE_MAPS.guides.sg
    expect(drawn.art['/guides/sg/map.svg']).toMatch(/<path id="country" d="M[^"]{100,}" fill="#e8f1fb"/)
    expect(sg?.ports.length).toBeGreaterThan(0)
    expect(Object.keys(GUIDE_MAPS.guides)).toHaveLength(GUIDE_MAPS.index.countries.length)
  })
})
