import type {
  ManagerPointsCategory,
  ManagerPointsCategoryQuery,
  ManagerPointsGoods,
  ManagerPointsGoodsQuery,
  PointsCategoryForm,
  PointsGoodsEditForm,
  PointsGoodsForm,
  PointsPromotionStatus,
  PointsSkuChoice,
  PointsSkuQuery,
} from '@silk/contracts/points-admin'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, pointsGoods, pointsGoodsCategories, stores } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName, localSimpleSpecs } from '../../shared/localised.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

/**
 * The operator's points mall (`/manager/promotion/pointsGoods`, `…/pointsGoodsCategory`; decision
 * 156): rows of `points_goods` and `points_goods_category`, which the buyer's points mall, the POINTS
 * cart and checkout read (points-goods.ts, cart, checkout.ts), so what the operator sets is what a
 * buyer exchanges. Stock is only ever moved by one statement each: checkout takes it conditionally
 * (`active_stock >= n`), the operator's edit adds a difference, so neither overwrites the other.
 */

/** The goods is on sale: shelved and approved (what the buyer's points mall requires too). */
const onSale: SQL = sql`(${goods.marketEnable} = 'UPPER' and ${goods.authFlag} = 'PASS')`

/** A buyer's view of it now: DOWN when taken off sale, else by its window. */
function phaseOf(row: { status: string; startTime: Date; endTime: Date }, now: Date): PointsPromotionStatus {
  if (row.status !== 'UPPER') return 'DOWN'
  if (row.endTime <= now) return 'END'
  return row.startTime > now ? 'NEW' : 'START'
}

const phaseWhere = (phase: PointsPromotionStatus, now: Date): SQL | undefined =>
  ({
    DOWN: eq(pointsGoods.status, 'DOWN'),
    END: and(eq(pointsGoods.status, 'UPPER'), lte(pointsGoods.endTime, now)),
    NEW: and(eq(pointsGoods.status, 'UPPER'), gt(pointsGoods.startTime, now)),
    START: and(
      eq(pointsGoods.status, 'UPPER'),
      lte(pointsGoods.startTime, now),
      gt(pointsGoods.endTime, now),
    ),
  })[phase]

const columns = {
  id: pointsGoods.id,
  skuId: pointsGoods.skuId,
  goodsId: pointsGoods.goodsId,
  storeId: pointsGoods.storeId,
  points: pointsGoods.points,
  activeStock: pointsGoods.activeStock,
  categoryId: pointsGoods.categoryId,
  startTime: pointsGoods.startTime,
  endTime: pointsGoods.endTime,
  status: pointsGoods.status,
  createTime: pointsGoods.createTime,
  categoryName: pointsGoodsCategories.name,
  categoryNameEn: pointsGoodsCategories.nameEn,
  goodsName: goods.goodsName,
  goodsNameEn: goods.goodsNameEn,
  goodsImages: goods.images,
  marketEnable: goods.marketEnable,
  authFlag: goods.authFlag,
  storeName: stores.storeName,
  storeNameEn: stores.storeNameEn,
  skuFound: goodsSkus.id,
  skuImages: goodsSkus.images,
  specs: goodsSkus.specs,
  simpleSpecs: goodsSkus.simpleSpecs,
  price: goodsSkus.price,
  quantity: goodsSkus.quantity,
}

function selectGoods(db: DbOrTx) {
  return db
    .select(columns)
    .from(pointsGoods)
    .leftJoin(goodsSkus, eq(goodsSkus.id, pointsGoods.skuId))
    .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .leftJoin(stores, eq(stores.id, pointsGoods.storeId))
    .leftJoin(pointsGoodsCategories, eq(pointsGoodsCategories.id, pointsGoods.categoryId))
}

type Row = Awaited<ReturnType<typeof selectGoods>>[number]

function goodsView(r: Row, locale: Locale | undefined, now = new Date()): ManagerPointsGoods {
  return {
    id: r.id,
    skuId: r.skuId,
    goodsId: r.goodsId,
    storeId: r.storeId,
    storeName: localName(locale, r.storeName ?? '', r.storeNameEn),
    goodsName: r.goodsName ? localName(locale, r.goodsName, r.goodsNameEn) : '',
    simpleSpecs: localSimpleSpecs(locale, r.specs, r.simpleSpecs ?? ''),
    thumbnail: r.skuImages?.[0] ?? r.goodsImages?.[0] ?? '',
    price: fenToYuan(r.price ?? 0),
    skuQuantity: r.quantity ?? 0,
    goodsOnSale: r.skuFound !== null && r.marketEnable === 'UPPER' && r.authFlag === 'PASS',
    points: r.points,
    activeStock: r.activeStock,
    pointsGoodsCategoryId: r.categoryId,
    pointsGoodsCategoryName: localName(locale, r.categoryName ?? '', r.categoryNameEn),
    startTime: formatDateTime(r.startTime) ?? '',
    endTime: formatDateTime(r.endTime) ?? '',
    status: r.status === 'DOWN' ? 'DOWN' : 'UPPER',
    promotionStatus: phaseOf(r, now),
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

/** What the operation log keeps of one. */
const summary = (r: {
  skuId: string
  points: number
  activeStock: number
  categoryId: string
  startTime: Date
  endTime: Date
  status: string
}) => ({
  skuId: r.skuId,
  points: r.points,
  activeStock: r.activeStock,
  categoryId: r.categoryId,
  startTime: formatDateTime(r.startTime),
  endTime: formatDateTime(r.endTime),
  status: r.status,
})

/**
 * The buyer's points mall shows what changed: rendered pages of it are dropped (the page cache,
 * decision 022, drops every catalogue page on a goods change).
 */
const changed = (goodsId?: string) => announceChange({ kind: 'goods', goodsIds: goodsId ? [goodsId] : [] })

/** `GET /manager/promotion/pointsGoods`: newest first, by goods name, category and state. */
export async function listManagerPointsGoods(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerPointsGoodsQuery>,
) {
  const now = new Date()
  const where = and(
    query.goodsName
      ? or(
          ilike(goods.goodsName, containsPattern(query.goodsName)),
          ilike(goods.goodsNameEn, containsPattern(query.goodsName)),
        )
      : undefined,
    query.pointsGoodsCategoryId ? eq(pointsGoods.categoryId, query.pointsGoodsCategoryId) : undefined,
    query.promotionStatus ? phaseWhere(query.promotionStatus, now) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    selectGoods(ctx.db)
      .where(where)
      .orderBy(desc(pointsGoods.createTime), desc(pointsGoods.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(pointsGoods)
      .leftJoin(goodsSkus, eq(goodsSkus.id, pointsGoods.skuId))
      .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(where),
  ])
  return toPage(
    rows.map((r) => goodsView(r, ctx.locale, now)),
    total,
    query,
  )
}

async function readGoods(db: DbOrTx, id: string, locale: Locale | undefined) {
  const [row] = await selectGoods(db).where(eq(pointsGoods.id, id))
  if (!row) throw new BizError('POINTS_GOODS_NOT_EXIST')
  return goodsView(row, locale)
}

/** `GET /manager/promotion/pointsGoods/{id}`. */
export function managerPointsGoodsDetail(ctx: ManagerCtx, id: string) {
  return readGoods(ctx.db, id, ctx.locale)
}

/**
 * The category a points goods is put in, share-locked until the write commits: a category being
 * deleted (which locks it for update and then counts its goods) either sees this goods or is gone
 * before it is read here (42107).
 */
async function lockCategoryForUse(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: pointsGoodsCategories.id })
    .from(pointsGoodsCategories)
    .where(eq(pointsGoodsCategories.id, id))
    .for('share')
  if (!row) throw new BizError('POINTS_GOODS_CATEGORY_NOT_EXIST')
}

/** The form's numbers and window, checked (42101 points, 42102 stock, 42103 window). */
function terms(form: Pick<PointsGoodsForm, 'points' | 'activeStock' | 'startTime' | 'endTime'>) {
  if (!Number.isInteger(form.points) || form.points <= 0) throw new BizError('POINTS_GOODS_POINTS_INVALID')
  if (!Number.isInteger(form.activeStock) || form.activeStock < 0)
    throw new BizError('POINTS_GOODS_STOCK_INVALID')
  const seconds = (t: string) => (t.length === 16 ? `${t}:00` : t)
  const startTime = parseChinaDateTime(seconds(form.startTime))
  const endTime = parseChinaDateTime(seconds(form.endTime))
  if (!startTime || !endTime || endTime <= startTime) throw new BizError('POINTS_GOODS_TIME_ERROR')
  return { points: form.points, startTime, endTime }
}

/**
 * `POST /manager/promotion/pointsGoods`: an existing SKU whose goods is on sale (42104, 42105), not
 * already a points goods (42106; the unique index stands behind the check), in a category (42107).
 */
export async function createPointsGoods(ctx: ManagerCtx, form: PointsGoodsForm) {
  const id = nextId()
  const { points, startTime, endTime } = terms(form)
  const result = await adminWrite(ctx, { action: 'promotion.pointsGoods.create', target: id }, async (tx) => {
    const [sku] = await tx
      .select({
        id: goodsSkus.id,
        goodsId: goods.id,
        storeId: goods.storeId,
        onSale: sql<boolean>`${onSale}`,
      })
      .from(goodsSkus)
      .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(eq(goodsSkus.id, form.skuId))
    if (!sku?.goodsId || !sku.storeId) throw new BizError('POINTS_GOODS_SKU_NOT_EXIST')
    if (!sku.onSale) throw new BizError('POINTS_GOODS_SKU_NOT_ON_SALE')
    await lockCategoryForUse(tx, form.pointsGoodsCategoryId)
    const [row] = await tx
      .insert(pointsGoods)
      .values({
        id,
        skuId: sku.id,
        goodsId: sku.goodsId,
        storeId: sku.storeId,
        categoryId: form.pointsGoodsCategoryId,
        points,
        activeStock: form.activeStock,
        startTime,
        endTime,
        status: 'UPPER',
      })
      .onConflictDoNothing({ target: pointsGoods.skuId })
      .returning()
    if (!row) throw new BizError('POINTS_GOODS_SKU_EXISTS')
    return { after: summary(row), result: await readGoods(tx, id, ctx.locale) }
  })
  changed(result.goodsId)
  return result
}

/**
 * `PUT /manager/promotion/pointsGoods/{id}`: points, stock, window and category. With
 * `originalStock` the stock moves by the difference from it in one conditional statement, so units
 * exchanged while the form was open stay exchanged (never below 0: 42102).
 */
export async function updatePointsGoods(ctx: ManagerCtx, id: string, form: PointsGoodsEditForm) {
  const { points, startTime, endTime } = terms(form)
  const result = await adminWrite(ctx, { action: 'promotion.pointsGoods.update', target: id }, async (tx) => {
    const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update')
    if (!before) throw new BizError('POINTS_GOODS_NOT_EXIST')
    await lockCategoryForUse(tx, form.pointsGoodsCategoryId)
    const stock =
      form.originalStock === undefined
        ? sql`${form.activeStock}::int`
        : sql`${pointsGoods.activeStock} + ${form.activeStock - form.originalStock}::int`
    const [row] = await tx
      .update(pointsGoods)
      .set({
        points,
        activeStock: stock,
        startTime,
        endTime,
        categoryId: form.pointsGoodsCategoryId,
        updateTime: new Date(),
      })
      .where(and(eq(pointsGoods.id, id), sql`${stock} >= 0`))
      .returning()
    if (!row) throw new BizError('POINTS_GOODS_STOCK_INVALID')
    return { before: summary(before), after: summary(row), result: await readGoods(tx, id, ctx.locale) }
  })
  changed(result.goodsId)
  return result
}

/**
 * `PUT /manager/promotion/pointsGoods/status/{id}?status=`: 上架 (its goods must still be on sale,
 * 42105) or 下架 (at once: a checkout that has not taken its stock yet is refused, checkout.ts).
 */
export async function setPointsGoodsStatus(ctx: ManagerCtx, id: string, status: 'UPPER' | 'DOWN') {
  const action = status === 'UPPER' ? 'promotion.pointsGoods.upper' : 'promotion.pointsGoods.down'
  const result = await adminWrite(ctx, { action, target: id }, async (tx) => {
    const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update')
    if (!before) throw new BizError('POINTS_GOODS_NOT_EXIST')
    if (status === 'UPPER') {
      const [listed] = await tx
        .select({ id: goods.id })
        .from(goodsSkus)
        .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
        .where(and(eq(goodsSkus.id, before.skuId), onSale))
      if (!listed) throw new BizError('POINTS_GOODS_SKU_NOT_ON_SALE')
    }
    await tx.update(pointsGoods).set({ status, updateTime: new Date() }).where(eq(pointsGoods.id, id))
    return {
      before: { status: before.status },
      after: { status },
      result: await readGoods(tx, id, ctx.locale),
    }
  })
  changed(result.goodsId)
  return result
}

/**
 * `DELETE /manager/promotion/pointsGoods/{id}`: it leaves the points mall at once; orders already
 * exchanged keep their lines (they copied what they need). A cart line of it can no longer be bought.
 */
export async function deletePointsGoods(ctx: ManagerCtx, id: string) {
  const goodsId = await adminWrite(
    ctx,
    { action: 'promotion.pointsGoods.delete', target: id },
    async (tx) => {
      const [row] = await tx.delete(pointsGoods).where(eq(pointsGoods.id, id)).returning()
      if (!row) throw new BizError('POINTS_GOODS_NOT_EXIST')
      return { before: summary(row), result: row.goodsId }
    },
  )
  changed(goodsId)
}

/**
 * `GET /manager/promotion/pointsGoods/skus`: SKUs of goods on sale, by goods name (Chinese or
 * English), SKU sn or id; each says which points goods it already is.
 */
export async function searchPointsSkus(ctx: ManagerCtx, query: z.infer<typeof PointsSkuQuery>) {
  const keyword = query.keyword
  const where = and(
    onSale,
    keyword
      ? or(
          ilike(goods.goodsName, containsPattern(keyword)),
          ilike(goods.goodsNameEn, containsPattern(keyword)),
          ilike(goodsSkus.sn, containsPattern(keyword)),
          /^\d{1,20}$/.test(keyword) ? eq(goodsSkus.id, keyword) : undefined,
        )
      : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        skuId: goodsSkus.id,
        goodsId: goods.id,
        goodsName: goods.goodsName,
        goodsNameEn: goods.goodsNameEn,
        specs: goodsSkus.specs,
        simpleSpecs: goodsSkus.simpleSpecs,
        sn: goodsSkus.sn,
        skuImages: goodsSkus.images,
        goodsImages: goods.images,
        price: goodsSkus.price,
        quantity: goodsSkus.quantity,
        storeName: stores.storeName,
        storeNameEn: stores.storeNameEn,
        pointsGoodsId: pointsGoods.id,
      })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .leftJoin(stores, eq(stores.id, goods.storeId))
      .leftJoin(pointsGoods, eq(pointsGoods.skuId, goodsSkus.id))
      .where(where)
      .orderBy(desc(goods.createTime), asc(goods.id), asc(goodsSkus.sortOrder), asc(goodsSkus.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(where),
  ])
  const locale = ctx.locale
  return toPage<PointsSkuChoice>(
    rows.map((r) => ({
      skuId: r.skuId,
      goodsId: r.goodsId,
      goodsName: localName(locale, r.goodsName, r.goodsNameEn),
      simpleSpecs: localSimpleSpecs(locale, r.specs, r.simpleSpecs),
      sn: r.sn,
      thumbnail: r.skuImages[0] ?? r.goodsImages[0] ?? '',
      price: fenToYuan(r.price),
      quantity: r.quantity,
      storeName: localName(locale, r.storeName ?? '', r.storeNameEn),
      pointsGoodsId: r.pointsGoodsId,
    })),
    total,
    query,
  )
}

// ------------------------------------------------------------------------------------ categories

// Written out: inside the subquery an unqualified "id" would be the points goods' own.
const goodsCount = sql<number>`(select count(*)::int from points_goods pg where pg.category_id = "points_goods_category"."id")`

const categoryColumns = {
  id: pointsGoodsCategories.id,
  name: pointsGoodsCategories.name,
  nameEn: pointsGoodsCategories.nameEn,
  sortOrder: pointsGoodsCategories.sortOrder,
  goodsCount,
}

/** `GET /manager/promotion/pointsGoodsCategory`: by sort order, with how many goods each holds. */
export async function listManagerPointsCategories(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerPointsCategoryQuery>,
) {
  const where = query.name
    ? or(
        ilike(pointsGoodsCategories.name, containsPattern(query.name)),
        ilike(pointsGoodsCategories.nameEn, containsPattern(query.name)),
      )
    : undefined
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(categoryColumns)
      .from(pointsGoodsCategories)
      .where(where)
      .orderBy(asc(pointsGoodsCategories.sortOrder), asc(pointsGoodsCategories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(pointsGoodsCategories).where(where),
  ])
  return toPage<ManagerPointsCategory>(rows, total, query)
}

/** Another category of the same Chinese name (42109); `except` the one being edited. */
async function refuseDuplicateName(tx: Tx, name: string, except?: string) {
  const [same] = await tx
    .select({ id: pointsGoodsCategories.id })
    .from(pointsGoodsCategories)
    .where(
      and(
        sql`lower(${pointsGoodsCategories.name}) = lower(${name})`,
        except ? ne(pointsGoodsCategories.id, except) : undefined,
      ),
    )
    .limit(1)
  if (same) throw new BizError('POINTS_GOODS_CATEGORY_NAME_EXISTS')
}

const categoryValues = (form: PointsCategoryForm) => ({
  name: form.name,
  nameEn: form.nameEn || null,
  sortOrder: form.sortOrder,
})

async function readCategory(tx: Tx, id: string): Promise<ManagerPointsCategory> {
  const [row] = await tx
    .select(categoryColumns)
    .from(pointsGoodsCategories)
    .where(eq(pointsGoodsCategories.id, id))
  if (!row) throw new BizError('POINTS_GOODS_CATEGORY_NOT_EXIST')
  return row
}

/** `POST /manager/promotion/pointsGoodsCategory`. */
export async function createPointsCategory(ctx: ManagerCtx, form: PointsCategoryForm) {
  const id = nextId()
  const result = await adminWrite(
    ctx,
    { action: 'promotion.pointsCategory.create', target: id },
    async (tx) => {
      await refuseDuplicateName(tx, form.name)
      await tx.insert(pointsGoodsCategories).values({ id, ...categoryValues(form) })
      return { after: categoryValues(form), result: await readCategory(tx, id) }
    },
  )
  changed()
  return result
}

/** `PUT /manager/promotion/pointsGoodsCategory/{id}`. */
export async function updatePointsCategory(ctx: ManagerCtx, id: string, form: PointsCategoryForm) {
  const result = await adminWrite(
    ctx,
    { action: 'promotion.pointsCategory.update', target: id },
    async (tx) => {
      const [before] = await tx
        .select()
        .from(pointsGoodsCategories)
        .where(eq(pointsGoodsCategories.id, id))
        .for('update')
      if (!before) throw new BizError('POINTS_GOODS_CATEGORY_NOT_EXIST')
      await refuseDuplicateName(tx, form.name, id)
      await tx.update(pointsGoodsCategories).set(categoryValues(form)).where(eq(pointsGoodsCategories.id, id))
      return {
        before: { name: before.name, nameEn: before.nameEn, sortOrder: before.sortOrder },
        after: categoryValues(form),
        result: await readCategory(tx, id),
      }
    },
  )
  changed()
  return result
}

/**
 * `DELETE /manager/promotion/pointsGoodsCategory/{id}`: only while no points goods is in it (42108).
 * The row lock makes a concurrent add wait (it share-locks the category) or be seen by the count.
 */
export async function deletePointsCategory(ctx: ManagerCtx, id: string) {
  await adminWrite(ctx, { action: 'promotion.pointsCategory.delete', target: id }, async (tx) => {
    const [row] = await tx
      .select()
      .from(pointsGoodsCategories)
      .where(eq(pointsGoodsCategories.id, id))
      .for('update')
    if (!row) throw new BizError('POINTS_GOODS_CATEGORY_NOT_EXIST')
    const [{ used }] = await tx
      .select({ used: count() })
      .from(pointsGoods)
      .where(eq(pointsGoods.categoryId, id))
    if (used > 0) throw new BizError('POINTS_GOODS_CATEGORY_IN_USE')
    await tx.delete(pointsGoodsCategories).where(eq(pointsGoodsCategories.id, id))
    return { before: { name: row.name, nameEn: row.nameEn }, result: null }
  })
  changed()
}
