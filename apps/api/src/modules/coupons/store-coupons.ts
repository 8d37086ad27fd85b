import type {
  StoreCouponForm,
  StoreCouponQuery,
  StoreCouponReceivedQuery,
} from '@silk/contracts/store-coupon'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { coupons, goods, goodsSkus, memberCoupons, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { couponClaims } from './coupon-queries.ts'
import { type CouponRow, couponView } from './views.ts'

/**
 * The seller's store coupons (`/store/promotion/coupon`, decision 121). They are rows of the same
 * `coupon` table the buyer side claims and applies (FREE, the store's id), so the goods page's chips,
 * the coupon centre and checkout see them without a second path. A coupon is editable until its first
 * claim: the edit locks the row and updates it only while `received_num = 0`, and a claim takes the
 * row it increments (`receive-coupon.ts`), so a claim either sees the edit or the edit is refused.
 */

const MAX_DAYS = 365

/** Fen from a yuan number the contract already checked (two decimals at most). */
const fen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100)

/** The table's values of a seller's form, checked against the rules (60204–60208). */
async function couponValues(ctx: StoreCtx, db: DbOrTx, form: StoreCouponForm) {
  const threshold = fen(form.consumeThreshold)
  let price = 0
  let discount = 0
  if (form.couponType === 'PRICE') {
    price = fen(form.price)
    if (price <= 0 || (threshold > 0 && price > threshold)) throw new BizError('STORE_COUPON_PRICE_ERROR')
  } else {
    const d = form.couponDiscount ?? 0
    // Stored in tenths of the 0–10 scale: 8.5折 → 85 (pays 85 %).
    discount = Math.round(d * 10)
    if (!(d >= 0.1 && d <= 9.9) || Math.abs(d * 10 - discount) > 1e-6)
      throw new BizError('STORE_COUPON_DISCOUNT_ERROR')
  }
  const startTime = parseChinaDateTime(form.startTime)
  const endTime = parseChinaDateTime(form.endTime)
  if (!startTime || !endTime || endTime <= startTime || endTime <= new Date())
    throw new BizError('STORE_COUPON_TIME_ERROR')
  const dynamic = form.rangeDayType === 'DYNAMICTIME'
  if (dynamic && (form.effectiveDays < 1 || form.effectiveDays > MAX_DAYS))
    throw new BizError('STORE_COUPON_TIME_ERROR')
  if (form.couponLimitNum > form.publishNum) throw new BizError('STORE_COUPON_LIMIT_ERROR')
  let scopeId = ''
  if (form.scopeType === 'PORTION_GOODS') {
    const wanted = [...new Set(form.goodsIds)]
    if (wanted.length === 0) throw new BizError('STORE_COUPON_SCOPE_ERROR')
    const own = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.storeId, ctx.seller.storeId), inArray(goods.id, wanted)))
    if (own.length !== wanted.length) throw new BizError('STORE_COUPON_SCOPE_ERROR')
    const skus = await db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, wanted))
      .orderBy(goodsSkus.goodsId, goodsSkus.sortOrder, goodsSkus.id)
    scopeId = skus.map((s) => s.id).join(',')
  }
  return {
    couponName: form.couponName,
    couponType: form.couponType,
    price,
    couponDiscount: discount,
    consumeThreshold: threshold,
    scopeType: form.scopeType,
    scopeId,
    rangeDayType: form.rangeDayType,
    effectiveDays: dynamic ? form.effectiveDays : 0,
    startTime,
    endTime,
    publishNum: form.publishNum,
    couponLimitNum: form.couponLimitNum,
    description: form.description,
  }
}

/** The goods a PORTION_GOODS coupon covers, by its SKU ids. */
async function withGoods(db: DbOrTx, rows: CouponRow[]) {
  const skuIds = [
    ...new Set(rows.flatMap((r) => (r.scopeType === 'PORTION_GOODS' ? r.scopeId.split(',') : []))),
  ].filter(Boolean)
  const found = skuIds.length
    ? await db
        .select({ skuId: goodsSkus.id, goodsId: goods.id, goodsName: goods.goodsName, images: goods.images })
        .from(goodsSkus)
        .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
        .where(inArray(goodsSkus.id, skuIds))
    : []
  const bySku = new Map(found.map((f) => [f.skuId, f]))
  return rows.map((row) => {
    const seen = new Map<string, { goodsId: string; goodsName: string; thumbnail: string }>()
    if (row.scopeType === 'PORTION_GOODS')
      for (const sku of row.scopeId.split(',')) {
        const g = bySku.get(sku)
        if (g && !seen.has(g.goodsId))
          seen.set(g.goodsId, { goodsId: g.goodsId, goodsName: g.goodsName, thumbnail: g.images[0] ?? '' })
      }
    return { ...couponView(row), goods: [...seen.values()] }
  })
}

/** One coupon of the seller's store (unknown or another store's: 60201), optionally locked. */
async function ownCoupon(ctx: StoreCtx, db: DbOrTx, id: string, lock = false) {
  const q = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, ctx.seller.storeId)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('STORE_COUPON_NOT_EXIST')
  return row
}

/** `GET /store/promotion/coupon`: the store's coupons, newest first, by name, type and state. */
export async function listStoreCoupons(ctx: StoreCtx, query: StoreCouponQuery) {
  const now = new Date()
  const state: Record<string, SQL | undefined> = {
    CLOSE: eq(coupons.status, 'CLOSE'),
    END: and(eq(coupons.status, 'OPEN'), lte(coupons.endTime, now)),
    START: and(
      eq(coupons.status, 'OPEN'),
      gt(coupons.endTime, now),
      or(
        lte(coupons.startTime, now),
        and(eq(coupons.rangeDayType, 'DYNAMICTIME'), gt(coupons.effectiveDays, 0)),
      ),
    ),
    NEW: and(
      eq(coupons.status, 'OPEN'),
      gt(coupons.startTime, now),
      or(eq(coupons.rangeDayType, 'FIXEDTIME'), eq(coupons.effectiveDays, 0)),
    ),
  }
  const where = and(
    eq(coupons.storeId, ctx.seller.storeId),
    query.couponName ? ilike(coupons.couponName, containsPattern(query.couponName)) : undefined,
    query.couponType ? eq(coupons.couponType, query.couponType) : undefined,
    query.promotionStatus ? state[query.promotionStatus] : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createTime), desc(coupons.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(coupons).where(where),
  ])
  return toPage(await withGoods(ctx.db, rows), total, query)
}

/** `GET /store/promotion/coupon/{id}`. */
export async function storeCouponDetail(ctx: StoreCtx, id: string) {
  const [view] = await withGoods(ctx.db, [await ownCoupon(ctx, ctx.db, id)])
  return view
}

/** `POST /store/promotion/coupon`: a FREE coupon of the seller's store, open at once. */
export async function createStoreCoupon(ctx: StoreCtx, form: StoreCouponForm) {
  const values = await couponValues(ctx, ctx.db, form)
  const [store] = await ctx.db
    .select({ storeName: stores.storeName })
    .from(stores)
    .where(eq(stores.id, ctx.seller.storeId))
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      id: nextId(),
      storeId: ctx.seller.storeId,
      storeName: store?.storeName ?? '',
      getType: 'FREE',
      status: 'OPEN',
      ...values,
    })
    .returning()
  const [view] = await withGoods(ctx.db, [row])
  return view
}

/**
 * `PUT /store/promotion/coupon`: edits a coupon nobody has claimed yet (60202 after the first claim,
 * 60203 once closed). The row is locked, then updated only while `received_num = 0`.
 */
export async function updateStoreCoupon(ctx: StoreCtx, id: string, form: StoreCouponForm) {
  return ctx.db.transaction(async (tx) => {
    const current = await ownCoupon(ctx, tx, id, true)
    if (current.status === 'CLOSE') throw new BizError('STORE_COUPON_CLOSED')
    if (current.receivedNum > 0) throw new BizError('STORE_COUPON_CLAIMED')
    const values = await couponValues(ctx, tx, form)
    const [row] = await tx
      .update(coupons)
      .set(values)
      .where(and(eq(coupons.id, id), eq(coupons.storeId, ctx.seller.storeId), eq(coupons.receivedNum, 0)))
      .returning()
    if (!row) throw new BizError('STORE_COUPON_CLAIMED')
    const [view] = await withGoods(tx, [row])
    return view
  })
}

/**
 * `PUT /store/promotion/coupon/status`: closes coupons of the store. As lilishop, the copies members
 * hold and have not used are closed with it (CLOSED), so the coupon stops applying at checkout too.
 */
export async function closeStoreCoupons(ctx: StoreCtx, ids: string[]) {
  await ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.storeId, ctx.seller.storeId), inArray(coupons.id, ids)))
      .orderBy(coupons.id)
      .for('update')
    if (own.length !== new Set(ids).size) throw new BizError('STORE_COUPON_NOT_EXIST')
    await tx.update(coupons).set({ status: 'CLOSE' }).where(inArray(coupons.id, ids))
    await tx
      .update(memberCoupons)
      .set({ memberCouponStatus: 'CLOSED' })
      .where(and(inArray(memberCoupons.couponId, ids), eq(memberCoupons.memberCouponStatus, 'NEW')))
  })
}

/** `GET /store/promotion/coupon/received`: the claims of the store's coupons, newest first. */
export async function listStoreCouponReceipts(ctx: StoreCtx, query: StoreCouponReceivedQuery) {
  if (query.couponId) await ownCoupon(ctx, ctx.db, query.couponId)
  return couponClaims(ctx.db, ctx.seller.storeId, query)
}
