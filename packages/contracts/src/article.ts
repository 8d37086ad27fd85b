import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id, listParam } from './primitives.ts'

/**
 * Articles (reference §17.3): a two-level category tree and HTML articles. Categories carry a `type`
 * so clients can find the news, industry-information and help-centre trees without knowing ids.
 */
export const ARTICLE_CATEGORY_TYPES = ['NEWS', 'INDUSTRY', 'HELP', 'OTHER'] as const
export const ArticleCategoryType = z.enum(ARTICLE_CATEGORY_TYPES)
export type ArticleCategoryType = z.infer<typeof ArticleCategoryType>

/** Single-article types of `/buyer/other/article/type/{type}`; `OTHER` marks ordinary articles. */
export const ARTICLE_TYPES = [
  'ABOUT',
  'PRIVACY_POLICY',
  'USER_AGREEMENT',
  'LICENSE_INFORMATION',
  'STORE_REGISTER',
  'OTHER',
] as const
export const ArticleType = z.enum(ARTICLE_TYPES)
export type ArticleType = z.infer<typeof ArticleType>

export interface ArticleCategoryVO {
  id: string
  articleCategoryName: string
  articleCategoryNameEn: string | null
  parentId: string
  sort: number
  level: number
  type: ArticleCategoryType
  children: ArticleCategoryVO[]
}
export const ArticleCategoryVO: z.ZodType<ArticleCategoryVO> = z.lazy(() =>
  z.object({
    id: Id,
    articleCategoryName: z.string(),
    articleCategoryNameEn: z.string().nullable(),
    parentId: z.string(),
    sort: z.number().int(),
    level: z.number().int(),
    type: ArticleCategoryType,
    children: z.array(ArticleCategoryVO),
  }),
)

/** A list row: the upstream `ArticleVO` plus what a news card needs (English title, summary, cover, date). */
export const ArticleVO = z.object({
  id: Id,
  title: z.string(),
  titleEn: z.string().nullable(),
  summary: z.string(),
  summaryEn: z.string().nullable(),
  cover: z.string().nullable(),
  categoryId: Id,
  articleCategoryName: z.string(),
  articleCategoryNameEn: z.string().nullable(),
  sort: z.number().int(),
  openStatus: z.boolean(),
  featured: z.boolean(),
  author: z.string().nullable(),
  publishTime: DateTime,
})
export type ArticleVO = z.infer<typeof ArticleVO>

/** The full article; `content` is sanitised HTML. */
export const Article = ArticleVO.extend({
  content: z.string(),
  /** The English body (sanitised HTML); null: the English interface shows `content` (decision 026). */
  contentEn: z.string().nullable(),
  type: ArticleType,
  source: z.string().nullable(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
export type Article = z.infer<typeof Article>

const Title = z.string().trim().max(100, '标题最多100个字')

export const ArticleListQuery = PageQuery.extend({
  categoryId: Id.optional(),
  /** Only articles under categories of these types (e.g. `NEWS,INDUSTRY` for the news centre's “all”). */
  categoryTypes: listParam(ArticleCategoryType).optional(),
  title: Title.optional(),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuery>

export const ArticleIdParams = z.object({ id: Id })
export const ArticleTypeParams = z.object({ type: ArticleType })

/** `getIndustryInformation`: open articles of INDUSTRY categories, newest first, paged. */
export const IndustryInformationQuery = PageQuery.extend({ title: Title.optional() })

/**
 * `getArticle`: the news headline set for home and news pages: featured articles first, then the
 * newest, from NEWS and INDUSTRY categories; `num` 1–20 (default 6), optionally one category type.
 */
export const FeaturedArticlesQuery = z.object({
  num: z.coerce.number().int().min(1).max(20).catch(6).default(6),
  type: z.enum(['NEWS', 'INDUSTRY']).optional(),
})
export type FeaturedArticlesQuery = z.infer<typeof FeaturedArticlesQuery>

/** What a write (seeding, a future operator console) supplies; content is sanitised when stored. */
export const ArticleInput = z.object({
  categoryId: Id,
  title: z.string().trim().min(1).max(100),
  titleEn: z.string().trim().max(200).nullish(),
  summary: z.string().trim().max(300).nullish(),
  summaryEn: z.string().trim().max(600).nullish(),
  cover: z.string().max(255).nullish(),
  content: z.string().max(200_000),
  contentEn: z.string().max(200_000).nullish(),
  type: ArticleType.default('OTHER'),
  openStatus: z.boolean().default(true),
  featured: z.boolean().default(false),
  sort: z.number().int().default(0),
  author: z.string().max(64).nullish(),
  source: z.string().max(128).nullish(),
  publishTime: z.date().optional(),
})
export type ArticleInput = z.input<typeof ArticleInput>
