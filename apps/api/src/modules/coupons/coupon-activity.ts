import { couponReceipts, coupons } from '@silk/db/schema/index'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { issueMemberCoupon } from './receive-coupon.ts'
import { memberCouponView, promotionStatus } from './views.ts'

/** Rolls back one coupon's grant when its stock is gone, without failing the others. */
class SoldOut extends Error {}

/**
 * `GET /buyer/promotion/coupon/activity` (reference §13.2): the platform's activity coupons
 * (`getType=ACTIVITY`, running now) are given to a signed-in member once each, automatically; lilishop's
 * client calls it after sign-in and shows what was granted. The member's receipt row is the gate (one
 * per coupon and member, unique), and stock is a conditional update, so concurrent calls grant each
 * coupon once and never beyond `publishNum`. A visitor gets nothing.
 */
export async function grantActivityCoupons(ctx: Ctx) {
  if (!ctx.member) return []
  const member = ctx as BuyerCtx
  const now = new Date()
  const running = (
    await ctx.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.getType, 'ACTIVITY'), lt(coupons.startTime, now), gt(coupons.endTime, now)))
  ).filter((c) => promotionStatus(c, now) === 'START')
  const granted = []
  for (const coupon of running) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const first = await tx
          .insert(couponReceipts)
          .values({ couponId: coupon.id, memberId: member.member.id, num: 1 })
          .onConflictDoNothing()
          .returning({ num: couponReceipts.num })
        if (first.length === 0) return null
        const taken = await tx
          .update(coupons)
          .set({ receivedNum: sql`${coupons.receivedNum} + 1` })
          .where(
            and(
              eq(coupons.id, coupon.id),
              or(eq(coupons.publishNum, 0), lt(coupons.receivedNum, coupons.publishNum)),
            ),
          )
          .returning({ id: coupons.id })
        if (taken.length === 0) throw new SoldOut()
        return issueMemberCoupon(tx, member, coupon)
      })
      if (row) granted.push(memberCouponView(row, now))
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error
    }
  }
  return granted
}
