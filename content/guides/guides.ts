/**
 * Every country guide, keyed by country id. Data files are authored bilingually and validated by
 * guides.test.ts (schema, ports inside the country, downloads present) on every test run.
 */
import { findCountry } from './countries.ts'
import { type Guide, type GuideLang, localiseGuide } from './localise.ts'
import type { GuideSource } from './schema.ts'
import { ae } from './sources/ae.ts'
import { br } from './sources/br.ts'
import { cl } from './sources/cl.ts'
import { de } from './sources/de.ts'
import { eg } from './sources/eg.ts'
import { gr } from './sources/gr.ts'
import { hu } from './sources/hu.ts'
import { id } from './sources/id.ts'
import { ke } from './sources/ke.ts'
import { kz } from './sources/kz.ts'
import { my } from './sources/my.ts'
import { nz } from './sources/nz.ts'
import { ph } from './sources/ph.ts'
import { pk } from './sources/pk.ts'
import { ru } from './sources/ru.ts'
import { sa } from './sources/sa.ts'
import { sg } from './sources/sg.ts'
import { th } from './sources/th.ts'
import { vn } from './sources/vn.ts'
import { za } from './sources/za.ts'

export const GUIDE_SOURCES: readonly GuideSource[] = [
  vn,
  th,
  my,
  sg,
  id,
  ph,
  kz,
  pk,
  ae,
  sa,
  ru,
  de,
  hu,
  gr,
  eg,
  ke,
  za,
  br,
  cl,
  nz,
]

const BY_ID = new Map(GUIDE_SOURCES.map((source) => [source.id, source]))

/** The guide for a country id in one language, or undefined when there is no such guide. */
export function getGuide(countryId: string | null | undefined, lang: GuideLang): Guide | undefined {
  const country = findCountry(countryId)
  const source = country && BY_ID.get(country.id)
  return source ? localiseGuide(source, lang) : undefined
}
