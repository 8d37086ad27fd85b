import { countriesOf, countryName, guideMenuGroups } from '@silk/content/guides/countries'
import { getGuide } from '@silk/content/guides/guides'
import type { Guide } from '@silk/content/guides/localise'
import { type DrawnIndexMap, GUIDE_MAPS, type GuidePortMap } from '@silk/content/guides/maps'
import type { Lang } from '../../i18n/resources.ts'
import type { GuideGroup } from './GuideIndex.tsx'

/** A flag's public URL (a static SVG file; it was a data URI in the page and again in its loader data). */
function flagUrl(flag: string): string {
  const url = GUIDE_MAPS.flags[flag]
  if (!url) throw new Error(`no flag ${flag}: npx tsx content/scripts/draw-guide-maps.ts`)
  return url
}

export interface GuidePageData {
  guide: Guide
  flag: string
  map: GuidePortMap
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
    .map((c) => ({ id: c.id, name: countryName(c, guideLang), flag: flagUrl(c.flag) }))
  return { guide, flag: flagUrl(guide.flag), map, related }
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
      flag: flagUrl(c.flag),
    })),
  }))
}

/** The /slGuide index's world map: every guide country on the land. */
export function loadGuideIndexMap(): DrawnIndexMap {
  return GUIDE_MAPS.index
}
