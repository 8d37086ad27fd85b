import { ArticleInput } from '@silk/contracts/article'
import { articleText, sanitizeArticleHtml } from '@silk/contracts/article-html'
import { nextId } from '@silk/db/ids'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { eq } from 'drizzle-orm'
import { announceChange } from '../../shared/change-feed.ts'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { issueDetail } from '../../shared/input-issue.ts'

/**
 * Creates an article (the write path for a future operator console and for fixtures). The HTML is
 * cleaned before it is stored, and the summary defaults to the start of the cleaned text.
 */
export async function saveArticle(ctx: Pick<Ctx, 'db'>, raw: ArticleInput): Promise<string> {
  const parsed = ArticleInput.safeParse(raw)
  if (!parsed.success) throw new BizError('PARAMS_ERROR', issueDetail(parsed.error.issues[0]))
  const input = parsed.data
  const [category] = await ctx.db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, input.categoryId))
  if (!category) throw new BizError('ARTICLE_CATEGORY_NOT_EXIST')
  const content = sanitizeArticleHtml(input.content)
  const id = nextId()
  await ctx.db.insert(articles).values({
    id,
    categoryId: input.categoryId,
    title: articleText(input.title),
    titleEn: input.titleEn ? articleText(input.titleEn) : null,
    summary: articleText(input.summary || content).slice(0, 120),
    summaryEn: input.summaryEn ? articleText(input.summaryEn) : null,
    cover: input.cover ?? null,
    content,
    contentEn: input.contentEn ? sanitizeArticleHtml(input.contentEn) : null,
    type: input.type,
    openStatus: input.openStatus,
    featured: input.featured,
    sort: input.sort,
    author: input.author ?? null,
    source: input.source ?? null,
    publishTime: input.publishTime ?? new Date(),
  })
  announceChange({ kind: 'content' })
  return id
}
