import type { ArticleVO, FeaturedArticlesQuery } from '@silk/contracts/article'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { listColumns, toArticleVO } from './article-rows.ts'
import { cachedCategoryTree } from './category-tree.ts'
import { idsOfType } from './list-article-categories.ts'

/** Headlines for the home and news pages: featured first, then the newest news and industry articles. */
export async function listFeaturedArticles(
  ctx: Pick<Ctx, 'db'>,
  query: FeaturedArticlesQuery,
): Promise<ArticleVO[]> {
  const types = query.type ? [query.type] : (['NEWS', 'INDUSTRY'] as const)
  const ids = idsOfType(await cachedCategoryTree(ctx.db), [...types])
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select(listColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.openStatus, true), inArray(articles.categoryId, ids)))
    .orderBy(desc(articles.featured), desc(articles.publishTime), desc(articles.id))
    .limit(query.num)
  return rows.map(toArticleVO)
}
