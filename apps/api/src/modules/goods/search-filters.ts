import type { GoodsSearchQuery } from '@silk/contracts/goods'
import { queryTokens } from '@silk/db/search-tokens'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { yuanToFen } from '../../shared/money.ts'
import { categoryIndex } from './list-categories.ts'
import { categoryHits } from './relevance.ts'

/** What a search or its facets ask of the listing, read once from the query string. */
export interface SearchFilters {
  /** The keyword's tokens (at most 16); empty without a keyword. */
  tokens: string[]
  /** Whether every keyword token must match, or any. */
  mode: 'and' | 'or'
  /** Leaf categories the keyword names (`relevance.ts`): their goods rank first. */
  categoryHits: string[]
  /** A leaf category's id, or the path prefix of a higher level's goods. */
  category: { leaf: string } | { pathPrefix: string } | null
  brandIds: string[] | null
  storeId: string | null
  recommend: boolean
  /** In fen; a goods matches when one of its SKUs does, and only those SKUs are listed. */
  price: { min: number | null; max: number | null } | null
  /** Parameters chosen through `prop`, name → values: a goods has one of each name's values. */
  params: Map<string, string[]>
  /** "More like this": other goods under the same second-level category as this goods. */
  currentGoodsId: string | null
  /** A filter nothing can match (an unknown category, a keyword with no searchable word). */
  impossible: boolean
}

const ID = /^\d{1,20}$/

/** `min_max` or `min` in yuan → fen bounds; min > max is refused as upstream ("价格区间错误"). */
function priceBounds(price: string): SearchFilters['price'] {
  const [minText = '', maxText = ''] = price.split('_')
  const min = minText ? yuanToFen(minText) : null
  const max = maxText ? yuanToFen(maxText) : null
  if ((minText && min === null) || (maxText && max === null))
    throw new BizError('PARAMS_ERROR', { detail: '价格区间错误' })
  if (min !== null && max !== null && min > max)
    throw new BizError('PARAMS_ERROR', { detail: '价格区间错误' })
  return min === null && max === null ? null : { min, max }
}

/** A multi-picked chip arrives as one term with values joined by "、": `产地_云南、福建@材质_紫砂`. */
function chosenParams(prop: string): Map<string, string[]> {
  const byName = new Map<string, string[]>()
  for (const term of prop.split('@')) {
    const at = term.indexOf('_')
    if (at <= 0) continue
    const name = term.slice(0, at)
    for (const value of term.slice(at + 1).split('、')) {
      if (value) byName.set(name, [...(byName.get(name) ?? []), value])
    }
  }
  return byName
}

export async function readFilters(
  ctx: Pick<Ctx, 'db'>,
  query: GoodsSearchQuery,
  mode: 'and' | 'or' = 'and',
): Promise<SearchFilters> {
  const filters: SearchFilters = {
    tokens: [],
    mode,
    categoryHits: [],
    category: null,
    brandIds: null,
    storeId: null,
    recommend: query.recommend === 'true',
    price: query.price ? priceBounds(query.price) : null,
    params: query.prop ? chosenParams(query.prop) : new Map(),
    currentGoodsId: null,
    impossible: false,
  }
  if (query.keyword) {
    const [zh, en] = await Promise.all([
      categoryIndex({ db: ctx.db, locale: 'zh-CN' }),
      categoryIndex({ db: ctx.db, locale: 'en' }),
    ])
    filters.categoryHits = categoryHits(query.keyword, zh.byId, en.byId)
    filters.tokens = queryTokens(query.keyword).slice(0, 16)
    if (filters.tokens.length === 0) filters.impossible = true
  }
  if (query.categoryId) {
    // Any level of the path; the last id says which (a disabled or unknown category matches nothing).
    const id = query.categoryId.split(',').filter(Boolean).pop() ?? ''
    const node = ID.test(id) ? (await categoryIndex(ctx)).byId.get(id) : undefined
    if (!node) filters.impossible = true
    else if (node.level === 2) filters.category = { leaf: id }
    else filters.category = { pathPrefix: node.level === 0 ? `${id},` : `${node.parentId},${id},` }
  }
  if (query.brandId) {
    filters.brandIds = query.brandId.split(/[@,]/).filter((b) => ID.test(b))
    if (filters.brandIds.length === 0) filters.impossible = true
  }
  if (query.storeId) {
    if (ID.test(query.storeId)) filters.storeId = query.storeId
    else filters.impossible = true
  }
  if (query.currentGoodsId && ID.test(query.currentGoodsId)) filters.currentGoodsId = query.currentGoodsId
  return filters
}
