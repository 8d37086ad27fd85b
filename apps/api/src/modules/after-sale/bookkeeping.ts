import type { DbOrTx } from '@silk/db/client'
import { afterSales, orderItems, orders } from '@silk/db/schema/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { lockTrade } from '../orders/order-queries.ts'
import { HOLDING, OPEN } from './state-machine.ts'

export type ItemRow = typeof orderItems.$inferSelect

/**
 * Locks the order's trade, the order, then the item, for the rest of the transaction: every after-sale
 * change of an item serialises here. Always this order (a trade before its orders, an order before its
 * items, as payment and the order actions do) so that nothing deadlocks with a receipt or a cancel
 * running at the same time, and a refund that closes the order sees its trade's other orders as they
 * are (the platform coupon comes back with the last one).
 */
export async function lockOrderAndItem(tx: DbOrTx, orderSn: string, itemSn: string) {
  const [of] = await tx.select({ tradeSn: orders.tradeSn }).from(orders).where(eq(orders.sn, orderSn))
  if (of) await lockTrade(tx, of.tradeSn)
  const [order] = await tx.select().from(orders).where(eq(orders.sn, orderSn)).for('update')
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.sn, itemSn)).for('update')
  if (!order || !item || item.orderSn !== order.sn) throw new BizError('ORDER_ITEM_NOT_EXIST')
  return { order, item }
}

/**
 * Derives the item's after-sale columns from its after-sales, so they can never drift:
 * `returnGoodsNumber` (units held by open or refunded after-sales), `refundPrice` (refunded so far),
 * `afterSaleStatus` (NOT_APPLIED / PART_AFTER_SALE / ALREADY_APPLIED) and `isRefund`
 * (REFUNDING while one is open, else ALL_REFUND / PART_REFUND / NO_REFUND). Call with the item locked.
 */
export async function syncItem(tx: DbOrTx, item: ItemRow): Promise<ItemRow> {
  const [sums] = await tx
    .select({
      held: sql<number>`coalesce(sum(${afterSales.num}) filter (where ${inArray(afterSales.serviceStatus, [...HOLDING])}), 0)::int`,
      open: sql<number>`count(*) filter (where ${inArray(afterSales.serviceStatus, [...OPEN])})::int`,
      refundedNum: sql<number>`coalesce(sum(${afterSales.num}) filter (where ${afterSales.serviceStatus} = 'COMPLETE'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${afterSales.actualRefundPrice}) filter (where ${afterSales.serviceStatus} = 'COMPLETE'), 0)::int`,
    })
    .from(afterSales)
    .where(eq(afterSales.orderItemSn, item.sn))
  const afterSaleStatus =
    sums.held === 0 ? 'NOT_APPLIED' : sums.held >= item.num ? 'ALREADY_APPLIED' : 'PART_AFTER_SALE'
  const isRefund =
    sums.open > 0
      ? 'REFUNDING'
      : sums.refundedNum >= item.num
        ? 'ALL_REFUND'
        : sums.refundedNum > 0
          ? 'PART_REFUND'
          : 'NO_REFUND'
  const [updated] = await tx
    .update(orderItems)
    .set({ returnGoodsNumber: sums.held, refundPrice: sums.refunded, afterSaleStatus, isRefund })
    .where(eq(orderItems.sn, item.sn))
    .returning()
  return updated
}

/** Units of the item already refunded, per item of the order (for the "all refunded" check). */
export async function refundedUnits(tx: DbOrTx, orderSn: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ itemSn: afterSales.orderItemSn, num: sql<number>`sum(${afterSales.num})::int` })
    .from(afterSales)
    .where(and(eq(afterSales.orderSn, orderSn), eq(afterSales.serviceStatus, 'COMPLETE')))
    .groupBy(afterSales.orderItemSn)
  return new Map(rows.map((r) => [r.itemSn, r.num]))
}
