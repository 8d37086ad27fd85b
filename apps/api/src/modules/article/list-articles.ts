import type { ArticleListQuery } from '@silk/contracts/article'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { listColumns, toArticleVO } from './article-rows.ts'
import { cachedCategoryTree } from './category-tree.ts'
import { idsOfType, subtreeIds } from './list-article-categories.ts'

/**
 * Open articles, by `sort` then newest first (reference §17.3). A parent category lists the articles
 * of its children too; an unknown category is simply empty; `categoryTypes` narrows to whole trees.
 */
export async function listArticles(ctx: Pick<Ctx, 'db'>, query: ArticleListQuery, extra: SQL[] = []) {
  const where: SQL[] = [eq(articles.openStatus, true), ...extra]
  if (query.categoryId || query.categoryTypes?.length) {
    const tree = await cachedCategoryTree(ctx.db)
    const ids = query.categoryId
      ? subtreeIds(tree, query.categoryId)
      : idsOfType(tree, query.categoryTypes ?? [])
    if (!ids?.length) return toPage([], 0, query)
    where.push(inArray(articles.categoryId, ids))
  }
  if (query.title) where.push(ilike(articles.title, containsPattern(query.title)))
  const condition = and(...where)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(condition)
      .orderBy(asc(articles.sort), desc(articles.publishTime), desc(articles.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(articles).where(condition),
  ])
  return toPage(rows.map(toArticleVO), total, query)
}
