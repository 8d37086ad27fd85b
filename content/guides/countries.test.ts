import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CONTINENT_IDS, CONTINENTS } from './continents.ts'
import {
  COUNTER_VALUES,
  COUNTRIES,
  findCountry,
  guideHref,
  guideMenuGroups,
  PAVILION_COUNTRIES,
} from './countries.ts'

const CountrySchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2}$/),
  nameZh: z.string().min(1),
  nameEn: z.string().min(1),
  continent: z.enum(CONTINENT_IDS),
  flag: z.string().regex(/^[a-z]{2}$/),
  isoNumeric: z.string().regex(/^\d{3}$/),
  counter: z.enum(COUNTER_VALUES).optional(),
  inPavilion: z.boolean(),
})

describe('country registry', () => {
  it('lists about 20 valid countries with unique ids', () => {
    expect(COUNTRIES).toHaveLength(20)
    for (const country of COUNTRIES) expect(CountrySchema.parse(country)).toEqual(country)
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length)
    expect(new Set(COUNTRIES.map((c) => c.isoNumeric)).size).toBe(COUNTRIES.length)
  })

  it('has exactly 13 pavilion slides for the home carousel', () => {
    expect(PAVILION_COUNTRIES).toHaveLength(13)
  })

  it('shows the three counters of the spec once each', () => {
    const counters = COUNTRIES.flatMap((c) => (c.counter ? [c.counter] : [])).sort()
    expect(counters).toEqual(['14', '30', '99+'])
  })

  it('groups every country under a continent in menu order', () => {
    const groups = guideMenuGroups()
    expect(groups.map((g) => g.continent.id)).toEqual(CONTINENTS.map((c) => c.id))
    expect(groups.flatMap((g) => g.countries)).toHaveLength(COUNTRIES.length)
  })

  it('finds countries case-insensitively and rejects unknown ids', () => {
    expect(findCountry('VN')?.nameZh).toBe('越南')
    expect(findCountry('xx')).toBeUndefined()
    expect(findCountry('')).toBeUndefined()
    expect(findCountry(null)).toBeUndefined()
    expect(guideHref('vn')).toBe('/slGuide?countryId=vn')
  })
})
