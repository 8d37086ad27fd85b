import { type AllowOperation, ORDER_STATUS_LABELS, type OrderStatus } from '@silk/contracts/order'
import { ORDER_REFUNDED_LABEL } from '@silk/contracts/status-labels'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_EN } from '@silk/contracts/wallet'
import type { orderItems, orderLogs, orderReceipts, PriceDetail } from '@silk/db/schema/index'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { carrierName, orderRemark } from '../../shared/english-texts.ts'
import { type Locale, localName, localSimpleSpecs } from '../../shared/localised.ts'
import { logActorName, orderLogText } from '../../shared/log-lines.ts'
import { fenToYuan } from '../../shared/money.ts'
import type { OrderRow } from './state-machine.ts'

type ItemRow = typeof orderItems.$inferSelect

export const DELIVER_STATUS_LABELS: Record<string, string> = {
  UNDELIVERED: '未发货',
  DELIVERED: '已发货',
  RECEIVED: '已收货',
}
export const DELIVERY_METHOD_LABELS: Record<string, string> = { LOGISTICS: '物流', SELF_PICK_UP: '自提' }
const DELIVER_STATUS_LABELS_EN: Record<string, string> = {
  UNDELIVERED: 'Not shipped',
  DELIVERED: 'Shipped',
  RECEIVED: 'Received',
}
const DELIVERY_METHOD_LABELS_EN: Record<string, string> = {
  LOGISTICS: 'Courier delivery',
  SELF_PICK_UP: 'Self-pickup',
}

/** An order's delivery state and method in the caller's language (`…Value` fields). */
export const deliverStatusLabel = (status: string, locale?: Locale) =>
  (locale === 'en' ? DELIVER_STATUS_LABELS_EN : DELIVER_STATUS_LABELS)[status] ?? status
export const deliveryMethodLabel = (method: string, locale?: Locale) =>
  (locale === 'en' ? DELIVERY_METHOD_LABELS_EN : DELIVERY_METHOD_LABELS)[method] ?? method

/** What an order allows; it reads only these columns, so the lists need not select whole rows. */
export function allowOperation(
  o: Pick<
    OrderRow,
    'orderStatus' | 'orderType' | 'deliverStatus' | 'deliveryMethod' | 'payStatus' | 'logisticsNo'
  >,
): z.infer<typeof AllowOperation> {
  const s = o.orderStatus
  const editConsignee =
    o.orderType === 'NORMAL' &&
    o.deliverStatus === 'UNDELIVERED' &&
    s !== 'CANCELLED' &&
    o.deliveryMethod !== 'SELF_PICK_UP'
  return {
    cancel: ['UNPAID', 'PAID', 'UNDELIVERED', 'TAKE'].includes(s),
    pay: s === 'UNPAID' && o.payStatus === 'UNPAID',
    editPrice: s === 'UNPAID' && o.payStatus === 'UNPAID',
    editConsignee,
    ship: editConsignee && s === 'UNDELIVERED',
    rog: s === 'DELIVERED',
    // Tracking stays visible after receipt, so the detail page can still show the parcel's journey.
    showLogistics: !!o.logisticsNo && (s === 'DELIVERED' || s === 'COMPLETED'),
    // Paid self-pickup orders wait in TAKE until the seller redeems the buyer's code.
    take: s === 'TAKE',
    delete: s === 'COMPLETED' || s === 'CANCELLED',
  }
}

export function priceDetailView(p: PriceDetail) {
  return {
    originalPrice: fenToYuan(p.goodsPrice),
    goodsPrice: fenToYuan(p.goodsPrice),
    freightPrice: fenToYuan(p.freightPrice),
    payPoint: 0,
    discountPrice: fenToYuan(p.discountPrice),
    couponPrice: fenToYuan(p.couponPrice),
    siteCouponPrice: fenToYuan(p.siteCouponPrice),
    updatePrice: fenToYuan(p.updatePrice),
    flowPrice: fenToYuan(p.flowPrice),
    billPrice: fenToYuan(p.flowPrice),
  }
}

/** `writeRegion` writes the consignee's region path in the reader's language (`regionPathWriter`). */
export function orderView(
  o: OrderRow,
  locale?: Locale,
  writeRegion?: (path: string | null, idPath?: string | null) => string | null,
) {
  return {
    id: o.id,
    sn: o.sn,
    tradeSn: o.tradeSn,
    storeId: o.storeId,
    storeName: localName(locale, o.storeName, o.storeNameEn),
    memberId: o.memberId,
    memberName: o.memberName,
    orderStatus: o.orderStatus as OrderStatus,
    refunded: refundedClose(o),
    payStatus: o.payStatus,
    deliverStatus: o.deliverStatus,
    orderType: o.orderType,
    orderPromotionType: o.orderPromotionType,
    paymentMethod: o.paymentMethod,
    paymentTime: formatDateTime(o.paymentTime),
    receivableNo: o.receivableNo,
    transferDeadline: formatDateTime(o.transferDeadline),
    canReturn: !!o.paymentMethod && o.paymentMethod !== 'BANK_TRANSFER',
    deliveryMethod: o.deliveryMethod,
    consigneeName: o.consigneeName,
    consigneeMobile: o.consigneeMobile,
    consigneeAddressPath: writeRegion
      ? writeRegion(o.consigneeAddressPath, o.consigneeAddressIdPath)
      : o.consigneeAddressPath,
    consigneeAddressIdPath: o.consigneeAddressIdPath,
    consigneeDetail: o.consigneeDetail,
    storeAddressPath: o.storeAddressPath,
    storeAddressMobile: o.storeAddressMobile,
    storeAddressCenter: o.storeAddressCenter,
    storeAddressName: o.storeAddressName,
    verificationCode: o.verificationCode,
    flowPrice: fenToYuan(o.flowPrice),
    goodsPrice: fenToYuan(o.goodsPrice),
    freightPrice: fenToYuan(o.freightPrice),
    discountPrice: fenToYuan(o.discountPrice),
    couponPrice: fenToYuan(o.couponPrice),
    updatePrice: fenToYuan(o.updatePrice),
    priceDetailDTO: priceDetailView(o.priceDetail),
    goodsNum: o.goodsNum,
    weight: o.weight,
    remark: orderRemark(locale, o.remark),
    tradeTerms: o.tradeTerms ?? null,
    sellerRemark: o.sellerRemark,
    cancelReason: o.cancelReason,
    logisticsNo: o.logisticsNo,
    logisticsCode: o.logisticsCode,
    logisticsName: o.logisticsName && carrierName(locale, o.logisticsName),
    logisticsTime: formatDateTime(o.logisticsTime),
    completeTime: formatDateTime(o.completeTime),
    clientType: o.clientType,
    needReceipt: o.needReceipt,
    usePlatformMemberCouponId: o.usePlatformMemberCouponId,
    useStoreMemberCouponIds: o.useStoreMemberCouponIds,
    createTime: formatDateTime(o.createTime) ?? '',
    updateTime: formatDateTime(o.updateTime),
  }
}

export function itemView(i: ItemRow, locale?: Locale) {
  return {
    id: i.id,
    sn: i.sn,
    orderSn: i.orderSn,
    tradeSn: i.tradeSn,
    goodsId: i.goodsId,
    skuId: i.skuId,
    categoryId: i.categoryId,
    goodsName: localName(locale, i.goodsName, i.goodsNameEn),
    image: i.image,
    specs: JSON.stringify(i.specs),
    simpleSpecs: itemSpecs(i, locale),
    num: i.num,
    unitPrice: fenToYuan(i.unitPrice),
    subTotal: fenToYuan(i.subTotal),
    // The unit price, as upstream and the order list answer it (the line total is subTotal).
    goodsPrice: fenToYuan(i.unitPrice),
    flowPrice: fenToYuan(i.flowPrice),
    priceDetailDTO: priceDetailView({
      goodsPrice: i.goodsPrice,
      freightPrice: 0,
      discountPrice: i.discountPrice,
      couponPrice: i.couponPrice,
      siteCouponPrice: 0,
      updatePrice: 0,
      flowPrice: i.flowPrice,
    }),
    afterSaleStatus: i.afterSaleStatus,
    commentStatus: i.commentStatus,
    complainStatus: i.complainStatus,
    complainId: i.complainId,
    isRefund: i.isRefund,
    refundPrice: fenToYuan(i.refundPrice),
    returnGoodsNumber: i.returnGoodsNumber,
    createTime: formatDateTime(i.createTime) ?? '',
  }
}

export function logView(l: typeof orderLogs.$inferSelect, locale?: Locale) {
  return {
    id: l.id,
    createBy: l.operatorName,
    createTime: formatDateTime(l.createTime) ?? '',
    orderSn: l.orderSn,
    operatorId: l.operatorId,
    operatorType: l.operatorType,
    operatorName: logActorName(locale, l.operatorType, l.operatorName),
    message: orderLogText(locale, l),
  }
}

export function receiptView(r: typeof orderReceipts.$inferSelect) {
  return {
    id: r.id,
    orderSn: r.orderSn,
    receiptTitle: r.receiptTitle,
    taxpayerId: r.taxpayerId,
    receiptContent: r.receiptContent,
    receiptPrice: fenToYuan(r.receiptPrice),
    memberId: r.memberId,
    memberName: r.memberName,
    storeId: r.storeId,
    storeName: r.storeName,
    receiptStatus: r.receiptStatus,
    receiptDetail: null,
  }
}

/** The cancel reason of an order the system closed because every unit was refunded. */
export const ALL_REFUNDED_REASON = '订单货物全部退款'

/** Whether an order was closed because every unit of it was refunded (shown as 已退款, not 已取消). */
export const refundedClose = (o: { orderStatus: string; cancelReason: string | null }) =>
  o.orderStatus === 'CANCELLED' && o.cancelReason === ALL_REFUNDED_REASON

/** An order's status word (`orderStatusValue`, Chinese as upstream); a refunded close reads 已退款. */
export const statusLabel = (s: string, refunded = false) =>
  refunded ? ORDER_REFUNDED_LABEL : (ORDER_STATUS_LABELS[s as OrderStatus] ?? s)
export const paymentLabel = (m: string | null, locale?: Locale) =>
  m
    ? ((locale === 'en' ? PAYMENT_METHOD_LABELS_EN : PAYMENT_METHOD_LABELS)[
        m as keyof typeof PAYMENT_METHOD_LABELS
      ] ?? m)
    : null

/**
 * The variant bought, its values in the goods' spec order (decision 026): from `specList`; an item
 * written before it from upstream's `specs` object, whose order jsonb does not keep.
 */
export function itemSpecs(i: Pick<ItemRow, 'specList' | 'specs'>, locale?: Locale): string {
  if (i.specList.length) return localSimpleSpecs(locale, i.specList, '')
  return Object.values(i.specs).join(' ')
}
