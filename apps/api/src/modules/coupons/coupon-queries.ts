import type { CanUseQuery, CouponCentreQuery, MyCouponsQuery } from '@silk/contracts/coupon'
import { fenOf } from '@silk/contracts/money'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { coupons, memberCoupons, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, gt, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { couponView, memberCouponView } from './views.ts'

/** The coupon centre: FREE coupons that are open now (DYNAMICTIME ones count as started). */
export async function listClaimableCoupons(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  query: z.infer<typeof CouponCentreQuery>,
) {
  const now = new Date()
  const filters: (SQL | undefined)[] = [
    eq(coupons.getType, 'FREE'),
    eq(coupons.status, 'OPEN'),
    gt(coupons.endTime, now),
    or(
      lte(coupons.startTime, now),
      and(eq(coupons.rangeDayType, 'DYNAMICTIME'), gt(coupons.effectiveDays, 0)),
    ),
    query.couponName ? like(coupons.couponName, containsPattern(query.couponName)) : undefined,
    query.couponType ? eq(coupons.couponType, query.couponType) : undefined,
    query.scopeType ? eq(coupons.scopeType, query.scopeType) : undefined,
    query.scopeId ? sql`${query.scopeId} = any(string_to_array(${coupons.scopeId}, ','))` : undefined,
    query.storeId.length ? inArray(coupons.storeId, query.storeId) : undefined,
  ]
  const where = and(...filters)
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
    await inStoreLanguage(
      ctx,
      rows.map((r) => couponView(r, ctx.locale)),
    ),
    total,
    query,
  )
}

/**
 * A coupon keeps its store's Chinese name from when it was made; an English visitor reads the store's
 * English name where it has one (decision 023), looked up in one query for the page.
 */
async function inStoreLanguage<T extends { storeId: string; storeName: string }>(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  views: T[],
): Promise<T[]> {
  const ids = [...new Set(views.map((v) => v.storeId))].filter((id) => id !== '0')
  if (ctx.locale !== 'en' || ids.length === 0) return views
  const rows = await ctx.db
    .select({ id: stores.id, nameEn: stores.storeNameEn })
    .from(stores)
    .where(inArray(stores.id, ids))
  const english = new Map(rows.map((r) => [r.id, r.nameEn]))
  return views.map((v) => ({ ...v, storeName: english.get(v.storeId) || v.storeName }))
}

/** Flips the member's NEW coupons past their end to EXPIRE, as upstream does lazily on listing. */
async function expireOld(ctx: BuyerCtx) {
  await ctx.db
    .update(memberCoupons)
    .set({ memberCouponStatus: 'EXPIRE' })
    .where(
      and(
        eq(memberCoupons.memberId, ctx.member.id),
        eq(memberCoupons.memberCouponStatus, 'NEW'),
        lte(memberCoupons.endTime, new Date()),
      ),
    )
}

export async function listMyCoupons(ctx: BuyerCtx, query: z.infer<typeof MyCouponsQuery>) {
  await expireOld(ctx)
  const where = and(
    eq(memberCoupons.memberId, ctx.member.id),
    query.memberCouponStatus ? eq(memberCoupons.memberCouponStatus, query.memberCouponStatus) : undefined,
    query.couponType ? eq(memberCoupons.couponType, query.couponType) : undefined,
    query.scopeType ? eq(memberCoupons.scopeType, query.scopeType) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(memberCoupons)
      .where(where)
      .orderBy(desc(memberCoupons.createTime), desc(memberCoupons.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberCoupons).where(where),
  ])
  return toPage(
    await inStoreLanguage(
      ctx,
      rows.map((r) => memberCouponView(r, undefined, ctx.locale)),
    ),
    total,
    query,
  )
}

/** The member's usable coupons for the given stores (platform added) and a total (reference §13.2). */
export async function listUsableCoupons(ctx: BuyerCtx, query: z.infer<typeof CanUseQuery>) {
  const now = new Date()
  const stores = [...new Set(['0', ...query.storeId])]
  const scopeMatch = query.scopeId.length
    ? or(
        eq(memberCoupons.scopeType, 'ALL'),
        sql`string_to_array(${memberCoupons.scopeId}, ',') && ARRAY[${sql.join(
          query.scopeId.map((s) => sql`${s}`),
          sql`,`,
        )}]::text[]`,
      )
    : eq(memberCoupons.scopeType, 'ALL')
  const where = and(
    eq(memberCoupons.memberId, ctx.member.id),
    eq(memberCoupons.memberCouponStatus, 'NEW'),
    lte(memberCoupons.startTime, now),
    gt(memberCoupons.endTime, now),
    inArray(memberCoupons.storeId, stores),
    lte(memberCoupons.consumeThreshold, fenOf(query.totalPrice)),
    scopeMatch,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(memberCoupons)
      .where(where)
      .orderBy(desc(memberCoupons.price), desc(memberCoupons.createTime))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberCoupons).where(where),
  ])
  return toPage(
    await inStoreLanguage(
      ctx,
      rows.map((r) => memberCouponView(r, undefined, ctx.locale)),
    ),
    total,
    query,
  )
}

/**
 * Who claimed a store's coupons (the platform's are store `0`), newest first, with the order a used one
 * paid for: the claim records of the seller centre and of the operator console.
 */
export async function couponClaims(
  db: DbOrTx,
  storeId: string,
  query: PageQuery & { couponId?: string; memberName?: string; memberCouponStatus?: string },
) {
  const where = and(
    eq(memberCoupons.storeId, storeId),
    query.couponId ? eq(memberCoupons.couponId, query.couponId) : undefined,
    query.memberName ? ilike(memberCoupons.memberName, containsPattern(query.memberName)) : undefined,
    query.memberCouponStatus ? eq(memberCoupons.memberCouponStatus, query.memberCouponStatus) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(memberCoupons)
      .where(where)
      .orderBy(desc(memberCoupons.createTime), desc(memberCoupons.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(memberCoupons).where(where),
  ])
  return toPage(
    rows.map((r) => ({ ...memberCouponView(r), usedOrderSn: r.usedOrderSn })),
    total,
    query,
  )
}
