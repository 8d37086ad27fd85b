import type { NavEntry } from '@silk/contracts/content-admin'

/** Where an external entry with no address (the depot) leads when no depot site is configured (GOODS_DEPOT_URL unset). */
export const DEPOT_FALLBACK = '/shipGoods#modes'

/** Where an entry leads: a site path, an external address (new tab), or nothing (a plain label). */
export type NavTarget = { kind: 'site'; to: string } | { kind: 'external'; href: string } | null

export function navTarget(entry: NavEntry, depotUrl: string | null | undefined): NavTarget {
  switch (entry.kind) {
    case 'PAGE':
    case 'GUIDE':
      return entry.target ? { kind: 'site', to: entry.target } : null
    case 'CATEGORY':
      return entry.target
        ? { kind: 'site', to: `/goodsList?categoryId=${encodeURIComponent(entry.target)}` }
        : null
    case 'EXTERNAL':
      if (entry.target) return { kind: 'external', href: entry.target }
      // No address of its own: the deployment's goods depot, else the site's own logistics page.
      return depotUrl ? { kind: 'external', href: depotUrl } : { kind: 'site', to: DEPOT_FALLBACK }
    default:
      return null
  }
}

/** The entry's label in the page's language (the Chinese one when no English was given). */
export const navLabel = (entry: NavEntry, lang: string) => (lang === 'en' && entry.labelEn) || entry.label

const trim = (path: string) => path.replace(/\/+$/, '') || '/'
const pathOf = (to: string) => trim(to.split(/[?#]/)[0] ?? '/')

/** Whether `path` is `own` or a page under it ("/" only matches itself). */
const under = (path: string, own: string) => path === own || (own !== '/' && path.startsWith(`${own}/`))

/**
 * The current entry, by path (decision 168): an entry is current on its own page and on the further
 * paths the operator gave it; a category entry on the goods list of its category. The most specific
 * match wins (a category before the page owning /goodsList, a longer path before a shorter one), the
 * first in order on a tie. Null when no entry owns the page.
 */
export function activeNavId(entries: readonly NavEntry[], pathname: string, search = ''): string | null {
  const path = trim(pathname)
  const params = new URLSearchParams(search)
  let best: { id: string; score: number } | null = null
  for (const entry of entries) {
    let score = -1
    if (entry.kind === 'CATEGORY' && entry.target) {
      if (path === '/goodsList' && params.get('categoryId') === entry.target) score = 10_000
    } else if ((entry.kind === 'PAGE' || entry.kind === 'GUIDE') && entry.target) {
      const own = pathOf(entry.target)
      if (under(path, own)) score = own.length
    }
    for (const extra of entry.paths) {
      const own = trim(extra)
      if (under(path, own)) score = Math.max(score, own.length)
    }
    if (score >= 0 && (!best || score > best.score)) best = { id: entry.id, score }
  }
  return best?.id ?? null
}

/** What the frozen navigation row is keyed by besides the language: every entry as shown. */
export const navKey = (entries: readonly NavEntry[]) =>
  entries.map((e) => `${e.id}:${e.kind}:${e.label}:${e.labelEn}:${e.target}`).join(',')
