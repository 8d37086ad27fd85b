import { z } from 'zod'
import { Coupon, CouponType, MemberCoupon } from './coupon.ts'
import { refusal } from './issue-english.ts'
import { PageQuery } from './paging.ts'
import { Id } from './primitives.ts'

/**
 * The seller's store coupons (`/store/promotion/coupon`, lilishop's `CouponStoreController`; decision
 * 121). Money in yuan as the rest of the contract; a discount on lilishop's 0–10 scale (8.5 = pay 85 %).
 */
const Time = z
  .string({ error: '请选择有效期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')
const Amount = z.coerce
  .number({ error: '金额格式不正确' })
  .min(0, '金额不能为负数')
  .max(1_000_000, '金额过大')
  .refine(
    (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    refusal('金额最多两位小数', 'At most two decimals'),
  )
const Count = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(1_000_000, `${label}过大`)

/** What the seller sends to create or edit a store coupon (JSON body). */
export const StoreCouponForm = z.object({
  couponName: z
    .string({ error: '请填写优惠券名称' })
    .trim()
    .min(1, '请填写优惠券名称')
    .max(64, '优惠券名称不能超过64字'),
  couponType: CouponType,
  /** PRICE: the amount off, in yuan. */
  price: Amount.optional(),
  /** DISCOUNT: 0.1–9.9. */
  couponDiscount: z.coerce.number({ error: '折扣格式不正确' }).optional(),
  /** Spend at least this much on the covered goods (yuan); 0 = no threshold. */
  consumeThreshold: Amount.default(0),
  /** FIXEDTIME: valid from `startTime` to `endTime`; DYNAMICTIME: claimable in that window, valid `effectiveDays` after the claim. */
  rangeDayType: z.enum(['FIXEDTIME', 'DYNAMICTIME'], { error: '请选择有效期类型' }),
  effectiveDays: Count('有效天数', 0).default(0),
  startTime: Time,
  endTime: Time,
  /** How many may be claimed in all. */
  publishNum: Count('发行数量', 1),
  /** Per member; 0 = no limit. */
  couponLimitNum: Count('每人限领', 0),
  scopeType: z.enum(['ALL', 'PORTION_GOODS'], { error: '请选择使用范围' }),
  /** PORTION_GOODS: the store's goods it covers (every SKU of each). */
  goodsIds: z.array(Id).max(200, '最多选择200个商品').default([]),
  description: z.string().trim().max(200, '说明不能超过200字').default(''),
})
export type StoreCouponForm = z.infer<typeof StoreCouponForm>

export const StoreCouponUpdate = StoreCouponForm.extend({ id: Id })

/** A goods a PORTION_GOODS coupon covers. */
export const StoreCouponGoods = z.object({
  goodsId: Id,
  goodsName: z.string(),
  thumbnail: z.string(),
})

/** The coupon with the goods it covers (for the edit form and the list). */
export const StoreCouponVO = Coupon.extend({ goods: z.array(StoreCouponGoods) })
export type StoreCouponVO = z.infer<typeof StoreCouponVO>

export const StoreCouponQuery = PageQuery.extend({
  couponName: z.string().trim().max(64).optional(),
  couponType: CouponType.or(z.literal('')).optional(),
  promotionStatus: z.enum(['NEW', 'START', 'END', 'CLOSE']).or(z.literal('')).optional(),
})
export type StoreCouponQuery = z.infer<typeof StoreCouponQuery>

/** `PUT /store/promotion/coupon/status`: close coupons (lilishop `couponIds` + `promotionStatus`). */
export const StoreCouponStatusQuery = z.object({
  couponIds: z
    .string({ error: '请选择优惠券' })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(Id).min(1, '请选择优惠券').max(100)),
  promotionStatus: z.literal('CLOSE', { error: '只能关闭优惠券' }),
})

/** `GET /store/promotion/coupon/received`: who claimed the store's coupons. */
export const StoreCouponReceivedQuery = PageQuery.extend({
  couponId: Id.optional(),
  memberName: z.string().trim().max(64).optional(),
  memberCouponStatus: z.enum(['NEW', 'USED', 'EXPIRE', 'CLOSED']).or(z.literal('')).optional(),
})
export type StoreCouponReceivedQuery = z.infer<typeof StoreCouponReceivedQuery>

/** A claim record: the member's copy and the order that used it. */
export const StoreCouponReceipt = MemberCoupon.extend({ usedOrderSn: z.string().nullable() })
