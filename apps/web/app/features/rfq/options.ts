import { GUIDE_COUNTRY_IDS } from '@silk/contracts/consultation'
import type { CategoryVO } from '@silk/contracts/goods'

/** Destinations offered: the 20 guide countries, then common markets beyond them (ISO alpha-2). */
export const DESTINATIONS = [
  ...GUIDE_COUNTRY_IDS.map((c) => c.toUpperCase()),
  'US',
  'GB',
  'FR',
  'JP',
  'KR',
  'AU',
  'CA',
] as const

/** A country's name in the interface language (ICU's, no table of our own). */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang === 'en' ? 'en' : 'zh-CN'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A request's reference currency as its pages show it: the code and its name (EUR · 欧元 / EUR · Euro). */
export function currencyText(code: string, lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang === 'en' ? 'en' : 'zh-CN'], { type: 'currency' }).of(code)
    return name && name !== code ? `${code} · ${name}` : code
  } catch {
    return code
  }
}

/** The tree's leaves as "茶具 / 茶具套装 / 陶瓷茶具" (goods hang on leaves; so do requests). */
export function leafCategories(tree: CategoryVO[], lang: string) {
  const out: { id: string; label: string }[] = []
  const walk = (nodes: CategoryVO[], trail: string[]) => {
    for (const n of nodes) {
      const name = lang === 'en' ? ((n as { nameEn?: string | null }).nameEn ?? n.name) : n.name
      if (n.children.length === 0) out.push({ id: n.id, label: [...trail, name].join(' / ') })
      else walk(n.children, [...trail, name])
    }
  }
  walk(tree, [])
  return out
}
