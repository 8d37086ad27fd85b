import { adminWrite, type Operation } from '../modules/operation-log/operation-log.ts'
import { anyOrder, managerActor } from '../modules/orders/admin-orders.ts'
import { loadPayable } from '../modules/payment/payable.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'
import { fenToYuan } from '../shared/money.ts'
import { markPaidByTransfer } from './pay.ts'

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
