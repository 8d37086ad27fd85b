import { chinaDayEnd } from '@silk/contracts/china-time'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { couponReceipts, coupons, memberCoupons } from '@silk/db/schema/index'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import { formatDate } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { type CouponRow, promotionStatus } from './views.ts'

/** End of the GMT+8 day `days` days from now (DYNAMICTIME validity). */
const endOfChinaDay = (days: number, now = new Date()): Date => chinaDayEnd(now, days)

/**
 * Claims a FREE coupon (reference §13.2). Stock and the per-member limit are enforced by conditional
 * updates, so parallel claims can neither exceed `publishNum` nor `couponLimitNum`.
 */
export async function receiveCoupon(ctx: BuyerCtx, couponId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId))
    if (!coupon) throw new BizError('COUPON_NOT_EXIST')
    if (coupon.getType !== 'FREE') throw new BizError('COUPON_DO_NOT_RECEIVER')
    if (promotionStatus(coupon) !== 'START') throw new BizError('COUPON_RECEIVE_ERROR')
    // The row the claim increments is the one it issues from: a store's edit that committed first
    // (decision 121) is what the member gets, and a closed or moved coupon is refused here.
    const [taken] = await tx
      .update(coupons)
      .set({ receivedNum: sql`${coupons.receivedNum} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          or(eq(coupons.publishNum, 0), lt(coupons.receivedNum, coupons.publishNum)),
        ),
      )
      .returning()
    if (!taken) throw new BizError('COUPON_NUM_INSUFFICIENT_ERROR')
    if (promotionStatus(taken) !== 'START') throw new BizError('COUPON_RECEIVE_ERROR')
    await tx
      .insert(couponReceipts)
      .values({ couponId, memberId: ctx.member.id, num: 0 })
      .onConflictDoNothing()
    const counted = await tx
      .update(couponReceipts)
      .set({ num: sql`${couponReceipts.num} + 1` })
      .where(
        and(
          eq(couponReceipts.couponId, couponId),
          eq(couponReceipts.memberId, ctx.member.id),
          taken.couponLimitNum > 0 ? lt(couponReceipts.num, taken.couponLimitNum) : gt(sql`1`, 0),
        ),
      )
      .returning({ num: couponReceipts.num })
    if (counted.length === 0) {
      throw new BizError('COUPON_LIMIT_ERROR', { detail: `此优惠券最多领取${taken.couponLimitNum}张` })
    }
    await issueMemberCoupon(tx, ctx, taken)
  })
}

/**
 * Writes the member's copy of a coupon (validity per its range type) and tells the member. The caller
 * has already taken the stock and counted the member's claim in the same transaction.
 */
export async function issueMemberCoupon(tx: Tx, ctx: Pick<BuyerCtx, 'member'>, coupon: CouponRow) {
  const couponId = coupon.id
  const now = new Date()
  const dynamic = coupon.rangeDayType === 'DYNAMICTIME'
  const endTime = dynamic ? endOfChinaDay(coupon.effectiveDays, now) : coupon.endTime
  const [row] = await tx
    .insert(memberCoupons)
    .values({
      id: nextId(),
      couponId,
      memberId: ctx.member.id,
      memberName: memberName(ctx.member),
      storeId: coupon.storeId,
      storeName: coupon.storeName,
      couponName: coupon.couponName,
      couponNameEn: coupon.couponNameEn,
      couponType: coupon.couponType,
      price: coupon.price,
      discount: coupon.couponDiscount,
      consumeThreshold: coupon.consumeThreshold,
      scopeType: coupon.scopeType,
      scopeId: coupon.scopeId,
      getType: coupon.getType,
      startTime: dynamic ? now : coupon.startTime,
      endTime,
    })
    .returning()
  await postMemberMessage(tx, {
    memberId: ctx.member.id,
    memberName: memberName(ctx.member),
    title: '优惠券领取成功',
    content: `您已领取优惠券「${coupon.couponName}」（${coupon.storeName}），有效期至${formatDate(endTime)}，请在有效期内使用。`,
    messageId: coupon.id,
  })
  return row
}
