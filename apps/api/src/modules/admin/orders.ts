import type { DbOrTx } from '@silk/db/client'
import { afterSales, orderItems, orders } from '@silk/db/schema/index'
import { and, asc, count, eq, inArray, sum } from 'drizzle-orm'
import { cancelLockedOrder } from '../../flows/cancel-order.ts'
import { markPaidByTransfer } from '../../flows/pay.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { afterSaleView } from '../after-sale/views.ts'
import { lockTrade } from '../orders/order-queries.ts'
import type { Actor, OrderRow } from '../orders/state-machine.ts'
import { deskOrderDetail } from '../orders/store-orders.ts'
import { loadPayable } from '../payment/payable.ts'
import { adminWrite, type Operation } from './operation-log.ts'

/**
 * The operator's order desk (decision 116). The list and the counts are the seller desk's reader over
 * every store (`listDeskOrders`/`countDeskOrders` with an empty scope, called from the route); this
 * file holds what only the platform does: look any order up, cancel an unpaid one, and confirm a bank
 * transfer received for one or for all the unpaid orders of its trade.
 */

/** Any store's order (31002 when there is none; a buyer's soft delete does not hide it here). */
async function anyOrder(db: DbOrTx, sn: string, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.sn, sn))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('ORDER_NOT_EXIST')
  return row
}

/** `GET /manager/order/order/{sn}`: the seller desk's detail and the order's after-sale cases. */
export async function managerOrderDetail(ctx: ManagerCtx, sn: string) {
  const order = await anyOrder(ctx.db, sn)
  const items = await ctx.db.select({ sn: orderItems.sn }).from(orderItems).where(eq(orderItems.orderSn, sn))
  const [detail, cases, trade] = await Promise.all([
    deskOrderDetail(ctx, order),
    items.length
      ? ctx.db
          .select()
          .from(afterSales)
          .where(
            inArray(
              afterSales.orderItemSn,
              items.map((i) => i.sn),
            ),
          )
          .orderBy(asc(afterSales.createTime))
      : [],
    tradeUnpaid(ctx.db, order),
  ])
  return { ...detail, afterSales: cases.map((c) => afterSaleView(c, ctx.locale)), tradeUnpaid: trade }
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

const managerActor = (ctx: ManagerCtx): Actor => ({
  id: ctx.admin.id,
  type: 'MANAGER',
  name: ctx.admin.username,
})

/**
 * `POST /manager/order/order/{sn}/cancel`: the platform cancels an order nobody has paid, through the
 * buyer's cancel path (`cancelLockedOrder`: stock, flash-sale stock and coupons back, the buyer told
 * why), logged by `adminWrite`. Paid orders are refused (31150): their money goes back through an
 * after-sale, which the platform arbitrates. The trade is locked before the order, as the cashier and
 * every cancellation do, so a racing payment or buyer cancel either finishes first (then this finds
 * the order no longer unpaid and changes nothing) or waits and finds it cancelled.
 */
export async function managerCancelOrder(ctx: ManagerCtx, sn: string, reason: string) {
  const op: Operation = { action: 'order.order.cancel', target: sn }
  return adminWrite(ctx, op, async (tx) => {
    await lockTrade(tx, (await anyOrder(tx, sn)).tradeSn)
    const order = await anyOrder(tx, sn, true)
    if (order.orderStatus !== 'UNPAID' || order.payStatus !== 'UNPAID')
      throw new BizError('MANAGER_ORDER_CANCEL_ERROR')
    const cancelled = await cancelLockedOrder(tx, order, managerActor(ctx), reason, ctx.jobs)
    return {
      before: { sn, orderStatus: order.orderStatus, flowPrice: fenToYuan(order.flowPrice) },
      after: { sn, orderStatus: cancelled.orderStatus, cancelReason: reason },
      result: null,
    }
  })
}

/**
 * `POST /manager/order/trade/{sn}/pay`: one bank transfer received for every unpaid order of a trade
 * (the buyer paid the orders of several stores at once, quoting the trade's number). The cashier's
 * own trade path locks the trade and then its orders, so it races a payment or cancellation of any of
 * them as `managerConfirmTransfer` does one; each order is logged and keeps the same reference.
 */
export async function managerConfirmTradeTransfer(ctx: ManagerCtx, tradeSn: string, receivableNo: string) {
  const op: Operation = { action: 'order.trade.pay', target: tradeSn }
  return adminWrite(ctx, op, async (tx) => {
    const payable = await loadPayable(tx, 'TRADE', tradeSn, true)
    await markPaidByTransfer(tx, payable, receivableNo, managerActor(ctx))
    return {
      before: { tradeSn, orders: payable.orderSns, flowPrice: fenToYuan(payable.amount) },
      after: { tradeSn, orders: payable.orderSns, paymentMethod: 'BANK_TRANSFER', receivableNo },
      result: null,
    }
  })
}

/**
 * `POST /manager/order/order/{sn}/pay`: the platform received the buyer's bank transfer (线下转账) and
 * marks the order paid with the bank's reference, as lilishop's 管理端 收款 does. The cashier's own
 * path (`loadPayable` locks the trade, then the order) makes it wait for, or win against, a racing
 * online payment, wallet payment or cancellation: an order paid meanwhile answers 32003, one cancelled
 * 32006, and nothing is paid twice.
 */
export async function managerConfirmTransfer(ctx: ManagerCtx, sn: string, receivableNo: string) {
  const op: Operation = { action: 'order.order.pay', target: sn }
  return adminWrite(ctx, op, async (tx) => {
    await anyOrder(tx, sn) // 31002 for no such order, as the desk's other operations answer
    const payable = await loadPayable(tx, 'ORDER', sn, true)
    await markPaidByTransfer(tx, payable, receivableNo, managerActor(ctx))
    const paid = await anyOrder(tx, sn)
    return {
      before: { sn, orderStatus: 'UNPAID', flowPrice: fenToYuan(payable.amount) },
      after: { sn, orderStatus: paid.orderStatus, paymentMethod: paid.paymentMethod, receivableNo },
      result: null,
    }
  })
}
