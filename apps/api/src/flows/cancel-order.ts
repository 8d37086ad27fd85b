import { formatFen } from '@silk/contracts/money'
import type { Tx } from '@silk/db/client'
import { goodsSkus, memberCoupons, orderItems, orders, recharges, trades } from '@silk/db/schema/index'
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { refundDistributionOrders } from '../modules/distribution/orders.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { adminWrite, type Operation } from '../modules/operation-log/operation-log.ts'
import { anyOrder, managerActor } from '../modules/orders/admin-orders.ts'
import { storeActor } from '../modules/orders/order-actions.ts'
import { lockTrade, ownOrder } from '../modules/orders/order-queries.ts'
import { type Actor, buyerActor, type OrderRow, SYSTEM, transition } from '../modules/orders/state-machine.ts'
import { lockedWithTrade } from '../modules/orders/store-order-actions.ts'
import { returnFlashSales } from '../modules/promotions/checkout.ts'
import { releaseBargain } from '../modules/promotions/kanjia-bargains.ts'
import { releasePlace } from '../modules/promotions/pintuan-groups.ts'
import { orderAutoCancelMinutes } from '../modules/system/platform-settings.ts'
import { credit } from '../modules/wallet/ledger.ts'
import type { Ctx } from '../shared/context.ts'
import { BizError } from '../shared/errors.ts'
import type { JobSender } from '../shared/jobs.ts'
import { orderLine } from '../shared/log-lines.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'
import type { BuyerCtx } from '../shared/member-ctx.ts'
import { fenToYuan } from '../shared/money.ts'
import type { StoreCtx } from '../shared/store-ctx.ts'
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
  // A group order gives its place back while its group still forms (decision 161).
  if (order.pintuanGroupId) await releasePlace(tx, order.pintuanGroupId, order.sn)
  // A bargain order gives its bargain and its unit back (decision 167).
  if (order.orderPromotionType === 'KANJIA') await releaseBargain(tx, order.sn)
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

/** `POST /buyer/order/order/{sn}/cancel`: the buyer cancels their own order. */
export async function cancelOrder(ctx: BuyerCtx, sn: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    await lockTrade(tx, (await ownOrder(tx, ctx.member.id, sn)).tradeSn)
    const order = await ownOrder(tx, ctx.member.id, sn, true)
    await cancelLockedOrder(tx, order, buyerActor(ctx), reason, ctx.jobs)
  })
}

/**
 * `POST /store/order/order/{sn}/cancel`: the seller cancels with a reason, through the buyer's cancel
 * path (`cancelLockedOrder`): stock and coupons back, a paid amount refunded the way it was paid,
 * the buyer told why.
 */
export async function sellerCancelOrder(ctx: StoreCtx, sn: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockedWithTrade(tx, ctx, sn)
    await cancelLockedOrder(tx, order, storeActor(ctx, order), reason, ctx.jobs)
  })
}

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
 * Cancels unpaid orders older than the operator's ORDER_SETTING.autoCancel (else ORDER_AUTO_CANCEL_MINUTES),
 * or past their transfer deadline when the buyer chose bank transfer. Each batch claims whole trades with
 * FOR UPDATE SKIP LOCKED (a trade before its orders, as everywhere), so several nodes running the job
 * at once never touch the same order twice, and the orders of one trade are cancelled together.
 */
export async function cancelExpiredOrders(ctx: Pick<Ctx, 'db' | 'config'>, now = new Date(), batch = 50) {
  const cutoff = new Date(now.getTime() - (await orderAutoCancelMinutes(ctx)) * 60_000)
  // Unpaid recharges expire on the same clock (reference §8.6); a later provider notice is still
  // credited to the wallet by the payment flow.
  await ctx.db
    .update(recharges)
    .set({ payStatus: 'CANCEL' })
    .where(and(eq(recharges.payStatus, 'UNPAID'), lte(recharges.createTime, cutoff)))
  // An order waiting for a bank transfer runs on its own deadline instead (modules/payment/transfer.ts).
  const expired = and(
    eq(orders.orderStatus, 'UNPAID'),
    or(
      and(isNull(orders.transferDeadline), lte(orders.createTime, cutoff)),
      lte(orders.transferDeadline, now),
    ),
  )
  let total = 0
  for (;;) {
    const { due, done } = await ctx.db.transaction(async (tx) => {
      const dueTrades = await tx
        .select({ sn: orders.tradeSn })
        .from(orders)
        .where(expired)
        .groupBy(orders.tradeSn)
        .orderBy(sql`min(${orders.createTime})`)
        .limit(batch)
      if (dueTrades.length === 0) return { due: 0, done: 0 }
      const claimed = await tx
        .select({ sn: trades.sn })
        .from(trades)
        .where(
          inArray(
            trades.sn,
            dueTrades.map((d) => d.sn),
          ),
        )
        .orderBy(asc(trades.sn))
        .for('update', { skipLocked: true })
      if (claimed.length === 0) return { due: dueTrades.length, done: 0 }
      const locked = await tx
        .select()
        .from(orders)
        .where(
          and(
            expired,
            inArray(
              orders.tradeSn,
              claimed.map((c) => c.sn),
            ),
          ),
        )
        .orderBy(asc(orders.sn))
        .for('update')
      for (const order of locked) {
        const reason = order.transferDeadline ? '线下转账逾期未到账，自动取消' : '超时未支付自动取消'
        await cancelLockedOrder(tx, order, SYSTEM, reason)
      }
      return { due: dueTrades.length, done: locked.length }
    })
    total += done
    // Done when nothing more is due, or what is due is being cancelled by another node right now.
    if (due < batch || done === 0) return total
  }
}
