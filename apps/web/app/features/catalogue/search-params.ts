/** The goods-list URL ⇄ the search API query (UI reference A1). */
export const LIST_PAGE_SIZE = 20

const PASS = [
  'keyword',
  'brandId',
  'prop',
  'price',
  'storeId',
  'sort',
  'order',
  'promotionType',
  'promotionsId',
] as const

export function searchQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = { pageSize: String(LIST_PAGE_SIZE) }
  for (const key of PASS) {
    const value = url.searchParams.get(key)
    if (value) query[key] = value.slice(0, 200)
  }
  // A range typed into the address reversed is read the right way round, as the range fields do.
  const [lo, hi] = query.price?.split('_') ?? []
  if (lo && hi && Number(lo) > Number(hi)) query.price = `${hi}_${lo}`
  const keyword = query.keyword
  if (keyword && keyword.length > 100) query.keyword = keyword.slice(0, 100)
  const categoryId = url.searchParams.get('categoryId')
  if (categoryId) query.categoryId = categoryId.split(',').filter(Boolean).pop() ?? ''
  const page = Number(url.searchParams.get('pageNumber'))
  query.pageNumber = String(Number.isInteger(page) && page > 0 ? page : 1)
  return query
}

/** `name_value@name_value` → [[name, value], …] */
export function parseProps(prop: string | null): [string, string][] {
  return (prop ?? '')
    .split('@')
    .map((term) => {
      const at = term.indexOf('_')
      return at > 0 ? ([term.slice(0, at), term.slice(at + 1)] as [string, string]) : null
    })
    .filter((p): p is [string, string] => p !== null)
}

export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') params.delete(k)
    else params.set(k, v)
  }
  return `?${params}`
}

/** The phone filter sheet's picks (FilterSheet), read from and written to the list's URL. */
export interface Picks {
  /** The comma-joined category path, '' for none. */
  category: string
  brands: string[]
  /** Parameter name → the values picked. */
  params: Record<string, string[]>
  min: string
  max: string
}

/** A price as the range fields take it: yuan with at most two decimals. */
export const PRICE_TEXT = /^\d{1,8}(\.\d{1,2})?$/

/** A price field as typed: empty (no bound) or a price in PRICE_TEXT's form. */
export const priceTyped = (v: string) => v.trim() === '' || PRICE_TEXT.test(v.trim())

export function picksOf(search: string): Picks {
  const params = new URLSearchParams(search)
  const [min = '', max = ''] = (params.get('price') ?? '').split('_')
  return {
    category: params.get('categoryId') ?? '',
    brands: (params.get('brandId') ?? '').split('@').filter(Boolean),
    params: Object.fromEntries(parseProps(params.get('prop')).map(([n, v]) => [n, v.split('、')])),
    min: min === '0' && max ? '' : min,
    max,
  }
}

/** The list's query for the picks: the same parameters the desktop selector writes, page 1. */
export function picksQuery(search: string, picks: Picks): string {
  const lo = picks.min.trim()
  const hi = picks.max.trim()
  const [a, b] = lo && hi && Number(lo) > Number(hi) ? [hi, lo] : [lo, hi]
  const props = Object.entries(picks.params)
    .filter(([, values]) => values.length)
    .map(([name, values]) => `${name}_${values.join('、')}`)
  return withParams(search, {
    categoryId: picks.category || null,
    brandId: picks.brands.join('@') || null,
    prop: props.join('@') || null,
    price: a || b ? `${a || 0}${b ? `_${b}` : ''}` : null,
    pageNumber: null,
  })
}

export const NO_PICKS: Picks = { category: '', brands: [], params: {}, min: '', max: '' }
