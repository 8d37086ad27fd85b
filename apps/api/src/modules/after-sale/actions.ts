import type { AfterSaleDeliveryQuery, AfterSaleSaveQuery, AfterSaleStatus } from '@silk/contracts/after-sale'
import type { DbOrTx } from '@silk/db/client'
import { nextId, nextSn } from '@silk/db/ids'
import { afterSales, logistics, orderItems } from '@silk/db/schema/index'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDate, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { afterSaleLine } from '../../shared/log-lines.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { isStoredUpload } from '../media/file-storage.ts'
import { buyerActor } from '../orders/state-machine.ts'
import { lockOrderAndItem, syncItem } from './bookkeeping.ts'
import { checkApplicable, ownAfterSale, refundWayOf } from './queries.ts'
import { HOLDING, transitionAfterSale, writeLog } from './state-machine.ts'
import { afterSaleView } from './views.ts'

/**
 * The refund an application of `num` units may claim, in fen. Units are priced pro rata of the item's
 * paid amount (rounded down); the application that takes the last free units gets the rest, so the
 * item's after-sales together never claim more than was paid for it.
 */
export function applyRefundFen(
  flowPrice: number,
  itemNum: number,
  num: number,
  free: number,
  claimed: number,
) {
  const remaining = Math.max(flowPrice - claimed, 0)
  if (num >= free) return remaining
  return Math.min(Math.floor((flowPrice * num) / itemNum), remaining)
}

/**
 * The order's freight when this application takes the last free units of the whole order (this
 * item's, and no other item has units left to claim), less what an open or refunded after-sale of
 * the order already claims of it (its `flowPrice` above its item's); else 0. As lilishop, shipping
 * is refunded only with the whole order (decision 105). Called with the order locked, so two
 * applications cannot both be the last.
 */
async function freightWithLastUnits(
  tx: DbOrTx,
  order: { sn: string; freightPrice: number },
  itemSn: string,
  takesItemsLast: boolean,
) {
  if (!takesItemsLast || order.freightPrice === 0) return 0
  const [{ left }] = await tx
    .select({ left: sql<number>`coalesce(sum(${orderItems.num} - ${orderItems.returnGoodsNumber}), 0)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderSn, order.sn), ne(orderItems.sn, itemSn)))
  if (left !== 0) return 0
  const [{ claimed }] = await tx
    .select({
      claimed: sql<number>`coalesce(sum(${afterSales.flowPrice} - ${orderItems.flowPrice}), 0)::int`,
    })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.sn, afterSales.orderItemSn))
    .where(and(eq(afterSales.orderSn, order.sn), inArray(afterSales.serviceStatus, [...HOLDING])))
  return Math.max(order.freightPrice - claimed, 0)
}

/** `POST /buyer/order/afterSale/save/{orderItemSn}` (reference §10.3). */
export async function applyAfterSale(
  ctx: BuyerCtx,
  itemSn: string,
  input: z.infer<typeof AfterSaleSaveQuery>,
) {
  if (!input.images.every(isStoredUpload)) throw new BizError('AFTER_SALES_IMAGE_ERROR')
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderSn: orderItems.orderSn })
      .from(orderItems)
      .where(eq(orderItems.sn, itemSn))
    if (!found) throw new BizError('ORDER_ITEM_NOT_EXIST')
    const { order, item } = await lockOrderAndItem(tx, found.orderSn, itemSn)
    if (order.deleteFlag) throw new BizError('ORDER_ITEM_NOT_EXIST')
    if (order.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
    checkApplicable(order, item)
    if (input.serviceType === 'RETURN_GOODS' && order.orderType === 'VIRTUAL')
      throw new BizError('AFTER_SALES_BAN')
    const free = item.num - item.returnGoodsNumber
    if (input.num > free) throw new BizError('AFTER_SALES_APPLY_NUM_ERROR')
    const refundWay = refundWayOf(order.paymentMethod)
    if (
      refundWay === 'OFFLINE' &&
      (!input.bankDepositName || !input.bankAccountName || !input.bankAccountNumber)
    )
      throw new BizError('RETURN_MONEY_OFFLINE_BANK_ERROR')
    const [{ claimed }] = await tx
      .select({ claimed: sql<number>`coalesce(sum(${afterSales.applyRefundPrice}), 0)::int` })
      .from(afterSales)
      .where(and(eq(afterSales.orderItemSn, item.sn), inArray(afterSales.serviceStatus, [...HOLDING])))
    const freight = await freightWithLastUnits(tx, order, item.sn, input.num === free)
    const sn = nextSn('A')
    const [row] = await tx
      .insert(afterSales)
      .values({
        id: nextId(),
        sn,
        orderSn: order.sn,
        orderItemSn: item.sn,
        tradeSn: order.tradeSn,
        memberId: order.memberId,
        memberName: order.memberName,
        storeId: order.storeId,
        storeName: order.storeName,
        storeNameEn: order.storeNameEn,
        goodsId: item.goodsId,
        skuId: item.skuId,
        num: input.num,
        goodsImage: item.image,
        goodsName: item.goodsName,
        goodsNameEn: item.goodsNameEn,
        specs: item.specs,
        specList: item.specList,
        flowPrice: item.flowPrice + freight,
        reason: input.reason,
        problemDesc: input.problemDesc,
        afterSaleImage: input.images.join(','),
        serviceType: input.serviceType,
        refundWay,
        accountType: order.paymentMethod,
        bankAccountNumber: refundWay === 'OFFLINE' ? input.bankAccountNumber : null,
        bankAccountName: refundWay === 'OFFLINE' ? input.bankAccountName : null,
        bankDepositName: refundWay === 'OFFLINE' ? input.bankDepositName : null,
        applyRefundPrice: applyRefundFen(item.flowPrice, item.num, input.num, free, claimed) + freight,
      })
      .returning()
    const kind = input.serviceType === 'RETURN_GOODS' ? '退货' : '退款'
    await writeLog(
      tx,
      sn,
      buyerActor(ctx),
      null,
      'APPLY',
      afterSaleLine('AFTER_SALE_APPLIED', { sn, kind, num: String(input.num), reason: input.reason }),
    )
    await syncItem(tx, item)
    return afterSaleView(row, ctx.locale)
  })
}

/** `POST /buyer/order/afterSale/cancel/{sn}`: APPLY or PASS → BUYER_CANCEL (else 33002); frees the units. */
export async function cancelAfterSale(ctx: BuyerCtx, sn: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await ownAfterSale(tx, ctx.member.id, sn, true)
    const { item } = await lockOrderAndItem(tx, row.orderSn, row.orderItemSn)
    const updated = await transitionAfterSale(
      tx,
      row,
      'BUYER_CANCEL',
      buyerActor(ctx),
      afterSaleLine('AFTER_SALE_CANCELLED', { sn }),
      {},
      'AFTER_SALES_CANCEL_ERROR',
    )
    await syncItem(tx, item)
    return afterSaleView(updated, ctx.locale)
  })
}

/**
 * `POST /buyer/order/afterSale/delivery/{sn}`: the buyer sent the goods back (PASS → BUYER_RETURN,
 * returns only; else 33006). The carrier must be an enabled one (33005); the date may not be in the future.
 */
export async function deliverReturn(
  ctx: BuyerCtx,
  sn: string,
  input: z.infer<typeof AfterSaleDeliveryQuery>,
) {
  const [carrier] = await ctx.db.select().from(logistics).where(eq(logistics.id, input.logisticsId))
  if (carrier?.disabled !== 'OPEN') throw new BizError('AFTER_SALES_LOGISTICS_ERROR')
  const day = parseChinaDateTime(input.mDeliverTime)
  const today = formatDate(new Date()) ?? ''
  if (!day || formatDate(day) !== input.mDeliverTime || input.mDeliverTime > today)
    throw new BizError('PARAMS_ERROR', { detail: '发货时间不正确' })
  return ctx.db.transaction(async (tx) => {
    const row = await ownAfterSale(tx, ctx.member.id, sn, true)
    if (row.serviceType !== 'RETURN_GOODS') throw new BizError('AFTER_STATUS_ERROR')
    const updated = await transitionAfterSale(
      tx,
      row,
      'BUYER_RETURN',
      buyerActor(ctx),
      afterSaleLine('AFTER_SALE_RETURN_SENT', { sn, carrier: carrier.name, no: input.logisticsNo }),
      {
        mLogisticsNo: input.logisticsNo,
        mLogisticsCode: carrier.id,
        mLogisticsName: carrier.name,
        mDeliverTime: input.mDeliverTime,
      },
    )
    return afterSaleView(updated, ctx.locale)
  })
}

/**
 * `POST /buyer/order/afterSale/escalate/{sn}` (decision 115): the buyer takes the store's refusal
 * (REFUSE, or SELLER_TERMINATION of a returned parcel) to the platform, once. 60400 for any other
 * status, 60401 when already escalated; the after-sale row is locked, so a double click escalates once.
 */
export async function escalateAfterSale(ctx: BuyerCtx, sn: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await ownAfterSale(tx, ctx.member.id, sn, true)
    if (row.serviceStatus !== 'REFUSE' && row.serviceStatus !== 'SELLER_TERMINATION')
      throw new BizError('AFTER_SALE_ESCALATE_ERROR')
    if (row.arbitrationStatus !== null) throw new BizError('AFTER_SALE_ALREADY_ESCALATED')
    const [updated] = await tx
      .update(afterSales)
      .set({ arbitrationStatus: 'ESCALATED', escalateReason: reason, escalateTime: new Date() })
      .where(and(eq(afterSales.sn, sn), isNull(afterSales.arbitrationStatus)))
      .returning()
    if (!updated) throw new BizError('AFTER_SALE_ALREADY_ESCALATED')
    await writeLog(
      tx,
      sn,
      buyerActor(ctx),
      row.serviceStatus,
      row.serviceStatus as AfterSaleStatus,
      afterSaleLine('AFTER_SALE_ESCALATED', { reason }),
    )
    return afterSaleView(updated, ctx.locale)
  })
}
