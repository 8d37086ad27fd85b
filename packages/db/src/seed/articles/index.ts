import { sanitizeArticleHtml } from '@silk/contracts/article-html'
import type { Db } from '../../client.ts'
import { articleCategories, articles } from '../../schema/articles.ts'
import { AGREEMENTS } from './agreements.ts'
import { ARTICLE_CATEGORIES } from './categories.ts'
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

/** Each category has three colourways of its cover; neighbouring articles take different ones. */
function coverOf(base: string | null | undefined, index: number): string | null {
  if (!base) return null
  const variant = index % 3
  return variant === 0 ? base : base.replace(/\.svg$/, `-${variant + 1}.svg`)
}

/** Mid-morning Beijing time on the article's date, so lists sort by day as written. */
function publishTime(date: string): Date {
  return new Date(`${date}T09:30:00+08:00`)
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
  const covers = new Map(ARTICLE_CATEGORIES.map((c) => [c.id, c.cover ?? null]))
  await db
    .insert(articles)
    .values(
      [...NEWS_ARTICLES, ...HELP_ARTICLES].map((a, i) => ({
        id: a.id,
        categoryId: a.categoryId,
        title: a.title,
        titleEn: a.titleEn,
        summary: a.summary,
        summaryEn: a.summaryEn,
        cover: coverOf(covers.get(a.categoryId), i),
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
