import type { Article, ArticleType, ArticleVO } from '@silk/contracts/article'
import { articleText, sanitizeArticleHtml } from '@silk/contracts/article-html'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { formatDateTime } from '../../shared/dates.ts'

/** Columns of a list row (no content), joined with the category name. */
export const listColumns = {
  id: articles.id,
  title: articles.title,
  titleEn: articles.titleEn,
  summary: articles.summary,
  summaryEn: articles.summaryEn,
  cover: articles.cover,
  categoryId: articles.categoryId,
  articleCategoryName: articleCategories.articleCategoryName,
  articleCategoryNameEn: articleCategories.articleCategoryNameEn,
  sort: articles.sort,
  openStatus: articles.openStatus,
  featured: articles.featured,
  author: articles.author,
  publishTime: articles.publishTime,
}

interface ListRow {
  id: string
  title: string
  titleEn: string | null
  summary: string
  summaryEn: string | null
  cover: string | null
  categoryId: string
  articleCategoryName: string | null
  articleCategoryNameEn: string | null
  sort: number
  openStatus: boolean
  featured: boolean
  author: string | null
  publishTime: Date
}

export function toArticleVO(row: ListRow): ArticleVO {
  return {
    ...row,
    articleCategoryName: row.articleCategoryName ?? '',
    publishTime: formatDateTime(row.publishTime) as string,
  }
}

type FullRow = ListRow & {
  content: string
  contentEn: string | null
  type: string
  source: string | null
  createTime: Date
  updateTime: Date | null
}

/** The stored HTML is cleaned again on the way out, so a row written around the module is harmless. */
export function toArticle(row: FullRow): Article {
  return {
    ...toArticleVO(row),
    summary: row.summary || articleText(row.content).slice(0, 120),
    content: sanitizeArticleHtml(row.content),
    contentEn: row.contentEn ? sanitizeArticleHtml(row.contentEn) : null,
    type: row.type as ArticleType,
    source: row.source,
    createTime: formatDateTime(row.createTime) as string,
    updateTime: formatDateTime(row.updateTime),
  }
}

export const fullColumns = {
  ...listColumns,
  content: articles.content,
  contentEn: articles.contentEn,
  type: articles.type,
  source: articles.source,
  createTime: articles.createTime,
  updateTime: articles.updateTime,
}
