import { afterSales, memberCoupons, memberWallets, orderItems, orders } from '@silk/db/schema/index'
import { and, count, countDistinct, eq, gt, inArray, or } from 'drizzle-orm'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { OPEN } from '../after-sale/state-machine.ts'
import { countUnread } from '../messages/member-messages.ts'
import { pointsSummary } from '../points/points-queries.ts'

/**
 * The member centre home's counts in one call (`GET /buyer/member/overview`): a handful of indexed
 * counts run side by side, so the page needs one round trip instead of five.
 */
export async function memberOverview(ctx: BuyerCtx, now = new Date()) {
  const mine = and(eq(orders.memberId, ctx.member.id), eq(orders.deleteFlag, false))
  const [byStatus, [toReview], [afterSale], [coupons], [wallet], points, unreadMessages] = await Promise.all([
    ctx.db
      .select({ status: orders.orderStatus, total: count() })
      .from(orders)
      .where(and(mine, inArray(orders.orderStatus, ['UNPAID', 'UNDELIVERED', 'DELIVERED', 'TAKE'])))
      .groupBy(orders.orderStatus),
    ctx.db
      .select({ total: countDistinct(orders.sn) })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderSn, orders.sn))
      .where(and(mine, eq(orders.orderStatus, 'COMPLETED'), eq(orderItems.commentStatus, 'UNFINISHED'))),
    // 退款/售后: requests still in progress, and refusals the platform is arbitrating.
    ctx.db
      .select({ total: count() })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.memberId, ctx.member.id),
          or(inArray(afterSales.serviceStatus, [...OPEN]), eq(afterSales.arbitrationStatus, 'ESCALATED')),
        ),
      ),
    ctx.db
      .select({ total: count() })
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, ctx.member.id),
          eq(memberCoupons.memberCouponStatus, 'NEW'),
          gt(memberCoupons.endTime, now),
        ),
      ),
    ctx.db
      .select({ balance: memberWallets.balance })
      .from(memberWallets)
      .where(eq(memberWallets.memberId, ctx.member.id)),
    pointsSummary(ctx),
    countUnread(ctx),
  ])
  const status = (s: string) => byStatus.find((r) => r.status === s)?.total ?? 0
  return {
    orders: {
      waitPay: status('UNPAID'),
      waitShip: status('UNDELIVERED'),
      waitRog: status('DELIVERED'),
      waitTake: status('TAKE'),
      waitComment: toReview?.total ?? 0,
      afterSale: afterSale?.total ?? 0,
    },
    coupons: coupons?.total ?? 0,
    point: points.point,
    totalPoint: points.totalPoint,
    balance: fenToYuan(wallet?.balance ?? 0),
    unreadMessages,
  }
}
