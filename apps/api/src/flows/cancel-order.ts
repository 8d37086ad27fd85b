import { formatFen } from '@silk/contracts/money'
import type { Tx } from '@silk/db/client'
import { goodsSkus, memberCoupons, orderItems, orders, trades } from '@silk/db/schema/index'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { JobSender } from '../jobs/define.ts'
import { refundDistributionOrders } from '../modules/distribution/orders.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { type Actor, type OrderRow, transition } from '../modules/orders/state-machine.ts'
import { returnFlashSales } from '../modules/promotions/checkout.ts'
import { credit } from '../modules/wallet/ledger.ts'
import { orderLine } from '../shared/log-lines.ts'
import { GATEWAY_METHODS, paidIntentOf, queueGatewayRefund } from './gateway-refund.ts'

/** Who cancelled, as the buyer's message names it (english-texts.ts translates each). */
const CANCELLED_BY: Record<Actor['type'], string> = {
  MEMBER: '买家',
  STORE: '商家',
  SYSTEM: '系统',
  MANAGER: '平台',
}

/**
 * Cancels a locked order (the caller holds its trade's lock first, then the order's: `lockTrade`) and
 * undoes what it held, in the caller's transaction: the stock goes back,
 * its store coupon comes back, the trade's platform coupon comes back once no other order of the
 * trade still stands, and a paid amount is refunded: back through the gateway that took it (a
 * `payment_refund` numbered `C` + the order sn and its job, decision 148), else to the wallet (credit,
 * WALLET_REFUND). Used by the buyer, the seller, the operator and the auto-cancel job alike
 * (reference §20 #19); `jobs` is needed only for a paid order.
 */
export async function cancelLockedOrder(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  reason: string,
  jobs?: JobSender,
) {
  const paid = order.payStatus === 'PAID'
  const cancelled = await transition(
    tx,
    order,
    'CANCELLED',
    actor,
    orderLine('ORDER_CANCELLED', { sn: order.sn, reason }),
    { cancelReason: reason, payStatus: paid ? 'PAID' : 'CANCEL' },
    'ORDER_CAN_NOT_CANCEL',
  )
  await returnStock(tx, order.sn)
  await returnFlashSales(tx, order.sn, order.memberId)
  let backToGateway = false
  if (paid) {
    await tx
      .update(orderItems)
      .set({ isRefund: 'ALL_REFUND', refundPrice: sql`${orderItems.flowPrice}` })
      .where(eq(orderItems.orderSn, order.sn))
    const intent =
      order.flowPrice > 0 && GATEWAY_METHODS.has(order.paymentMethod ?? '')
        ? await paidIntentOf(tx, order)
        : null
    if (intent) {
      if (!jobs) throw new Error(`cancelling paid order ${order.sn} needs the job queue`)
      await queueGatewayRefund(tx, jobs, {
        intent,
        refundNo: `C${order.sn}`,
        amount: order.flowPrice,
        source: 'ORDER_CANCEL',
        sourceSn: order.sn,
        reason: `订单取消：${reason}`,
      })
      backToGateway = true
    } else {
      await credit(
        tx,
        { memberId: order.memberId, memberName: order.memberName },
        order.flowPrice,
        'WALLET_REFUND',
        `订单[${order.sn}]取消，退款金额[${formatFen(order.flowPrice, { sign: '', grouping: false })}]`,
      )
    }
  }
  const tradeClosed = await returnCoupons(tx, order)
  await refundDistributionOrders(tx, order.sn)
  if (actor.type !== 'MEMBER') {
    // The buyer did not cancel it: tell them why (the auto-cancel job, the store or the platform).
    await postMemberMessage(tx, {
      memberId: order.memberId,
      memberName: order.memberName,
      title: '订单取消通知',
      content: `您的订单[${order.sn}]已被${CANCELLED_BY[actor.type]}取消，原因：${reason}。${paid ? (backToGateway ? '已支付的金额将按原支付方式退回。' : '已支付的金额已退回您的余额。') : ''}`,
      messageId: order.sn,
    })
  }
  if (tradeClosed) {
    await tx
      .update(trades)
      .set({ payStatus: paid ? 'PAID' : 'CANCEL', updateTime: new Date() })
      .where(eq(trades.sn, order.tradeSn))
  } else if (!paid) {
    // The trade's remaining price shrinks; paying the trade pays only the orders still unpaid.
    await tx.update(trades).set({ updateTime: new Date() }).where(eq(trades.sn, order.tradeSn))
  }
  return cancelled
}

/**
 * Gives every unit of the order back to its SKU (the stock taken at create/trade), in SKU id order as
 * checkout locks them, and drops this node's cached pages of those goods.
 */
export async function returnStock(tx: Tx, orderSn: string) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
  for (const item of [...items].sort((a, b) => (a.skuId < b.skuId ? -1 : 1))) {
    await tx
      .update(goodsSkus)
      .set({ quantity: sql`${goodsSkus.quantity} + ${item.num}` })
      .where(eq(goodsSkus.id, item.skuId))
  }
  forgetGoods(items.map((i) => i.goodsId))
}

/**
 * Gives back the coupons of an order that has just been cancelled or closed: its store coupon, and the
 * trade's platform coupon once no order of the trade still stands (reference §20 #19). Returns whether
 * the whole trade is now cancelled.
 */
export async function returnCoupons(tx: Tx, order: Pick<OrderRow, 'sn' | 'tradeSn'>): Promise<boolean> {
  await returnCoupon(tx, order.sn)
  const standing = await tx
    .select({ sn: orders.sn })
    .from(orders)
    .where(and(eq(orders.tradeSn, order.tradeSn), ne(orders.orderStatus, 'CANCELLED')))
  if (standing.length > 0) return false
  await returnCoupon(tx, order.tradeSn)
  return true
}

async function returnCoupon(tx: Tx, usedOrderSn: string) {
  await tx
    .update(memberCoupons)
    .set({ memberCouponStatus: 'NEW', consumptionTime: null, usedOrderSn: null })
    .where(and(eq(memberCoupons.usedOrderSn, usedOrderSn), eq(memberCoupons.memberCouponStatus, 'USED')))
}
