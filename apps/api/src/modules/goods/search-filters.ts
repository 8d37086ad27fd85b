import type { GoodsSearchQuery } from '@silk/contracts/goods'
import { queryTokens } from '@silk/db/search-tokens'
import { type SQL, sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { BizError } from '../../shared/errors.ts'
import { yuanToFen } from '../../shared/money.ts'
import { categoryIndex } from './list-categories.ts'
import { categoryHits } from './relevance.ts'

export interface SearchPlan {
  /** Conditions on `l` (goods_listing: goods on sale). */
  where: SQL
  /** Conditions on `s` (goods_sku), null when the query has none (then SKUs are only counted). */
  skuWhere: SQL | null
  /** tsquery text when a keyword was given; null otherwise. */
  tsquery: string | null
  nameTsquery: string | null
  /** Leaf categories the keyword names (`relevance.ts`): their goods rank first. */
  categoryHits: string[]
  /** Parameters already chosen through `prop`, name → values (hidden from the facets). */
  chosenParams: Map<string, string[]>
  /** A keyword that yields no searchable token matches nothing. */
  impossible: boolean
  /** Whether every keyword word must match, or any. */
  mode: 'and' | 'or'
}

const ID = /^\d{1,20}$/

/** `min_max` or `min` in yuan → fen bounds; min > max is refused as upstream ("价格区间错误"). */
function priceBounds(price: string): [number | null, number | null] {
  const [minText = '', maxText = ''] = price.split('_')
  const min = minText ? yuanToFen(minText) : null
  const max = maxText ? yuanToFen(maxText) : null
  if ((minText && min === null) || (maxText && max === null))
    throw new BizError('PARAMS_ERROR', { detail: '价格区间错误' })
  if (min !== null && max !== null && min > max)
    throw new BizError('PARAMS_ERROR', { detail: '价格区间错误' })
  return [min, max]
}

/** Category condition by level, so every level uses an index (leaf id, or a path prefix). */
async function categoryCondition(ctx: Pick<Ctx, 'db'>, categoryId: string): Promise<SQL | 'none'> {
  const id = categoryId.split(',').filter(Boolean).pop() ?? ''
  if (!ID.test(id)) return 'none'
  const node = (await categoryIndex(ctx)).byId.get(id)
  if (!node) return 'none'
  if (node.level === 2) return sql`l.category_id = ${id}`
  const prefix = node.level === 0 ? `${id},` : `${node.parentId},${id},`
  return sql`l.category_path like ${`${prefix}%`}`
}

export async function planSearch(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
  mode: 'and' | 'or' = 'and',
): Promise<SearchPlan> {
  const parts: SQL[] = []
  const skuParts: SQL[] = []
  let impossible = false
  let tsquery: string | null = null
  let nameTsquery: string | null = null
  let hits: string[] = []
  if (query.keyword) {
    const [zh, en] = await Promise.all([
      categoryIndex({ db: ctx.db, locale: 'zh-CN' }),
      categoryIndex({ db: ctx.db, locale: 'en' }),
    ])
    hits = categoryHits(query.keyword, zh.byId, en.byId)
    const tokens = queryTokens(query.keyword).slice(0, 16)
    if (tokens.length === 0) impossible = true
    else {
      tsquery = tokens.join(mode === 'and' ? ' & ' : ' | ')
      nameTsquery = tokens.map((t) => `${t}:A`).join(' & ')
      parts.push(sql`l.search_vector @@ to_tsquery('simple', ${tsquery})`)
    }
  }
  if (query.categoryId) {
    const cond = await categoryCondition(ctx, query.categoryId)
    if (cond === 'none') impossible = true
    else parts.push(cond)
  }
  if (query.brandId) {
    const ids = query.brandId.split(/[@,]/).filter((b) => ID.test(b))
    if (ids.length === 0) impossible = true
    else
      parts.push(
        sql`l.brand_id in (${sql.join(
          ids.map((b) => sql`${b}`),
          sql`, `,
        )})`,
      )
  }
  if (query.storeId) {
    if (!ID.test(query.storeId)) impossible = true
    else parts.push(sql`l.store_id = ${query.storeId}`)
  }
  if (query.recommend === 'true') parts.push(sql`l.recommend`)
  if (query.price) {
    const [min, max] = priceBounds(query.price)
    // The goods' price span narrows the goods first; the SKU condition picks the SKUs.
    if (min !== null) {
      parts.push(sql`l.max_price >= ${min}`)
      skuParts.push(sql`s.price >= ${min}`)
    }
    if (max !== null) {
      parts.push(sql`l.min_price <= ${max}`)
      skuParts.push(sql`s.price <= ${max}`)
    }
  }
  const chosenParams = new Map<string, string[]>()
  if (query.prop) {
    const byName = new Map<string, string[]>()
    for (const term of query.prop.split('@')) {
      const at = term.indexOf('_')
      if (at <= 0) continue
      const name = term.slice(0, at)
      // A multi-picked chip arrives as one term with values joined by "、".
      for (const value of term.slice(at + 1).split('、')) {
        if (value) byName.set(name, [...(byName.get(name) ?? []), `${name}_${value}`])
      }
    }
    for (const [name, tags] of byName) {
      chosenParams.set(
        name,
        tags.map((t) => t.slice(name.length + 1)),
      )
      parts.push(
        sql`l.param_tags && ${sql`array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}`,
      )
    }
  }
  if (query.currentGoodsId && ID.test(query.currentGoodsId)) {
    parts.push(sql`l.goods_id <> ${query.currentGoodsId}`)
    parts.push(
      sql`l.category_path like (select split_part(category_path, ',', 1) || ',' || split_part(category_path, ',', 2) || ',%' from goods where id = ${query.currentGoodsId})`,
    )
  }
  return {
    where: parts.length ? sql.join(parts, sql` and `) : sql`true`,
    skuWhere: skuParts.length ? sql.join(skuParts, sql` and `) : null,
    tsquery,
    nameTsquery,
    categoryHits: hits,
    chosenParams,
    impossible,
    mode,
  }
}
