import type { AfterSaleConfirmQuery, AfterSaleReviewQuery } from '@silk/contracts/after-sale'
import type { ErrorName } from '@silk/contracts/errors'
import { formatFen } from '@silk/contracts/money'
import type { Tx } from '@silk/db/client'
import { afterSales, goodsSkus, orderItems, type orders } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type ItemRow, lockOrderAndItem, refundedUnits, syncItem } from '../modules/after-sale/bookkeeping.ts'
import { type AfterSaleRow, transitionAfterSale } from '../modules/after-sale/state-machine.ts'
import { afterSaleView } from '../modules/after-sale/views.ts'
import { refundDistributionItem } from '../modules/distribution/orders.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { type Actor, SYSTEM, transition } from '../modules/orders/state-machine.ts'
import { ALL_REFUNDED_REASON } from '../modules/orders/views.ts'
import { reverseOrderPoints } from '../modules/points/ledger.ts'
import { credit } from '../modules/wallet/ledger.ts'
import type { Ctx } from '../shared/context.ts'
import { BizError } from '../shared/errors.ts'
import { afterSaleLine, orderLine } from '../shared/log-lines.ts'
import { yuanToFen } from '../shared/money.ts'
import type { StoreCtx } from '../shared/store-ctx.ts'
import { returnCoupons, returnStock } from './cancel-order.ts'
import { paidIntentOf, queueGatewayRefund } from './gateway-refund.ts'

const money = (fen: number) => formatFen(fen, { sign: '￥', grouping: false })

/**
 * The after-sale, locked, for the seller's store (as the seller shipping call): unknown → 33000,
 * another store's → 20005.
 */
async function sellerAfterSale(
  tx: Tx,
  ctx: StoreCtx,
  sn: string,
): Promise<{ row: AfterSaleRow; actor: Actor }> {
  const [row] = await tx.select().from(afterSales).where(eq(afterSales.sn, sn)).for('update')
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  if (ctx.seller.storeId !== row.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return { row, actor: { id: ctx.seller.id, type: 'STORE', name: row.storeName } }
}

async function notify(tx: Tx, row: AfterSaleRow, title: string, content: string) {
  await postMemberMessage(tx, {
    memberId: row.memberId,
    memberName: row.memberName,
    title,
    content,
    messageId: row.sn,
  })
}

/**
 * Seller review of an application (`POST /store/order/afterSale/review/{sn}`), APPLY only (else 33004).
 * REFUSE needs a remark and frees the units. PASS fixes `actualRefundPrice` (≤ the applied amount,
 * 33004): a return waits for the goods (PASS); a refund-only request is refunded now.
 */
export async function reviewAfterSale(
  ctx: StoreCtx,
  sn: string,
  input: z.infer<typeof AfterSaleReviewQuery>,
) {
  return ctx.db.transaction(async (tx) => {
    const { row, actor } = await sellerAfterSale(tx, ctx, sn)
    if (row.serviceStatus !== 'APPLY') throw new BizError('AFTER_SALES_DOUBLE_ERROR')
    const { order, item } = await lockOrderAndItem(tx, row.orderSn, row.orderItemSn)
    if (input.serviceStatus === 'REFUSE') {
      if (!input.remark) throw new BizError('PARAMS_ERROR', { detail: '请填写拒绝原因' })
      const refused = await transitionAfterSale(
        tx,
        row,
        'REFUSE',
        actor,
        afterSaleLine('AFTER_SALE_REFUSED', { sn, reason: input.remark }),
        {
          auditRemark: input.remark,
        },
        'AFTER_SALES_DOUBLE_ERROR',
      )
      await syncItem(tx, item)
      await notify(
        tx,
        row,
        '售后申请未通过',
        `您的售后申请[${sn}]（${row.goodsName}）未通过审核，原因：${input.remark}`,
      )
      return afterSaleView(refused, ctx.locale)
    }
    const actual =
      input.actualRefundPrice === undefined || input.actualRefundPrice === ''
        ? row.applyRefundPrice
        : yuanToFen(input.actualRefundPrice)
    if (actual === null || actual > row.applyRefundPrice || actual > row.flowPrice)
      throw new BizError('AFTER_SALES_PRICE_ERROR')
    const audit = { auditRemark: input.remark ?? null, actualRefundPrice: actual }
    if (row.serviceType === 'RETURN_GOODS') {
      const passed = await transitionAfterSale(
        tx,
        row,
        'PASS',
        actor,
        afterSaleLine('AFTER_SALE_APPROVED', { sn }),
        audit,
        'AFTER_SALES_DOUBLE_ERROR',
      )
      await notify(
        tx,
        row,
        '售后申请已通过',
        `您的退货申请[${sn}]（${row.goodsName}）已通过审核，请在售后详情中查看退货地址并寄回商品后提交物流信息。`,
      )
      return afterSaleView(passed, ctx.locale)
    }
    await notify(
      tx,
      row,
      '售后申请已通过',
      `您的退款申请[${sn}]（${row.goodsName}）已通过审核，退款金额${money(actual)}。`,
    )
    return afterSaleView(
      await refundOrWait(ctx, tx, { ...row, ...audit }, { order, item }, actor, 'AFTER_SALES_DOUBLE_ERROR'),
      ctx.locale,
    )
  })
}

/**
 * Seller receipt of the returned goods (`POST /store/order/afterSale/confirm/{sn}`), BUYER_RETURN only
 * (33006): PASS accepts them (SELLER_CONFIRM, then the refund); REFUSE ends the after-sale
 * (SELLER_TERMINATION, remark required) and frees the units.
 */
export async function confirmReturn(ctx: StoreCtx, sn: string, input: z.infer<typeof AfterSaleConfirmQuery>) {
  return ctx.db.transaction(async (tx) => {
    const { row, actor } = await sellerAfterSale(tx, ctx, sn)
    if (row.serviceStatus !== 'BUYER_RETURN') throw new BizError('AFTER_STATUS_ERROR')
    if (input.restock && input.serviceStatus !== 'PASS') throw new BizError('AFTER_SALE_RESTOCK_ERROR')
    const { order, item } = await lockOrderAndItem(tx, row.orderSn, row.orderItemSn)
    if (input.serviceStatus === 'REFUSE') {
      if (!input.remark) throw new BizError('PARAMS_ERROR', { detail: '请填写拒收原因' })
      const ended = await transitionAfterSale(
        tx,
        row,
        'SELLER_TERMINATION',
        actor,
        afterSaleLine('AFTER_SALE_GOODS_REFUSED', { sn, reason: input.remark }),
        { auditRemark: input.remark },
      )
      await syncItem(tx, item)
      await notify(
        tx,
        row,
        '售后已终止',
        `商家未接受您寄回的商品，售后单[${sn}]已终止，原因：${input.remark}`,
      )
      return afterSaleView(ended, ctx.locale)
    }
    const confirmed = await transitionAfterSale(
      tx,
      row,
      'SELLER_CONFIRM',
      actor,
      input.restock
        ? afterSaleLine('AFTER_SALE_GOODS_RESTOCKED', { sn, num: String(row.num) })
        : afterSaleLine('AFTER_SALE_GOODS_RECEIVED', { sn }),
    )
    if (input.restock) await restockReturned(tx, row)
    return afterSaleView(
      await refundOrWait(ctx, tx, confirmed, { order, item }, actor, 'AFTER_STATUS_ERROR'),
      ctx.locale,
    )
  })
}

/**
 * The seller's choice on receipt (decision 121): the returned units go back into the SKU's stock, in
 * the receipt's transaction and after its conditional status update, so of two receipts at once only
 * the one that moved the after-sale restocks. The SKU is locked last (after-sale → order → item → SKU).
 */
async function restockReturned(tx: Tx, row: AfterSaleRow) {
  await tx
    .update(goodsSkus)
    .set({ quantity: sql`${goodsSkus.quantity} + ${row.num}` })
    .where(eq(goodsSkus.id, row.skuId))
  forgetGoods([row.goodsId])
}

/**
 * Refunds `actualRefundPrice` and completes the after-sale, in the caller's transaction: a wallet
 * payment goes back to the wallet (ledger row WALLET_REFUND); an online payment through the gateway
 * that took it (decision 148): a PENDING `payment_refund` numbered by the after-sale sn (the gateway's
 * idempotency key) and its job, queued with this transaction — the gateway's answer, its refund number
 * and the buyer's 退款成功 come with the job; bank transfers wait for the platform (WAIT_REFUND). The
 * conditional status update comes first, so of two concurrent calls only one reaches the money. When
 * every unit of the order is refunded, the order is closed.
 */
export async function refundOrWait(
  ctx: Pick<Ctx, 'jobs'>,
  tx: Tx,
  row: AfterSaleRow,
  locked: { order: typeof orders.$inferSelect; item: ItemRow },
  actor: Actor,
  error: ErrorName,
): Promise<AfterSaleRow> {
  const amount = row.actualRefundPrice ?? row.applyRefundPrice
  if (row.refundWay === 'OFFLINE') {
    return transitionAfterSale(
      tx,
      row,
      'WAIT_REFUND',
      actor,
      afterSaleLine('AFTER_SALE_WAITING_REFUND', { sn: row.sn, amount: money(amount) }),
      { actualRefundPrice: amount },
      error,
    )
  }
  const now = new Date()
  const completed = await transitionAfterSale(
    tx,
    row,
    'COMPLETE',
    actor,
    afterSaleLine('AFTER_SALE_REFUNDED', { sn: row.sn, amount: money(amount) }),
    { actualRefundPrice: amount, refundTime: now },
    error,
  )
  const { order } = locked
  if (amount > 0 && order.paymentMethod === 'WALLET') {
    await credit(
      tx,
      { memberId: row.memberId, memberName: row.memberName },
      amount,
      'WALLET_REFUND',
      `售后单[${row.sn}]退款，退款金额[${formatFen(amount, { sign: '', grouping: false })}]`,
    )
  } else if (amount > 0) {
    const intent = await paidIntentOf(tx, order)
    if (!intent) throw new BizError('REFUND_ERROR')
    await queueGatewayRefund(tx, ctx.jobs, {
      intent,
      refundNo: row.sn,
      amount,
      source: actor.type === 'MANAGER' ? 'ARBITRATION' : 'AFTER_SALE',
      sourceSn: row.sn,
      reason: row.reason,
    })
  }
  const where = order.paymentMethod === 'WALLET' ? '已退回您的余额' : '将按原支付方式退回'
  return afterRefund(tx, row, completed, locked, amount, null, where)
}

/**
 * What follows a refund, in its transaction: points in proportion to the refund (keyed by the
 * after-sale sn) and the distributor's commission of the refunded units go back, the item's
 * bookkeeping, the buyer's message, and the order's close when every unit is refunded.
 */
async function afterRefund(
  tx: Tx,
  row: AfterSaleRow,
  completed: AfterSaleRow,
  locked: { order: typeof orders.$inferSelect; item: ItemRow },
  amount: number,
  payOrderNo: string | null,
  where: string,
): Promise<AfterSaleRow> {
  const refundPoint = await reverseOrderPoints(tx, {
    memberId: row.memberId,
    orderSn: row.orderSn,
    refundFen: amount,
    refundKey: row.sn,
  })
  await refundDistributionItem(tx, row.orderItemSn, row.num)
  let done = completed
  if (payOrderNo || refundPoint > 0) {
    ;[done] = await tx
      .update(afterSales)
      .set({ payOrderNo, refundPoint })
      .where(eq(afterSales.sn, row.sn))
      .returning()
  }
  await syncItem(tx, locked.item)
  await notify(
    tx,
    row,
    where.startsWith('将') ? '退款处理中' : '退款成功',
    `售后单[${row.sn}]（${row.goodsName}）退款${money(amount)}${where}。`,
  )
  await closeWhenAllRefunded(tx, locked.order)
  return done
}

/**
 * The platform's bank transfer of a WAIT_REFUND after-sale (decision 115): WAIT_REFUND → COMPLETE by
 * the conditional update (of two operators, one refunds; the other gets `error`), the transfer's
 * reference kept as `payOrderNo`, then what a refund brings. No money moves in the shop's books:
 * it left the platform's bank account.
 */
export async function completeOfflineRefund(
  tx: Tx,
  row: AfterSaleRow,
  locked: { order: typeof orders.$inferSelect; item: ItemRow },
  actor: Actor,
  reference: string,
  error: ErrorName,
): Promise<AfterSaleRow> {
  const amount = row.actualRefundPrice ?? row.applyRefundPrice
  const completed = await transitionAfterSale(
    tx,
    row,
    'COMPLETE',
    actor,
    afterSaleLine('AFTER_SALE_REFUNDED_OFFLINE', { sn: row.sn, amount: money(amount), reference }),
    { actualRefundPrice: amount, refundTime: new Date(), payOrderNo: reference },
    error,
  )
  return afterRefund(tx, row, completed, locked, amount, reference, `已通过银行转账退回，流水号${reference}`)
}

/** Order statuses in which the goods have left the seller (shipped, or received by the buyer). */
const SHIPPED = new Set(['DELIVERED', 'COMPLETED'])

/**
 * Every unit of every item refunded → the order is closed by the system ("订单货物全部退款") and gives
 * back what a cancel gives back, once (an order is closed or cancelled only once):
 * - its store coupon, and the trade's platform coupon when no order of the trade still stands;
 * - stock only for units that never left the seller, i.e. an order closed before shipment: all of it,
 *   as a cancel. After-sale opens only on shipped orders today (33003), so a close never restocks:
 *   refund-only goods stay with the buyer, and returned parcels are not restocked by after-sale
 *   (reference §10 has no stock step; partial returns never restock, so neither may the last one —
 *   putting a returned parcel back on sale is the seller's call).
 */
async function closeWhenAllRefunded(tx: Tx, order: typeof orders.$inferSelect) {
  if (order.orderStatus === 'CANCELLED') return
  const items = await tx
    .select({ sn: orderItems.sn, num: orderItems.num })
    .from(orderItems)
    .where(eq(orderItems.orderSn, order.sn))
  const refunded = await refundedUnits(tx, order.sn)
  if (items.length === 0 || !items.every((i) => (refunded.get(i.sn) ?? 0) >= i.num)) return
  await transition(
    tx,
    order,
    'CANCELLED',
    SYSTEM,
    orderLine('ORDER_REFUNDED_CLOSED', { sn: order.sn }),
    { cancelReason: ALL_REFUNDED_REASON },
    'ORDER_CAN_NOT_CANCEL',
    'refunded',
  )
  if (!SHIPPED.has(order.orderStatus)) await returnStock(tx, order.sn)
  await returnCoupons(tx, order)
}
