/**
 * The single-language view of a guide that the page renders: texts picked for the language, figures
 * formatted, media paths and downloads (ServiceBag) resolved by convention.
 */
import { type Country, countryName, findCountry } from './countries.ts'
import type { Bilingual, GuideSource, IndustryTheme, ServiceBag } from './schema.ts'

export type GuideLang = 'zh' | 'en'

export interface GuideFact {
  key: 'capital' | 'population' | 'area' | 'gdp' | 'currency' | 'languages' | 'timeZone' | 'callingCode'
  value: string
  /** Year and source of a figure, e.g. "2023 · World Bank". */
  note?: string
}

export interface Guide {
  id: string
  lang: GuideLang
  country: Country
  name: string
  flag: string
  tagline: string
  banners: { src: string; alt: string }[]
  introduction: string[]
  facts: GuideFact[]
  tradeYear: number
  exports: string[]
  imports: string[]
  industries: { theme: IndustryTheme; image: string; title: string; text: string }[]
  ports: { title: string; kind: string; description: string; position: { lat: number; lon: number } }[]
  platforms: { name: string; kind: string; url: string; text: string }[]
  festivals: { name: string; when: string; text: string }[]
  customs: { title: string; text: string }[]
  news: { date: string; title: string; summary: string }[]
  services: { title: string; text: string }[]
  downloads: ServiceBag[]
}

export const BANNER_COUNT = 2

export function bannerPath(id: string, index: number): string {
  return `/guides/${id}/banner-${index + 1}.webp`
}

export function industryImagePath(theme: IndustryTheme): string {
  return `/guides/industries/${theme}.webp`
}

/** The documents of a guide (spec §3 ServiceBag), own language first. */
export function guideDownloads(country: Country, lang: GuideLang): ServiceBag[] {
  const base = `/downloads/guides/${country.id}`
  const zh: ServiceBag = {
    path: `${base}-market-entry-zh.pdf`,
    title:
      lang === 'zh'
        ? `${country.nameZh}市场准入清单（中文 PDF）`
        : `${country.nameEn} market-entry checklist (Chinese PDF)`,
    type: 'application/pdf',
  }
  const en: ServiceBag = {
    path: `${base}-market-entry-en.pdf`,
    title:
      lang === 'zh'
        ? `${country.nameZh}市场准入清单（英文 PDF）`
        : `${country.nameEn} market-entry checklist (English PDF)`,
    type: 'application/pdf',
  }
  const csv: ServiceBag = {
    path: `${base}-key-data.csv`,
    title: lang === 'zh' ? `${country.nameZh}关键数据表（CSV）` : `${country.nameEn} key data sheet (CSV)`,
    type: 'text/csv',
  }
  return lang === 'zh' ? [zh, en, csv] : [en, zh, csv]
}

/** 100_300_000 → "约 1.003 亿" / "about 100.3 million". */
export function formatPopulation(value: number, lang: GuideLang): string {
  if (lang === 'zh') {
    return value >= 1e8
      ? `约 ${trim((value / 1e8).toFixed(3))} 亿`
      : `约 ${Math.round(value / 1e4).toLocaleString('en-US')} 万`
  }
  return value >= 1e9
    ? `about ${(value / 1e9).toFixed(2)} billion`
    : `about ${trim((value / 1e6).toFixed(1))} million`
}

/** GDP in billions of US dollars → "约 4,297 亿美元" / "about US$429.7 billion". */
export function formatGdp(usdBn: number, lang: GuideLang): string {
  if (lang === 'zh') {
    return usdBn >= 1000
      ? `约 ${(usdBn / 1000).toFixed(2)} 万亿美元`
      : `约 ${Math.round(usdBn * 10).toLocaleString('en-US')} 亿美元`
  }
  return usdBn >= 1000
    ? `about US$${(usdBn / 1000).toFixed(2)} trillion`
    : `about US$${usdBn.toLocaleString('en-US')} billion`
}

export function formatArea(km2: number, lang: GuideLang): string {
  if (lang === 'zh')
    return km2 >= 1e4 ? `约 ${trim((km2 / 1e4).toFixed(1))} 万平方公里` : `约 ${km2} 平方公里`
  return `about ${km2.toLocaleString('en-US')} km²`
}

/** Drops trailing zeros of a fixed-point number: "1.030" → "1.03", "33.0" → "33". */
function trim(n: string): string {
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n
}

export function localiseGuide(source: GuideSource, lang: GuideLang): Guide {
  const country = findCountry(source.id)
  if (!country) throw new Error(`guide ${source.id} has no country in the registry`)
  const pick = (text: Bilingual) => text[lang]
  const name = countryName(country, lang)
  const { facts } = source
  const note = (figure: { year: number; source: string }) => `${figure.year} · ${figure.source}`
  return {
    id: source.id,
    lang,
    country,
    name,
    flag: country.flag,
    tagline: pick(source.tagline),
    banners: Array.from({ length: BANNER_COUNT }, (_, index) => ({
      src: bannerPath(source.id, index),
      alt: lang === 'zh' ? `${name}出海指南横幅 ${index + 1}` : `${name} guide banner ${index + 1}`,
    })),
    introduction: source.introduction.map(pick),
    facts: [
      { key: 'capital', value: pick(facts.capital) },
      {
        key: 'population',
        value: formatPopulation(facts.population.value, lang),
        note: note(facts.population),
      },
      { key: 'gdp', value: formatGdp(facts.gdpUsdBn.value, lang), note: note(facts.gdpUsdBn) },
      { key: 'area', value: formatArea(facts.areaKm2, lang) },
      { key: 'currency', value: `${pick(facts.currency.name)} (${facts.currency.code})` },
      { key: 'languages', value: pick(facts.languages) },
      { key: 'timeZone', value: facts.timeZone },
      { key: 'callingCode', value: facts.callingCode },
    ],
    tradeYear: source.tradeYear,
    exports: source.exports.map(pick),
    imports: source.imports.map(pick),
    industries: source.industries.map((item) => ({
      theme: item.theme,
      image: industryImagePath(item.theme),
      title: pick(item.title),
      text: pick(item.text),
    })),
    ports: source.ports.map((port) => ({
      title: pick(port.title),
      kind: port.kind,
      description: pick(port.description),
      position: port.position,
    })),
    platforms: source.platforms.map((p) => ({ name: p.name, kind: p.kind, url: p.url, text: pick(p.text) })),
    festivals: source.festivals.map((f) => ({ name: pick(f.name), when: pick(f.when), text: pick(f.text) })),
    customs: source.customs.map((item) => ({ title: pick(item.title), text: pick(item.text) })),
    news: [...source.news]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((item) => ({ date: item.date, title: pick(item.title), summary: pick(item.summary) })),
    services: source.services.map((item) => ({ title: pick(item.title), text: pick(item.text) })),
    downloads: guideDownloads(country, lang),
  }
}
