/** Header navigation entries in the spec's order (spec §2 "Header navigation"). */
export type NavEntry =
  | { key: string; kind: 'link'; to: string }
  | { key: string; kind: 'menu'; to: string }
  | { key: string; kind: 'external' }
  | { key: string; kind: 'label' }

/** Where 货仓 leads when no external depot site is configured (GOODS_DEPOT_URL unset). */
export const DEPOT_FALLBACK = '/shipGoods#modes'

export const NAV_ENTRIES: NavEntry[] = [
  { key: 'home', kind: 'link', to: '/' },
  { key: 'bglobal', kind: 'link', to: '/Bglobal' },
  { key: 'guide', kind: 'menu', to: '/Initiative' },
  { key: 'brand', kind: 'link', to: '/slBrand' },
  { key: 'depot', kind: 'external' },
  { key: 'shop', kind: 'link', to: '/slShop' },
  { key: 'protect', kind: 'label' },
  { key: 'service', kind: 'link', to: '/Service' },
]

/** Paths that belong to an entry beyond its own link ("the entry matching the current path"). */
const OWNED: Record<number, string[]> = {
  2: ['/Initiative', '/slGuide'],
  3: ['/slBrand', '/SlBrandDetails'],
  5: ['/slShop', '/category', '/goodsList', '/goodsDetail', '/merchant', '/cart'],
  6: ['/protect'],
}

/**
 * Which entry is highlighted: 0 on /, 1 on /Nsystem, /Bglobal or /Promotion, 7 on /Service
 * (spec §2); otherwise the entry whose path matches; -1 when none does.
 */
export function activeNavIndex(pathname: string): number {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/') return 0
  if (['/Nsystem', '/Bglobal', '/Promotion'].includes(path)) return 1
  if (path === '/Service') return 7
  for (const [index, prefixes] of Object.entries(OWNED)) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return Number(index)
  }
  return -1
}
