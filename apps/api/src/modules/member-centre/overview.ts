import {
  afterSales,
  memberCoupons,
  memberMessages,
  members,
  memberWallets,
  orderItems,
  orders,
} from '@silk/db/schema/index'
import { and, countDistinct, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { OPEN } from '../after-sale/state-machine.ts'
import { unreadOf } from '../messages/member-messages.ts'

/** A one-value query as a column of the overview's single statement. */
const scalar = (query: PgSelect | SQL) => sql<number>`(${query})`.mapWith(Number)

/** How many rows of a table match, as such a column. */
const countOf = (table: PgTable, where: SQL | undefined) =>
  scalar(sql`select count(*) from ${table} where ${where}`)

/**
 * The member centre home's counts in one call (`GET /buyer/member/overview`), read in one
 * statement: each count is an indexed subquery of the member's own row, so the call costs one round
 * trip (on the embedded database, whose one connection runs statements in turn, eight cost eight).
 */
export async function memberOverview(ctx: BuyerCtx, now = new Date()) {
  const memberId = ctx.member.id
  const mine = and(eq(orders.memberId, memberId), eq(orders.deleteFlag, false))
  const inStatus = (status: string) => countOf(orders, and(mine, eq(orders.orderStatus, status)))
  const [row] = await ctx.db
    .select({
      waitPay: inStatus('UNPAID'),
      waitShip: inStatus('UNDELIVERED'),
      waitRog: inStatus('DELIVERED'),
      waitTake: inStatus('TAKE'),
      waitComment: scalar(
        ctx.db
          .select({ n: countDistinct(orders.sn) })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderSn, orders.sn))
          .where(and(mine, eq(orders.orderStatus, 'COMPLETED'), eq(orderItems.commentStatus, 'UNFINISHED')))
          .$dynamic(),
      ),
      // 退款/售后: requests still in progress, and refusals the platform is arbitrating.
      afterSale: countOf(
        afterSales,
        and(
          eq(afterSales.memberId, memberId),
          or(inArray(afterSales.serviceStatus, [...OPEN]), eq(afterSales.arbitrationStatus, 'ESCALATED')),
        ),
      ),
      coupons: countOf(
        memberCoupons,
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.memberCouponStatus, 'NEW'),
          gt(memberCoupons.endTime, now),
        ),
      ),
      balance: scalar(
        ctx.db
          .select({ n: memberWallets.balance })
          .from(memberWallets)
          .where(eq(memberWallets.memberId, memberId))
          .$dynamic(),
      ),
      unreadMessages: countOf(memberMessages, unreadOf(memberId)),
      point: members.point,
      totalPoint: members.totalPoint,
    })
    .from(members)
    .where(eq(members.id, memberId))
  return {
    orders: {
      waitPay: row?.waitPay ?? 0,
      waitShip: row?.waitShip ?? 0,
      waitRog: row?.waitRog ?? 0,
      waitTake: row?.waitTake ?? 0,
      waitComment: row?.waitComment ?? 0,
      afterSale: row?.afterSale ?? 0,
    },
    coupons: row?.coupons ?? 0,
    point: row?.point ?? 0,
    totalPoint: row?.totalPoint ?? 0,
    balance: fenToYuan(row?.balance ?? 0),
    unreadMessages: row?.unreadMessages ?? 0,
  }
}
