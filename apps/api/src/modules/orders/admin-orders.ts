import type { DbOrTx } from '@silk/db/client'
import { orders } from '@silk/db/schema/index'
import { and, count, eq, sum } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import type { Actor, OrderRow } from './state-machine.ts'
import { deskOrderDetail } from './store-orders.ts'

/**
 * The operator's order desk (decision 116). The list and the counts are the seller desk's reader over
 * every store (`listDeskOrders`/`countDeskOrders` with an empty scope, called from the route); this
 * file holds what only the platform reads: any order (its after-sale cases come from
`orderAfterSales`, after-sale/order-cases.ts, joined by the route). Its writes cross
 * domains and so are flows: cancelling an unpaid order (`managerCancelOrder`, flows/cancel-order.ts)
 * and confirming a bank transfer for one order or a whole trade (flows/confirm-transfer.ts).
 */

/** Any store's order (31002 when there is none; a buyer's soft delete does not hide it here). */
export async function anyOrder(db: DbOrTx, sn: string, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.sn, sn))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('ORDER_NOT_EXIST')
  return row
}

/** `GET /manager/order/order/{sn}` without its after-sale cases: the seller desk's detail and the unpaid trade. */
export async function managerOrderDetail(ctx: ManagerCtx, sn: string) {
  const order = await anyOrder(ctx.db, sn)
  const [detail, trade] = await Promise.all([deskOrderDetail(ctx, order), tradeUnpaid(ctx.db, order)])
  return { ...detail, tradeUnpaid: trade }
}

/** The order's trade when more than this one of its orders waits for money (see ManagerOrderDetail). */
async function tradeUnpaid(db: DbOrTx, order: OrderRow) {
  if (order.orderStatus !== 'UNPAID') return null
  const [row] = await db
    .select({ n: count(), amount: sum(orders.flowPrice).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.tradeSn, order.tradeSn), eq(orders.orderStatus, 'UNPAID')))
  return row && row.n > 1 ? { tradeSn: order.tradeSn, orders: row.n, amount: fenToYuan(row.amount) } : null
}

/** The operator acting on an order, as the order log names them. */
export const managerActor = (ctx: ManagerCtx): Actor => ({
  id: ctx.admin.id,
  type: 'MANAGER',
  name: ctx.admin.username,
})
