import type { Coupon, MemberCoupon } from '@silk/contracts/coupon'
import type { coupons, memberCoupons } from '@silk/db/schema/index'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'

export type CouponRow = typeof coupons.$inferSelect
export type MemberCouponRow = typeof memberCoupons.$inferSelect

/** Computed from the times and the operator switch (reference §13.1). */
export function promotionStatus(row: CouponRow, now = new Date()): Coupon['promotionStatus'] {
  if (row.status === 'CLOSE') return 'CLOSE'
  if (row.endTime <= now) return 'END'
  if (row.rangeDayType === 'DYNAMICTIME' && row.effectiveDays > 0) return 'START'
  return row.startTime > now ? 'NEW' : 'START'
}

export function couponView(row: CouponRow, locale: Locale = 'zh-CN'): Coupon {
  const name = localName(locale, row.couponName, row.couponNameEn)
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    couponName: name,
    promotionName: name,
    couponType: row.couponType as Coupon['couponType'],
    price: fenToYuan(row.price),
    couponDiscount: row.couponDiscount / 10,
    consumeThreshold: fenToYuan(row.consumeThreshold),
    scopeType: row.scopeType as Coupon['scopeType'],
    scopeId: row.scopeId,
    getType: row.getType as Coupon['getType'],
    rangeDayType: row.rangeDayType as Coupon['rangeDayType'],
    effectiveDays: row.effectiveDays,
    startTime: formatDateTime(row.startTime) ?? '',
    endTime: formatDateTime(row.endTime) ?? '',
    publishNum: row.publishNum,
    couponLimitNum: row.couponLimitNum,
    receivedNum: row.receivedNum,
    usedNum: row.usedNum,
    description: row.description,
    promotionStatus: promotionStatus(row),
    createTime: formatDateTime(row.createTime) ?? '',
  }
}

export function memberCouponView(
  row: MemberCouponRow,
  now = new Date(),
  locale: Locale = 'zh-CN',
): MemberCoupon {
  const expired = row.memberCouponStatus === 'NEW' && row.endTime <= now
  return {
    id: row.id,
    couponId: row.couponId,
    couponName: localName(locale, row.couponName, row.couponNameEn),
    storeId: row.storeId,
    storeName: row.storeName,
    price: fenToYuan(row.price),
    discount: row.discount / 10,
    consumeThreshold: fenToYuan(row.consumeThreshold),
    memberId: row.memberId,
    memberName: row.memberName,
    scopeType: row.scopeType as MemberCoupon['scopeType'],
    scopeId: row.scopeId,
    couponType: row.couponType as MemberCoupon['couponType'],
    getType: row.getType,
    startTime: formatDateTime(row.startTime) ?? '',
    endTime: formatDateTime(row.endTime) ?? '',
    platformFlag: row.storeId === '0',
    memberCouponStatus: expired ? 'EXPIRE' : (row.memberCouponStatus as MemberCoupon['memberCouponStatus']),
    consumptionTime: formatDateTime(row.consumptionTime),
    createTime: formatDateTime(row.createTime) ?? '',
  }
}
