import type { EsGoodsIndex, GoodsSearchQuery } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import type { ResultCache } from '../../shared/result-cache.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { type SkuRow, toEsGoodsIndex } from './goods-view.ts'
import { categoryIndex } from './list-categories.ts'
import { planSearch, type SearchPlan } from './search-filters.ts'

/**
 * The sort of a search, as bare column names: `goods` orders the listing rows, `skus(prefix)` the
 * SKU rows (prefix '' inside the page query, 'p.' outside it). Every SKU order sorts a goods' SKUs
 * together behind a goods-level key, so the first K SKUs come from the first K goods in `goods`
 * order: the page query only opens the SKUs of those. For price that holds with the goods' cheapest
 * (or dearest) SKU as its key. The names are fixed here, never taken from the request.
 */
function sortDir(query: GoodsSearchQuery): 'asc' | 'desc' {
  return query.order?.toLowerCase() === 'asc' ? 'asc' : 'desc'
}

function sortOf(query: GoodsSearchQuery, plan: SearchPlan) {
  const dir = sortDir(query)
  const goodsKeys: Record<string, string> = {
    buyCount: 'buy_count',
    commentNum: 'comment_num',
    releaseTime: 'create_time',
    grade: 'grade',
  }
  let goods: string
  let first: string
  if (query.sort === 'price') {
    goods = dir === 'asc' ? 'min_price asc' : 'max_price desc'
    first = `price ${dir}`
  } else {
    const key = query.sort ? goodsKeys[query.sort] : undefined
    // Goods of a category the keyword names first, then name matches, then popularity (relevance.ts).
    // (ts_rank over every hit cost more than it told apart.)
    first = key
      ? `${key} ${dir}`
      : plan.nameTsquery
        ? 'category_hit desc, name_hit desc, buy_count desc'
        : 'buy_count desc'
    goods = first
  }
  return {
    goods: sql.raw(`${goods}, goods_id desc`),
    skus: (prefix: '' | 'p.') =>
      sql.raw(
        `${first
          .split(', ')
          .map((k) => prefix + k)
          .join(', ')}, ${prefix}goods_id desc, ${prefix}sort_order`,
      ),
  }
}

export const SKU_SELECT = sql`
  s.id, s.goods_id, s.sn, s.price, s.quantity, s.simple_specs, s.specs as sku_specs, s.images as sku_images,
  g.goods_name, g.goods_name_en, g.store_id, st.store_name, st.store_name_en, g.buy_count, g.images,
  g.brand_id, b.name as brand_name, b.name_en as brand_name_en,
  b.logo as brand_logo, g.category_path, g.comment_num, g.grade, g.selling_point, g.selling_point_en, g.self_operated,
  g.recommend, g.sales_model, g.goods_type, g.market_enable, g.auth_flag, g.create_time, g.params, g.wholesale`

export const SKU_FROM = sql`goods g join goods_sku s on s.goods_id = g.id
  join store st on st.id = g.store_id left join brand b on b.id = g.brand_id`

/**
 * The page and count statements of a search. The page is chosen on the narrow listing rows: the
 * first `offset + pageSize` goods in sort order, then their SKUs; only the page's rows are joined to
 * goods, store and brand for display. A price range with a price sort cannot bound the goods that
 * way (a goods' cheapest SKU may lie outside the range), so there every matching SKU is sorted.
 */
export function listingQueries(query: GoodsSearchQuery, plan: SearchPlan) {
  const sort = sortOf(query, plan)
  const nameHit = plan.nameTsquery
    ? sql`(l.search_vector @@ to_tsquery('simple', ${plan.nameTsquery}))`
    : sql`false`
  const categoryHit = plan.categoryHits.length
    ? sql`(l.category_id in (${sql.join(
        plan.categoryHits.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`false`
  const skuWhere = plan.skuWhere ? sql` and ${plan.skuWhere}` : sql``
  const inRange = plan.skuWhere
    ? sql` and exists (select 1 from goods_sku s where s.goods_id = l.goods_id${skuWhere})`
    : sql``
  const offset = offsetOf(query)
  const bounded = !(plan.skuWhere && query.sort === 'price')
  // One SKU per goods when asked: the one a price sort puts first, else the default (first) SKU.
  const skus =
    query.perGoods === 'true'
      ? sql`join lateral (select s.id, s.price, s.sort_order from goods_sku s
          where s.goods_id = t.goods_id${skuWhere}
          order by ${query.sort === 'price' ? sql.raw(`s.price ${sortDir(query)}, `) : sql``}s.sort_order limit 1) s on true`
      : sql`join goods_sku s on s.goods_id = t.goods_id${skuWhere}`
  const page = sql`select ${SKU_SELECT}, p.sku_count from (
      select t.goods_id, t.buy_count, t.comment_num, t.create_time, t.grade, t.name_hit, t.category_hit,
        t.sku_count, s.id as sku_id, s.price, s.sort_order
      from (
        select l.goods_id, l.buy_count, l.comment_num, l.create_time, l.grade, l.min_price, l.max_price,
          l.sku_count, ${nameHit} as name_hit, ${categoryHit} as category_hit
        from goods_listing l where ${plan.where} and l.sku_count > 0${bounded ? inRange : sql``}
        ${bounded ? sql`order by ${sort.goods} limit ${offset + query.pageSize}` : sql``}
      ) t ${skus}
      order by ${sort.skus('')} limit ${query.pageSize} offset ${offset}
    ) p join goods_sku s on s.id = p.sku_id join goods g on g.id = p.goods_id
    join store st on st.id = g.store_id left join brand b on b.id = g.brand_id
    order by ${sort.skus('p.')}`
  // Without a SKU condition every SKU of a listed goods counts: no SKU row is read.
  const count =
    query.perGoods === 'true'
      ? sql`select count(*)::int as total from goods_listing l
          where ${plan.where} and l.sku_count > 0${inRange}`
      : plan.skuWhere
        ? sql`select count(*)::int as total from goods_listing l join goods_sku s on s.goods_id = l.goods_id
        where ${plan.where}${skuWhere}`
        : sql`select coalesce(sum(l.sku_count), 0)::int as total from goods_listing l where ${plan.where}`
  return { page, count }
}

/** What a total depends on: the filters, not the sort or the page. */
function filterKey(query: GoodsSearchQuery, mode: 'and' | 'or'): string {
  const { keyword, categoryId, brandId, storeId, price, prop, recommend, currentGoodsId, perGoods } = query
  return `total:${mode}:${JSON.stringify([keyword, categoryId, brandId, storeId, price, prop, recommend, currentGoodsId, perGoods])}`
}

async function runPage(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
  plan: SearchPlan,
  totals: ResultCache | undefined,
) {
  const { page, count } = listingQueries(query, plan)
  const countNow = async () => String((await queryRows<{ total: number }>(ctx.db, count))[0]?.total ?? 0)
  const key = filterKey(query, plan.mode)
  const [rows, kept] = await Promise.all([
    queryRows<SkuRow>(ctx.db, page),
    totals ? totals.get(key, countNow) : countNow(),
  ])
  const total = consistentTotal(Number(kept), rows.length, query)
  if (totals && String(total) !== kept) totals.set(key, String(total))
  return { rows, total }
}

/**
 * A kept total may be a few seconds older than the rows. The page itself is the truth where it can
 * tell: a short page ends the result, and a full one reaches at least its last row. The corrected
 * total is kept in its place.
 */
function consistentTotal(total: number, rows: number, query: GoodsSearchQuery): number {
  const offset = offsetOf(query)
  // An empty page past the end only says the result is not longer than its offset.
  if (rows === 0 && offset > 0) return Math.min(total, offset)
  if (rows < query.pageSize) return offset + rows
  return Math.max(total, offset + rows)
}

/**
 * `GET /buyer/goods/goods/es`: one record per SKU (reference §16.1). All keyword words must match;
 * when that finds nothing, any word may match (ranked, so the closest goods come first). `totals`
 * keeps each filter's total for a while: a visitor who pages or re-sorts asks for the same total.
 */
export async function searchGoods(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  query: GoodsSearchQuery,
  totals?: ResultCache,
): Promise<Page<EsGoodsIndex>> {
  let plan = await planSearch(ctx, query)
  if (plan.impossible) return toPage([], 0, query)
  let result = await runPage(ctx, query, plan, totals)
  if (result.total === 0 && plan.tsquery?.includes('&')) {
    plan = await planSearch(ctx, query, 'or')
    result = await runPage(ctx, query, plan, totals)
  }
  const names = await categoryIndex(ctx)
  return toPage(
    result.rows.map((row) => toEsGoodsIndex(row, names.byId, ctx.locale)),
    result.total,
    query,
  )
}
