import type { StoreGoodsQuery } from '@silk/contracts/goods-publish'
import type { DbOrTx } from '@silk/db/client'
import { goods, goodsSkus, orderItems, orders, stores } from '@silk/db/schema/index'
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  like,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { checkTemplate } from '../freight/templates.ts'
import { forgetGoods } from '../goods/detail-cache.ts'

/** SKUs of a goods at or below the store's threshold (a correlated test, for the list and its tab). */
const lowStockOf = (threshold: number) =>
  sql`exists (select 1 from goods_sku ls where ls.goods_id = ${goods.id} and ls.quantity <= ${threshold})`

async function thresholdOf(ctx: StoreCtx) {
  const [row] = await ctx.db
    .select({ stockWarning: stores.stockWarning })
    .from(stores)
    .where(eq(stores.id, ctx.seller.storeId))
  return row?.stockWarning ?? 0
}

/** `GET /store/goods/goods/list`: the store's goods, newest first, with the seller's filters. */
export async function listStoreGoods(ctx: StoreCtx, q: StoreGoodsQuery) {
  const filters: (SQL | undefined)[] = [eq(goods.storeId, ctx.seller.storeId)]
  // The name as the seller reads it in either language.
  if (q.goodsName) {
    const k = containsPattern(q.goodsName)
    filters.push(or(like(goods.goodsName, k), ilike(goods.goodsNameEn, k)))
  }
  if (q.id) filters.push(or(eq(goods.id, q.id), eq(goods.sn, q.id)))
  if (q.categoryPath) filters.push(like(goods.categoryPath, `${q.categoryPath}%`))
  if (q.storeCategoryPath) filters.push(like(goods.storeCategoryPath, `${q.storeCategoryPath}%`))
  if (q.marketEnable) filters.push(eq(goods.marketEnable, q.marketEnable))
  if (q.authFlag) filters.push(eq(goods.authFlag, q.authFlag))
  if (q.lowStock) filters.push(lowStockOf(await thresholdOf(ctx)))
  const where = and(...filters)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: goods.id,
        goodsName: goods.goodsName,
        goodsNameEn: goods.goodsNameEn,
        sn: goods.sn,
        images: goods.images,
        buyCount: goods.buyCount,
        marketEnable: goods.marketEnable,
        authFlag: goods.authFlag,
        authMessage: goods.authMessage,
        salesModel: goods.salesModel,
        categoryPath: goods.categoryPath,
        storeCategoryPath: goods.storeCategoryPath,
        createTime: goods.createTime,
      })
      .from(goods)
      .where(where)
      .orderBy(desc(goods.createTime), desc(goods.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db.select({ total: count() }).from(goods).where(where),
  ])
  const skus = await skuSums(
    ctx.db,
    rows.map((r) => r.id),
  )
  const records = rows.map((r) => {
    const s = skus.get(r.id)
    return {
      id: r.id,
      goodsName: localName(ctx.locale, r.goodsName, r.goodsNameEn),
      sn: r.sn,
      thumbnail: r.images[0] ?? '',
      price: fenToYuan(s?.price ?? 0),
      quantity: s?.quantity ?? 0,
      skuCount: s?.skus ?? 0,
      buyCount: r.buyCount,
      marketEnable: r.marketEnable as 'UPPER' | 'DOWN',
      authFlag: r.authFlag as 'PASS' | 'TOBEAUDITED' | 'REFUSE',
      authMessage: r.authMessage,
      salesModel: r.salesModel as 'RETAIL' | 'WHOLESALE',
      categoryPath: r.categoryPath,
      storeCategoryPath: r.storeCategoryPath,
      createTime: formatDateTime(r.createTime) ?? '',
    }
  })
  return toPage(records, total, q)
}

/** Lowest price, total stock and SKU count of the page's goods, in one grouped read. */
async function skuSums(db: DbOrTx, goodsIds: string[]) {
  if (goodsIds.length === 0) return new Map<string, { price: number; quantity: number; skus: number }>()
  const rows = await db
    .select({
      goodsId: goodsSkus.goodsId,
      price: sql<number>`min(${goodsSkus.price})::int`,
      quantity: sql<number>`sum(${goodsSkus.quantity})::int`,
      skus: sql<number>`count(*)::int`,
    })
    .from(goodsSkus)
    .where(inArray(goodsSkus.goodsId, goodsIds))
    .groupBy(goodsSkus.goodsId)
  return new Map(rows.map((r) => [r.goodsId, r]))
}

/** `GET /store/goods/goods/goodsNumber`: the count on every tab of the list, in one statement. */
export async function countStoreGoods(ctx: StoreCtx) {
  const threshold = await thresholdOf(ctx)
  const [row] = await ctx.db
    .select({
      all: count(),
      ...goodsNumColumns,
      lowStock: sql<number>`count(*) filter (where ${lowStockOf(threshold)})::int`,
    })
    .from(goods)
    .where(eq(goods.storeId, ctx.seller.storeId))
  return { ...row, ...asGoodsNumVO(row) }
}

const goodsNumColumns = {
  upper: sql<number>`count(*) filter (where ${goods.marketEnable} = 'UPPER' and ${goods.authFlag} = 'PASS')::int`,
  down: sql<number>`count(*) filter (where ${goods.marketEnable} = 'DOWN')::int`,
  toBeAudited: sql<number>`count(*) filter (where ${goods.authFlag} = 'TOBEAUDITED')::int`,
  refuse: sql<number>`count(*) filter (where ${goods.authFlag} = 'REFUSE')::int`,
}
type GoodsNums = { upper: number; down: number; toBeAudited: number; refuse: number }
/** The counts under lilishop's GoodsNumVO names. */
const asGoodsNumVO = (n: GoodsNums) => ({
  upperGoodsNum: n.upper,
  downGoodsNum: n.down,
  auditGoodsNum: n.toBeAudited,
  refuseGoodsNum: n.refuse,
})

/** `GET /manager/goods/goods/goodsNumber` (lilishop GoodsNumVO): every store's goods per tab. */
export async function countAllGoods(db: DbOrTx) {
  const [row] = await db.select(goodsNumColumns).from(goods)
  return asGoodsNumVO(row)
}

/** The goods if it is the seller's: another store's answers 20005, a missing one 11001. */
async function ownGoods(ctx: StoreCtx, goodsId: string) {
  const [row] = await ctx.db.select().from(goods).where(eq(goods.id, goodsId))
  if (!row) throw new BizError('GOODS_NOT_EXIST')
  if (row.storeId !== ctx.seller.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/** `GET /store/goods/goods/get/{id}`: the goods as the edit form shows it. */
export async function getStoreGoods(ctx: StoreCtx, goodsId: string) {
  const g = await ownGoods(ctx, goodsId)
  const skus = await ctx.db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, goodsId))
    .orderBy(asc(goodsSkus.sortOrder), asc(goodsSkus.id))
  return {
    id: g.id,
    categoryPath: g.categoryPath,
    storeCategoryPath: g.storeCategoryPath,
    brandId: g.brandId,
    goodsName: g.goodsName,
    goodsNameEn: g.goodsNameEn ?? '',
    sellingPoint: g.sellingPoint,
    sellingPointEn: g.sellingPointEn ?? '',
    goodsUnit: g.goodsUnit,
    weight: g.weight,
    templateId: g.templateId,
    goodsGalleryList: g.images,
    goodsVideo: g.video,
    intro: g.intro,
    introEn: g.introEn ?? '',
    goodsParamsDTOList: g.params,
    salesModel: g.salesModel as 'RETAIL' | 'WHOLESALE',
    wholesaleList: g.wholesale.map((t) => ({ num: t.num, price: fenToYuan(t.price) })),
    skuList: skus.map((s) => ({
      id: s.id,
      specs: s.specs,
      sn: s.sn,
      price: fenToYuan(s.price),
      cost: fenToYuan(s.cost),
      quantity: s.quantity,
      weight: s.weight,
      images: s.images,
    })),
    marketEnable: g.marketEnable as 'UPPER' | 'DOWN',
    authFlag: g.authFlag as 'PASS' | 'TOBEAUDITED' | 'REFUSE',
    authMessage: g.authMessage,
  }
}

/** Every id must be the seller's goods (one foreign id refuses the whole call, nothing changes). */
async function assertOwnAll(db: DbOrTx, storeId: string, goodsIds: string[]) {
  const rows = await db
    .select({ id: goods.id, storeId: goods.storeId })
    .from(goods)
    .where(inArray(goods.id, goodsIds))
  if (rows.length < new Set(goodsIds).size) throw new BizError('GOODS_NOT_EXIST')
  if (rows.some((r) => r.storeId !== storeId)) throw new BizError('USER_AUTHORITY_ERROR')
}

/**
 * `PUT /store/goods/goods/up` and `/under`: 上架 / 下架, for goods that passed review; taking one off
 * removes it from search, browsing and every cached page at once. A goods in review or refused is not
 * on sale and has no shelf to leave or join (11107, nothing changes): the seller edits it (a material
 * change goes back to review) or deletes it. There is no withdrawing a goods from review.
 */
export async function setMarketEnable(ctx: StoreCtx, goodsIds: string[], state: 'UPPER' | 'DOWN') {
  await ctx.db.transaction(async (tx) => {
    await assertOwnAll(tx, ctx.seller.storeId, goodsIds)
    const [unreviewed] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.id, goodsIds), ne(goods.authFlag, 'PASS')))
      .limit(1)
    if (unreviewed) throw new BizError('GOODS_SHELF_NOT_PASSED')
    await tx
      .update(goods)
      .set({ marketEnable: state, updateTime: new Date() })
      .where(
        and(inArray(goods.id, goodsIds), eq(goods.storeId, ctx.seller.storeId), eq(goods.authFlag, 'PASS')),
      )
  })
  forgetGoods(goodsIds, true)
}

/**
 * `PUT /store/goods/goods/delete`: removes the goods and their SKUs, unless an order still in
 * progress holds one of them (11103). Orders keep their own copy of what was bought; carts show a
 * line of a deleted goods as removed.
 */
export async function deleteGoods(ctx: StoreCtx, goodsIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await assertOwnAll(tx, ctx.seller.storeId, goodsIds)
    // Locks the SKUs in checkout's order first: a checkout that already took stock commits its order
    // before the check below reads orders; one that comes later finds its SKUs gone and fails.
    await tx
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, goodsIds))
      .orderBy(sql`${goodsSkus.id} collate "C"`)
      .for('update')
    const [held] = await tx
      .select({ goodsName: orderItems.goodsName })
      .from(orderItems)
      .innerJoin(orders, eq(orders.sn, orderItems.orderSn))
      .where(
        and(
          inArray(orderItems.goodsId, goodsIds),
          notInArray(orders.orderStatus, ['COMPLETED', 'CANCELLED']),
        ),
      )
      .limit(1)
    if (held) throw new BizError('GOODS_IN_UNFINISHED_ORDER', { detail: held.goodsName })
    await tx.delete(goodsSkus).where(inArray(goodsSkus.goodsId, goodsIds))
    await tx.delete(goods).where(inArray(goods.id, goodsIds))
  })
  forgetGoods(goodsIds, true)
}

/**
 * `PUT /store/goods/goods/freight` (lilishop 设置运费模板): points the named goods at one of the store's
 * templates ('0' ships free). Every goods must be the store's (20005 otherwise, nothing changes).
 */
export async function setGoodsTemplate(ctx: StoreCtx, goodsIds: string[], templateId: string) {
  await ctx.db.transaction(async (tx) => {
    await checkTemplate(tx, ctx.seller.storeId, templateId)
    const updated = await tx
      .update(goods)
      .set({ templateId, updateTime: new Date() })
      .where(and(eq(goods.storeId, ctx.seller.storeId), inArray(goods.id, goodsIds)))
      .returning({ id: goods.id })
    if (updated.length !== new Set(goodsIds).size) throw new BizError('USER_AUTHORITY_ERROR')
  })
  forgetGoods(goodsIds)
}
