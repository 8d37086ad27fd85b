import { EsGoodsIndex, type GoodsSearchQuery } from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import type { Db } from '@silk/db/client'
import { brands, goods, goodsListings, goodsSkus } from '@silk/db/schema/goods'
import { stores } from '@silk/db/schema/store'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Ctx } from '../../shared/context.ts'
import { toPage } from '../../shared/paging.ts'
import { type ResultBytes, resultOf, resultSerializer } from '../../shared/serialized-cache.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { CardShelf } from './card-shelf.ts'
import { SKU_ROW, type SkuRow, toEsGoodsIndex } from './goods-view.ts'
import { categoryIndex } from './list-categories.ts'
import type { ListingIndex, ListingStore } from './listing-index.ts'
import { choosePage, matchGoods, partialWords, type Pick as SkuPick } from './listing-query.ts'
import { readFilters, type SearchFilters } from './search-filters.ts'

/**
 * A page's rows by SKU id, while their goods are listed: the columns of `SKU_ROW` and the goods'
 * SKU count. Prepared once per database connection: planning this five-table join cost PostgreSQL
 * more than running it (0.9 against 0.35 ms for twenty rows).
 */
const preparePageRows = (db: Db) =>
  db
    .select({ ...SKU_ROW, sku_count: goodsListings.skuCount })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .innerJoin(goodsListings, eq(goodsListings.goodsId, goods.id))
    .where(sql`${goodsSkus.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('search_page_rows')
const pageRowStatements = new WeakMap<Db, ReturnType<typeof preparePageRows>>()
function pageRowsOf(db: Db) {
  let statement = pageRowStatements.get(db)
  if (!statement) {
    statement = preparePageRows(db)
    pageRowStatements.set(db, statement)
  }
  return statement
}

/** Where "more like this" looks: the named goods' category path (listed or not), null if none. */
async function currentPathOf(ctx: Pick<Ctx, 'db'>, store: ListingStore, filters: SearchFilters) {
  if (!filters.currentGoodsId) return null
  const slot = store.slotOf.get(filters.currentGoodsId)
  if (slot !== undefined) return store.placementPath[store.placement[slot] as number] ?? null
  const rows = await queryRows<{ category_path: string }>(
    ctx.db,
    sql`select category_path from goods where id = ${filters.currentGoodsId}`,
  )
  return rows[0]?.category_path ?? null
}

/**
 * The goods a search or its facets match in the node's listing index. All keyword words must match;
 * when that finds nothing listable, any word may (ranked, so the closest goods come first); when that
 * finds nothing either, a one-word keyword the index lacks stands for the words it is part of (瓷 → 青花瓷).
 */
export async function matchListing(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
  listing: ListingIndex,
  /** Reads a match and says whether it found anything (else any keyword word may match). */
  found: (store: ListingStore, slots: Int32Array, filters: SearchFilters) => boolean,
) {
  let filters = await readFilters(ctx, query)
  const store = await listing.fresh()
  const currentPath = await currentPathOf(ctx, store, filters)
  let slots = matchGoods(store, filters, currentPath)
  if (found(store, slots, filters)) return { store, slots, filters }
  if (filters.mode === 'and' && filters.tokens.length > 1) {
    filters = { ...filters, mode: 'or' }
    slots = matchGoods(store, filters, currentPath)
    if (found(store, slots, filters)) return { store, slots, filters }
  }
  const words = partialWords(store, filters.tokens)
  if (words) {
    filters = { ...filters, tokens: words, mode: 'or' }
    slots = matchGoods(store, filters, currentPath)
    found(store, slots, filters)
  }
  return { store, slots, filters }
}

/** What cards may take in a node: 24 chunks of 1 MB (a card is about 1 KB). */
const CARD_CHUNK_BYTES = 2 ** 20
const CARD_CHUNKS = 24

/**
 * `GET /buyer/goods/goods/es`: one record per SKU (reference §16.1). The page is chosen in the
 * node's listing index (`listing-index.ts`); its records are cards (`EsGoodsIndex`, serialised).
 *
 * A card shows on many pages (its category and its words, each sort, per SKU or per goods), so cards
 * are kept serialised per language and SKU, and a page no cache holds is put together from them:
 * only SKUs without a current card are read from the database, by primary key, and only while their
 * goods are still listed. A card is current while its goods' listing row is the one it was built
 * from, and for at most `ttlSeconds` (SEARCH_CACHE_SECONDS; 0 keeps none): the stock and the store,
 * brand and category names it also shows are not in that row, so a card's may be that old, and a
 * page cached from it as much again (the goods page and checkout read the database).
 */
/**
 * What a card's `promotionMap` says of its goods besides the card's row (the 满减 tag, decision 161):
 * the same for every visitor, given by the caller (the promotions module sits above this one).
 */
export type CardPromotions = (
  db: Db,
) => Promise<(storeId: string, goodsId: string) => Record<string, unknown>>

export function searchPages(app: FastifyInstance, ttlSeconds: number, cardPromotions?: CardPromotions) {
  const cardJson = resultSerializer(app, EsGoodsIndex)
  // A page without records, serialised: its records go between its first bytes and the rest.
  const pageJson = resultSerializer(app, page(EsGoodsIndex))
  const cards =
    ttlSeconds > 0
      ? new CardShelf({ chunkBytes: CARD_CHUNK_BYTES, chunks: CARD_CHUNKS, ttlMs: ttlSeconds * 1000 })
      : null

  // Cards being built, by language, SKU and listing write: pages asked at the same time share the
  // SKUs they have in common (a keyword and its category, one sort and another), read once.
  const building = new Map<string, Promise<Buffer | undefined>>()

  /** The page's cards in pick order; a SKU whose goods left the listing meanwhile is left out. */
  async function cardsOf(ctx: Pick<Ctx, 'db' | 'locale'>, store: ListingStore, picks: SkuPick[]) {
    const found: (Buffer | Promise<Buffer | undefined>)[] = []
    const unread = new Map<string, { at: number; key: string; written: number }>()
    picks.forEach((pick, at) => {
      const id = store.skuId(pick.sku)
      const key = `${ctx.locale}:${id}`
      const written = store.written[pick.slot] as number
      const ready = cards?.get(key, written) ?? building.get(`${key}:${written}`)
      if (ready) found[at] = ready
      else unread.set(id, { at, key, written })
    })
    if (unread.size) {
      const read = readCards(ctx, [...unread.keys()])
      for (const [id, { at, key, written }] of unread) {
        const build = read.then((rows) => {
          const card = rows.get(id)?.card
          return card && cards ? cards.set(key, written, card) : card
        })
        const done = () => void building.delete(`${key}:${written}`)
        building.set(`${key}:${written}`, build)
        build.then(done, done)
        found[at] = build
      }
    }
    return Promise.all(found)
  }

  /** The cards of these SKUs, built from their rows, while their goods are listed. */
  async function readCards(ctx: Pick<Ctx, 'db' | 'locale'>, ids: string[]) {
    const rows: SkuRow[] = await pageRowsOf(ctx.db as Db).execute({ ids })
    const names = (await categoryIndex(ctx)).byId
    // A card carries its live 满减 (its tag, decision 161): the same for everyone, through the
    // activities' 10 s cache, so a card is at most that much older than the activity plus its shelf life.
    const promotionsOf = cardPromotions ? await cardPromotions(ctx.db as Db) : () => ({})
    return new Map(
      rows.map((row) => [
        row.id,
        {
          goodsId: row.goods_id,
          card: cardJson({
            ...toEsGoodsIndex(row, names, ctx.locale),
            promotionMap: promotionsOf(row.store_id, row.goods_id),
          }),
        },
      ]),
    )
  }

  /**
   * Puts the cards of these keys (`locale:skuId`, as `shown` lists them) on the shelf, built from the
   * database for the listing as it is now, reading a batch at a time until `until` (a time). Goods no
   * longer listed are left out. Returns how many cards were kept.
   */
  async function warm(db: Db, store: ListingStore, keys: string[], until: number) {
    if (!cards) return 0
    let kept = 0
    // The newest that fit: the shelf would drop older ones as it filled.
    const wanted = keys.slice(-WARM_CARDS_AT_MOST)
    for (let at = 0; at < wanted.length && Date.now() < until; at += WARM_BATCH) {
      const byLocale = new Map<Ctx['locale'], string[]>()
      for (const key of wanted.slice(at, at + WARM_BATCH)) {
        const [locale, id] = key.split(':') as [Ctx['locale'], string]
        if (locale !== 'zh-CN' && locale !== 'en') continue
        const ids = byLocale.get(locale) ?? []
        if (!ids.length) byLocale.set(locale, ids)
        ids.push(id)
      }
      for (const [locale, ids] of byLocale) {
        for (const [id, { goodsId, card }] of await readCards({ db, locale }, ids)) {
          const slot = store.slotOf.get(goodsId)
          if (slot === undefined) continue
          cards.set(`${locale}:${id}`, store.written[slot] as number, card)
          kept++
        }
      }
    }
    return kept
  }

  return {
    async search(
      ctx: Pick<Ctx, 'db' | 'locale'>,
      query: GoodsSearchQuery,
      listing: ListingIndex,
    ): Promise<ResultBytes> {
      let chosen: ReturnType<typeof choosePage> = { picks: [], total: 0 }
      const { store } = await matchListing(ctx, query, listing, (store, slots, filters) => {
        chosen = choosePage(store, slots, filters, query)
        return chosen.total > 0
      })
      const records = (await cardsOf(ctx, store, chosen.picks)).filter((card) => card !== undefined)
      const empty = pageJson(toPage([], chosen.total, query))
      if (!empty.subarray(0, RECORDS_AT + 1).equals(EMPTY_RECORDS))
        throw new Error('a page must serialise its records first')
      const parts = [empty.subarray(0, RECORDS_AT)]
      for (const [i, card] of records.entries()) parts.push(...(i ? [COMMA, card] : [card]))
      parts.push(empty.subarray(RECORDS_AT))
      return resultOf(parts)
    },
    clear: () => cards?.clear(),
    /** The shelf's keys, oldest first, and a number that moves when they may have (null: no shelf). */
    shown: () => (cards ? { keys: cards.keys(), version: cards.version } : null),
    warm,
  }
}

/** A starting node builds cards a batch at a time, at most about what the shelf holds. */
const WARM_BATCH = 500
const WARM_CARDS_AT_MOST = 24_000

export type SearchPages = ReturnType<typeof searchPages>

const EMPTY_RECORDS = Buffer.from('{"records":[]')
const RECORDS_AT = EMPTY_RECORDS.length - 1
const COMMA = Buffer.from(',')
