import { formatFen } from '@silk/contracts/money'
import type { OrderListQuery } from '@silk/contracts/order'
import { PAY_STATUS_LABELS, PAY_STATUS_LABELS_EN } from '@silk/contracts/status-labels'
import type { DbOrTx } from '@silk/db/client'
import { orderItems, orderLogs, orderReceipts, orders, trades } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { regionPathWriter } from '../system/region-names.ts'
import { orderGatewayRefunds } from './gateway-refunds.ts'
import { orderGroups } from './order-groups.ts'
import type { OrderRow } from './state-machine.ts'
import {
  allowOperation,
  deliverStatusLabel,
  deliveryMethodLabel,
  itemSpecs,
  itemView,
  logView,
  orderView,
  paymentLabel,
  receiptView,
  refundedClose,
  statusLabel,
} from './views.ts'

const TAG_STATUS: Record<string, string | undefined> = {
  ALL: undefined,
  WAIT_PAY: 'UNPAID',
  WAIT_SHIP: 'UNDELIVERED',
  WAIT_ROG: 'DELIVERED',
  // Paid self-pickup orders, waiting for the seller to redeem their code (never under WAIT_SHIP).
  WAIT_TAKE: 'TAKE',
  COMPLETE: 'COMPLETED',
  CANCELLED: 'CANCELLED',
}

/**
 * Locks a trade's row. The lock order everywhere is a trade before its orders: payment, every
 * cancellation and the after-sale closure take it first, so two of them touching orders of the same
 * trade run one after the other. (Cancelling two orders of one trade at once could otherwise each see
 * the other still standing, and neither would give the trade's platform coupon back; and a payment
 * holding the trade while a cancellation held one of its orders could deadlock.)
 */
export async function lockTrade(tx: DbOrTx, tradeSn: string): Promise<void> {
  await tx.select({ sn: trades.sn }).from(trades).where(eq(trades.sn, tradeSn)).for('update')
}

/** An order of this member (31002 unknown or deleted, 20005 someone else's: reference §4.6, §20 #13). */
export async function ownOrder(db: DbOrTx, memberId: string, sn: string, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.sn, sn))
  const [row] = lock ? await q.for('update') : await q
  if (!row || row.deleteFlag) throw new BizError('ORDER_NOT_EXIST')
  if (row.memberId !== memberId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

export async function listOrders(ctx: BuyerCtx, query: z.infer<typeof OrderListQuery>) {
  const status = query.orderStatus ?? TAG_STATUS[query.tag]
  let keyword: SQL | undefined
  if (query.keywords) {
    const like = containsPattern(query.keywords)
    keyword = or(
      ilike(orders.sn, like),
      ilike(orders.consigneeName, like),
      ilike(orders.consigneeMobile, like),
      ilike(orders.storeName, like),
      exists(
        ctx.db
          .select({ one: orderItems.id })
          .from(orderItems)
          .where(and(eq(orderItems.orderSn, orders.sn), ilike(orderItems.goodsName, like))),
      ),
    )
  }
  const where = and(
    eq(orders.memberId, ctx.member.id),
    eq(orders.deleteFlag, false),
    status ? eq(orders.orderStatus, status) : undefined,
    query.orderSn ? ilike(orders.sn, containsPattern(query.orderSn)) : undefined,
    keyword,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ])
  const items = rows.length
    ? await ctx.db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderSn,
            rows.map((r) => r.sn),
          ),
        )
        .orderBy(asc(orderItems.id))
    : []
  const groups = await orderGroups(
    ctx.db,
    rows.map((r) => r.pintuanGroupId).filter((g): g is string => !!g),
  )
  const records = rows.map((o) => ({
    ...simpleView(
      o,
      items.filter((i) => i.orderSn === o.sn),
      ctx.locale,
    ),
    pintuan: o.pintuanGroupId ? (groups.get(o.pintuanGroupId) ?? null) : null,
  }))
  return toPage(records, total, query)
}

/**
 * The columns `simpleView` reads of an order and of its items. A list selects these rather than whole
 * rows: mapping every column of every row was most of what a list page allocated.
 */
export const listedOrderColumns = {
  sn: orders.sn,
  tradeSn: orders.tradeSn,
  flowPrice: orders.flowPrice,
  createTime: orders.createTime,
  orderStatus: orders.orderStatus,
  cancelReason: orders.cancelReason,
  payStatus: orders.payStatus,
  paymentMethod: orders.paymentMethod,
  paymentTime: orders.paymentTime,
  memberId: orders.memberId,
  memberName: orders.memberName,
  storeId: orders.storeId,
  storeName: orders.storeName,
  storeNameEn: orders.storeNameEn,
  clientType: orders.clientType,
  orderType: orders.orderType,
  deliverStatus: orders.deliverStatus,
  orderPromotionType: orders.orderPromotionType,
  sellerRemark: orders.sellerRemark,
  goodsNum: orders.goodsNum,
  deliveryMethod: orders.deliveryMethod,
  storeAddressName: orders.storeAddressName,
  verificationCode: orders.verificationCode,
  logisticsNo: orders.logisticsNo,
}
export const listedItemColumns = {
  sn: orderItems.sn,
  goodsId: orderItems.goodsId,
  skuId: orderItems.skuId,
  num: orderItems.num,
  image: orderItems.image,
  goodsName: orderItems.goodsName,
  goodsNameEn: orderItems.goodsNameEn,
  specs: orderItems.specs,
  specList: orderItems.specList,
  unitPrice: orderItems.unitPrice,
  afterSaleStatus: orderItems.afterSaleStatus,
  complainStatus: orderItems.complainStatus,
  commentStatus: orderItems.commentStatus,
  isRefund: orderItems.isRefund,
  refundPrice: orderItems.refundPrice,
}
type ListedOrder = Pick<OrderRow, keyof typeof listedOrderColumns>
export type ListedItem = Pick<typeof orderItems.$inferSelect, keyof typeof listedItemColumns>

/** An order as the order lists show it (`OrderSimpleVO`): the buyer's list and the seller's desk. */
export function simpleView(o: ListedOrder, own: ListedItem[], locale: Locale = 'zh-CN') {
  return {
    sn: o.sn,
    tradeSn: o.tradeSn,
    flowPrice: fenToYuan(o.flowPrice),
    createTime: formatDateTime(o.createTime) ?? '',
    orderStatus: o.orderStatus as 'UNPAID',
    orderStatusValue: statusLabel(o.orderStatus, refundedClose(o)),
    refunded: refundedClose(o),
    payStatus: o.payStatus,
    paymentMethod: o.paymentMethod,
    paymentTime: formatDateTime(o.paymentTime),
    memberId: o.memberId,
    memberName: o.memberName,
    storeId: o.storeId,
    storeName: localName(locale, o.storeName, o.storeNameEn),
    clientType: o.clientType,
    orderType: o.orderType,
    deliverStatus: o.deliverStatus,
    orderPromotionType: o.orderPromotionType,
    sellerRemark: o.sellerRemark,
    goodsNum: o.goodsNum,
    deliveryMethod: o.deliveryMethod,
    storeAddressName: o.storeAddressName,
    verificationCode: o.verificationCode,
    orderItems: own.map((i) => ({
      sn: i.sn,
      goodsId: i.goodsId,
      skuId: i.skuId,
      num: String(i.num),
      image: i.image,
      name: localName(locale, i.goodsName, i.goodsNameEn),
      simpleSpecs: itemSpecs(i, locale),
      goodsPrice: fenToYuan(i.unitPrice),
      afterSaleStatus: i.afterSaleStatus,
      complainStatus: i.complainStatus,
      commentStatus: i.commentStatus,
      isRefund: i.isRefund,
      refundPrice: formatFen(i.refundPrice, { sign: '', grouping: false }),
    })),
    groupAfterSaleStatus: own.map((i) => i.afterSaleStatus).join(','),
    allowOperationVO: allowOperation(o),
  }
}

export async function orderDetail(ctx: BuyerCtx, sn: string) {
  return detailOf(ctx.db, await ownOrder(ctx.db, ctx.member.id, sn), ctx.locale)
}

/** `OrderDetailVO` of an order the caller may see (the buyer's own, or an order of the seller's store). */
export async function detailOf(db: DbOrTx, order: OrderRow, locale: Locale = 'zh-CN') {
  const sn = order.sn
  const [items, logs, receipts, refunds, writeRegion, groups] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderSn, sn)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderSn, sn))
      .orderBy(asc(orderLogs.createTime), asc(orderLogs.id)),
    db.select().from(orderReceipts).where(eq(orderReceipts.orderSn, sn)),
    orderGatewayRefunds(db, sn, locale),
    regionPathWriter(db, locale),
    orderGroups(db, order.pintuanGroupId ? [order.pintuanGroupId] : []),
  ])
  return {
    order: orderView(order, locale, writeRegion),
    orderItems: items.map((i) => itemView(i, locale)),
    orderLogs: logs.map((l) => logView(l, locale)),
    receipt: receipts[0] ? receiptView(receipts[0]) : null,
    priceDetail: null,
    orderStatusValue: statusLabel(order.orderStatus, refundedClose(order)),
    payStatusValue:
      (locale === 'en' ? PAY_STATUS_LABELS_EN : PAY_STATUS_LABELS)[
        order.payStatus as keyof typeof PAY_STATUS_LABELS
      ] ?? order.payStatus,
    deliverStatusValue: deliverStatusLabel(order.deliverStatus, locale),
    deliveryMethodValue: deliveryMethodLabel(order.deliveryMethod, locale),
    paymentMethodValue: paymentLabel(order.paymentMethod, locale),
    allowOperationVO: allowOperation(order),
    refunds,
    pintuan: order.pintuanGroupId ? (groups.get(order.pintuanGroupId) ?? null) : null,
  }
}
