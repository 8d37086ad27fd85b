import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintCommunication,
  type ComplaintOwner,
  type ComplaintStatus,
  type OrderComplaint,
  type OrderComplaintVO,
} from '@silk/contracts/complaint'
import type { orderComplaintCommunications } from '@silk/db/schema/index'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import type { ComplaintRow } from './state-machine.ts'

export const splitImages = (images: string | null | undefined): string[] =>
  (images ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The complaint; goods and store named in the caller's language (the English snapshot beside the Chinese). */
export function complaintView(c: ComplaintRow, locale?: Locale): OrderComplaint {
  const status = c.complainStatus as ComplaintStatus
  return {
    id: c.id,
    complainTopic: c.complainTopic,
    content: c.content,
    images: c.images,
    complainStatus: status,
    complainStatusValue: COMPLAINT_STATUS_LABELS[status] ?? status,
    appealContent: c.appealContent,
    appealTime: formatDateTime(c.appealTime),
    appealImages: c.appealImages,
    orderSn: c.orderSn,
    orderItemSn: c.orderItemSn,
    orderTime: formatDateTime(c.orderTime) ?? '',
    goodsName: localName(locale, c.goodsName, c.goodsNameEn),
    goodsId: c.goodsId,
    skuId: c.skuId,
    goodsPrice: fenToYuan(c.goodsPrice),
    goodsImage: c.goodsImage,
    num: c.num,
    freightPrice: fenToYuan(c.freightPrice),
    orderPrice: fenToYuan(c.orderPrice),
    logisticsNo: c.logisticsNo,
    storeId: c.storeId,
    storeName: localName(locale, c.storeName, c.storeNameEn),
    memberId: c.memberId,
    memberName: c.memberName,
    consigneeName: c.consigneeName,
    consigneeAddressPath: c.consigneeAddressPath,
    consigneeMobile: c.consigneeMobile,
    arbitrationResult: c.arbitrationResult,
    createTime: formatDateTime(c.createTime) ?? '',
    updateTime: formatDateTime(c.updateTime),
  }
}

export function communicationView(
  m: typeof orderComplaintCommunications.$inferSelect,
): ComplaintCommunication {
  return {
    id: m.id,
    complainId: m.complainId,
    content: m.content,
    owner: m.owner as ComplaintOwner,
    ownerName: m.ownerName,
    ownerId: m.ownerId,
    createTime: formatDateTime(m.createTime) ?? '',
  }
}

export function complaintDetailView(
  c: ComplaintRow,
  messages: (typeof orderComplaintCommunications.$inferSelect)[],
  locale?: Locale,
): OrderComplaintVO {
  return {
    ...complaintView(c, locale),
    orderComplaintCommunications: messages.map(communicationView),
    orderComplaintImages: splitImages(c.images),
    appealImagesList: splitImages(c.appealImages),
  }
}
