import type { Article, ArticleType } from '@silk/contracts/article'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { and, desc, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { fullColumns, toArticle } from './article-rows.ts'

function selectArticle(ctx: Pick<Ctx, 'db'>) {
  return ctx.db
    .select(fullColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
}

/** One open article; a missing or closed one is 60006 文章不存在. */
export async function getArticle(ctx: Pick<Ctx, 'db'>, id: string): Promise<Article> {
  const [row] = await selectArticle(ctx)
    .where(and(eq(articles.id, id), eq(articles.openStatus, true)))
    .limit(1)
  if (!row) throw new BizError('ARTICLE_NOT_EXIST')
  return toArticle(row)
}

/** The single article of a type (about us, privacy policy…); `OTHER` is not a single article: null. */
export async function getArticleByType(ctx: Pick<Ctx, 'db'>, type: ArticleType): Promise<Article | null> {
  if (type === 'OTHER') return null
  const [row] = await selectArticle(ctx)
    .where(and(eq(articles.type, type), eq(articles.openStatus, true)))
    .orderBy(desc(articles.publishTime))
    .limit(1)
  return row ? toArticle(row) : null
}
