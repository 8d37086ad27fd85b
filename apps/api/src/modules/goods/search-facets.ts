import type { EsGoodsRelatedInfo, GoodsSearchQuery } from '@silk/contracts/goods'
import type { Db } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { localName } from '../../shared/localised.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { categoryIndex } from './list-categories.ts'
import { type ListingIndex, listOf } from './listing-index.ts'
import { hasListedSku } from './listing-query.ts'
import { paramEnglish } from './param-english.ts'
import { matchListing } from './search-goods.ts'

const MAX_BUCKETS = 200

/** Keys by how many goods have them, most first, then by key. */
function top(counts: Map<string, number>, limit: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([key]) => key)
}

const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)

/**
 * `GET /buyer/goods/goods/es/related`: brand, category and parameter facets over the same filters
 * as the search (reference §16.2), counted per goods in the node's listing index. Chosen brands and
 * parameter names are left out, and so are disabled brands (decision 114).
 */
export async function searchFacets(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  query: GoodsSearchQuery,
  listing: ListingIndex,
): Promise<EsGoodsRelatedInfo> {
  let listed: number[] = []
  const { store, filters } = await matchListing(ctx, query, listing, (store, slots, filters) => {
    listed = Array.from(slots).filter((slot) => hasListedSku(store, slot, filters))
    return listed.length > 0
  })
  const byBrand = new Map<string, number>()
  const byPath = new Map<string, number>()
  const byTag = new Map<string, number>()
  for (const slot of listed) {
    add(byBrand, store.brands.names[store.brand[slot] as number] as string)
    add(byPath, store.placementPath[store.placement[slot] as number] as string)
    for (const tag of listOf(store.tagPool, slot)) add(byTag, store.tags.names[tag] as string)
  }
  // Enabled brands only, named in the visitor's language where the brand has a name in it.
  const brandRows = byBrand.size
    ? await queryRows<{ id: string; name: string; name_en: string | null; logo: string }>(
        ctx.db,
        sql`select id, name, name_en, logo from brand where enabled and id in (${sql.join(
          [...byBrand.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : []
  const brandById = new Map(brandRows.map((b) => [b.id, b]))
  for (const id of byBrand.keys()) if (!brandById.has(id)) byBrand.delete(id)
  const index = await categoryIndex(ctx)
  const seen = new Set<string>()
  const categories = []
  for (const path of top(byPath, MAX_BUCKETS)) {
    for (const id of path.split(',')) {
      const node = index.byId.get(id)
      if (!node || seen.has(id)) continue
      seen.add(id)
      categories.push({ name: node.name, value: id, url: null })
    }
  }
  const params = new Map<string, string[]>()
  for (const tag of top(byTag, MAX_BUCKETS * 4)) {
    const at = tag.indexOf('_')
    const key = tag.slice(0, at)
    if (filters.params.has(key)) continue
    params.set(key, [...(params.get(key) ?? []), tag.slice(at + 1)])
  }
  const chosenBrands = new Set((query.brandId ?? '').split(/[@,]/).filter(Boolean))
  return {
    categories,
    brands: top(byBrand, MAX_BUCKETS).flatMap((id) => {
      const b = brandById.get(id) as { id: string; name: string; name_en: string | null; logo: string }
      const name = localName(ctx.locale, b.name, b.name_en)
      return id !== '0' && name && b.logo && !chosenBrands.has(id) ? [{ name, value: id, url: b.logo }] : []
    }),
    paramOptions: await paramLabels(ctx, [...params]),
    // What the chips of the chosen ones say, in the visitor's language (decision 026).
    chosenParams: await paramLabels(ctx, [...filters.params]),
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
