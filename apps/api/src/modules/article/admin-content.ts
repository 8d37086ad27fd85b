import { articleText, sanitizeArticleHtml } from '@silk/contracts/article-html'
import type {
  ArticleCategoryForm,
  HotWordForm,
  ManagerArticleForm,
  ManagerArticleQuery,
} from '@silk/contracts/content-admin'
import { nextId } from '@silk/db/ids'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { hotWordSeeds, sensitiveWords } from '@silk/db/schema/goods'
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { fullColumns, listColumns, toArticleVO } from './article-rows.ts'
import { cachedCategoryTree } from './category-tree.ts'
import { listArticleCategories, subtreeIds } from './list-article-categories.ts'

type ArticleForm = z.infer<typeof ManagerArticleForm>

/** Whatever the buyer pages show of articles (news centre, details, sitemap) is rendered again. */
function contentChanged() {
  cachedCategoryTree.clear()
  announceChange({ kind: 'content' })
}

/** `GET /manager/other/article` (lilishop 文章管理): every article, published or not. */
export async function listManagerArticles(ctx: ManagerCtx, query: z.infer<typeof ManagerArticleQuery>) {
  const where: SQL[] = []
  if (query.categoryId) {
    const ids = subtreeIds(await listArticleCategories(ctx), query.categoryId)
    if (!ids?.length) return toPage([], 0, query)
    where.push(inArray(articles.categoryId, ids))
  }
  if (query.title) where.push(ilike(articles.title, containsPattern(query.title)))
  if (query.status) where.push(eq(articles.openStatus, query.status === 'OPEN'))
  const condition = and(...where)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(condition)
      .orderBy(desc(articles.publishTime), desc(articles.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(articles).where(condition),
  ])
  return toPage(rows.map(toArticleVO), total, query)
}

/** `GET /manager/other/article/{id}`: one article in any state, with its (clean) HTML, for editing. */
export async function getManagerArticle(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db
    .select(fullColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id))
  if (!row) throw new BizError('ARTICLE_NOT_EXIST')
  return {
    ...toArticleVO(row),
    content: sanitizeArticleHtml(row.content),
    contentEn: row.contentEn ? sanitizeArticleHtml(row.contentEn) : null,
    type: row.type as ArticleForm['type'],
    updateTime: formatDateTime(row.updateTime),
  }
}

async function requireCategory(ctx: ManagerCtx, id: string) {
  const [category] = await ctx.db.select().from(articleCategories).where(eq(articleCategories.id, id))
  if (!category) throw new BizError('ARTICLE_CATEGORY_NOT_EXIST')
  return category
}

/** The stored columns of a form: the HTML cleaned by the one sanitiser, titles and summary as text. */
function columnsOf(form: ArticleForm) {
  const content = sanitizeArticleHtml(form.content)
  return {
    categoryId: form.categoryId,
    title: articleText(form.title).slice(0, 100),
    titleEn: form.titleEn ? articleText(form.titleEn).slice(0, 200) : null,
    summary: articleText(form.summary || content).slice(0, 120),
    summaryEn: form.summaryEn ? articleText(form.summaryEn).slice(0, 600) : null,
    cover: form.cover,
    content,
    contentEn: form.contentEn?.trim() ? sanitizeArticleHtml(form.contentEn) : null,
    type: form.type,
    openStatus: form.openStatus,
    featured: form.featured,
    sort: form.sort,
    author: form.author,
  }
}

const summaryOf = (r: { title: string; openStatus: boolean; categoryId: string }) => ({
  title: r.title,
  openStatus: r.openStatus,
  categoryId: r.categoryId,
})

/** `POST /manager/other/article`: a new article; published at once when `openStatus` is set. */
export async function createArticle(ctx: ManagerCtx, form: ArticleForm) {
  await requireCategory(ctx, form.categoryId)
  const id = nextId()
  await adminWrite(ctx, { action: 'content.article.create', target: id }, async (tx) => {
    const values = columnsOf(form)
    await tx.insert(articles).values({ id, ...values, publishTime: new Date() })
    return { after: summaryOf(values), result: id }
  })
  contentChanged()
  return getManagerArticle(ctx, id)
}

/** `PUT /manager/other/article/{id}`: edits an article; publishing it for the first time dates it now. */
export async function updateArticle(ctx: ManagerCtx, id: string, form: ArticleForm) {
  await requireCategory(ctx, form.categoryId)
  await adminWrite(ctx, { action: 'content.article.update', target: id }, async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
    if (!before) throw new BizError('ARTICLE_NOT_EXIST')
    const values = columnsOf(form)
    await tx
      .update(articles)
      .set({
        ...values,
        updateTime: new Date(),
        ...(values.openStatus && !before.openStatus ? { publishTime: new Date() } : {}),
      })
      .where(eq(articles.id, id))
    return { before: summaryOf(before), after: summaryOf(values), result: id }
  })
  contentChanged()
  return getManagerArticle(ctx, id)
}

/** `PUT /manager/other/article/update/status/{id}?status=`: publish or take down; news pages follow at once. */
export async function setArticleOpen(ctx: ManagerCtx, id: string, open: boolean) {
  await adminWrite(
    ctx,
    {
      action: open ? 'content.article.publish' : 'content.article.unpublish',
      target: id,
    },
    async (tx) => {
      const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
      if (!before) throw new BizError('ARTICLE_NOT_EXIST')
      await tx
        .update(articles)
        .set({
          openStatus: open,
          updateTime: new Date(),
          ...(open && !before.openStatus ? { publishTime: new Date() } : {}),
        })
        .where(eq(articles.id, id))
      return { before: { openStatus: before.openStatus }, after: { openStatus: open }, result: id }
    },
  )
  contentChanged()
  return getManagerArticle(ctx, id)
}

/** `DELETE /manager/other/article/{id}`. */
export async function deleteArticle(ctx: ManagerCtx, id: string) {
  await adminWrite(ctx, { action: 'content.article.delete', target: id }, async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning()
    if (!row) throw new BizError('ARTICLE_NOT_EXIST')
    return { before: summaryOf(row), result: null }
  })
  contentChanged()
  return null
}

type CategoryForm = z.infer<typeof ArticleCategoryForm>

/** A child lives under a top-level category and takes its type (the buyer pages find trees by type). */
async function placement(ctx: ManagerCtx, form: CategoryForm, selfId?: string) {
  if (form.parentId === '0') return { parentId: '0', level: 0, type: form.type }
  if (form.parentId === selfId) throw new BizError('ARTICLE_CATEGORY_TOO_DEEP')
  const parent = await requireCategory(ctx, form.parentId)
  if (parent.parentId !== '0') throw new BizError('ARTICLE_CATEGORY_TOO_DEEP')
  return { parentId: parent.id, level: 1, type: parent.type }
}

/** `POST /manager/other/articleCategory`. */
export async function createArticleCategory(ctx: ManagerCtx, form: CategoryForm) {
  const place = await placement(ctx, form)
  const id = nextId()
  await adminWrite(ctx, { action: 'content.category.create', target: id }, async (tx) => {
    const values = {
      articleCategoryName: form.articleCategoryName,
      articleCategoryNameEn: form.articleCategoryNameEn,
      sort: form.sort,
      ...place,
    }
    await tx.insert(articleCategories).values({ id, ...values })
    return { after: values, result: id }
  })
  contentChanged()
  return listArticleCategories(ctx)
}

/** `PUT /manager/other/articleCategory/{id}`: a parent with children stays at the top. */
export async function updateArticleCategory(ctx: ManagerCtx, id: string, form: CategoryForm) {
  const current = await requireCategory(ctx, id)
  const place = await placement(ctx, form, id)
  if (place.parentId !== '0') {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(articleCategories)
      .where(eq(articleCategories.parentId, id))
    if (n > 0) throw new BizError('ARTICLE_CATEGORY_TOO_DEEP')
  }
  await adminWrite(ctx, { action: 'content.category.update', target: id }, async (tx) => {
    const values = {
      articleCategoryName: form.articleCategoryName,
      articleCategoryNameEn: form.articleCategoryNameEn,
      sort: form.sort,
      ...place,
    }
    await tx.update(articleCategories).set(values).where(eq(articleCategories.id, id))
    // Children follow their parent's type.
    await tx.update(articleCategories).set({ type: place.type }).where(eq(articleCategories.parentId, id))
    return {
      before: {
        articleCategoryName: current.articleCategoryName,
        parentId: current.parentId,
        type: current.type,
      },
      after: values,
      result: id,
    }
  })
  contentChanged()
  return listArticleCategories(ctx)
}

/** `DELETE /manager/other/articleCategory/{id}`: only an empty category without children. */
export async function deleteArticleCategory(ctx: ManagerCtx, id: string) {
  await adminWrite(ctx, { action: 'content.category.delete', target: id }, async (tx) => {
    const [row] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id))
    if (!row) throw new BizError('ARTICLE_CATEGORY_NOT_EXIST')
    const [[children], [used]] = await Promise.all([
      tx.select({ n: count() }).from(articleCategories).where(eq(articleCategories.parentId, id)),
      tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id)),
    ])
    if (children.n > 0) throw new BizError('ARTICLE_CATEGORY_HAS_CHILDREN')
    if (used.n > 0) throw new BizError('ARTICLE_CATEGORY_HAS_ARTICLES')
    await tx.delete(articleCategories).where(eq(articleCategories.id, id))
    return { before: { articleCategoryName: row.articleCategoryName }, result: null }
  })
  contentChanged()
  return listArticleCategories(ctx)
}

/** `GET /manager/hotwords/hotwords` (lilishop 热词设置): the operator's words, highest score first. */
export async function listManagerHotWords(ctx: ManagerCtx) {
  return ctx.db.select().from(hotWordSeeds).orderBy(desc(hotWordSeeds.score), asc(hotWordSeeds.keyword))
}

/**
 * `POST /manager/hotwords/hotwords`: adds a word or changes its score and state. Search boxes read the
 * words through `/buyer/goods/goods/hot-words`, uncached on the server, so the change shows at once
 * (a browser keeps its list up to five minutes).
 */
export async function saveHotWord(ctx: ManagerCtx, form: z.infer<typeof HotWordForm>) {
  const keyword = form.keyword.toLowerCase().replace(/\s+/g, ' ')
  const [hit] = await ctx.db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .where(sql`position(${sensitiveWords.word} in ${keyword}) > 0`)
    .limit(1)
  if (hit) throw new BizError('HOT_WORD_SENSITIVE')
  return adminWrite(ctx, { action: 'content.hotword.save', target: keyword }, async (tx) => {
    const [before] = await tx.select().from(hotWordSeeds).where(eq(hotWordSeeds.keyword, keyword))
    const [row] = await tx
      .insert(hotWordSeeds)
      .values({ keyword, score: form.score, enabled: form.enabled })
      .onConflictDoUpdate({
        target: hotWordSeeds.keyword,
        set: { score: form.score, enabled: form.enabled },
      })
      .returning()
    return { before: before ?? null, after: row, result: row }
  })
}

/** `DELETE /manager/hotwords/hotwords/{keyword}`. */
export async function deleteHotWord(ctx: ManagerCtx, keyword: string) {
  return adminWrite(ctx, { action: 'content.hotword.delete', target: keyword }, async (tx) => {
    const [row] = await tx.delete(hotWordSeeds).where(eq(hotWordSeeds.keyword, keyword)).returning()
    if (!row) throw new BizError('HOT_WORD_NOT_EXIST')
    return { before: row, result: null }
  })
}
