import type { ManagerGoodsAuthForm, ManagerGoodsQuery } from '@silk/contracts/admin-goods'
import { categories, goods, goodsSkus, settings, stores } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { forgetGoods } from '../goods/detail-cache.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { changesSinceApproved, specLineEn } from './approved-version.ts'
import { goodsNeedReview } from './publish.ts'
import { approveGoods, refuseGoods } from './review.ts'

type Query = z.infer<typeof ManagerGoodsQuery>

const columns = {
  id: goods.id,
  sn: goods.sn,
  goodsName: goods.goodsName,
  goodsNameEn: goods.goodsNameEn,
  images: goods.images,
  storeId: goods.storeId,
  storeName: stores.storeName,
  storeNameEn: stores.storeNameEn,
  categoryPath: goods.categoryPath,
  categoryId: goods.categoryId,
  marketEnable: goods.marketEnable,
  authFlag: goods.authFlag,
  authMessage: goods.authMessage,
  createTime: goods.createTime,
  updateTime: goods.updateTime,
}
type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null
}

/**
 * `GET /manager/goods/goods/list` (平台商品) and, with `review`, `GET /manager/goods/goods/auth/list`
 * (待审核商品, oldest first so nothing waits for ever). Filters: name, store name, a category at any
 * level, shelf state and review state.
 */
export async function listManagerGoods(ctx: ManagerCtx, q: Query, review = false) {
  const filters: (SQL | undefined)[] = [
    q.goodsName ? ilike(goods.goodsName, containsPattern(q.goodsName)) : undefined,
    q.storeName ? ilike(stores.storeName, containsPattern(q.storeName)) : undefined,
    q.categoryId
      ? or(
          eq(goods.categoryId, q.categoryId),
          like(goods.categoryPath, `${q.categoryId},%`),
          like(goods.categoryPath, `%,${q.categoryId},%`),
        )
      : undefined,
    q.marketEnable ? eq(goods.marketEnable, q.marketEnable) : undefined,
    review ? eq(goods.authFlag, 'TOBEAUDITED') : q.authFlag ? eq(goods.authFlag, q.authFlag) : undefined,
  ]
  const where = and(...filters)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(where)
      .orderBy(
        ...(review ? [asc(goods.updateTime), asc(goods.id)] : [desc(goods.createTime), desc(goods.id)]),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db
      .select({ total: count() })
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(where),
  ])
  return toPage(await views(ctx, rows), total, q)
}

async function views(ctx: ManagerCtx, rows: Row[]) {
  const ids = rows.map((r) => r.id)
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))]
  const [sums, names] = await Promise.all([
    ids.length
      ? ctx.db
          .select({
            goodsId: goodsSkus.goodsId,
            price: sql<number>`min(${goodsSkus.price})::int`,
            quantity: sql<number>`sum(${goodsSkus.quantity})::int`,
          })
          .from(goodsSkus)
          .where(inArray(goodsSkus.goodsId, ids))
          .groupBy(goodsSkus.goodsId)
      : [],
    categoryIds.length
      ? ctx.db
          .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ])
  const sumOf = new Map(sums.map((s) => [s.goodsId, s]))
  // Goods, store and category in the operator's language (decision 023).
  const nameOf = new Map(names.map((c) => [c.id, localName(ctx.locale, c.name, c.nameEn)]))
  return rows.map((r) => ({
    id: r.id,
    sn: r.sn,
    goodsName: localName(ctx.locale, r.goodsName, r.goodsNameEn),
    thumbnail: r.images[0] ?? '',
    storeId: r.storeId,
    storeName: localName(ctx.locale, r.storeName, r.storeNameEn),
    categoryPath: r.categoryPath,
    categoryName: nameOf.get(r.categoryId) ?? '',
    price: fenToYuan(sumOf.get(r.id)?.price ?? 0),
    quantity: sumOf.get(r.id)?.quantity ?? 0,
    marketEnable: r.marketEnable as 'UPPER' | 'DOWN',
    authFlag: r.authFlag as 'PASS' | 'TOBEAUDITED' | 'REFUSE',
    authMessage: r.authMessage,
    createTime: formatDateTime(r.createTime) as string,
    updateTime: formatDateTime(r.updateTime) as string,
  }))
}

/** `GET /manager/goods/goods/get/{id}`: pictures, parameters, every SKU with its specs, price and stock. */
export async function getManagerGoods(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db
    .select({ ...columns, sellingPoint: goods.sellingPoint, intro: goods.intro, params: goods.params })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(eq(goods.id, id))
  if (!row) throw new BizError('GOODS_NOT_EXIST', { status: 404 })
  const [[base], skus, [whole]] = await Promise.all([
    views(ctx, [row]),
    ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, id)).orderBy(asc(goodsSkus.id)),
    ctx.db.select().from(goods).where(eq(goods.id, id)),
  ])
  // Against what the operator last approved (decision 154): null for goods never approved.
  const changes = whole ? await changesSinceApproved(ctx.db, whole, skus) : null
  return {
    ...base,
    sellingPoint: row.sellingPoint,
    intro: row.intro,
    images: row.images,
    params: row.params.map((g) => ({
      groupName: g.groupName,
      items: g.items.map((i) => ({ paramName: i.paramName, paramValue: i.paramValue })),
    })),
    skus: skus.map((s) => ({
      id: s.id,
      specs: s.specs.map((x) => `${x.specName}: ${x.specValue}`).join(' / ') || s.simpleSpecs,
      specsEn: s.specs.some((x) => x.specNameEn || x.specValueEn) ? specLineEn(s.specs) : '',
      price: fenToYuan(s.price),
      cost: fenToYuan(s.cost),
      quantity: s.quantity,
      sn: s.sn,
    })),
    changes,
  }
}

/**
 * `PUT /manager/goods/goods/auth`: approve or refuse goods waiting in review. The verdict and its log
 * row commit together; `review.ts` claims each goods with a conditional update on TOBEAUDITED, so of
 * two operators judging at once one wins and the other gets 11106 with nothing changed.
 */
export async function judgeGoods(ctx: ManagerCtx, form: z.infer<typeof ManagerGoodsAuthForm>) {
  const ids = [...new Set(form.goodsId)]
  const passed = form.authFlag === 'PASS'
  await adminWrite(
    ctx,
    {
      action: passed ? 'goods.goods.approve' : 'goods.goods.refuse',
      target: ids.join(','),
    },
    async (tx) => {
      if (passed) await approveGoods(tx, ids)
      else await refuseGoods(tx, ids, form.reason ?? '')
      return {
        before: { authFlag: 'TOBEAUDITED' },
        after: passed ? { authFlag: 'PASS' } : { authFlag: 'REFUSE', reason: form.reason },
        result: null,
      }
    },
  )
  // Again after the commit: a page read between review.ts's drop and the commit saw the old state.
  forgetGoods(ids, true)
  return ids.length
}

/**
 * `PUT /manager/goods/goods/{id}/under?reason=` (违规下架): the goods goes off shelf and back to
 * REFUSE with the reason, so it leaves the shop at once (the listing trigger) and the seller sees
 * why in its goods list; putting it back on shelf alone does not sell it, it has to be edited and
 * pass review again. Taking down goods already taken down is refused (50352).
 */
export async function takeDownGoods(ctx: ManagerCtx, id: string, reason: string) {
  await adminWrite(ctx, { action: 'goods.goods.under', target: id }, async (tx) => {
    const [before] = await tx
      .select({ marketEnable: goods.marketEnable, authFlag: goods.authFlag, goodsName: goods.goodsName })
      .from(goods)
      .where(eq(goods.id, id))
      .for('update')
    if (!before) throw new BizError('GOODS_NOT_EXIST', { status: 404 })
    if (before.marketEnable === 'DOWN' && before.authFlag === 'REFUSE') {
      throw new BizError('GOODS_ALREADY_TAKEN_DOWN')
    }
    await tx
      .update(goods)
      .set({
        marketEnable: 'DOWN',
        authFlag: 'REFUSE',
        authMessage: reason.slice(0, 200),
        updateTime: new Date(),
      })
      .where(eq(goods.id, id))
    return {
      before,
      after: { marketEnable: 'DOWN', authFlag: 'REFUSE', reason },
      result: null,
    }
  })
  forgetGoods([id], true)
}

/** `GET /manager/setting/goods`: whether goods wait for review (no row means yes, as publishing reads it). */
export async function goodsReviewSetting(ctx: ManagerCtx) {
  return { goodsCheck: await goodsNeedReview(ctx) }
}

/**
 * `PUT /manager/setting/goods?goodsCheck=`: turns goods review on or off. Goods already waiting stay
 * in the queue; the switch applies to what sellers publish or materially edit from now on.
 */
export async function setGoodsReview(ctx: ManagerCtx, goodsCheck: boolean) {
  return adminWrite(
    ctx,
    {
      action: goodsCheck ? 'setting.goods.review.enable' : 'setting.goods.review.disable',
      target: 'GOODS_SETTING',
    },
    async (tx) => {
      const [row] = await tx.select().from(settings).where(eq(settings.id, 'GOODS_SETTING')).for('update')
      const before = (row?.settingValue as { goodsCheck?: boolean } | undefined) ?? {}
      const value = { ...before, goodsCheck }
      await tx
        .insert(settings)
        .values({ id: 'GOODS_SETTING', settingValue: value })
        .onConflictDoUpdate({ target: settings.id, set: { settingValue: value, updateTime: new Date() } })
      return {
        before: { goodsCheck: before.goodsCheck ?? true },
        after: { goodsCheck },
        result: { goodsCheck },
      }
    },
  )
}
