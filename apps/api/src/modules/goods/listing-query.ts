import type { GoodsSearchQuery } from '@silk/contracts/goods'
import { offsetOf } from '../../shared/paging.ts'
import { type ListingStore, Postings } from './listing-index.ts'
import type { SearchFilters } from './search-filters.ts'

/**
 * Searches the listing index: which goods match the filters (`matchGoods`), and which SKUs fill the
 * requested page in the requested order, with the total (`choosePage`). The rules are those the SQL
 * listing had (migration 0012 onwards): one record per SKU, or per goods with `perGoods`; a price
 * range keeps the goods with a SKU inside it and lists only those SKUs.
 */

/** `category path` of the goods "more like this" compares with, when the query names one. */
export type CurrentPath = string | null

/**
 * The slots of the goods that match. It starts from the shortest list of goods one filter names (a
 * keyword token's, the category's, the store's or the brands'), then checks every filter on each.
 */
export function matchGoods(
  store: ListingStore,
  filters: SearchFilters,
  currentPath: CurrentPath,
): Int32Array {
  return store.remember(`match:${filtersKey(filters)}:${currentPath}`, () => ({
    value: match(store, filters, currentPath),
    total: 0,
  })).value
}

/** At most this many index words stand for one keyword word that is in no list of its own. */
const PARTIAL_WORDS = 32
const HAN = /\p{Script=Han}/u

/**
 * The index words a one-word keyword the index does not have is part of: a Chinese word inside a
 * longer one (瓷 → 青花瓷, 白瓷, 瓷器), any other word of three letters or more at the start of one
 * (porcel → porcelain). jieba cuts names into whole words, so a single character or a word begun has
 * no list of its own. Only for one word: each word of a longer keyword would match too much
 * (不存在的商品 → every word with 的). The words most goods have come first; null when none.
 */
export function partialWords(store: ListingStore, tokens: string[]): string[] | null {
  const [token] = tokens
  if (tokens.length !== 1 || token === undefined || store.tokens.find(token) !== undefined) return null
  const han = HAN.test(token)
  if (!han && token.length < 3) return null
  const within: number[] = []
  store.tokens.names.forEach((word, id) => {
    if ((han ? word.includes(token) : word.startsWith(token)) && store.byToken[id]?.n) within.push(id)
  })
  within.sort((a, b) => (store.byToken[b]?.n ?? 0) - (store.byToken[a]?.n ?? 0) || a - b)
  return within.length ? within.slice(0, PARTIAL_WORDS).map((id) => store.tokens.names[id] as string) : null
}

/** What a match depends on, as text. */
function filtersKey(filters: SearchFilters): string {
  return JSON.stringify({ ...filters, params: [...filters.params] })
}

function match(store: ListingStore, filters: SearchFilters, currentPath: CurrentPath): Int32Array {
  if (filters.impossible) return new Int32Array(0)
  const tokenIds: number[] = []
  for (const token of filters.tokens) {
    const id = store.tokens.find(token)
    if (id !== undefined) tokenIds.push(id)
    else if (filters.mode === 'and') return new Int32Array(0)
  }
  if (filters.tokens.length && tokenIds.length === 0) return new Int32Array(0)

  // Placements (category id and path) the category and "more like this" allow.
  let placementOk: Uint8Array | null = null
  if (filters.category || filters.currentGoodsId) {
    if (filters.currentGoodsId && currentPath === null) return new Int32Array(0)
    const [first = '', second = ''] = (currentPath ?? '').split(',')
    const near = `${first},${second},`
    const allowed = new Uint8Array(store.placementPath.length)
    store.placementPath.forEach((path, id) => {
      const category = filters.category
      const inCategory =
        !category ||
        ('leaf' in category
          ? store.placementCategory[id] === category.leaf
          : path.startsWith(category.pathPrefix))
      allowed[id] = inCategory && (!filters.currentGoodsId || path.startsWith(near)) ? 1 : 0
    })
    placementOk = allowed
  }
  const storeId = filters.storeId === null ? null : (store.stores.find(filters.storeId) ?? -1)
  const brandIds = filters.brandIds?.map((b) => store.brands.find(b) ?? -1).filter((b) => b >= 0) ?? null
  if (storeId === -1 || brandIds?.length === 0) return new Int32Array(0)
  // Each chosen parameter name: the tag ids of its values (a goods needs one of them).
  const paramGroups = [...filters.params].map(([name, values]) =>
    values.map((v) => store.tags.find(`${name}_${v}`) ?? -1).filter((t) => t >= 0),
  )
  if (paramGroups.some((group) => group.length === 0)) return new Int32Array(0)

  // The shortest starting list; `tokens` says which token lists it already stands for.
  const empty = new Postings()
  const tokenLists = tokenIds.map((t) => store.byToken[t] ?? empty)
  const starts: { slots: Int32Array; tokens: Postings[] }[] = []
  if (tokenLists.length && filters.mode === 'and') {
    const rarest = tokenLists.reduce((a, b) => (b.n < a.n ? b : a))
    starts.push({ slots: rarest.view(), tokens: [rarest] })
  } else if (tokenLists.length)
    starts.push({ slots: concatenated(tokenLists.map((l) => l.view())), tokens: tokenLists })
  if (placementOk) {
    const allowed = placementOk
    const lists = store.byPlacement.flatMap((p, id) => (allowed[id] && p ? [p.view()] : []))
    starts.push({ slots: concatenated(lists), tokens: [] })
  }
  if (storeId !== null) starts.push({ slots: (store.byStore[storeId] ?? empty).view(), tokens: [] })
  if (brandIds)
    starts.push({ slots: concatenated(brandIds.map((b) => (store.byBrand[b] ?? empty).view())), tokens: [] })
  const first = starts.length ? starts.reduce((a, b) => (b.slots.length < a.slots.length ? b : a)) : null
  const start = first?.slots ?? null
  const checkTokens =
    filters.mode === 'and'
      ? tokenLists.filter((list) => !first?.tokens.includes(list))
      : first?.tokens.length
        ? []
        : tokenLists

  const { min, max } = filters.price ?? { min: null, max: null }
  const brandSet = brandIds && new Set(brandIds)
  const currentSlot = filters.currentGoodsId ? store.slotOf.get(filters.currentGoodsId) : undefined
  const seen = filters.mode === 'or' && tokenIds.length > 1 ? new Uint8Array(store.n) : null
  const out = new Int32Array(start ? start.length : store.n)
  let found = 0
  const count = start ? start.length : store.n
  for (let i = 0; i < count; i++) {
    const slot = start ? (start[i] as number) : i
    if (!store.alive[slot] || slot === currentSlot) continue
    if (seen) {
      if (seen[slot]) continue
      seen[slot] = 1
    }
    if (placementOk && !placementOk[store.placement[slot] as number]) continue
    if (storeId !== null && store.store[slot] !== storeId) continue
    if (brandSet && !brandSet.has(store.brand[slot] as number)) continue
    if (filters.recommend && !store.recommend[slot]) continue
    if (min !== null && (store.maxPrice[slot] as number) < min) continue
    if (max !== null && (store.minPrice[slot] as number) > max) continue
    if (checkTokens.length && !inLists(checkTokens, slot, filters.mode)) continue
    if (paramGroups.length && !hasParams(store, slot, paramGroups)) continue
    out[found++] = slot
  }
  // A copy: the kept match should not hold the whole scratch array.
  return out.slice(0, found)
}

function concatenated(parts: Int32Array[]): Int32Array {
  if (parts.length === 1) return parts[0] as Int32Array
  const out = new Int32Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** Whether a goods is in every list (`and`) or in one (`or`). */
function inLists(lists: (Postings | undefined)[], slot: number, mode: 'and' | 'or'): boolean {
  for (const list of lists) {
    const has = list?.has(slot) ?? false
    if (has && mode === 'or') return true
    if (!has && mode === 'and') return false
  }
  return mode === 'and'
}

function hasParams(store: ListingStore, slot: number, groups: number[][]): boolean {
  const tags = store.tagPool.columns[0]
  const start = store.tagPool.start[slot] as number
  const end = start + (store.tagPool.count[slot] as number)
  return groups.every((group) => {
    for (let i = start; i < end; i++) if (group.includes(tags[i] as number)) return true
    return false
  })
}

/** One record of a page: a goods' slot and the index of one of its SKUs in the SKU pool. */
export interface Pick {
  slot: number
  sku: number
}

type Order = (a: number, b: number) => number

/**
 * The goods order of a query: its sort key, then newer goods ids first. Without a sort a keyword
 * ranks goods of a category it names first, then name matches, then sales (`relevance.ts`).
 */
function goodsOrder(store: ListingStore, slots: Int32Array, filters: SearchFilters, query: GoodsSearchQuery) {
  const asc = query.order?.toLowerCase() === 'asc'
  const ids = store.goodsIds
  const byId: Order = (a, b) => ((ids[a] as string) < (ids[b] as string) ? 1 : ids[a] === ids[b] ? 0 : -1)
  const by = (column: Float64Array, ascending: boolean): Order =>
    ascending
      ? (a, b) => (column[a] as number) - (column[b] as number) || byId(a, b)
      : (a, b) => (column[b] as number) - (column[a] as number) || byId(a, b)
  switch (query.sort) {
    case 'price':
      return asc ? by(store.minPrice, true) : by(store.maxPrice, false)
    case 'buyCount':
      return by(store.buyCount, asc)
    case 'commentNum':
      return by(store.commentNum, asc)
    case 'releaseTime':
      return by(store.created, asc)
    case 'grade':
      return by(store.grade, asc)
  }
  const tokenIds = filters.tokens.map((t) => store.tokens.find(t))
  if (!filters.tokens.length) return by(store.buyCount, false)
  // Relevance: a rank per matched goods (category named 2, name match 1), then sales.
  const hits = new Set(filters.categoryHits)
  const rank = scratch(store.n)
  const inName = tokenIds.every((t) => t !== undefined)
  const names = inName ? tokenIds.map((t) => store.byNameToken[t as number]) : []
  for (const slot of slots) {
    const category = store.placementCategory[store.placement[slot] as number] as string
    rank[slot] = (hits.has(category) ? 2 : 0) + (inName && inLists(names, slot, 'and') ? 1 : 0)
  }
  const sales = by(store.buyCount, false)
  return (a: number, b: number) => (rank[b] as number) - (rank[a] as number) || sales(a, b)
}

let scratchRanks = new Uint8Array(0)
/** A rank per slot, reused by every search (a page is chosen without awaiting anything). */
function scratch(size: number): Uint8Array {
  if (scratchRanks.length < size) scratchRanks = new Uint8Array(size * 2)
  return scratchRanks
}

/** At least the first `k` slots in `order`, sorted (a bounded heap when k is small beside the list). */
function firstInOrder(slots: Int32Array, k: number, order: Order): Int32Array {
  // Near the whole list: all of it, sorted (later pages then need no more work).
  if (k >= slots.length / 4) return Int32Array.from(slots).sort(order)
  // Max-heap on `order` of the best k so far: its root is the worst of them.
  const heap = new Int32Array(k)
  let size = 0
  const sift = (at: number) => {
    for (;;) {
      const l = 2 * at + 1
      const r = l + 1
      let top = at
      if (l < size && order(heap[l] as number, heap[top] as number) > 0) top = l
      if (r < size && order(heap[r] as number, heap[top] as number) > 0) top = r
      if (top === at) return
      ;[heap[at], heap[top]] = [heap[top] as number, heap[at] as number]
      at = top
    }
  }
  for (const slot of slots) {
    if (size < k) {
      heap[size] = slot
      for (let at = size++; at > 0; ) {
        const parent = (at - 1) >> 1
        if (order(heap[at] as number, heap[parent] as number) <= 0) break
        ;[heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number]
        at = parent
      }
    } else if (order(slot, heap[0] as number) < 0) {
      heap[0] = slot
      sift(0)
    }
  }
  return heap.subarray(0, size).sort(order)
}

/** The SKUs of a goods the query lists: inside the price range; with `perGoods` only the first. */
function skusOf(
  store: ListingStore,
  slot: number,
  filters: SearchFilters,
  query: GoodsSearchQuery,
): number[] {
  const start = store.skuPool.start[slot] as number
  const end = start + (store.skuPool.count[slot] as number)
  const { min, max } = filters.price ?? { min: null, max: null }
  const prices = store.skuPool.columns[1]
  const skus: number[] = []
  for (let i = start; i < end; i++) {
    const price = prices[i] as number
    if ((min === null || price >= min) && (max === null || price <= max)) skus.push(i)
  }
  if (query.perGoods !== 'true' || skus.length <= 1) return skus
  // The one a price sort puts first, else the default (first) SKU.
  if (query.sort !== 'price') return skus.slice(0, 1)
  const asc = query.order?.toLowerCase() === 'asc'
  const price = (i: number) => (asc ? 1 : -1) * (prices[i] as number)
  return [skus.reduce((best, i) => (price(i) < price(best) ? i : best))]
}

/** Whether a goods has a SKU the listing shows (one inside the price range, when there is one). */
export function hasListedSku(store: ListingStore, slot: number, filters: SearchFilters): boolean {
  const start = store.skuPool.start[slot] as number
  const end = start + (store.skuPool.count[slot] as number)
  if (!filters.price) return end > start
  const { min, max } = filters.price
  const prices = store.skuPool.columns[1]
  for (let i = start; i < end; i++) {
    const price = prices[i] as number
    if ((min === null || price >= min) && (max === null || price <= max)) return true
  }
  return false
}

export function choosePage(
  store: ListingStore,
  slots: Int32Array,
  filters: SearchFilters,
  query: GoodsSearchQuery,
): { picks: Pick[]; total: number } {
  const perGoods = query.perGoods === 'true'
  const offset = offsetOf(query)
  const key = `${filtersKey(filters)}:${perGoods}`
  // Goods with SKUs to list (a price range needs one inside it), and the total.
  const listing = store.remember(`listed:${key}`, () => {
    let total = 0
    const listed = new Int32Array(slots.length)
    let n = 0
    for (const slot of slots) {
      const skus = filters.price
        ? skusOf(store, slot, filters, query).length
        : (store.skuCount[slot] as number)
      if (skus === 0 || store.skuPool.count[slot] === 0) continue
      total += perGoods ? 1 : skus
      listed[n++] = slot
    }
    return { value: listed.slice(0, n), total }
  })
  const { value: listed, total } = listing
  // The first SKUs of a goods order come from its first goods, one each at least: only those are
  // opened. A price sort orders SKUs by their own price, behind each goods' cheapest (dearest) one.
  const priceSort = query.sort === 'price'
  // The first goods in the query's order: at least a hundred are kept, for the next pages.
  const needed = offset + query.pageSize
  const goods =
    priceSort && filters.price
      ? listed
      : store
          .remember(
            `order:${key}:${query.sort}:${query.order?.toLowerCase() === 'asc'}`,
            () => ({
              value: firstInOrder(listed, Math.max(needed, 100), goodsOrder(store, listed, filters, query)),
              total: 0,
            }),
            (kept) => kept.length >= Math.min(needed, listed.length),
          )
          .value.subarray(0, needed)
  const picks: Pick[] = []
  for (const slot of goods) for (const sku of skusOf(store, slot, filters, query)) picks.push({ slot, sku })
  if (priceSort) {
    const asc = query.order?.toLowerCase() === 'asc'
    const ids = store.goodsIds
    const [, prices, orders] = store.skuPool.columns
    picks.sort(
      (a, b) =>
        (asc ? 1 : -1) * ((prices[a.sku] as number) - (prices[b.sku] as number)) ||
        ((ids[a.slot] as string) < (ids[b.slot] as string) ? 1 : ids[a.slot] === ids[b.slot] ? 0 : -1) ||
        (orders[a.sku] as number) - (orders[b.sku] as number),
    )
  }
  return { picks: picks.slice(offset, offset + query.pageSize), total }
}
