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

/** Natural Earth outlines: 1:50m for maps, 1:10m for a city state. */
function readWorld(scale: '10m' | '50m'): WorldTopology {
  return JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8'),
  ) as WorldTopology
}

let world50m: WorldTopology | undefined
/**
 * The 1:50m world is kept (about 14 MB parsed). The 1:10m one is read for a city state's map and let
 * go: parsed, it holds over a million small arrays, 77 MB, which left a node's heap so full that the
 * journeys' server slowed to a crawl and then died.
 */
function worldFor(isoNumeric: string): WorldTopology {
  world50m ??= readWorld('50m')
  return needsDetail(world50m, isoNumeric) ? readWorld('10m') : world50m
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

// A map depends only on the country and where its ports are: drawn once per process, each port
// titled in the page's language.
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
  let drawn = maps.get(guide.id)
  if (!drawn) {
    const iso = guide.country.isoNumeric
    drawn = renderPortMap(worldFor(iso), iso, guide.ports, 800, 600)
    if (!drawn) throw new Error(`no map outline for ${guide.id}`)
    maps.set(guide.id, drawn)
  }
  const map = {
    ...drawn,
    ports: drawn.ports.map((port, i) => ({ ...port, title: guide.ports[i]?.title ?? '' })),
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
  world50m ??= readWorld('50m')
  indexMap ??= renderWorldIndexMap(
    world50m,
    COUNTRIES.map((c) => ({ id: c.id, isoNumeric: c.isoNumeric })),
  )
  return indexMap
}
