import type { EsGoodsRelatedInfo, GoodsSearchQuery } from '@silk/contracts/goods'
import type { Db } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { categoryIndex } from './list-categories.ts'
import { paramEnglish } from './param-english.ts'
import { planSearch } from './search-filters.ts'

const MAX_BUCKETS = 200

interface FacetRow {
  kind: 'brand' | 'category' | 'param'
  key: string
  n: number
  name: string | null
  logo: string | null
}

/**
 * `GET /buyer/goods/goods/es/related`: brand, category and parameter facets over the same filters
 * as the search (reference §16.2), counted per goods. Chosen brands and parameter names are left out,
 * and so are disabled brands (decision 114).
 */
export async function searchFacets(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  query: GoodsSearchQuery,
): Promise<EsGoodsRelatedInfo> {
  // Brand names in the visitor's language where the brand has one.
  const nameEn = ctx.locale === 'en' ? sql`b.name_en` : sql`null`
  let plan = await planSearch(ctx, query)
  const empty = { categories: [], brands: [], paramOptions: [] }
  if (plan.impossible) return empty
  const matched = () => {
    const skus = plan.skuWhere
      ? sql` and exists (select 1 from goods_sku s where s.goods_id = l.goods_id and ${plan.skuWhere})`
      : sql``
    return sql`select l.goods_id, l.brand_id, l.category_path, l.param_tags
      from goods_listing l where ${plan.where} and l.sku_count > 0${skus}`
  }
  // One pass over the matched goods for all three facets (the planner reads them once).
  const facetsOf = () =>
    queryRows<FacetRow>(
      ctx.db,
      sql`with m as materialized (${matched()})
      select 'brand' as kind, b.id as key, count(*)::int as n, coalesce(${nameEn}, b.name) as name, b.logo
        from m join brand b on b.id = m.brand_id and b.enabled group by b.id, b.name, b.name_en, b.logo
      union all
      select 'category', category_path, count(*)::int, null, null from m group by category_path
      union all
      select 'param', tag, count(*)::int, null, null from m, unnest(m.param_tags) as tag group by tag`,
    )
  let rows = await facetsOf()
  if (rows.length === 0 && plan.tsquery?.includes('&')) {
    plan = await planSearch(ctx, query, 'or')
    rows = await facetsOf()
  }
  if (rows.length === 0) return empty
  const top = (kind: FacetRow['kind'], limit: number) =>
    rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, limit)
  const chosenBrands = new Set((query.brandId ?? '').split(/[@,]/).filter(Boolean))
  const brandRows = top('brand', MAX_BUCKETS)
  const pathRows = top('category', MAX_BUCKETS)
  const paramRows = top('param', MAX_BUCKETS * 4)
  const index = await categoryIndex(ctx)
  const seen = new Set<string>()
  const categories = []
  for (const { key: path } of pathRows) {
    for (const id of path.split(',')) {
      const node = index.byId.get(id)
      if (!node || seen.has(id)) continue
      seen.add(id)
      categories.push({ name: node.name, value: id, url: null })
    }
  }
  const params = new Map<string, string[]>()
  for (const { key: tag } of paramRows) {
    const at = tag.indexOf('_')
    const key = tag.slice(0, at)
    if (plan.chosenParams.has(key)) continue
    params.set(key, [...(params.get(key) ?? []), tag.slice(at + 1)])
  }
  return {
    categories,
    brands: brandRows
      .filter((b) => b.key !== '0' && b.name && b.logo && !chosenBrands.has(b.key))
      .map((b) => ({ name: b.name as string, value: b.key, url: b.logo })),
    paramOptions: await paramLabels(ctx, [...params]),
    // What the chips of the chosen ones say, in the visitor's language (decision 026).
    chosenParams: await paramLabels(ctx, [...plan.chosenParams]),
  }
}

/** Each facet row's name and values in the visitor's language; the Chinese stays the filter key. */
async function paramLabels(ctx: Pick<Ctx, 'db' | 'locale'>, rows: [string, string[]][]) {
  if (ctx.locale !== 'en') return rows.map(([key, values]) => ({ key, values }))
  const english = await paramEnglish(ctx.db as Db)
  return rows.map(([key, values]) => ({
    key,
    values,
    name: english.names.get(key) ?? key,
    labels: values.map((v) => english.values.get(`${key}_${v}`) ?? v),
  }))
}
