import { zh } from './zh/index.ts'

export type Lang = 'zh-CN' | 'en'
export type Resources = typeof zh
export const DEFAULT_LANG: Lang = 'zh-CN'
export const namespaces = Object.keys(zh) as (keyof Resources)[]

/**
 * The languages this process holds. Chinese is in every page's bundle; English is a file of its own
 * that a page loads only when it is shown in English (half the text a Chinese visitor used to
 * download and evaluate, decision 028). The server provides both when it starts (`entry.server.tsx`).
 */
const held: Partial<Record<Lang, Resources>> = { 'zh-CN': zh }

export function resourcesOf(lang: Lang): Resources {
  const found = held[lang]
  if (!found) throw new Error(`the ${lang} texts are not loaded: await loadLanguage('${lang}') first`)
  return found
}

export function provideLanguage(lang: Lang, resources: Resources): void {
  held[lang] = resources
}

export async function loadLanguage(lang: Lang): Promise<void> {
  if (held[lang]) return
  held.en = (await import('./en/index.ts')).en as Resources
}

export function toLang(value: string | null | undefined): Lang {
  return value === 'en' ? 'en' : DEFAULT_LANG
}
