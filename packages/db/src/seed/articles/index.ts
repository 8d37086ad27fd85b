import { sanitizeArticleHtml } from '@silk/contracts/article-html'
import { parseChinaDateTime } from '@silk/contracts/china-time'
import { and, eq, like, notLike } from 'drizzle-orm'
import type { Db } from '../../client.ts'
import { articleCategories, articles } from '../../schema/articles.ts'
import { AGREEMENTS } from './agreements.ts'
import { ARTICLE_CATEGORIES } from './categories.ts'
import { NEWS_COVERS, newsCoverPath } from './cover-art.ts'
import { HELP_MERCHANT } from './help-merchant.ts'
import { HELP_SERVICE } from './help-service.ts'
import { HELP_SHOPPING } from './help-shopping.ts'
import { LOGISTICS_ARTICLES } from './news-logistics.ts'
import { MARKET_ARTICLES } from './news-markets.ts'
import { PLATFORM_ARTICLES } from './news-platform.ts'
import { POLICY_ARTICLES } from './news-policy.ts'
import type { SeedArticle } from './types.ts'

export const NEWS_ARTICLES: SeedArticle[] = [
  ...PLATFORM_ARTICLES,
  ...POLICY_ARTICLES,
  ...MARKET_ARTICLES,
  ...LOGISTICS_ARTICLES,
]
export const HELP_ARTICLES: SeedArticle[] = [
  ...HELP_SHOPPING,
  ...HELP_SERVICE,
  ...HELP_MERCHANT,
  ...AGREEMENTS,
]

/** A news article's own drawn cover (cover-art.ts); other articles have none. */
const coverOf = (id: string): string | null => (NEWS_COVERS[id] ? newsCoverPath(id) : null)

/** Mid-morning Beijing time on the article's date, so lists sort by day as written. */
function publishTime(date: string): Date {
  return parseChinaDateTime(`${date} 09:30:00`) as Date
}

/** News, industry information and the help centre; HTML goes through the allow-list like any write. */
export async function seedArticles(db: Db): Promise<void> {
  const level = (parentId: string) => (parentId === '0' ? 0 : 1)
  await db
    .insert(articleCategories)
    .values(
      ARTICLE_CATEGORIES.map((c) => ({
        id: c.id,
        articleCategoryName: c.name,
        articleCategoryNameEn: c.nameEn,
        parentId: c.parentId,
        sort: c.sort,
        level: level(c.parentId),
        type: c.type,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(articles)
    .values(
      [...NEWS_ARTICLES, ...HELP_ARTICLES].map((a) => ({
        id: a.id,
        categoryId: a.categoryId,
        title: a.title,
        titleEn: a.titleEn,
        summary: a.summary,
        summaryEn: a.summaryEn,
        cover: coverOf(a.id),
        content: sanitizeArticleHtml(a.content),
        contentEn: sanitizeArticleHtml(a.contentEn),
        type: a.type ?? 'OTHER',
        featured: a.featured ?? false,
        sort: a.sort ?? 0,
        author: a.author ?? '丝路之舟编辑部',
        source: a.source ?? null,
        publishTime: publishTime(a.date),
      })),
    )
    .onConflictDoNothing()
}

/**
 * Demo databases seeded before the articles had covers of their own (issue 65) get them: an article
 * whose cover is still one of the category pictures the seed gave takes its own.
 */
export async function seedNewsCovers(db: Db): Promise<void> {
  for (const a of NEWS_ARTICLES) {
    const cover = coverOf(a.id)
    if (!cover) continue
    await db
      .update(articles)
      .set({ cover })
      .where(
        and(
          eq(articles.id, a.id),
          like(articles.cover, '/media/news/%.svg'),
          notLike(articles.cover, '/media/news/a/%'),
        ),
      )
  }
}
