import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintCommunication,
  type ComplaintLogLine,
  type ComplaintOwner,
  type ComplaintStatus,
  type OrderComplaint,
  type OrderComplaintVO,
} from '@silk/contracts/complaint'
import type { orderComplaintCommunications, orderComplaintLogs } from '@silk/db/schema/index'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { complaintLogText, logActorName } from '../../shared/log-lines.ts'
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

/**
 * A party of the complaint named in the reader's language: the platform is a word of the interface
 * (平台, Platform), the store is named as on the complaint (its English name beside the Chinese), and
 * a buyer's name is theirs.
 */
export function partyName(c: ComplaintRow, type: string, name: string, locale?: Locale): string {
  if (type === 'STORE' && name === c.storeName) return localName(locale, c.storeName, c.storeNameEn)
  return logActorName(locale, type, name)
}

/** A line of the conversation; what was said stays as it was written. */
export function communicationView(
  m: typeof orderComplaintCommunications.$inferSelect,
  c?: ComplaintRow,
  locale?: Locale,
): ComplaintCommunication {
  return {
    id: m.id,
    complainId: m.complainId,
    content: m.content,
    owner: m.owner as ComplaintOwner,
    ownerName: c ? partyName(c, m.owner, m.ownerName, locale) : m.ownerName,
    ownerId: m.ownerId,
    createTime: formatDateTime(m.createTime) ?? '',
  }
}

/** A status change, its line read from its code in the reader's language (decision 137). */
export function complaintLogView(
  l: typeof orderComplaintLogs.$inferSelect,
  c: ComplaintRow,
  locale?: Locale,
): ComplaintLogLine {
  return {
    id: l.id,
    fromStatus: l.fromStatus,
    toStatus: l.toStatus,
    operatorType: l.operatorType,
    operatorName: partyName(c, l.operatorType, l.operatorName, locale),
    messageCode: l.messageCode,
    message: complaintLogText(locale, l),
    createTime: formatDateTime(l.createTime) ?? '',
  }
}

export function complaintDetailView(
  c: ComplaintRow,
  messages: (typeof orderComplaintCommunications.$inferSelect)[],
  logs: (typeof orderComplaintLogs.$inferSelect)[],
  locale?: Locale,
): OrderComplaintVO {
  return {
    ...complaintView(c, locale),
    orderComplaintCommunications: messages.map((m) => communicationView(m, c, locale)),
    orderComplaintLogs: logs.map((l) => complaintLogView(l, c, locale)),
    orderComplaintImages: splitImages(c.images),
    appealImagesList: splitImages(c.appealImages),
  }
}
