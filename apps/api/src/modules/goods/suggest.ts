import type { CategoryVO, SearchSuggestions } from '@silk/contracts/goods'
import { queryTokens } from '@silk/db/search-tokens'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { localName } from '../../shared/localised.ts'
import { containsPattern, escapeLike } from '../../shared/sql-like.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { categoryIndex } from './list-categories.ts'
import { categoryHits } from './relevance.ts'

/**
 * Suggestions for a keyword being typed (the header search box): the search index with the last word
 * taken as a prefix ("普" finds 普洱, "te" finds tea), ranked as the goods list ranks (categories the
 * keyword names, then name matches, then sales; decision 023), one row per goods; the categories and
 * open stores whose Chinese or English name contains the keyword. Three small statements, no new index.
 */
export async function suggest(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  keyword: string,
  count = 6,
): Promise<SearchSuggestions> {
  const word = keyword.trim()
  const [zh, en] = await Promise.all([
    categoryIndex({ db: ctx.db, locale: 'zh-CN' }),
    categoryIndex({ db: ctx.db, locale: 'en' }),
  ])
  const [goods, stores] = await Promise.all([
    suggestGoods(ctx, word, count, categoryHits(word, zh.byId, en.byId)),
    suggestStores(ctx, word, Math.max(2, Math.ceil(count / 2))),
  ])
  return {
    goods,
    categories: suggestCategories(ctx.locale, word, zh.byId, en.byId, Math.max(2, Math.ceil(count / 2))),
    stores,
  }
}

async function suggestGoods(ctx: Pick<Ctx, 'db' | 'locale'>, word: string, count: number, hits: string[]) {
  const tokens = queryTokens(word).slice(0, 8)
  if (tokens.length === 0) return []
  // Every word must match; the last one may still be being typed.
  const tsquery = tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' & ')
  const nameTsquery = tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*A` : `${t}:A`)).join(' & ')
  const categoryHit = hits.length
    ? sql`(l.category_id in (${sql.join(
        hits.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`false`
  const rows = await queryRows<{
    goods_id: string
    goods_name: string
    goods_name_en: string | null
    sku_id: string
  }>(
    ctx.db,
    sql`select g.id as goods_id, g.goods_name, g.goods_name_en,
        (select s.id from goods_sku s where s.goods_id = g.id order by s.sort_order, s.id limit 1) as sku_id
      from (
        select l.goods_id, l.buy_count, ${categoryHit} as category_hit,
          (l.search_vector @@ to_tsquery('simple', ${nameTsquery})) as name_hit
        from goods_listing l
        where l.search_vector @@ to_tsquery('simple', ${tsquery}) and l.sku_count > 0
        order by category_hit desc, name_hit desc, l.buy_count desc, l.goods_id desc
        limit ${count}
      ) t join goods g on g.id = t.goods_id
      order by t.category_hit desc, t.name_hit desc, t.buy_count desc, t.goods_id desc`,
  )
  return rows
    .filter((r) => r.sku_id)
    .map((r) => ({
      goodsId: r.goods_id,
      skuId: r.sku_id,
      name: localName(ctx.locale, r.goods_name, r.goods_name_en),
    }))
}

async function suggestStores(ctx: Pick<Ctx, 'db' | 'locale'>, word: string, count: number) {
  const pattern = containsPattern(word)
  const rows = await queryRows<{ id: string; store_name: string; store_name_en: string | null }>(
    ctx.db,
    sql`select id, store_name, store_name_en from store
      where store_disable = 'OPEN' and (store_name ilike ${pattern} or store_name_en ilike ${pattern})
      order by (store_name ilike ${`${escapeLike(word)}%`}) desc, id
      limit ${count}`,
  )
  return rows.map((r) => ({ id: r.id, name: localName(ctx.locale, r.store_name, r.store_name_en) }))
}

function suggestCategories(
  locale: Ctx['locale'],
  word: string,
  zh: Map<string, CategoryVO>,
  en: Map<string, CategoryVO>,
  count: number,
) {
  const lower = word.toLowerCase()
  const shown = locale === 'en' ? en : zh
  const found: { node: CategoryVO; rank: number }[] = []
  for (const node of zh.values()) {
    const names = [node.name, en.get(node.id)?.name ?? ''].map((n) => n.toLowerCase())
    const at = Math.min(
      ...names.map((n) => (n.includes(lower) ? n.indexOf(lower) : Number.POSITIVE_INFINITY)),
    )
    if (at === Number.POSITIVE_INFINITY) continue
    // A name that starts with the keyword first, then the most specific level.
    found.push({ node, rank: (at === 0 ? 0 : 10) + (2 - node.level) })
  }
  found.sort((a, b) => a.rank - b.rank || a.node.sortOrder - b.node.sortOrder)
  return found.slice(0, count).map(({ node }) => {
    const path: string[] = []
    for (let n: CategoryVO | undefined = node; n; n = zh.get(n.parentId)) path.unshift(n.id)
    const parent = shown.get(node.parentId)
    return {
      id: node.id,
      path: path.join(','),
      name: shown.get(node.id)?.name ?? node.name,
      parentName: parent?.name ?? null,
    }
  })
}
