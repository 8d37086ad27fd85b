import type { DbOrTx } from '@silk/db/client'
import { afterSales, orderItems, orders } from '@silk/db/schema/index'
import { parcels } from '@silk/db/schema/tracking'
import { and, asc, eq, exists, inArray, lte, not, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { orderLine } from '../../shared/log-lines.ts'
import { orderClocks } from '../system/platform-settings.ts'
import { SANDBOX_SIGN_AFTER_MS } from '../tracking/sandbox-traces.ts'
import { completeOrder } from './complete-order.ts'
import { OPEN_AFTER_SALE } from './order-actions.ts'
import { SYSTEM } from './state-machine.ts'

const DAY_MS = 86_400_000

/** An after-sale of the order (or of one item) that is still open, or before the platform. */
const openAfterSaleOf = (sn: AnyPgColumn, column: AnyPgColumn) =>
  and(
    eq(column, sn),
    or(inArray(afterSales.serviceStatus, OPEN_AFTER_SALE), eq(afterSales.arbitrationStatus, 'ESCALATED')),
  )

/**
 * When the parcel was delivered: signed for, as the tracking provider reported; for the sandbox
 * carrier (and parcels shipped before tracking) 48 hours after shipping, when it signs them.
 */
const deliveredAt = sql`coalesce(${parcels.signedAt}, case when ${parcels.orderSn} is null or ${parcels.provider} = 'sandbox' then ${orders.logisticsTime} + make_interval(secs => ${SANDBOX_SIGN_AFTER_MS / 1000}) end)`

/**
 * 自动确认收货 (the `order-auto-receive` job): delivered orders whose parcel was signed for
 * ORDER_SETTING.autoReceive days ago are completed for the buyer, as if they had confirmed it. An open
 * after-sale of the order holds it back until it closes. Each batch claims its orders with
 * FOR UPDATE SKIP LOCKED and completes them through the state machine (a second node, or the buyer
 * confirming at the same moment, finds them COMPLETED and leaves them), so each completes once.
 */
export async function autoReceiveOrders(ctx: { db: DbOrTx }, now = new Date(), batch = 50) {
  const { autoReceiveDays } = await orderClocks(ctx.db)
  const cutoff = new Date(now.getTime() - autoReceiveDays * DAY_MS)
  const due = and(
    eq(orders.orderStatus, 'DELIVERED'),
    eq(orders.deliveryMethod, 'LOGISTICS'),
    lte(deliveredAt, cutoff),
    not(
      exists(
        ctx.db.select({ one: sql`1` }).from(afterSales).where(openAfterSaleOf(orders.sn, afterSales.orderSn)),
      ),
    ),
  )
  let total = 0
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .select({ order: orders })
        .from(orders)
        .leftJoin(parcels, eq(parcels.orderSn, orders.sn))
        .where(due)
        .orderBy(asc(orders.sn))
        .limit(batch)
        .for('update', { of: orders, skipLocked: true })
      for (const { order } of claimed) {
        await completeOrder(
          tx,
          order,
          SYSTEM,
          orderLine('ORDER_AUTO_RECEIVED', { sn: order.sn, days: String(autoReceiveDays) }),
        )
      }
      return claimed.length
    })
    total += done
    if (done < batch) return total
  }
}

/**
 * 售后期限 (the `after-sale-window-close` job): items of orders completed more than
 * ORDER_SETTING.closeAfterSale days ago can no longer get an after-sale (EXPIRED). An item with an
 * after-sale still open keeps its status until that case ends. One conditional update: running it
 * twice, or on two nodes at once, closes each item once.
 */
export async function closeAfterSaleWindows(ctx: { db: DbOrTx }, now = new Date()) {
  const { afterSaleDays } = await orderClocks(ctx.db)
  const cutoff = new Date(now.getTime() - afterSaleDays * DAY_MS)
  const closed = await ctx.db
    .update(orderItems)
    .set({ afterSaleStatus: 'EXPIRED' })
    .where(
      and(
        inArray(orderItems.afterSaleStatus, ['NOT_APPLIED', 'PART_AFTER_SALE']),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(
                eq(orders.sn, orderItems.orderSn),
                eq(orders.orderStatus, 'COMPLETED'),
                lte(orders.completeTime, cutoff),
              ),
            ),
        ),
        not(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(afterSales)
              .where(openAfterSaleOf(orderItems.sn, afterSales.orderItemSn)),
          ),
        ),
      ),
    )
    .returning({ sn: orderItems.sn })
  return closed.length
}
