import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 满减 / 满折 (lilishop `FullDiscount`; issue 66, decision 160). Stores create theirs at
 * `/store/promotion/fullDiscount`; the buyer sees them in a goods' `promotionMap` under
 * `FULL_DISCOUNT-<id>` and in the cart's store groups. Money in yuan; a rate on the 0–10 scale
 * (8.5 = pay 85 %).
 */
const Time = z
  .string({ error: '请选择活动时间' })
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

export const FullDiscountType = z.enum(['MINUS', 'RATE'], { error: '请选择优惠方式' })
export const FullDiscountScope = z.enum(['ALL', 'PORTION_GOODS'], { error: '请选择活动范围' })

/** What a seller sends to create or edit a full discount (JSON body). */
export const FullDiscountForm = z.object({
  promotionName: z
    .string({ error: '请填写活动名称' })
    .trim()
    .min(1, '请填写活动名称')
    .max(64, '活动名称不能超过64字'),
  startTime: Time,
  endTime: Time,
  /** 满 ¥X: the eligible goods of one order must reach it (yuan). */
  fullMoney: Amount,
  discountType: FullDiscountType,
  /** MINUS: 减 ¥Y (yuan). */
  fullMinus: Amount.optional(),
  /** RATE: 打 Z 折, 0.1–9.9. */
  fullRate: z.coerce.number({ error: '折扣格式不正确' }).optional(),
  scopeType: FullDiscountScope,
  /** PORTION_GOODS: the goods it covers. */
  goodsIds: z.array(Id).max(200, '最多选择200个商品').default([]),
  description: z.string().trim().max(200, '说明不能超过200字').default(''),
})
export type FullDiscountForm = z.infer<typeof FullDiscountForm>

export const FullDiscountGoods = z.object({ goodsId: Id, goodsName: z.string(), thumbnail: z.string() })

export const FullDiscountStatus = z.enum(['NEW', 'START', 'END', 'CLOSE'])

/** lilishop's `FullDiscountVO` fields the buyer pages read, plus the rule said in both languages. */
export const FullDiscountVO = z.object({
  id: Id,
  storeId: z.string(),
  storeName: z.string(),
  promotionName: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  fullMoney: Yuan,
  /** lilishop's two flags: exactly one is true. */
  isFullMinus: z.boolean(),
  isFullRate: z.boolean(),
  fullMinus: Yuan,
  /** 0–10 scale (8.5 = pay 85 %); 0 for MINUS. */
  fullRate: z.number(),
  scopeType: FullDiscountScope,
  description: z.string(),
  promotionStatus: FullDiscountStatus,
  /** "满100元，立减现金20元" / "满100元，立享8.5折" and its English. */
  rule: z.string(),
  ruleEn: z.string(),
  /** Who bears it: STORE (the store's own) or PLATFORM (storeId '0'). */
  bearer: z.enum(['STORE', 'PLATFORM']),
  createTime: DateTime,
})
export type FullDiscountVO = z.infer<typeof FullDiscountVO>

/** The list and edit form view: the rule with the goods it covers. */
export const FullDiscountDetail = FullDiscountVO.extend({ goods: z.array(FullDiscountGoods) })
export type FullDiscountDetail = z.infer<typeof FullDiscountDetail>

export const FullDiscountPage = z.object({
  records: z.array(FullDiscountDetail),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
})

export const FullDiscountQuery = PageQuery.extend({
  promotionName: z.string().trim().max(64).optional(),
  promotionStatus: FullDiscountStatus.or(z.literal('')).optional(),
})
export type FullDiscountQuery = z.infer<typeof FullDiscountQuery>

/** A store group's full discount in the cart and at checkout (lilishop `CartVO.fullDiscount`/`isFull`). */
export const CartFullDiscount = z.object({
  id: Id,
  promotionName: z.string(),
  rule: z.string(),
  /** The eligible goods reached the threshold: `discount` is taken off. */
  isFull: z.boolean(),
  /** Yuan still to add to reach it (0 once full). */
  lack: Yuan,
  /** Yuan off now (0 until full). */
  discount: Yuan,
  /** Yuan off once full (for "再买 ¥X 可减 ¥Y"; for a rate, on the threshold amount). */
  reward: Yuan,
  bearer: z.enum(['STORE', 'PLATFORM']),
})
export type CartFullDiscount = z.infer<typeof CartFullDiscount>
