import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { countriesOf, countryName, guideMenuGroups } from '@silk/content/guides/countries'
import type { PortMap, WorldIndexMap } from '@silk/content/guides/geo'
import { getGuide } from '@silk/content/guides/guides'
import type { Guide } from '@silk/content/guides/localise'
import { GUIDE_MAPS } from '@silk/content/guides/maps'
import type { Lang } from '../../i18n/resources.ts'
import type { GuideGroup } from './GuideIndex.tsx'

const require = createRequire(import.meta.url)

const flags = new Map<string, string>()
/** The flag-icons SVG as a data URI: a single small image, no extra request or asset copying. */
function flagDataUri(flag: string): string {
  let uri = flags.get(flag)
  if (!uri) {
    const svg = readFileSync(require.resolve(`flag-icons/flags/4x3/${flag}.svg`))
    uri = `data:image/svg+xml;base64,${svg.toString('base64')}`
    flags.set(flag, uri)
  }
  return uri
}

export interface GuidePageData {
  guide: Guide
  flag: string
  map: PortMap
  /** Other guides of the same continent, for the "more guides" strip. */
  related: { id: string; name: string; flag: string }[]
}

export function loadGuidePage(countryId: string | null, lang: Lang): GuidePageData | undefined {
  const guideLang = lang === 'en' ? 'en' : 'zh'
  const guide = getGuide(countryId, guideLang)
  if (!guide) return undefined
  const drawn = GUIDE_MAPS.guides[guide.id]
  if (!drawn) throw new Error(`no map for ${guide.id}`)
  const map = {
    ...drawn,
    ports: drawn.ports.map((point, i) => ({ ...point, title: guide.ports[i]?.title ?? '' })),
  }
  const related = countriesOf(guide.country.continent)
    .filter((c) => c.id !== guide.id)
    .map((c) => ({ id: c.id, name: countryName(c, guideLang), flag: flagDataUri(c.flag) }))
  return { guide, flag: flagDataUri(guide.flag), map, related }
}

/** All guides by continent, names in the page language. */
export function loadGuideGroups(lang: Lang): GuideGroup[] {
  const en = lang === 'en'
  return guideMenuGroups().map((group) => ({
    id: group.continent.id,
    name: en ? group.continent.nameEn : group.continent.nameZh,
    countries: group.countries.map((c) => ({
      id: c.id,
      name: en ? c.nameEn : c.nameZh,
      flag: flagDataUri(c.flag),
    })),
  }))
}

/** The /slGuide index's world map: every guide country on the land. */
export function loadGuideIndexMap(): WorldIndexMap {
  return GUIDE_MAPS.index
}
