import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id } from './primitives.ts'

/**
 * 券活动 (lilishop `CouponActivity`; issue 66, decision 166): the operator hands platform coupons out,
 * `SPECIFY` (精准发券: once, when it starts, to chosen members or to all) or `REGISTERED` (新人赠券: to
 * every member who registers during its window). Paths `/manager/promotion/couponActivity`.
 */
const Time = z
  .string({ error: '请选择活动时间' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')

export const CouponActivityType = z.enum(['SPECIFY', 'REGISTERED'], { error: '请选择活动类型' })
export const CouponActivityScope = z.enum(['ALL', 'DESIGNATED'], { error: '请选择发放范围' })
export const CouponActivityStatus = z.enum(['NEW', 'START', 'END', 'CLOSE'])

/** One coupon of the activity and how many each member gets (lilishop `CouponActivityItem`). */
export const CouponActivityItemForm = z.object({
  couponId: Id,
  num: z.coerce
    .number({ error: '请填写每人发放张数' })
    .int('每人发放张数须为整数')
    .min(1, '每人至少发放1张')
    .max(10, '每人最多发放10张'),
})

/** What the operator sends to create an activity (JSON body, lilishop `CouponActivityDTO`'s fields). */
export const CouponActivityForm = z.object({
  promotionName: z
    .string({ error: '请填写活动名称' })
    .trim()
    .min(1, '请填写活动名称')
    .max(64, '活动名称不能超过64字'),
  couponActivityType: CouponActivityType,
  activityScope: CouponActivityScope.default('ALL'),
  startTime: Time,
  endTime: Time,
  couponActivityItems: z
    .array(CouponActivityItemForm)
    .min(1, '请至少选择一张优惠券')
    .max(10, '最多选择10张优惠券'),
  /** DESIGNATED: the members, by id (lilishop `memberDTOS[].id`) or by account name. */
  memberIds: z.array(Id).max(500, '最多指定500位会员').default([]),
  memberNames: z.array(z.string().trim().min(1).max(64)).max(500, '最多指定500位会员').default([]),
})
export type CouponActivityForm = z.infer<typeof CouponActivityForm>

export const CouponActivityQuery = PageQuery.extend({
  promotionName: z.string().trim().max(64).optional(),
  couponActivityType: CouponActivityType.optional().catch(undefined),
  promotionStatus: CouponActivityStatus.optional().catch(undefined),
})
export type CouponActivityQuery = z.infer<typeof CouponActivityQuery>

export const CouponActivityItemVO = z.object({
  couponId: Id,
  couponName: z.string(),
  num: z.number().int(),
  /** The coupon's stock: issued of published (0 = unlimited). */
  receivedNum: z.number().int(),
  publishNum: z.number().int(),
})

export const CouponActivityVO = z.object({
  id: Id,
  promotionName: z.string(),
  couponActivityType: CouponActivityType,
  activityScope: CouponActivityScope,
  startTime: DateTime,
  endTime: DateTime,
  promotionStatus: CouponActivityStatus,
  /** SPECIFY: WAITING | SENDING | SENT | CANCELLED; REGISTERED: null. */
  sendStatus: z.string().nullable(),
  couponActivityItems: z.array(CouponActivityItemVO),
  /** Members who received something so far. */
  receivedMembers: z.number().int(),
  createTime: DateTime,
})
export type CouponActivityVO = z.infer<typeof CouponActivityVO>

export const CouponActivityDetail = CouponActivityVO.extend({
  /** DESIGNATED: the chosen members. */
  members: z.array(z.object({ memberId: Id, memberName: z.string() })),
})
export type CouponActivityDetail = z.infer<typeof CouponActivityDetail>

/** One member's coupons from an activity. */
export const CouponActivityGrant = z.object({
  memberId: Id,
  memberName: z.string(),
  couponId: Id,
  couponName: z.string(),
  num: z.number().int(),
  createTime: DateTime,
})
export type CouponActivityGrant = z.infer<typeof CouponActivityGrant>
