import type { EsGoodsIndex, GoodsSearchQuery } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'
import { type SQL, sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { type SkuRow, toEsGoodsIndex } from './goods-view.ts'
import { categoryIndex } from './list-categories.ts'
import { planSearch, type SearchPlan } from './search-filters.ts'

function orderBy(query: GoodsSearchQuery, plan: SearchPlan): SQL {
  const dir = query.order?.toLowerCase() === 'asc' ? sql`asc` : sql`desc`
  switch (query.sort) {
    case 'price':
      return sql`s.price ${dir}, g.id desc, s.sort_order`
    case 'buyCount':
      return sql`g.buy_count ${dir}, g.id desc, s.sort_order`
    case 'commentNum':
      return sql`g.comment_num ${dir}, g.id desc, s.sort_order`
    case 'releaseTime':
      return sql`g.create_time ${dir}, g.id desc, s.sort_order`
    case 'grade':
      return sql`g.grade ${dir}, g.id desc, s.sort_order`
  }
  if (plan.nameTsquery) {
    // Name matches first, then popularity. (ts_rank over every hit cost more than it told apart.)
    return sql`(g.search_vector @@ to_tsquery('simple', ${plan.nameTsquery})) desc, g.buy_count desc, g.id desc, s.sort_order`
  }
  return sql`g.buy_count desc, g.id desc, s.sort_order`
}

export const SKU_SELECT = sql`
  s.id, s.goods_id, s.sn, s.price, s.quantity, s.simple_specs, s.images as sku_images,
  g.goods_name, g.store_id, st.store_name, g.buy_count, g.images, g.brand_id, b.name as brand_name,
  b.logo as brand_logo, g.category_path, g.comment_num, g.grade, g.selling_point, g.self_operated,
  g.recommend, g.sales_model, g.goods_type, g.market_enable, g.auth_flag, g.create_time, g.params`

export const SKU_FROM = sql`goods g join goods_sku s on s.goods_id = g.id
  join store st on st.id = g.store_id left join brand b on b.id = g.brand_id`

async function runPage(ctx: Pick<Ctx, 'db'>, query: GoodsSearchQuery, plan: SearchPlan) {
  const [rows, count] = await Promise.all([
    queryRows<SkuRow>(
      ctx.db,
      sql`select ${SKU_SELECT} from ${SKU_FROM} where ${plan.where}
      order by ${orderBy(query, plan)} limit ${query.pageSize} offset ${offsetOf(query)}`,
    ),
    queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from goods g join goods_sku s on s.goods_id = g.id where ${plan.where}`,
    ),
  ])
  return { rows, total: count[0]?.total ?? 0 }
}

/**
 * `GET /buyer/goods/goods/es`: one record per SKU (reference §16.1). All keyword words must match;
 * when that finds nothing, any word may match (ranked, so the closest goods come first).
 */
export async function searchGoods(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
): Promise<Page<EsGoodsIndex>> {
  let plan = await planSearch(ctx, query)
  if (plan.impossible) return toPage([], 0, query)
  let result = await runPage(ctx, query, plan)
  if (result.total === 0 && plan.tsquery?.includes('&')) {
    plan = await planSearch(ctx, query, 'or')
    result = await runPage(ctx, query, plan)
  }
  const names = await categoryIndex(ctx)
  return toPage(
    result.rows.map((row) => toEsGoodsIndex(row, names.byId)),
    result.total,
    query,
  )
}
