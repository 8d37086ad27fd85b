import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadWorld } from '../scripts/world.ts'
import { COUNTRIES } from './countries.ts'
import { countryFeature, renderPortMap, withinCountryBounds } from './geo.ts'
import { GUIDE_SOURCES, getGuide } from './guides.ts'
import { formatArea, formatGdp, formatPopulation, localiseGuide } from './localise.ts'
import { GuideSourceSchema } from './schema.ts'

const PUBLIC = path.resolve(import.meta.dirname, '../../apps/web/public')
const world = loadWorld()

/** Every string leaf of a value: used to prove no text is missing or left as a placeholder. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('country guides', () => {
  it('has one guide per registered country', () => {
    expect(GUIDE_SOURCES.map((g) => g.id).sort()).toEqual(COUNTRIES.map((c) => c.id).sort())
  })

  describe.each(GUIDE_SOURCES.map((source) => [source.id, source] as const))('%s', (id, source) => {
    const country = COUNTRIES.find((c) => c.id === id)!

    it('matches the schema with every text in Chinese and English', () => {
      const parsed = GuideSourceSchema.safeParse(source)
      expect(parsed.success, parsed.error?.message).toBe(true)
      for (const lang of ['zh', 'en'] as const) {
        const guide = localiseGuide(source, lang)
        for (const text of strings(guide)) expect(text.trim(), `${id}/${lang}`).not.toBe('')
        expect(strings(guide).join(' ')).not.toMatch(/\bTODO\b|\bTBD\b|lorem ipsum|\bundefined\b|\bNaN\b/)
      }
      // Chinese texts are written in Chinese, English ones are not.
      expect(source.introduction.every((p) => /[\u4e00-\u9fff]/.test(p.zh))).toBe(true)
      expect(source.introduction.some((p) => /[\u4e00-\u9fff]/.test(p.en))).toBe(false)
    })

    it('places every port inside the country', () => {
      const shape = countryFeature(world, country.isoNumeric)
      expect(shape).toBeDefined()
      for (const port of source.ports) {
        expect(
          withinCountryBounds(shape!, port.position),
          `${port.title.en} ${JSON.stringify(port.position)}`,
        ).toBe(true)
      }
      const map = renderPortMap(world, country.isoNumeric, localiseGuide(source, 'zh').ports)!
      expect(map.country.length).toBeGreaterThan(50)
      // Nothing is drawn beyond the frame (its margin aside): far coasts only weigh on the page.
      for (const d of [map.country, ...map.neighbours]) {
        for (const [x, y] of pathPoints(d)) {
          expect(x).toBeGreaterThanOrEqual(-8)
          expect(x).toBeLessThanOrEqual(map.width + 8)
          expect(y).toBeGreaterThanOrEqual(-8)
          expect(y).toBeLessThanOrEqual(map.height + 8)
        }
      }
      for (const port of map.ports) {
        // Inside the frame with room for the marker.
        expect(port.x).toBeGreaterThanOrEqual(40)
        expect(port.x).toBeLessThanOrEqual(map.width - 40)
        expect(port.y).toBeGreaterThanOrEqual(40)
        expect(port.y).toBeLessThanOrEqual(map.height - 40)
      }
    })

    it('ships its images and downloads as real files of the right type', () => {
      const guide = localiseGuide(source, 'zh')
      const images = [...guide.banners.map((b) => b.src), ...guide.industries.map((i) => i.image)]
      for (const src of images) {
        const bytes = readFileSync(path.join(PUBLIC, src))
        expect(bytes.subarray(0, 4).toString('latin1'), src).toBe('RIFF')
        expect(bytes.subarray(8, 12).toString('latin1'), src).toBe('WEBP')
      }
      for (const bag of guide.downloads) {
        const file = path.join(PUBLIC, bag.path)
        expect(existsSync(file), bag.path).toBe(true)
        const bytes = readFileSync(file)
        if (bag.type === 'application/pdf') {
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
          expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
        } else {
          expect(bag.type).toBe('text/csv')
          const text = bytes.toString('utf8')
          expect(text.startsWith('\uFEFF字段 Field,中文,English')).toBe(true)
          expect(text).toContain(source.facts.capital.zh)
        }
      }
    })
  })

  it('returns undefined for unknown or missing countries', () => {
    expect(getGuide('xx', 'zh')).toBeUndefined()
    expect(getGuide(undefined, 'en')).toBeUndefined()
    expect(getGuide('VN', 'en')?.name).toBe('Vietnam')
  })

  it('formats figures for each language', () => {
    expect(formatPopulation(100_300_000, 'zh')).toBe('约 1.003 亿')
    expect(formatPopulation(5_920_000, 'zh')).toBe('约 592 万')
    expect(formatPopulation(100_300_000, 'en')).toBe('about 100.3 million')
    expect(formatGdp(429.7, 'zh')).toBe('约 4,297 亿美元')
    expect(formatGdp(4525.7, 'en')).toBe('about US$4.53 trillion')
    expect(formatArea(331_212, 'zh')).toBe('约 33.1 万平方公里')
    expect(formatArea(735, 'en')).toBe('about 735 km²')
  })
})

/** The absolute points of a path written as `M x,y` then relative `l dx,dy` steps (CompactPath). */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = []
  let x = 0
  let y = 0
  for (const [, command, args] of d.matchAll(/([Mlz])([^Mlz]*)/g)) {
    if (command === 'z') continue
    const [a, b] = (args ?? '').split(',').map(Number) as [number, number]
    x = command === 'M' ? a : x + a
    y = command === 'M' ? b : y + b
    points.push([x, y])
  }
  return points
}
