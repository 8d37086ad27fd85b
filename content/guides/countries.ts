/**
 * The countries the platform publishes guides for (spec §1 "about 20 countries"), grouped by continent for the
 * header's guide menu and flagged for the home page's national pavilion carousel (13 slides, spec §2).
 *
 * Plain data only: imported by the web bundle (header, home) as well as by the server and scripts.
 */
import { CONTINENTS, type ContinentId } from './continents.ts'

/** Badge counters the spec shows next to some countries in the guide menu. */
export const COUNTER_VALUES = ['99+', '14', '30'] as const

/**
 * One country. Checked by zod in countries.test.ts (ids, codes, enums), not here: the header and home
 * import this file into every page's bundle, and a schema built when the module loads would bring zod
 * (about 100 kB) with it (shell-weight.test.ts).
 */
export interface Country {
  /** Stable id used as `/slGuide?countryId=`: ISO 3166-1 alpha-2, lower case. */
  id: string
  nameZh: string
  nameEn: string
  continent: ContinentId
  /** flag-icons code (`fi fi-<flag>`; SVG at `flag-icons/flags/4x3/<flag>.svg`). */
  flag: string
  /** ISO 3166-1 numeric code: the feature id of the country in world-atlas. */
  isoNumeric: string
  counter?: (typeof COUNTER_VALUES)[number]
  inPavilion: boolean
}

const c = (country: Country): Country => country

export const COUNTRIES: readonly Country[] = [
  // Asia: ASEAN, Central Asia, South Asia and the Gulf.
  c({
    id: 'vn',
    nameZh: '越南',
    nameEn: 'Vietnam',
    continent: 'asia',
    flag: 'vn',
    isoNumeric: '704',
    counter: '99+',
    inPavilion: true,
  }),
  c({
    id: 'th',
    nameZh: '泰国',
    nameEn: 'Thailand',
    continent: 'asia',
    flag: 'th',
    isoNumeric: '764',
    counter: '30',
    inPavilion: true,
  }),
  c({
    id: 'my',
    nameZh: '马来西亚',
    nameEn: 'Malaysia',
    continent: 'asia',
    flag: 'my',
    isoNumeric: '458',
    counter: '14',
    inPavilion: true,
  }),
  c({
    id: 'sg',
    nameZh: '新加坡',
    nameEn: 'Singapore',
    continent: 'asia',
    flag: 'sg',
    isoNumeric: '702',
    inPavilion: true,
  }),
  c({
    id: 'id',
    nameZh: '印度尼西亚',
    nameEn: 'Indonesia',
    continent: 'asia',
    flag: 'id',
    isoNumeric: '360',
    inPavilion: true,
  }),
  c({
    id: 'ph',
    nameZh: '菲律宾',
    nameEn: 'Philippines',
    continent: 'asia',
    flag: 'ph',
    isoNumeric: '608',
    inPavilion: false,
  }),
  c({
    id: 'kz',
    nameZh: '哈萨克斯坦',
    nameEn: 'Kazakhstan',
    continent: 'asia',
    flag: 'kz',
    isoNumeric: '398',
    inPavilion: true,
  }),
  c({
    id: 'pk',
    nameZh: '巴基斯坦',
    nameEn: 'Pakistan',
    continent: 'asia',
    flag: 'pk',
    isoNumeric: '586',
    inPavilion: true,
  }),
  c({
    id: 'ae',
    nameZh: '阿联酋',
    nameEn: 'United Arab Emirates',
    continent: 'asia',
    flag: 'ae',
    isoNumeric: '784',
    inPavilion: true,
  }),
  c({
    id: 'sa',
    nameZh: '沙特阿拉伯',
    nameEn: 'Saudi Arabia',
    continent: 'asia',
    flag: 'sa',
    isoNumeric: '682',
    inPavilion: true,
  }),
  // Europe: the China–Europe Railway and the Piraeus gateway.
  c({
    id: 'ru',
    nameZh: '俄罗斯',
    nameEn: 'Russia',
    continent: 'europe',
    flag: 'ru',
    isoNumeric: '643',
    inPavilion: true,
  }),
  c({
    id: 'de',
    nameZh: '德国',
    nameEn: 'Germany',
    continent: 'europe',
    flag: 'de',
    isoNumeric: '276',
    inPavilion: false,
  }),
  c({
    id: 'hu',
    nameZh: '匈牙利',
    nameEn: 'Hungary',
    continent: 'europe',
    flag: 'hu',
    isoNumeric: '348',
    inPavilion: true,
  }),
  c({
    id: 'gr',
    nameZh: '希腊',
    nameEn: 'Greece',
    continent: 'europe',
    flag: 'gr',
    isoNumeric: '300',
    inPavilion: false,
  }),
  // Africa
  c({
    id: 'eg',
    nameZh: '埃及',
    nameEn: 'Egypt',
    continent: 'africa',
    flag: 'eg',
    isoNumeric: '818',
    inPavilion: true,
  }),
  c({
    id: 'ke',
    nameZh: '肯尼亚',
    nameEn: 'Kenya',
    continent: 'africa',
    flag: 'ke',
    isoNumeric: '404',
    inPavilion: false,
  }),
  c({
    id: 'za',
    nameZh: '南非',
    nameEn: 'South Africa',
    continent: 'africa',
    flag: 'za',
    isoNumeric: '710',
    inPavilion: false,
  }),
  // Americas
  c({
    id: 'br',
    nameZh: '巴西',
    nameEn: 'Brazil',
    continent: 'americas',
    flag: 'br',
    isoNumeric: '076',
    inPavilion: true,
  }),
  c({
    id: 'cl',
    nameZh: '智利',
    nameEn: 'Chile',
    continent: 'americas',
    flag: 'cl',
    isoNumeric: '152',
    inPavilion: false,
  }),
  // Oceania
  c({
    id: 'nz',
    nameZh: '新西兰',
    nameEn: 'New Zealand',
    continent: 'oceania',
    flag: 'nz',
    isoNumeric: '554',
    inPavilion: false,
  }),
]

const BY_ID = new Map(COUNTRIES.map((country) => [country.id, country]))

/** The country with this id, or undefined (unknown or malformed `countryId`). */
export function findCountry(id: string | null | undefined): Country | undefined {
  return id ? BY_ID.get(id.toLowerCase()) : undefined
}

/** Countries of one continent, in registry order. */
export function countriesOf(continent: ContinentId): Country[] {
  return COUNTRIES.filter((country) => country.continent === continent)
}

/** Continent groups for the header's guide menu: only continents that have countries. */
export function guideMenuGroups(): { continent: (typeof CONTINENTS)[number]; countries: Country[] }[] {
  return CONTINENTS.map((continent) => ({ continent, countries: countriesOf(continent.id) })).filter(
    (group) => group.countries.length > 0,
  )
}

/** The 13 slides of the home page's national pavilion carousel, in registry order. */
export const PAVILION_COUNTRIES: readonly Country[] = COUNTRIES.filter((country) => country.inPavilion)

/** Link to a country's guide page. */
export function guideHref(id: string): string {
  return `/slGuide?countryId=${id}`
}

/** Display name in the given UI language ('zh' default, 'en'). */
export function countryName(country: Country, lang: string): string {
  return lang.startsWith('en') ? country.nameEn : country.nameZh
}
