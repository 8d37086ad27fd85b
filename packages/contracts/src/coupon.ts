import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

export const CouponType = z.enum(['PRICE', 'DISCOUNT'])
export const CouponScopeType = z.enum(['ALL', 'PORTION_GOODS', 'PORTION_GOODS_CATEGORY'])
export const MemberCouponStatus = z.enum(['NEW', 'USED', 'EXPIRE', 'CLOSED'])
/** Platform coupons have this store id (reference §13.1). */
export const PLATFORM_STORE_ID = '0'

/** `CouponVO` of the coupon centre (reference §13.2). Money in yuan. */
export const Coupon = z.object({
  id: Id,
  storeId: z.string(),
  storeName: z.string(),
  couponName: z.string(),
  promotionName: z.string(),
  couponType: CouponType,
  /** PRICE: amount off (yuan). */
  price: Yuan,
  /** DISCOUNT: 0–10 scale, 8.5 = pay 85 %. */
  couponDiscount: z.number(),
  consumeThreshold: Yuan,
  scopeType: CouponScopeType,
  /** PORTION_GOODS: comma-joined SKU ids; PORTION_GOODS_CATEGORY: comma-joined category ids. */
  scopeId: z.string(),
  getType: z.enum(['FREE', 'ACTIVITY']),
  rangeDayType: z.enum(['FIXEDTIME', 'DYNAMICTIME']),
  effectiveDays: z.number().int(),
  startTime: DateTime,
  endTime: DateTime,
  publishNum: z.number().int(),
  couponLimitNum: z.number().int(),
  receivedNum: z.number().int(),
  usedNum: z.number().int(),
  description: z.string(),
  /** NEW (not started) | START | END | CLOSE */
  promotionStatus: z.enum(['NEW', 'START', 'END', 'CLOSE']),
  createTime: DateTime,
})
export type Coupon = z.infer<typeof Coupon>

/** A coupon a member holds (`MemberCoupon`). */
export const MemberCoupon = z.object({
  id: Id,
  couponId: Id,
  couponName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  price: Yuan,
  discount: z.number(),
  consumeThreshold: Yuan,
  memberId: Id,
  memberName: z.string(),
  scopeType: CouponScopeType,
  scopeId: z.string(),
  couponType: CouponType,
  getType: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  platformFlag: z.boolean(),
  memberCouponStatus: MemberCouponStatus,
  consumptionTime: DateTime.nullable(),
  createTime: DateTime,
})
export type MemberCoupon = z.infer<typeof MemberCoupon>

/** `MemberCouponVO` of `cantUseCoupons`: why it does not apply to this cart. */
export const MemberCouponWithReason = MemberCoupon.extend({ reason: z.string() })

const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  )

export const CouponCentreQuery = PageQuery.extend({
  couponName: z.string().max(64).optional(),
  couponType: CouponType.optional(),
  scopeType: CouponScopeType.optional(),
  scopeId: z.string().max(200).optional(),
  /** Comma list; '0' selects platform coupons. */
  storeId: csv,
})

export const MyCouponsQuery = PageQuery.extend({
  memberCouponStatus: MemberCouponStatus.optional(),
  couponType: CouponType.optional(),
  scopeType: CouponScopeType.optional(),
})

export const CanUseQuery = PageQuery.extend({
  /** Comma list of store ids; the platform '0' is always added. */
  storeId: csv,
  /** Comma list of SKU or category ids the buyer is looking at. */
  scopeId: csv,
  totalPrice: z.coerce.number({ error: '金额格式不正确' }).min(0).max(1e9),
})
