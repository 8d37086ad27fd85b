import type { EsGoodsRelatedInfo, GoodsSearchQuery } from '@silk/contracts/goods'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { categoryIndex } from './list-categories.ts'
import { planSearch } from './search-filters.ts'

const MAX_BUCKETS = 200

/**
 * `GET /buyer/goods/goods/es/related`: brand, category and parameter facets over the same filters
 * as the search (reference §16.2), counted per goods. Chosen brands and parameter names are left out.
 */
export async function searchFacets(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
): Promise<EsGoodsRelatedInfo> {
  let plan = await planSearch(ctx, query)
  const empty = { categories: [], brands: [], paramOptions: [] }
  if (plan.impossible) return empty
  const matched = () => sql`select distinct g.id, g.brand_id, g.category_path, g.param_tags
    from goods g join goods_sku s on s.goods_id = g.id where ${plan.where}`
  let any = await queryRows<unknown>(ctx.db, sql`select 1 from (${matched()}) m limit 1`)
  if (any.length === 0 && plan.tsquery?.includes('&')) {
    plan = await planSearch(ctx, query, 'or')
    any = await queryRows<unknown>(ctx.db, sql`select 1 from (${matched()}) m limit 1`)
  }
  if (any.length === 0) return empty
  const chosenBrands = new Set((query.brandId ?? '').split(/[@,]/).filter(Boolean))
  const [brandRows, pathRows, paramRows] = await Promise.all([
    queryRows<{ id: string; name: string; logo: string }>(
      ctx.db,
      sql`
      select b.id, b.name, b.logo from (${matched()}) m join brand b on b.id = m.brand_id
      group by b.id, b.name, b.logo order by count(*) desc, b.id limit ${MAX_BUCKETS}`,
    ),
    queryRows<{ category_path: string }>(
      ctx.db,
      sql`
      select category_path from (${matched()}) m group by category_path order by count(*) desc limit ${MAX_BUCKETS}`,
    ),
    queryRows<{ tag: string }>(
      ctx.db,
      sql`
      select tag from (${matched()}) m, unnest(m.param_tags) as tag group by tag order by count(*) desc, tag limit ${MAX_BUCKETS * 4}`,
    ),
  ])
  const index = await categoryIndex(ctx)
  const seen = new Set<string>()
  const categories = []
  for (const { category_path } of pathRows) {
    for (const id of category_path.split(',')) {
      const node = index.byId.get(id)
      if (!node || seen.has(id)) continue
      seen.add(id)
      categories.push({ name: node.name, value: id, url: null })
    }
  }
  const params = new Map<string, string[]>()
  for (const { tag } of paramRows) {
    const at = tag.indexOf('_')
    const key = tag.slice(0, at)
    if (plan.chosenParams.has(key)) continue
    params.set(key, [...(params.get(key) ?? []), tag.slice(at + 1)])
  }
  return {
    categories,
    brands: brandRows
      .filter((b) => b.id !== '0' && b.name && b.logo && !chosenBrands.has(b.id))
      .map((b) => ({ name: b.name, value: b.id, url: b.logo })),
    paramOptions: [...params].map(([key, values]) => ({ key, values })),
  }
}
