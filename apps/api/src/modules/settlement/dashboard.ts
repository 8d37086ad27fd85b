import { allows } from '@silk/contracts/permissions'
import type { StoreArea } from '@silk/contracts/store-staff'
import { afterSales, bills, orderComplaints, orders, seckills } from '@silk/db/schema/index'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { unansweredCount } from '../chat/conversations.ts'
import { countUnreadStoreMessages } from '../messages/store-messages.ts'
import { salesByDay } from '../orders/sales-by-day.ts'
import { countStoreGoods } from '../store-goods/manage.ts'

/**
 * The seller dashboard (lilishop 首页 待办 and 今日概况): pending counts for the areas the user may read,
 * each the total of the list it links to, and today's and the last 30 days' paid orders (by payment
 * time, GMT+8 days) for who may read statistics. Every figure is the seller's own store's.
 */
export async function storeDashboard(ctx: StoreCtx) {
  const storeId = ctx.seller.storeId
  const may = (area: StoreArea) => allows(ctx.seller, { area, access: 'read' })
  const orderCount = async (status: string) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.orderStatus, status), eq(orders.deleteFlag, false)))
    return row.n
  }
  const [
    unpaid,
    undelivered,
    toVerify,
    afterSale,
    complaints,
    goodsCounts,
    billsToConfirm,
    days,
    chats,
    flash,
    unreadMessages,
  ] = await Promise.all([
    may('order') ? orderCount('UNPAID') : null,
    may('order') ? orderCount('UNDELIVERED') : null,
    may('order') ? orderCount('TAKE') : null,
    may('afterSale')
      ? ctx.db
          .select({ n: count() })
          .from(afterSales)
          .where(and(eq(afterSales.storeId, storeId), eq(afterSales.serviceStatus, 'APPLY')))
          .then(([r]) => r.n)
      : null,
    may('complaint')
      ? ctx.db
          .select({ n: count() })
          .from(orderComplaints)
          .where(and(eq(orderComplaints.storeId, storeId), eq(orderComplaints.complainStatus, 'WAIT_APPEAL')))
          .then(([r]) => r.n)
      : null,
    may('goods') ? countStoreGoods(ctx) : null,
    may('finance')
      ? ctx.db
          .select({ n: count() })
          .from(bills)
          .where(and(eq(bills.storeId, storeId), eq(bills.billStatus, 'OUT')))
          .then(([r]) => r.n)
      : null,
    may('statistics') ? salesByDay(ctx.db, storeId) : null,
    may('chat') ? unansweredCount(ctx, storeId) : null,
    // The platform's flash sales taking applications (issue 66): lilishop's 待办 秒杀活动.
    may('promotion')
      ? ctx.db
          .select({ n: count() })
          .from(seckills)
          .where(
            and(
              eq(seckills.status, 'OPEN'),
              gt(seckills.applyEndTime, sql`now()`),
              sql`${seckills.startTime} + (select min(h) from unnest(${seckills.hours}) h) * interval '1 hour' > now()`,
            ),
          )
          .then(([r]) => r.n)
      : null,
    // The platform's messages to the store not yet read (decision 174).
    may('message') ? countUnreadStoreMessages(ctx) : null,
  ])
  return {
    pending: {
      unpaid,
      undelivered,
      toVerify,
      afterSale,
      complaints,
      lowStock: goodsCounts?.lowStock ?? null,
      goodsInReview: goodsCounts?.toBeAudited ?? null,
      billsToConfirm,
      unansweredChats: chats,
      flashSales: flash,
      unreadMessages,
    },
    today: days ? { orders: days[days.length - 1].orders, amount: days[days.length - 1].amount } : null,
    days,
  }
}
