import {
  AFTER_SALE_STATUS_LABELS,
  type AfterSaleStatus,
  type ArbitrationStatus,
} from '@silk/contracts/after-sale'
import type { afterSaleLogs } from '@silk/db/schema/index'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { afterSaleLogText, logActorName } from '../../shared/log-lines.ts'
import { fenToYuan } from '../../shared/money.ts'
import { itemSpecs } from '../orders/views.ts'
import type { AfterSaleRow } from './state-machine.ts'

const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen))

/** What the buyer may do with the after-sale now (upstream `afterSaleAllowOperationVO`). */
export function allowOperation(a: AfterSaleRow) {
  const s = a.serviceStatus
  return {
    confirm: s === 'APPLY',
    returnGoods: false,
    rog: s === 'BUYER_RETURN',
    refund: s === 'WAIT_REFUND',
    buyerConfirm: null,
    cancel: s === 'APPLY' || s === 'PASS' ? true : null,
    delivery: s === 'PASS' && a.serviceType === 'RETURN_GOODS',
    escalate: (s === 'REFUSE' || s === 'SELLER_TERMINATION') && a.arbitrationStatus === null,
  }
}

/**
 * `AfterSaleVO`. The return logistics keep upstream's lower-cased keys (reference §20 #9). Goods, variant
 * and store are named in the caller's language, from the English the case copied from its order.
 */
export function afterSaleView(a: AfterSaleRow, locale?: Locale) {
  return {
    id: a.id,
    sn: a.sn,
    orderSn: a.orderSn,
    orderItemSn: a.orderItemSn,
    tradeSn: a.tradeSn,
    memberId: a.memberId,
    memberName: a.memberName,
    storeId: a.storeId,
    storeName: localName(locale, a.storeName, a.storeNameEn),
    goodsId: a.goodsId,
    skuId: a.skuId,
    num: a.num,
    goodsImage: a.goodsImage,
    goodsName: localName(locale, a.goodsName, a.goodsNameEn),
    specs: JSON.stringify(a.specs),
    simpleSpecs: itemSpecs(a, locale),
    flowPrice: fenToYuan(a.flowPrice),
    reason: a.reason,
    problemDesc: a.problemDesc,
    afterSaleImage: a.afterSaleImage,
    serviceType: a.serviceType as 'RETURN_GOODS' | 'RETURN_MONEY',
    serviceStatus: a.serviceStatus as AfterSaleStatus,
    serviceStatusValue: AFTER_SALE_STATUS_LABELS[a.serviceStatus as AfterSaleStatus] ?? a.serviceStatus,
    refundWay: a.refundWay as 'ORIGINAL' | 'OFFLINE',
    accountType: a.accountType,
    bankAccountNumber: a.bankAccountNumber,
    bankAccountName: a.bankAccountName,
    bankDepositName: a.bankDepositName,
    auditRemark: a.auditRemark,
    payOrderNo: a.payOrderNo,
    applyRefundPrice: fenToYuan(a.applyRefundPrice),
    actualRefundPrice: yuan(a.actualRefundPrice),
    refundPoint: a.refundPoint,
    refundTime: formatDateTime(a.refundTime),
    mlogisticsNo: a.mLogisticsNo,
    mlogisticsCode: a.mLogisticsCode,
    mlogisticsName: a.mLogisticsName,
    mdeliverTime: a.mDeliverTime,
    createTime: formatDateTime(a.createTime) ?? '',
    updateTime: formatDateTime(a.updateTime),
    arbitrationStatus: a.arbitrationStatus as ArbitrationStatus | null,
    escalateReason: a.escalateReason,
    escalateTime: formatDateTime(a.escalateTime),
    arbitrationRemark: a.arbitrationRemark,
    arbitrationTime: formatDateTime(a.arbitrationTime),
    afterSaleAllowOperationVO: allowOperation(a),
  }
}

export function afterSaleLogView(l: typeof afterSaleLogs.$inferSelect, locale?: Locale) {
  return {
    id: l.id,
    createBy: l.operatorName,
    createTime: formatDateTime(l.createTime) ?? '',
    sn: l.sn,
    operatorId: l.operatorId,
    operatorType: l.operatorType,
    operatorName: logActorName(locale, l.operatorType, l.operatorName),
    message: afterSaleLogText(locale, l),
  }
}
