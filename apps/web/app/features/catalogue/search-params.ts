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
