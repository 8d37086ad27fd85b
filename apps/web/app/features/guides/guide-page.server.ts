import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { COUNTRIES, countriesOf, countryName, guideMenuGroups } from '@silk/content/guides/countries'
import {
  needsDetail,
  type PortMap,
  renderPortMap,
  renderWorldIndexMap,
  type WorldIndexMap,
  type WorldTopology,
} from '@silk/content/guides/geo'
import { getGuide } from '@silk/content/guides/guides'
import type { Guide } from '@silk/content/guides/localise'
import type { Lang } from '../../i18n/resources.ts'
import type { GuideGroup } from './GuideIndex.tsx'

const require = createRequire(import.meta.url)

const worlds = new Map<string, WorldTopology>()
/** Natural Earth outlines: 1:50m for maps, 1:10m for a city state. */
function loadWorld(scale: '10m' | '50m' = '50m'): WorldTopology {
  let world = worlds.get(scale)
  if (!world) {
    world = JSON.parse(
      readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8'),
    ) as WorldTopology
    worlds.set(scale, world)
  }
  return world
}

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

// Maps depend only on the country and its ports: render each once per process and language.
const maps = new Map<string, PortMap>()

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
  const key = `${guide.id}:${guideLang}`
  let map = maps.get(key)
  if (!map) {
    const iso = guide.country.isoNumeric
    const world = needsDetail(loadWorld(), iso) ? loadWorld('10m') : loadWorld()
    map = renderPortMap(world, iso, guide.ports, 800, 600)
    if (!map) throw new Error(`no map outline for ${guide.id}`)
    maps.set(key, map)
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

let indexMap: WorldIndexMap | undefined
/** The /slGuide index's world map: every guide country on the land, drawn once per process. */
export function loadGuideIndexMap(): WorldIndexMap {
  indexMap ??= renderWorldIndexMap(
    loadWorld(),
    COUNTRIES.map((c) => ({ id: c.id, isoNumeric: c.isoNumeric })),
  )
  return indexMap
}
