import type { Tx } from '@silk/db/client'
import { afterSales, logistics, orderItems, orders } from '@silk/db/schema/index'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { orderLine } from '../../shared/log-lines.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { openParcel } from '../tracking/parcels.ts'
import { orderTrace } from '../tracking/trace-view.ts'
import { completeOrder } from './complete-order.ts'
import { ownOrder } from './order-queries.ts'
import { type Actor, buyerActor, type OrderRow, transition } from './state-machine.ts'
import { storeOrder } from './store-orders.ts'

export async function receiveOrder(ctx: BuyerCtx, sn: string) {
  await ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, ctx.member.id, sn, true)
    if (order.orderStatus !== 'DELIVERED') throw new BizError('ORDER_DELIVERED_ERROR')
    await completeOrder(tx, order, buyerActor(ctx), orderLine('ORDER_RECEIVED', { sn }))
  })
}

/** After-sale states in which a case is still open (it may yet refund or return something). */
export const OPEN_AFTER_SALE = ['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM', 'WAIT_REFUND']

/**
 * Soft delete, only of finished orders (COMPLETED or CANCELLED), only by the owner (§20 #13), and not
 * while an after-sale of it is open or before the platform (the buyer would lose the way to follow it).
 */
export async function deleteOrder(ctx: BuyerCtx, sn: string) {
  const order = await ownOrder(ctx.db, ctx.member.id, sn)
  if (order.orderStatus !== 'COMPLETED' && order.orderStatus !== 'CANCELLED')
    throw new BizError('ORDER_DELETE_ERROR')
  const [open] = await ctx.db
    .select({ sn: afterSales.sn })
    .from(afterSales)
    .where(
      and(
        eq(afterSales.orderSn, sn),
        or(inArray(afterSales.serviceStatus, OPEN_AFTER_SALE), eq(afterSales.arbitrationStatus, 'ESCALATED')),
      ),
    )
    .limit(1)
  if (open) throw new BizError('ORDER_DELETE_AFTER_SALE_OPEN')
  await ctx.db.update(orders).set({ deleteFlag: true, updateTime: new Date() }).where(eq(orders.sn, sn))
}

export async function orderTraces(ctx: BuyerCtx, sn: string) {
  const order = await ownOrder(ctx.db, ctx.member.id, sn)
  return orderTrace(ctx, order)
}

/**
 * One package per shipped order (this shop ships an order whole); none yet before shipping (an empty
 * list, as upstream). Owner only (§20 #13).
 */
export async function orderPackages(ctx: BuyerCtx, sn: string) {
  const order = await ownOrder(ctx.db, ctx.member.id, sn)
  if (!order.logisticsNo || !order.logisticsTime) return []
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderSn, sn))
    .orderBy(asc(orderItems.id))
  const packageNo = `PK${order.sn.slice(1)}`
  const shipped = formatDateTime(order.logisticsTime) ?? ''
  return [
    {
      packageNo,
      orderSn: sn,
      logisticsNo: order.logisticsNo,
      logisticsCode: order.logisticsCode ?? '',
      logisticsName: order.logisticsName ?? '',
      consigneeMobile: order.consigneeMobile,
      status: order.orderStatus === 'COMPLETED' ? 'SIGNED' : 'DELIVERED',
      createTime: shipped,
      orderPackageItemList: items.map((i) => ({
        packageNo,
        orderSn: sn,
        orderItemSn: i.sn,
        goodsName: i.goodsName,
        thumbnail: i.image,
        deliverNumber: i.num,
        logisticsTime: shipped,
      })),
      traces: await orderTrace(ctx, order),
    },
  ]
}

/**
 * Seller shipping (`POST /store/order/order/{sn}/delivery`): the order must be of the seller's store
 * (20005 otherwise). UNDELIVERED → DELIVERED with carrier and number.
 */
export async function deliverOrder(
  ctx: StoreCtx,
  sn: string,
  input: { logisticsId: string; logisticsNo: string },
) {
  const [carrier] = await ctx.db.select().from(logistics).where(eq(logistics.id, input.logisticsId))
  if (carrier?.disabled !== 'OPEN') throw new BizError('LOGISTICS_NOT_SETTING')
  await ctx.db.transaction(async (tx) => {
    const order = await storeOrder(tx, ctx, sn, true)
    await shipLocked(tx, ctx, order, carrier, input.logisticsNo)
  })
}

/**
 * Ships a locked order of the seller's store through the state machine (a second shipper of the same
 * order finds it DELIVERED: 31008), logs it and tells the buyer. Used by one-by-one and batch shipping.
 */
export async function shipLocked(
  tx: Tx,
  ctx: StoreCtx,
  order: OrderRow,
  carrier: { id: string; name: string; code: string },
  logisticsNo: string,
) {
  const sn = order.sn
  await transition(
    tx,
    order,
    'DELIVERED',
    storeActor(ctx, order),
    orderLine('ORDER_SHIPPED', { sn, carrier: carrier.name, no: logisticsNo }),
    {
      deliverStatus: 'DELIVERED',
      logisticsCode: carrier.id,
      logisticsName: carrier.name,
      logisticsNo,
      logisticsTime: new Date(),
    },
    'ORDER_DELIVER_ERROR',
  )
  await tx
    .update(orderItems)
    .set({ afterSaleStatus: 'NOT_APPLIED', complainStatus: 'NO_APPLY' })
    .where(eq(orderItems.orderSn, sn))
  await openParcel(tx, ctx, order, carrier, logisticsNo)
  await postMemberMessage(tx, {
    memberId: order.memberId,
    memberName: order.memberName,
    title: '订单发货通知',
    content: `您的订单[${sn}]已发货，物流公司：${carrier.name}，物流单号：${logisticsNo}。`,
    messageId: sn,
  })
}

/** The seller-centre user acting on an order, as the order log names them (the store). */
export const storeActor = (ctx: StoreCtx, order: OrderRow): Actor => ({
  id: ctx.seller.id,
  type: 'STORE',
  name: order.storeName,
})
