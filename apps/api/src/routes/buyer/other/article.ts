import {
  Article,
  ArticleCategoryVO,
  ArticleIdParams,
  ArticleListQuery,
  ArticleTypeParams,
  ArticleVO,
  FeaturedArticlesQuery,
  IndustryInformationQuery,
} from '@silk/contracts/article'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cachedCategoryTree } from '../../../modules/article/category-tree.ts'
import { getArticle, getArticleByType } from '../../../modules/article/get-article.ts'
import { listArticles } from '../../../modules/article/list-articles.ts'
import { listFeaturedArticles } from '../../../modules/article/list-featured-articles.ts'
import { listIndustryInformation } from '../../../modules/article/list-industry-information.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { ok } from '../../../shared/envelope.ts'
import { serializedCache } from '../../../shared/serialized-cache.ts'

/** Public article endpoints (reference §17.3, spec §7 "Articles"). */
export async function articleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['article']
  // The news centre and home read these lists on every render: each answer (per query) is loaded at
  // most every 30 s per node, and dropped when the operator changes an article or a category.
  const db = () => ({ db: app.services.database.db })
  const lists = {
    articles: serializedCache(app, page(ArticleVO), (key) => listArticles(db(), JSON.parse(key)), 30),
    industry: serializedCache(
      app,
      page(ArticleVO),
      (key) => listIndustryInformation(db(), JSON.parse(key)),
      30,
    ),
    featured: serializedCache(
      app,
      z.array(ArticleVO),
      (key) => listFeaturedArticles(db(), JSON.parse(key)),
      30,
    ),
  }
  const unsubscribe = onChange((change) => {
    if (change.kind !== 'content') return
    for (const cache of Object.values(lists)) cache.clear()
  })
  app.addHook('onClose', async () => unsubscribe())

  r.get(
    '/buyer/other/article',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags,
        summary: '文章分页：categoryId（含子分类）、title 模糊搜索，按 sort、发布时间倒序',
        querystring: ArticleListQuery,
        response: { 200: envelope(page(ArticleVO)) },
      },
    },
    (request, reply) => lists.articles(reply, JSON.stringify(request.query)),
  )

  r.get(
    '/buyer/other/article/articleCategory/list',
    {
      config: { sameForEveryone: true },
      schema: {
        tags,
        summary: '文章分类树（两级，children 按 sort 排序）',
        response: { 200: envelope(z.array(ArticleCategoryVO)) },
      },
    },
    async (request) => ok(await cachedCategoryTree(request.ctx().db)),
  )

  r.get(
    '/buyer/other/article/get/:id',
    {
      config: { sameForEveryone: true },
      schema: {
        tags,
        summary: '文章详情；不存在或未发布 → 60006',
        params: ArticleIdParams,
        response: { 200: envelope(Article) },
      },
    },
    async (request) => ok(await getArticle(request.ctx(), request.params.id)),
  )

  r.get(
    '/buyer/other/article/type/:type',
    {
      config: { sameForEveryone: true },
      schema: {
        tags,
        summary: '按类型取单篇文章（ABOUT、PRIVACY_POLICY…）；OTHER 返回 null',
        params: ArticleTypeParams,
        response: { 200: envelope(Article.nullable()) },
      },
    },
    async (request) => ok(await getArticleByType(request.ctx(), request.params.type)),
  )

  r.get(
    '/buyer/other/article/getIndustryInformation',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags,
        summary: '行业资讯：所有 INDUSTRY 类分类下的文章，最新在前，分页',
        querystring: IndustryInformationQuery,
        response: { 200: envelope(page(ArticleVO)) },
      },
    },
    (request, reply) => lists.industry(reply, JSON.stringify(request.query)),
  )

  r.get(
    '/buyer/other/article/getArticle',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags,
        summary: '头条文章：推荐优先、再按最新，来自 NEWS 与 INDUSTRY 分类；num 1–20（默认 6），可选 type',
        querystring: FeaturedArticlesQuery,
        response: { 200: envelope(z.array(ArticleVO)) },
      },
    },
    (request, reply) => lists.featured(reply, JSON.stringify(request.query)),
  )
}
