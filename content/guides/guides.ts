/**
 * Every country guide, keyed by country id. Data files are authored bilingually and validated by
 * guides.test.ts (schema, ports inside the country, downloads present) on every test run.
 */
import { findCountry } from './countries.ts'
import { vn } from './sources/vn.ts'
import { type Guide, type GuideLang, localiseGuide } from './localise.ts'
import type { GuideSource } from './schema.ts'

export const GUIDE_SOURCES: readonly GuideSource[] = [vn]

const BY_ID = new Map(GUIDE_SOURCES.map((source) => [source.id, source]))

/** The guide for a country id in one language, or undefined when there is no such guide. */
export function getGuide(countryId: string | null | undefined, lang: GuideLang): Guide | undefined {
  const country = findCountry(countryId)
  const source = country && BY_ID.get(country.id)
  return source ? localiseGuide(source, lang) : undefined
}
