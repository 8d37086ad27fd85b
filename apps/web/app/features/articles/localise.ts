import type { ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import { dayText } from '@silk/contracts/china-time'
import type { Lang } from '../../i18n/resources.ts'

/** Titles, summaries and bodies have English versions; an article without one shows the Chinese. */
export function articleTitle(a: Pick<ArticleVO, 'title' | 'titleEn'>, lang: Lang): string {
  return lang === 'en' && a.titleEn ? a.titleEn : a.title
}

/** The body in the page language: the English one where the article has it (decision 026). */
export function articleContent(a: { content: string; contentEn?: string | null }, lang: Lang): string {
  return lang === 'en' && a.contentEn ? a.contentEn : a.content
}

export function articleSummary(a: Pick<ArticleVO, 'summary' | 'summaryEn'>, lang: Lang): string {
  return lang === 'en' && a.summaryEn ? a.summaryEn : a.summary
}

export function categoryName(
  c: Pick<ArticleCategoryVO, 'articleCategoryName' | 'articleCategoryNameEn'>,
  lang: Lang,
) {
  return lang === 'en' && c.articleCategoryNameEn ? c.articleCategoryNameEn : c.articleCategoryName
}

/** The category an article sits in, in the page language. */
export function articleCategory(
  a: Pick<ArticleVO, 'articleCategoryName' | 'articleCategoryNameEn'>,
  lang: Lang,
) {
  return lang === 'en' && a.articleCategoryNameEn ? a.articleCategoryNameEn : a.articleCategoryName
}

/** `yyyy-MM-dd` from the API's `yyyy-MM-dd HH:mm:ss`. */
export function day(dateTime: string): string {
  return dayText(dateTime)
}

/** Top-level categories of the given types, each with its children. */
export function rootsOfType(
  tree: ArticleCategoryVO[],
  types: ArticleCategoryVO['type'][],
): ArticleCategoryVO[] {
  return tree.filter((c) => types.includes(c.type))
}

/** Every category in the tree by id (children included). */
export function indexCategories(tree: ArticleCategoryVO[]): Map<string, ArticleCategoryVO> {
  const map = new Map<string, ArticleCategoryVO>()
  const walk = (nodes: ArticleCategoryVO[]) => {
    for (const n of nodes) {
      map.set(n.id, n)
      walk(n.children)
    }
  }
  walk(tree)
  return map
}

/** A positive page number from the query, 1 when absent or malformed. */
export function pageParam(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : 1
}

/** Ids in the query must look like ids before they reach the API. */
export function idParam(value: string | null): string | undefined {
  return value && /^\d{1,20}$/.test(value) ? value : undefined
}
