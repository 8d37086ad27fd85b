import type { EsGoodsIndex, GoodsSearchQuery } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'
import type { Db } from '@silk/db/client'
import { brands, goods, goodsListings, goodsSkus } from '@silk/db/schema/goods'
import { stores } from '@silk/db/schema/store'
import { eq, sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { SKU_ROW, type SkuRow, toEsGoodsIndex } from './goods-view.ts'
import { categoryIndex } from './list-categories.ts'
import type { ListingIndex, ListingStore } from './listing-index.ts'
import { choosePage, matchGoods } from './listing-query.ts'
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
 * when that finds nothing listable, any word may (ranked, so the closest goods come first).
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
  if (!found(store, slots, filters) && filters.mode === 'and' && filters.tokens.length > 1) {
    filters = { ...filters, mode: 'or' }
    slots = matchGoods(store, filters, currentPath)
    found(store, slots, filters)
  }
  return { store, slots, filters }
}

/**
 * `GET /buyer/goods/goods/es`: one record per SKU (reference §16.1). The page is chosen in the
 * node's listing index (`listing-index.ts`); only its rows are read from the database, by primary
 * key, and only while their goods are still listed.
 */
export async function searchGoods(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  query: GoodsSearchQuery,
  listing: ListingIndex,
): Promise<Page<EsGoodsIndex>> {
  let page: ReturnType<typeof choosePage> = { picks: [], total: 0 }
  const { store } = await matchListing(ctx, query, listing, (store, slots, filters) => {
    page = choosePage(store, slots, filters, query)
    return page.total > 0
  })
  const skuIds = page.picks.map((pick) => store.skuPool.columns[0][pick.sku] as string)
  const rows: SkuRow[] = skuIds.length ? await pageRowsOf(ctx.db as Db).execute({ ids: skuIds }) : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const names = await categoryIndex(ctx)
  return toPage(
    skuIds.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toEsGoodsIndex(row, names.byId, ctx.locale)] : []
    }),
    page.total,
    query,
  )
}
