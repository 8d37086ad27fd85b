import type { Db, DbOrTx } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { queryRows } from '../../shared/sql-rows.ts'

/**
 * One node's copy of `goods_listing` (every goods on sale: its search tokens, category, store, brand,
 * parameter tags, sort keys and SKU prices), so a search chooses its page without asking PostgreSQL
 * to read every match (decision 022, session 24). Only the page's rows are then read, by primary key.
 *
 * Goods live in numbered slots, their fields in typed columns; lists of slots by token, placement,
 * store and brand (postings) stay sorted as goods come, change and go, so the copy is read from the
 * database once per process and then only what changed.
 *
 * Freshness: every listing row carries the transaction that last wrote it and every removal leaves a
 * row in `goods_listing_removed` (migration 0037). A read takes one snapshot and remembers its oldest
 * running transaction; the next read asks only for rows written by that transaction or later ones,
 * so a write that committed after a read began is never missed.
 */

/** Numbers every row written into any store of this process (see `ListingStore.written`). */
let writes = 0

/** Sorted slots of the goods that have one key (a token, a placement, a store, a brand). */
export class Postings {
  slots: Int32Array
  n = 0
  constructor(size = 4) {
    this.slots = new Int32Array(size)
  }
  add(slot: number) {
    if (this.n === this.slots.length) this.slots = grown(this.slots, this.n + 1)
    // Slots mostly arrive in order; a reused one is put in its place.
    const at = this.n === 0 || (this.slots[this.n - 1] as number) < slot ? this.n : this.find(slot)
    this.slots.copyWithin(at + 1, at, this.n)
    this.slots[at] = slot
    this.n++
  }
  remove(slot: number) {
    const at = this.find(slot)
    if (at >= this.n || this.slots[at] !== slot) return
    this.slots.copyWithin(at, at + 1, this.n)
    this.n--
  }
  has(slot: number): boolean {
    const at = this.find(slot)
    return at < this.n && this.slots[at] === slot
  }
  /** The first position whose slot is not below `slot`. */
  private find(slot: number): number {
    let lo = 0
    let hi = this.n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.slots[mid] as number) < slot) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  view(): Int32Array {
    return this.slots.subarray(0, this.n)
  }
}

/** Strings ↔ small numbers, so columns hold numbers. */
class Interner {
  private readonly ids = new Map<string, number>()
  readonly names: string[] = []
  id(name: string): number {
    let id = this.ids.get(name)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(name, id)
      this.names.push(name)
    }
    return id
  }
  find(name: string): number | undefined {
    return this.ids.get(name)
  }
}

function grown<T extends Int32Array | Float64Array | BigInt64Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 64))
  next.set(array as never)
  return next
}

/** One `goods_listing` row as the index reads it. */
export interface ListingRow {
  goods_id: string
  store_id: string
  brand_id: string
  category_id: string
  category_path: string
  recommend: boolean
  buy_count: number
  comment_num: number
  grade: number
  /** `create_time` in seconds since 1970, microseconds kept (float8). */
  created: number
  param_tags: string[]
  /** `search_vector` as text: `'茶具':1A '紫砂':2A,5 …`. */
  lexemes: string
  sku_count: number
  min_price: number
  max_price: number
  /** The goods' SKUs in `sort_order`, then id. */
  sku_ids: string[] | null
  sku_prices: number[] | null
  sku_orders: number[] | null
}

/**
 * The columns. A placement is a (category id, category path) pair: postings by placement serve a
 * leaf (its id) and a higher level (a path prefix) alike.
 */
export class ListingStore {
  /** Slots in use or freed (`alive` says which). */
  n = 0
  /** Counts writes: what was worked out from the columns at another version is worked out again. */
  version = 0
  private readonly memo = new LRUCache<string, { version: number; value: Int32Array; total: number }>({
    maxSize: 8 * 2 ** 20,
    sizeCalculation: (entry) => entry.value.byteLength + 64,
  })
  private readonly free: number[] = []
  goodsIds: string[] = []
  readonly slotOf = new Map<string, number>()
  alive = new Uint8Array(0)
  placement = new Int32Array(0)
  store = new Int32Array(0)
  brand = new Int32Array(0)
  recommend = new Uint8Array(0)
  buyCount = new Float64Array(0)
  commentNum = new Float64Array(0)
  grade = new Float64Array(0)
  created = new Float64Array(0)
  minPrice = new Float64Array(0)
  maxPrice = new Float64Array(0)
  skuCount = new Int32Array(0)
  /**
   * When each slot's row was last written, unique in the process (a slot reused by other goods, or
   * a store read anew, never repeats one): what was built from a row is current while this is equal.
   */
  written = new Float64Array(0)
  /** Each slot's tokens as `token << 1 | 1 when the name has it` (weight A). */
  readonly tokenPool = new Pool<[Int32Array]>([new Int32Array(0)])
  /** Each slot's parameter tags (`name_value`, interned). */
  readonly tagPool = new Pool<[Int32Array]>([new Int32Array(0)])
  /**
   * Each slot's SKUs in `sort_order`: ids as numbers (see `skuId`), prices in fen, sort orders, and
   * the ids that are not plain numbers. A catalogue's SKU ids as strings were 7 MB of a node's heap
   * per 230,000 SKUs (decision 022, session 31).
   */
  readonly skuPool = new Pool<[BigInt64Array, Float64Array, Int32Array, (string | undefined)[]]>([
    new BigInt64Array(0),
    new Float64Array(0),
    new Int32Array(0),
    [],
  ])

  readonly tokens = new Interner()
  readonly placements = new Interner()
  /** Placement id → its category id and path. */
  readonly placementCategory: string[] = []
  readonly placementPath: string[] = []
  readonly stores = new Interner()
  readonly brands = new Interner()
  readonly tags = new Interner()
  readonly byToken: Postings[] = []
  /** Goods whose name has the token (weight A). */
  readonly byNameToken: Postings[] = []
  readonly byPlacement: Postings[] = []
  readonly byStore: Postings[] = []
  readonly byBrand: Postings[] = []

  /** Room for a catalogue of this size, so a full read does not grow its columns step by step. */
  reserve(size: { goods: number; lexemes: number; tags: number; skus: number }) {
    this.growSlots(size.goods)
    this.tokenPool.reserve(size.lexemes)
    this.tagPool.reserve(size.tags)
    this.skuPool.reserve(size.skus)
  }

  /**
   * A list of slots worked out from the columns (the goods a filter matches, their order), kept
   * while nothing is written: a visitor who pages or re-sorts a result asks for it again.
   */
  remember(key: string, work: () => { value: Int32Array; total: number }, fits = (_: Int32Array) => true) {
    const kept = this.memo.get(key)
    if (kept && kept.version === this.version && fits(kept.value)) return kept
    const entry = { version: this.version, ...work() }
    this.memo.set(key, entry)
    return entry
  }

  /**
   * Set while a full read fills new columns: lists of slots are then built once at the end
   * (`indexAll`), each at its final size, rather than grown a slot at a time.
   */
  bulk = false

  /** Builds every list of slots from the columns (after a full read). */
  indexAll() {
    this.bulk = false
    const lists = [this.byToken, this.byNameToken, this.byPlacement, this.byStore, this.byBrand]
    const sizes = new Map(lists.map((list) => [list, [] as number[]]))
    for (let slot = 0; slot < this.n; slot++)
      if (this.alive[slot])
        this.eachKey(slot, (list, key) => {
          const counts = sizes.get(list) as number[]
          counts[key] = (counts[key] ?? 0) + 1
        })
    for (const list of lists)
      (sizes.get(list) as number[]).forEach((size, key) => {
        list[key] = new Postings(size)
      })
    for (let slot = 0; slot < this.n; slot++)
      if (this.alive[slot]) this.eachKey(slot, (list, key) => (list[key] as Postings).add(slot))
  }

  /** Writes a row; its postings change only when its tokens, placement, store or brand did. */
  put(row: ListingRow): void {
    this.version++
    const tokens = this.tokenCodes(row.lexemes)
    const placement = this.placementOf(row.category_id, row.category_path)
    const store = this.stores.id(row.store_id)
    const brand = this.brands.id(row.brand_id)
    let slot = this.slotOf.get(row.goods_id)
    if (slot === undefined) slot = this.newSlot(row.goods_id)
    else if (
      this.placement[slot] === placement &&
      this.store[slot] === store &&
      this.brand[slot] === brand &&
      this.tokenPool.equals(slot, tokens)
    )
      slot = -slot - 1
    else this.unindex(slot)
    if (slot >= 0) {
      this.placement[slot] = placement
      this.store[slot] = store
      this.brand[slot] = brand
      writeList(this.tokenPool, slot, tokens)
      if (!this.bulk) this.index(slot)
    } else slot = -slot - 1
    this.recommend[slot] = row.recommend ? 1 : 0
    this.buyCount[slot] = row.buy_count
    this.commentNum[slot] = row.comment_num
    this.grade[slot] = row.grade
    this.created[slot] = row.created
    this.minPrice[slot] = row.min_price
    this.maxPrice[slot] = row.max_price
    this.skuCount[slot] = row.sku_count
    this.written[slot] = ++writes
    writeList(
      this.tagPool,
      slot,
      row.param_tags.map((tag) => this.tags.id(tag)),
    )
    const ids = row.sku_ids ?? []
    const at = this.skuPool.place(slot, ids.length)
    const [skuNumbers, prices, orders, otherIds] = this.skuPool.columns
    ids.forEach((id, i) => {
      const number = NUMERIC_ID.test(id) ? BigInt(id) : -1n
      skuNumbers[at + i] = number <= MAX_ID ? number : -1n
      // The column of other ids stays as short as the last one in it.
      if (skuNumbers[at + i] === -1n) otherIds[at + i] = id
      else if (at + i < otherIds.length) otherIds[at + i] = undefined
      prices[at + i] = Number(row.sku_prices?.[i] ?? 0)
      orders[at + i] = Number(row.sku_orders?.[i] ?? 0)
    })
  }

  /** The id of the SKU at `at` in `skuPool`. */
  skuId(at: number): string {
    const number = this.skuPool.columns[0][at] as bigint
    return number >= 0n ? String(number) : (this.skuPool.columns[3][at] as string)
  }

  remove(goodsId: string): void {
    const slot = this.slotOf.get(goodsId)
    if (slot === undefined) return
    this.version++
    this.unindex(slot)
    this.slotOf.delete(goodsId)
    this.alive[slot] = 0
    for (const pool of [this.tokenPool, this.tagPool, this.skuPool]) pool.place(slot, 0)
    this.free.push(slot)
  }

  private newSlot(goodsId: string): number {
    const slot = this.free.pop() ?? this.n++
    if (slot >= this.alive.length) this.growSlots(slot + 1)
    this.goodsIds[slot] = goodsId
    this.slotOf.set(goodsId, slot)
    this.alive[slot] = 1
    return slot
  }

  /** Every list of slots a slot belongs in, with its key there. */
  private eachKey(slot: number, visit: (list: Postings[], key: number) => void) {
    for (const code of listOf(this.tokenPool, slot)) {
      visit(this.byToken, code >> 1)
      if (code & 1) visit(this.byNameToken, code >> 1)
    }
    visit(this.byPlacement, this.placement[slot] as number)
    visit(this.byStore, this.store[slot] as number)
    visit(this.byBrand, this.brand[slot] as number)
  }

  private index(slot: number) {
    this.eachKey(slot, (list, key) => postingsOf(list, key).add(slot))
  }

  private unindex(slot: number) {
    this.eachKey(slot, (list, key) => list[key]?.remove(slot))
  }

  private growSlots(size: number) {
    this.alive = grown(this.alive, size)
    this.placement = grown(this.placement, size)
    this.store = grown(this.store, size)
    this.brand = grown(this.brand, size)
    this.recommend = grown(this.recommend, size)
    this.buyCount = grown(this.buyCount, size)
    this.commentNum = grown(this.commentNum, size)
    this.grade = grown(this.grade, size)
    this.created = grown(this.created, size)
    this.minPrice = grown(this.minPrice, size)
    this.maxPrice = grown(this.maxPrice, size)
    this.skuCount = grown(this.skuCount, size)
    this.written = grown(this.written, size)
    for (const pool of [this.tokenPool, this.tagPool, this.skuPool]) pool.growSlots(size)
  }

  /**
   * The lexemes of a `search_vector`'s text (`'茶具':1A,4 '紫砂':2`), each once, marked when a
   * position has weight A (the name). Lexemes are quoted, a quote inside doubled.
   */
  private tokenCodes(text: string): number[] {
    const codes: number[] = []
    let at = text.indexOf("'")
    while (at >= 0) {
      let end = text.indexOf("'", at + 1)
      while (text[end + 1] === "'") end = text.indexOf("'", end + 2)
      if (end < 0) break
      const lexeme = text.slice(at + 1, end).replaceAll("''", "'")
      const next = text.indexOf(" '", end)
      const positions = text.slice(end + 1, next < 0 ? text.length : next)
      codes.push((this.tokens.id(lexeme) << 1) | (positions.includes('A') ? 1 : 0))
      at = next < 0 ? -1 : next + 1
    }
    return codes
  }

  private placementOf(categoryId: string, path: string): number {
    const id = this.placements.id(`${categoryId}|${path}`)
    this.placementCategory[id] = categoryId
    this.placementPath[id] = path
    return id
  }
}

type Column = Int32Array | Float64Array | BigInt64Array | (string | undefined)[]

/** Ids kept as numbers: what the id generator and the seeds write (decimal, no leading zero). */
const NUMERIC_ID = /^(0|[1-9][0-9]{0,18})$/
const MAX_ID = 2n ** 63n - 1n

/**
 * Every slot's short list (its tokens, its tags, its SKUs) in shared columns: entry `i` of each
 * column belongs to the same item. A list that grows moves to the end; the space it left is
 * reclaimed by copying the live lists into new columns once half of the pool is unused.
 */
export class Pool<C extends Column[]> {
  size = 0
  start = new Int32Array(0)
  count = new Int32Array(0)
  private unused = 0
  constructor(public columns: C) {}

  reserve(size: number) {
    this.columns = this.columns.map((c) => widened(c, size)) as C
  }
  growSlots(size: number) {
    this.start = grown(this.start, size)
    this.count = grown(this.count, size)
  }
  /** Whether a slot's list in the first column is `list`. */
  equals(slot: number, list: number[]): boolean {
    const start = this.start[slot] as number
    const first = this.columns[0] as Int32Array
    return this.count[slot] === list.length && list.every((v, i) => first[start + i] === v)
  }
  /** Room for a slot's `length` entries; returns where they start (the caller fills them). */
  place(slot: number, length: number): number {
    const had = this.count[slot] as number
    this.count[slot] = length
    if (length <= had) {
      this.unused += had - length
      return this.start[slot] as number
    }
    this.count[slot] = 0
    this.unused += had
    if (this.unused > 65_536 && this.unused > this.size / 2) this.compact()
    this.reserve(this.size + length)
    this.start[slot] = this.size
    this.count[slot] = length
    this.size += length
    return this.start[slot] as number
  }
  private compact() {
    const live = this.size - this.unused
    const columns = this.columns.map((c) => emptied(c, Math.max(live * 2, 64))) as C
    let size = 0
    for (let slot = 0; slot < this.start.length; slot++) {
      const from = this.start[slot] as number
      const length = this.count[slot] as number
      columns.forEach((column, c) => {
        const old = this.columns[c] as Column
        for (let i = 0; i < length; i++) column[size + i] = old[from + i] as never
      })
      this.start[slot] = size
      size += length
    }
    this.columns = columns
    this.size = size
    this.unused = 0
  }
}

function widened(column: Column, size: number): Column {
  if (Array.isArray(column)) return column
  return grown(column, size)
}

function emptied(column: Column, size: number): Column {
  if (Array.isArray(column)) return []
  return new (column.constructor as new (n: number) => Int32Array | Float64Array | BigInt64Array)(size)
}

function writeList(pool: Pool<[Int32Array]>, slot: number, list: number[]) {
  const at = pool.place(slot, list.length)
  pool.columns[0].set(list, at)
}

/** A slot's list in a one-column pool. */
export function listOf(pool: Pool<[Int32Array]>, slot: number): Int32Array {
  const start = pool.start[slot] as number
  return pool.columns[0].subarray(start, start + (pool.count[slot] as number))
}

function postingsOf(list: Postings[], key: number): Postings {
  let postings = list[key]
  if (!postings) {
    postings = new Postings()
    list[key] = postings
  }
  return postings
}

const ROWS = sql`
  select l.goods_id, l.store_id, l.brand_id, l.category_id, l.category_path, l.recommend, l.buy_count,
    l.comment_num, l.grade, extract(epoch from l.create_time)::float8 as created, l.param_tags,
    l.search_vector::text as lexemes, l.sku_count, l.min_price, l.max_price, k.sku_ids, k.sku_prices, k.sku_orders
  from goods_listing l left join lateral (
    select array_agg(s.id order by s.sort_order, s.id) as sku_ids,
      array_agg(s.price order by s.sort_order, s.id) as sku_prices,
      array_agg(s.sort_order order by s.sort_order, s.id) as sku_orders
    from goods_sku s where s.goods_id = l.goods_id
  ) k on true`

/** Rows per statement of a full read, so a large catalogue never sits in memory twice over. */
const BATCH = 1_000

/** Every listing row, in batches, into new columns sized for them. */
async function readAll(tx: DbOrTx): Promise<ListingStore> {
  const store = new ListingStore()
  const [size] = await queryRows<{ goods: number; lexemes: number; tags: number; skus: number }>(
    tx,
    sql`select count(*)::int as goods, coalesce(sum(length(search_vector)), 0)::int as lexemes,
      coalesce(sum(cardinality(param_tags)), 0)::int as tags, coalesce(sum(sku_count), 0)::int as skus
    from goods_listing`,
  )
  if (size) store.reserve(size)
  store.bulk = true
  let after = ''
  for (;;) {
    const rows = await queryRows<ListingRow>(
      tx,
      sql`${ROWS} where l.goods_id > ${after} order by l.goods_id limit ${BATCH}`,
    )
    for (const row of rows) store.put(row)
    if (rows.length < BATCH) break
    after = (rows.at(-1) as ListingRow).goods_id
  }
  store.indexAll()
  return store
}

export interface ListingIndexOptions {
  /** How old the copy may be before a search reads what changed (0: before every search). */
  maxAgeMs: number
}

export class ListingIndex {
  private current: ListingStore | null = null
  /** The oldest transaction the last read could not see (`xid8` as text). */
  private horizon = '0'
  private readAt = 0
  private changed = false
  private wanted = 0
  private served = 0
  private reading: Promise<void> | null = null
  /** Work a starting node does once the index is first read, before it says ready. */
  private readonly warmUps: ((store: ListingStore) => Promise<void>)[] = []
  private warmedUp = false

  constructor(
    private readonly db: Db,
    private readonly options: ListingIndexOptions,
  ) {}

  /**
   * Whether the index has been read and the work waiting for it done (under test it is read by the
   * first search).
   */
  get loaded(): boolean {
    return (this.current !== null && this.warmedUp) || this.options.maxAgeMs === 0
  }

  /** Runs `task` with the index when `start` has first read it, before `loaded` says so. */
  onFirstRead(task: (store: ListingStore) => Promise<void>): void {
    this.warmUps.push(task)
  }

  /** Reads the index, then runs what waits for it; a failing task leaves the node starting no longer. */
  async start(): Promise<void> {
    try {
      const store = await this.fresh()
      await Promise.allSettled(this.warmUps.map((task) => task(store)))
    } finally {
      this.warmedUp = true
    }
  }

  /** A goods was written on this node: the next search reads the change first. */
  markChanged(): void {
    this.changed = true
  }

  /** The columns, with every change committed before this call applied when due. */
  async fresh(): Promise<ListingStore> {
    if (this.current && !this.changed && Date.now() - this.readAt < this.options.maxAgeMs) return this.current
    this.changed = false
    // A read already under way may have taken its snapshot before this call: wait for one after it.
    const ticket = ++this.wanted
    try {
      while (this.served < ticket) {
        this.reading ??= this.read().finally(() => {
          this.reading = null
        })
        await this.reading
      }
    } catch (error) {
      this.changed = true
      throw error
    }
    return this.current as ListingStore
  }

  private async read(): Promise<void> {
    const covers = this.wanted
    await this.db.transaction(
      async (tx) => {
        const [snapshot] = await queryRows<{ horizon: string }>(
          tx,
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
        )
        const horizon = snapshot?.horizon ?? '0'
        let removed: string[] = []
        if (this.current) {
          removed = (
            await queryRows<{ goods_id: string }>(
              tx,
              sql`select goods_id from goods_listing_removed where removed_xid >= ${this.horizon}::xid8`,
            )
          ).map((row) => row.goods_id)
        }
        // The first read, or the table was emptied ('*'): every row.
        if (!this.current || removed.includes('*')) this.current = await readAll(tx)
        else {
          const rows = await queryRows<ListingRow>(
            tx,
            sql`${ROWS} where l.changed_xid >= ${this.horizon}::xid8`,
          )
          const store = this.current
          const present = new Set(rows.map((row) => row.goods_id))
          for (const goodsId of removed) if (!present.has(goodsId)) store.remove(goodsId)
          for (const row of rows) store.put(row)
        }
        this.horizon = horizon
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    this.readAt = Date.now()
    this.served = covers
  }
}
