import type {
  CouponClaimQuery,
  ManagerCouponQuery,
  PlatformCouponForm,
} from '@silk/contracts/admin-arbitration'
import { PLATFORM_STORE_ID } from '@silk/contracts/coupon'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { categories, coupons, goodsSkus, memberCoupons } from '@silk/db/schema/index'
import { and, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { couponClaims } from './coupon-queries.ts'
import { type CouponRow, couponView } from './views.ts'

/**
 * The operator's platform coupons (`/manager/promotion/coupon`, decision 115, lilishop 平台优惠券):
 * rows of `coupon` with store '0' that the coupon centre, the claim and checkout already read
 * (modules/coupons), so what the operator sets is exactly what a buyer gets.
 */

const fen = (yuan: number) => Math.round(yuan * 100)

/** The form as coupon columns, checked: times (60421), amount ≤ threshold (60423), scope ids exist (60422). */
async function columnsOf(tx: Tx | ManagerCtx['db'], form: PlatformCouponForm, now = new Date()) {
  const startTime = parseChinaDateTime(form.startTime)
  const endTime = parseChinaDateTime(form.endTime)
  if (!startTime || !endTime || endTime <= startTime || endTime <= now)
    throw new BizError('COUPON_TIME_ERROR')
  const price = form.couponType === 'PRICE' ? fen(form.price) : 0
  const consumeThreshold = fen(form.consumeThreshold)
  if (consumeThreshold > 0 && price > consumeThreshold) throw new BizError('COUPON_PRICE_OVER_THRESHOLD')
  const ids = [
    ...new Set(
      form.scopeId
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
  if (form.scopeType !== 'ALL') {
    if (ids.length === 0 || ids.length > 200 || !ids.every((id) => /^\d{1,20}$/.test(id)))
      throw new BizError('COUPON_SCOPE_ERROR')
    const table = form.scopeType === 'PORTION_GOODS' ? goodsSkus : categories
    const [{ found }] = await tx.select({ found: count() }).from(table).where(inArray(table.id, ids))
    if (found !== ids.length) throw new BizError('COUPON_SCOPE_ERROR')
  }
  return {
    couponName: form.couponName,
    couponType: form.couponType,
    price,
    couponDiscount: form.couponType === 'DISCOUNT' ? Math.round(form.couponDiscount * 10) : 0,
    consumeThreshold,
    scopeType: form.scopeType,
    scopeId: form.scopeType === 'ALL' ? '' : ids.join(','),
    rangeDayType: form.rangeDayType,
    effectiveDays: form.rangeDayType === 'DYNAMICTIME' ? form.effectiveDays : 0,
    startTime,
    endTime,
    publishNum: form.publishNum,
    couponLimitNum: form.couponLimitNum,
    description: form.description,
  }
}

const summary = (c: CouponRow) => ({
  couponName: c.couponName,
  couponType: c.couponType,
  price: c.price,
  couponDiscount: c.couponDiscount,
  consumeThreshold: c.consumeThreshold,
  scopeType: c.scopeType,
  rangeDayType: c.rangeDayType,
  startTime: formatDateTime(c.startTime),
  endTime: formatDateTime(c.endTime),
  publishNum: c.publishNum,
  couponLimitNum: c.couponLimitNum,
  status: c.status,
})

async function lockPlatformCoupon(tx: Tx, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update')
  if (!row) throw new BizError('COUPON_NOT_EXIST')
  if (row.storeId !== PLATFORM_STORE_ID) throw new BizError('COUPON_NOT_PLATFORM')
  return row
}

/** `GET /manager/promotion/coupon`: platform coupons, newest first, by name, type and state. */
export async function listPlatformCoupons(ctx: ManagerCtx, query: z.infer<typeof ManagerCouponQuery>) {
  const now = new Date()
  const state: Record<string, SQL | undefined> = {
    CLOSE: eq(coupons.status, 'CLOSE'),
    END: and(eq(coupons.status, 'OPEN'), lte(coupons.endTime, now)),
    NEW: and(
      eq(coupons.status, 'OPEN'),
      gt(coupons.endTime, now),
      gt(coupons.startTime, now),
      or(eq(coupons.rangeDayType, 'FIXEDTIME'), eq(coupons.effectiveDays, 0)),
    ),
    START: and(
      eq(coupons.status, 'OPEN'),
      gt(coupons.endTime, now),
      or(
        lte(coupons.startTime, now),
        and(eq(coupons.rangeDayType, 'DYNAMICTIME'), gt(coupons.effectiveDays, 0)),
      ),
    ),
  }
  const where = and(
    eq(coupons.storeId, PLATFORM_STORE_ID),
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
  return toPage(
    rows.map((row) => couponView(row, ctx.locale)),
    total,
    query,
  )
}

/** `GET /manager/promotion/coupon/{id}`. */
export async function platformCouponDetail(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, id))
  if (!row) throw new BizError('COUPON_NOT_EXIST')
  if (row.storeId !== PLATFORM_STORE_ID) throw new BizError('COUPON_NOT_PLATFORM')
  return couponView(row)
}

/** `POST /manager/promotion/coupon`: a FREE platform coupon, claimable in the coupon centre in its window. */
export function createPlatformCoupon(ctx: ManagerCtx, form: PlatformCouponForm) {
  const id = nextId()
  return adminWrite(ctx, { action: 'promotion.coupon.create', target: id }, async (tx) => {
    const values = await columnsOf(tx, form)
    const [row] = await tx
      .insert(coupons)
      .values({ id, storeId: PLATFORM_STORE_ID, storeName: '平台', getType: 'FREE', ...values })
      .returning()
    return { after: summary(row), result: couponView(row) }
  })
}

/**
 * `PUT /manager/promotion/coupon/{id}`: only while nobody has claimed it (60420) and it is open
 * (60424). The update is conditional on `received_num = 0`, so a claim committed first wins and the
 * edit is refused rather than changing a coupon a member already holds.
 */
export function updatePlatformCoupon(ctx: ManagerCtx, id: string, form: PlatformCouponForm) {
  return adminWrite(ctx, { action: 'promotion.coupon.update', target: id }, async (tx) => {
    const before = await lockPlatformCoupon(tx, id)
    if (before.status === 'CLOSE') throw new BizError('COUPON_ALREADY_CLOSED')
    if (before.receivedNum > 0) throw new BizError('COUPON_CLAIMED_NOT_EDITABLE')
    const values = await columnsOf(tx, form)
    const [row] = await tx
      .update(coupons)
      .set(values)
      .where(and(eq(coupons.id, id), eq(coupons.receivedNum, 0)))
      .returning()
    if (!row) throw new BizError('COUPON_CLAIMED_NOT_EDITABLE')
    return { before: summary(before), after: summary(row), result: couponView(row) }
  })
}

/**
 * `PUT /manager/promotion/coupon/close/{id}`: the coupon leaves the centre at once and the copies
 * members hold unused become CLOSED (lilishop's 关闭); used ones stay as history. Closing twice: 60424.
 */
export function closePlatformCoupon(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'promotion.coupon.close', target: id }, async (tx) => {
    const before = await lockPlatformCoupon(tx, id)
    if (before.status === 'CLOSE') throw new BizError('COUPON_ALREADY_CLOSED')
    const [row] = await tx.update(coupons).set({ status: 'CLOSE' }).where(eq(coupons.id, id)).returning()
    const closed = await tx
      .update(memberCoupons)
      .set({ memberCouponStatus: 'CLOSED' })
      .where(and(eq(memberCoupons.couponId, id), eq(memberCoupons.memberCouponStatus, 'NEW')))
      .returning({ id: memberCoupons.id })
    return {
      before: { status: before.status },
      after: { status: 'CLOSE', closedMemberCoupons: closed.length },
      result: couponView(row),
    }
  })
}

/** `GET /manager/promotion/coupon/claims`: who claimed platform coupons, and whether they used them. */
export function listCouponClaims(ctx: ManagerCtx, query: z.infer<typeof CouponClaimQuery>) {
  return couponClaims(ctx.db, PLATFORM_STORE_ID, query)
}
