import { articles } from '@silk/db/schema/articles'
import { inArray } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { toPage } from '../../shared/paging.ts'
import { cachedCategoryTree } from './category-tree.ts'
import { idsOfType } from './list-article-categories.ts'
import { listArticles } from './list-articles.ts'

/**
 * Industry information: open articles of every INDUSTRY category (policy, markets, logistics…),
 * newest first. Upstream has no such endpoint (reference §17.3); the spec's client calls it.
 */
export async function listIndustryInformation(
  ctx: Pick<Ctx, 'db'>,
  query: { pageNumber: number; pageSize: number; title?: string },
) {
  const ids = idsOfType(await cachedCategoryTree(ctx.db), ['INDUSTRY'])
  if (ids.length === 0) return toPage([], 0, query)
  return listArticles(ctx, { ...query, categoryId: undefined }, [inArray(articles.categoryId, ids)])
}
