import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 砍价 (bargain; lilishop `KanjiaActivityGoods`, `KanjiaActivity`, `KanjiaActivityLog`; issue 66,
 * decision 167). The operator offers a SKU at `/manager/promotion/kanJiaGoods`; a signed-in buyer
 * starts a bargain, others cut it once each at `/buyer/promotion/kanjiaGoods/**`, and its starter buys
 * it at its current price with cart way KANJIA. Money in yuan.
 */
const Time = z
  .string({ error: '请选择活动时间' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')
const Money = (what: string) =>
  z.coerce
    .number({ error: `${what}格式不正确` })
    .gt(0, `${what}须大于0`)
    .max(1_000_000, '金额过大')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      refusal('金额最多两位小数', 'At most two decimals'),
    )

/** What the operator sends to add or edit a bargain offer (JSON body). */
export const KanjiaGoodsForm = z.object({
  promotionName: z
    .string({ error: '请填写活动名称' })
    .trim()
    .min(1, '请填写活动名称')
    .max(64, '活动名称不能超过64字'),
  /** The SKU offered (of an approved, on-sale goods); its price is the bargain's start. */
  skuId: Id,
  /** 最低购买价: the lowest price a bargain can reach (lilishop `purchasePrice`). */
  purchasePrice: Money('最低购买价'),
  /** Each cut is a random amount between these (lilishop `lowestPrice`/`highestPrice`). */
  lowestPrice: Money('最低砍价金额'),
  highestPrice: Money('最高砍价金额'),
  /** 活动库存: how many bargains can be bought. */
  stock: z.coerce
    .number({ error: '请填写活动库存' })
    .int('活动库存须为整数')
    .min(1, '活动库存至少为1')
    .max(1_000_000, '活动库存过大'),
  startTime: Time,
  endTime: Time,
})
export type KanjiaGoodsForm = z.infer<typeof KanjiaGoodsForm>

export const KanjiaStatus = z.enum(['NEW', 'START', 'END', 'CLOSE'])

export const KanjiaGoodsVO = z.object({
  id: Id,
  promotionName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  goodsId: Id,
  skuId: Id,
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  /** The SKU's spec values ("红色 XL"; empty for a single-SKU goods). */
  specs: z.string(),
  thumbnail: z.string(),
  /** Where a bargain starts (the SKU's price when added) and the lowest it can reach. */
  price: Yuan,
  purchasePrice: Yuan,
  lowestPrice: Yuan,
  highestPrice: Yuan,
  /** Bargains still to be bought. */
  stock: z.number().int(),
  startTime: DateTime,
  endTime: DateTime,
  promotionStatus: KanjiaStatus,
  /** Bargains started and of them ordered. */
  bargainNum: z.number().int(),
  orderNum: z.number().int(),
  createTime: DateTime,
})
export type KanjiaGoodsVO = z.infer<typeof KanjiaGoodsVO>
export const KanjiaGoodsPage = page(KanjiaGoodsVO)

export const KanjiaGoodsQuery = PageQuery.extend({
  promotionName: z.string().trim().max(64).optional(),
  goodsName: z.string().trim().max(64).optional(),
  promotionStatus: KanjiaStatus.or(z.literal('')).optional(),
})
export type KanjiaGoodsQuery = z.infer<typeof KanjiaGoodsQuery>

/** One cut (lilishop `KanjiaActivityLog`): who (masked), how much, and the price after it. */
export const KanjiaLogVO = z.object({
  id: Id,
  kanjiaActivityId: Id,
  kanjiaMemberName: z.string(),
  kanjiaMemberFace: z.string().nullable(),
  kanjiaPrice: Yuan,
  surplusPrice: Yuan,
  createTime: DateTime,
})
export type KanjiaLogVO = z.infer<typeof KanjiaLogVO>
export const KanjiaLogPage = page(KanjiaLogVO)

/**
 * START: cutting and buyable; ORDERED: its order is made; END: the offer ended (or closed) before an
 * order.
 */
export const BargainStatus = z.enum(['START', 'ORDERED', 'END'])
export type BargainStatus = z.infer<typeof BargainStatus>

/** A bargain as its page reads it (lilishop `KanjiaActivityVO`), with what the viewer may do. */
export const KanjiaActivityVO = z.object({
  id: Id,
  kanjiaActivityGoodsId: Id,
  goodsId: Id,
  skuId: Id,
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  specs: z.string(),
  thumbnail: z.string(),
  /** The starter, masked (张**). */
  memberName: z.string(),
  face: z.string().nullable(),
  /** Start, floor and current price (lilishop `surplusPrice`), and how much has been cut. */
  price: Yuan,
  purchasePrice: Yuan,
  surplusPrice: Yuan,
  cutPrice: Yuan,
  status: BargainStatus,
  /** The offer's end: cuts and the purchase until then. */
  endTime: DateTime,
  createTime: DateTime,
  /** The viewer started it (lilishop `launch`), may cut it now (`help`), has cut it, may buy it now (`pass`). */
  launch: z.boolean(),
  help: z.boolean(),
  helped: z.boolean(),
  pass: z.boolean(),
  /** Its order, for its starter only. */
  orderSn: z.string().nullable(),
  /** The cuts, newest first (at most 50; the logs endpoint pages them all). */
  logs: z.array(KanjiaLogVO),
})
export type KanjiaActivityVO = z.infer<typeof KanjiaActivityVO>
export const KanjiaActivityPage = page(KanjiaActivityVO)

/** `POST getKanjiaActivity`: a bargain by its id, or the viewer's own on an offer. */
export const KanjiaActivityQuery = z
  .object({
    kanjiaActivityId: Id.optional(),
    kanjiaActivityGoodsId: Id.optional(),
  })
  .refine(
    (q) => q.kanjiaActivityId || q.kanjiaActivityGoodsId,
    refusal('请指定砍价记录或砍价商品', 'Name a bargain or a bargain offer'),
  )

export const KanjiaLogQuery = PageQuery.extend({ kanJiaActivityId: Id })
