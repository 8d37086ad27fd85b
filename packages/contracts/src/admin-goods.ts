import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { BoolParam, DateTime, Id, listParam, Yuan } from './primitives.ts'

export const GoodsAuthFlag = z.enum(['PASS', 'TOBEAUDITED', 'REFUSE'])
export const GoodsMarket = z.enum(['UPPER', 'DOWN'])
const AUTH_FLAG_ORDINALS: Record<string, string> = { '0': 'TOBEAUDITED', '1': 'PASS', '2': 'REFUSE' }

/**
 * `GET /manager/goods/goods/list` (all goods) and `GET /manager/goods/goods/auth/list` (the review
 * queue: `authFlag` TOBEAUDITED, oldest first).
 */
export const ManagerGoodsQuery = PageQuery.extend({
  goodsName: z.string().trim().max(64).optional(),
  storeName: z.string().trim().max(64).optional(),
  /** A category id at any level: its goods and those of the categories under it. */
  categoryId: Id.optional(),
  marketEnable: GoodsMarket.optional(),
  /** Also lilishop's ordinals: its 商品审核 page sends `authFlag=0` (0 TOBEAUDITED, 1 PASS, 2 REFUSE). */
  authFlag: z.preprocess((v) => AUTH_FLAG_ORDINALS[String(v)] ?? v, GoodsAuthFlag).optional(),
})

export const ManagerGoods = z.object({
  id: Id,
  sn: z.string(),
  goodsName: z.string(),
  thumbnail: z.string(),
  storeId: Id,
  storeName: z.string(),
  categoryPath: z.string(),
  categoryName: z.string(),
  price: Yuan,
  quantity: z.number().int(),
  marketEnable: GoodsMarket,
  authFlag: GoodsAuthFlag,
  authMessage: z.string(),
  createTime: DateTime,
  updateTime: DateTime,
})
export const ManagerGoodsPage = page(ManagerGoods)

/** `GET /manager/goods/goods/get/{id}`: what the operator reviews. */
export const ManagerGoodsDetail = ManagerGoods.extend({
  sellingPoint: z.string(),
  intro: z.string(),
  images: z.array(z.string()),
  params: z.array(
    z.object({
      groupName: z.string(),
      items: z.array(z.object({ paramName: z.string(), paramValue: z.string() })),
    }),
  ),
  skus: z.array(
    z.object({
      id: Id,
      specs: z.string(),
      /** The specs as the English site reads them; '' when none has English (the Chinese shows). */
      specsEn: z.string(),
      price: Yuan,
      cost: Yuan,
      quantity: z.number().int(),
      sn: z.string(),
    }),
  ),
  /**
   * What differs from the version the operator last approved, field by field (decision 154): empty when
   * nothing does, null for goods never approved (a first review).
   */
  changes: z
    .array(
      z.object({
        field: z.enum([
          'goodsName',
          'goodsNameEn',
          'sellingPoint',
          'sellingPointEn',
          'intro',
          'introEn',
          'images',
          'video',
          'params',
          'category',
          'brand',
          'skus',
          'skusEn',
        ]),
        before: z.string(),
        after: z.string(),
      }),
    )
    .nullable(),
})

export const GoodsIdParams = z.object({ id: Id })

/** `PUT /manager/goods/goods/auth?goodsId=&authFlag=&reason=`: approve or refuse (with a reason). */
export const ManagerGoodsAuthForm = z
  .object({
    goodsId: listParam(Id).pipe(z.array(Id).min(1).max(100)),
    authFlag: z.enum(['PASS', 'REFUSE']),
    reason: z.string().trim().max(200, '原因最多200个字符').optional(),
  })
  .refine((f) => f.authFlag === 'PASS' || (f.reason ?? '').length > 0, {
    ...refusal('拒绝商品请填写原因', 'Give the reason for refusing the goods'),
    path: ['reason'],
  })

/** `PUT /manager/goods/goods/{id}/under?reason=`: forced take-down (违规下架), a reason is required. */
export const ManagerGoodsUnderForm = z.object({
  reason: z
    .string({ message: '请填写下架原因' })
    .trim()
    .min(1, '请填写下架原因')
    .max(200, '原因最多200个字符'),
})

/** `GET|PUT /manager/setting/goods`: whether new and materially edited goods wait for review (lilishop `GOODS_SETTING.goodsCheck`). */
export const GoodsReviewSetting = z.object({ goodsCheck: z.boolean() })
export const GoodsReviewSettingForm = z.object({ goodsCheck: BoolParam })
