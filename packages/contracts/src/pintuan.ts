import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 拼团 (group buying; lilishop `Pintuan`; issue 66 item 2, decision 161). A store's activity at
 * `/store/promotion/pintuan`; buyers read running activities, a goods' open groups and a group at
 * `/buyer/promotion/pintuan/**`, and buy with cart way PINTUAN (opening a group, or joining one with
 * `parentOrderSn` at create/trade). Money in yuan.
 */
const Time = z
  .string({ error: '请选择活动时间' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')
const Price = z.coerce
  .number({ error: '拼团价格式不正确' })
  .gt(0, '拼团价须大于0')
  .max(1_000_000, '金额过大')
  .refine(
    (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    refusal('金额最多两位小数', 'At most two decimals'),
  )

/** What a seller sends to create or edit an activity (JSON body). */
export const PintuanForm = z.object({
  promotionName: z
    .string({ error: '请填写活动名称' })
    .trim()
    .min(1, '请填写活动名称')
    .max(64, '活动名称不能超过64字'),
  goodsId: Id,
  /** 成团人数 2–10. */
  requiredNum: z.coerce
    .number({ error: '请填写成团人数' })
    .int('成团人数须为整数')
    .min(2, '成团人数至少2人')
    .max(10, '成团人数最多10人'),
  /** 成团时限 (hours) a group has to fill, 1–72. */
  limitHours: z.coerce
    .number({ error: '请填写成团时限' })
    .int('成团时限须为整数小时')
    .min(1, '成团时限至少1小时')
    .max(72, '成团时限最多72小时'),
  /** 虚拟成团: a group short at its deadline succeeds anyway. Off unless chosen. */
  fictitious: z.boolean().default(false),
  startTime: Time,
  endTime: Time,
  /** The group price of each SKU taking part (yuan), below its normal price. */
  skus: z
    .array(z.object({ skuId: Id, price: Price }))
    .min(1, '请至少设置一个规格的拼团价')
    .max(100, '规格过多')
    .refine(
      (s) => new Set(s.map((x) => x.skuId)).size === s.length,
      refusal('规格重复', 'A SKU appears twice'),
    ),
})
export type PintuanForm = z.infer<typeof PintuanForm>

export const PintuanStatus = z.enum(['NEW', 'START', 'END', 'CLOSE'])

export const PintuanSku = z.object({
  skuId: Id,
  /** The SKU's spec values, e.g. "红色 XL" (empty for a single-SKU goods). */
  specs: z.string(),
  /** Its normal price and its group price (yuan). */
  normalPrice: Yuan,
  price: Yuan,
})

export const PintuanVO = z.object({
  id: Id,
  storeId: z.string(),
  storeName: z.string(),
  promotionName: z.string(),
  goodsId: Id,
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  thumbnail: z.string(),
  requiredNum: z.number().int(),
  limitHours: z.number().int(),
  fictitious: z.boolean(),
  startTime: DateTime,
  endTime: DateTime,
  promotionStatus: PintuanStatus,
  skus: z.array(PintuanSku),
  /** Groups opened, and of them filled. */
  groupNum: z.number().int(),
  successNum: z.number().int(),
  createTime: DateTime,
})
export type PintuanVO = z.infer<typeof PintuanVO>

export const PintuanPage = z.object({
  records: z.array(PintuanVO),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
})

export const PintuanQuery = PageQuery.extend({
  promotionName: z.string().trim().max(64).optional(),
  promotionStatus: PintuanStatus.or(z.literal('')).optional(),
})
export type PintuanQuery = z.infer<typeof PintuanQuery>

export const PintuanGroupStatus = z.enum(['FORMING', 'SUCCESS', 'FAILED'])
export type PintuanGroupStatus = z.infer<typeof PintuanGroupStatus>

/** A member of a group as others see them: the nickname masked, the face if any. */
export const PintuanMemberVO = z.object({
  nickName: z.string(),
  face: z.string().nullable(),
  leader: z.boolean(),
  paid: z.boolean(),
})

/** A group as the goods page, the share page and the buyer's order read it. */
export const PintuanGroupVO = z.object({
  id: Id,
  pintuanId: Id,
  goodsId: Id,
  status: PintuanGroupStatus,
  requiredNum: z.number().int(),
  /** Places held (paid or waiting for payment) and paid. */
  taken: z.number().int(),
  paid: z.number().int(),
  /** 还差N人: paid places still missing. */
  lack: z.number().int(),
  deadline: DateTime,
  /** Milliseconds left until the deadline (0 once passed), for the countdown. */
  remainMs: z.number().int(),
  /** The leader's order sn: lilishop's `parentOrderSn` to join with (its `orderSn`). */
  parentOrderSn: z.string(),
  orderSn: z.string(),
  /** lilishop `PintuanMemberVO`: the leader's masked name and face, 成团人数 and 还差人数. */
  nickName: z.string(),
  face: z.string().nullable(),
  groupNum: z.number().int(),
  toBeGroupedNum: z.number().int(),
  members: z.array(PintuanMemberVO),
})
export type PintuanGroupVO = z.infer<typeof PintuanGroupVO>

/** A goods' running activity for the goods page: the rule, the prices and the groups one can join. */
export const GoodsPintuanVO = z.object({
  pintuan: PintuanVO,
  groups: z.array(PintuanGroupVO),
})
export type GoodsPintuanVO = z.infer<typeof GoodsPintuanVO>

/** lilishop `PintuanShareVO`: the group with its activity and goods. */
export const PintuanShareVO = z.object({
  promotionGoods: PintuanVO,
  pintuanMemberVOS: z.array(PintuanMemberVO),
  group: PintuanGroupVO,
})
export type PintuanShareVO = z.infer<typeof PintuanShareVO>

export const PintuanShareQuery = z.object({
  parentOrderSn: z.string().trim().max(64).optional(),
  groupId: Id.optional(),
  skuId: Id.optional(),
})

/** The group state an order carries (我的订单 list and detail). */
export const OrderPintuanVO = z.object({
  groupId: Id,
  status: PintuanGroupStatus,
  requiredNum: z.number().int(),
  paid: z.number().int(),
  lack: z.number().int(),
  deadline: DateTime,
})
export type OrderPintuanVO = z.infer<typeof OrderPintuanVO>
