import { ArticleCategoryVO, ArticleIdParams } from '@silk/contracts/article'
import {
  ArticleCategoryForm,
  ArticleStatusForm,
  HomeSlideEnableForm,
  HomeSlideForm,
  HomeSlideOrderForm,
  HomeSlideQuery,
  HotWordForm,
  HotWordParams,
  HotWordView,
  ManagerArticleForm,
  ManagerArticlePage,
  ManagerArticleQuery,
  ManagerArticleView,
  ManagerHomeSlide,
} from '@silk/contracts/content-admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createArticle,
  createArticleCategory,
  deleteArticle,
  deleteArticleCategory,
  deleteHotWord,
  getManagerArticle,
  listManagerArticles,
  listManagerHotWords,
  saveHotWord,
  setArticleOpen,
  updateArticle,
  updateArticleCategory,
} from '../../modules/article/admin-content.ts'
import { listArticleCategories } from '../../modules/article/list-article-categories.ts'
import { listHotWords } from '../../modules/goods/hot-words.ts'
import {
  createHomeSlide,
  deleteHomeSlide,
  listManagerHomeSlides,
  orderHomeSlides,
  setHomeSlideEnabled,
  updateHomeSlide,
} from '../../modules/system/admin-home-slides.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** Content (lilishop 文章管理, 文章分类, 热词设置): articles in every state, their categories, hot words. */
export async function managerContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Article = { 200: envelope(ManagerArticleView) }
  const Tree = { 200: envelope(z.array(ArticleCategoryVO)) }
  // `getByPage` is the path lilishop's manager client lists articles on (else `/:id` would take it).
  for (const [url, summary] of [
    ['/manager/other/article', '文章列表（含未发布）'],
    ['/manager/other/article/getByPage', '文章列表（lilishop 管理端的路径）'],
  ] as const) {
    r.get(
      url,
      {
        ...can('content', 'read'),
        schema: {
          tags,
          summary,
          querystring: ManagerArticleQuery,
          response: { 200: envelope(ManagerArticlePage) },
        },
      },
      async (req) => ok(await listManagerArticles(managerCtx(req), req.query)),
    )
  }
  r.get(
    '/manager/other/article/:id',
    {
      ...can('content', 'read'),
      schema: { tags, summary: '文章详情（编辑用）', params: ArticleIdParams, response: Article },
    },
    async (req) => ok(await getManagerArticle(managerCtx(req), req.params.id)),
  )
  r.post(
    '/manager/other/article',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '新增文章（正文保存时清洗）', body: ManagerArticleForm, response: Article },
    },
    async (req) => ok(await createArticle(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/other/article/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '编辑文章',
        params: ArticleIdParams,
        body: ManagerArticleForm,
        response: Article,
      },
    },
    async (req) => ok(await updateArticle(managerCtx(req), req.params.id, req.body)),
  )
  r.put(
    '/manager/other/article/update/status/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '发布或下架文章',
        params: ArticleIdParams,
        querystring: ArticleStatusForm,
        response: Article,
      },
    },
    async (req) => ok(await setArticleOpen(managerCtx(req), req.params.id, req.query.status)),
  )
  r.delete(
    '/manager/other/article/:id',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '删除文章', params: ArticleIdParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(await deleteArticle(managerCtx(req), req.params.id)),
  )
  r.get(
    '/manager/other/articleCategory/all-children',
    { ...can('content', 'read'), schema: { tags, summary: '文章分类树', response: Tree } },
    async (req) => ok(await listArticleCategories(managerCtx(req))),
  )
  r.post(
    '/manager/other/articleCategory',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '新增文章分类', querystring: ArticleCategoryForm, response: Tree },
    },
    async (req) => ok(await createArticleCategory(managerCtx(req), req.query)),
  )
  r.put(
    '/manager/other/articleCategory/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '编辑文章分类',
        params: ArticleIdParams,
        querystring: ArticleCategoryForm,
        response: Tree,
      },
    },
    async (req) => ok(await updateArticleCategory(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    '/manager/other/articleCategory/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '删除文章分类（须无子分类、无文章）',
        params: ArticleIdParams,
        response: Tree,
      },
    },
    async (req) => ok(await deleteArticleCategory(managerCtx(req), req.params.id)),
  )
  const Slides = { 200: envelope(z.array(ManagerHomeSlide)) }
  r.get(
    '/manager/other/homeSlide',
    {
      ...can('content', 'read'),
      schema: {
        tags,
        summary: '首页内容（轮播、合作伙伴、国家馆）',
        querystring: HomeSlideQuery,
        response: Slides,
      },
    },
    async (req) => ok(await listManagerHomeSlides(managerCtx(req), req.query.slot)),
  )
  r.post(
    '/manager/other/homeSlide',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '新增首页内容', body: HomeSlideForm, response: Slides },
    },
    async (req) => ok(await createHomeSlide(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/other/homeSlide/sort',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '调整首页内容顺序', body: HomeSlideOrderForm, response: Slides },
    },
    async (req) => ok(await orderHomeSlides(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/other/homeSlide/enable/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '显示或隐藏首页内容',
        params: ArticleIdParams,
        querystring: HomeSlideEnableForm,
        response: Slides,
      },
    },
    async (req) => ok(await setHomeSlideEnabled(managerCtx(req), req.params.id, req.query.enabled)),
  )
  r.put(
    '/manager/other/homeSlide/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '编辑首页内容',
        params: ArticleIdParams,
        body: HomeSlideForm,
        response: Slides,
      },
    },
    async (req) => ok(await updateHomeSlide(managerCtx(req), req.params.id, req.body)),
  )
  r.delete(
    '/manager/other/homeSlide/:id',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '删除首页内容', params: ArticleIdParams, response: Slides },
    },
    async (req) => ok(await deleteHomeSlide(managerCtx(req), req.params.id)),
  )
  // lilishop's 今日热词 reads the words themselves: the top 100 the buyer's search box offers now.
  r.get(
    '/manager/hotwords/hotwords',
    {
      ...can('content', 'read'),
      schema: {
        tags,
        summary: '今日热词（lilishop 管理端：买家搜索框当前的前 100 个热词）',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => ok(await listHotWords(managerCtx(req), 100)),
  )
  r.get(
    '/manager/hotwords/hotwords/seeds',
    {
      ...can('content', 'read'),
      schema: {
        tags,
        summary: '运营设置的热词（含停用）',
        response: { 200: envelope(z.array(HotWordView)) },
      },
    },
    async (req) => ok(await listManagerHotWords(managerCtx(req))),
  )
  r.post(
    '/manager/hotwords/hotwords',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '新增或修改热词（分值越高越靠前）',
        querystring: HotWordForm,
        response: { 200: envelope(HotWordView) },
      },
    },
    async (req) => ok(await saveHotWord(managerCtx(req), req.query)),
  )
  r.delete(
    '/manager/hotwords/hotwords/:keyword',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '删除热词', params: HotWordParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(await deleteHotWord(managerCtx(req), req.params.keyword)),
  )
}
