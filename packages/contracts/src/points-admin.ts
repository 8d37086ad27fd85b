import { z } from 'zod'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * The operator's points mall (积分商城 management, decision 156; lilishop 管理端 促销 › 积分商品 /
 * 积分分类, `/manager/promotion/pointsGoods`, `/manager/promotion/pointsGoodsCategory`). The shapes
 * only check types and lengths: the business rules (points above 0, stock not below 0, the end after
 * the start, the SKU on sale) answer their own codes 42101–42109, from the API.
 */

const required = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多${max}个字`)

const Whole = (label: string) =>
  z.coerce
    .number({ error: `${label}格式不正确` })
    .int(`${label}须为整数`)
    .max(100_000_000, `${label}过大`)

const Time = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, `${label}格式不正确`)

/** On sale (上架) or taken off sale (下架) by the operator. */
export const PointsGoodsStatus = z.enum(['UPPER', 'DOWN'], { error: '状态错误' })
/** What a buyer sees of it now: NEW not started, START on offer, END over, DOWN taken off sale. */
export const PointsPromotionStatus = z.enum(['NEW', 'START', 'END', 'DOWN'], { error: '状态错误' })
export type PointsPromotionStatus = z.infer<typeof PointsPromotionStatus>

/** A points goods as the console lists it; the goods fields in the reader's language (decision 136). */
export const ManagerPointsGoods = z.object({
  id: Id,
  skuId: Id,
  goodsId: Id,
  storeId: Id,
  storeName: z.string(),
  /** '' when the SKU was deleted since. */
  goodsName: z.string(),
  simpleSpecs: z.string(),
  thumbnail: z.string(),
  /** The SKU's own price, in yuan. */
  price: Yuan,
  /** The SKU's own stock (an exchange needs both it and `activeStock`). */
  skuQuantity: z.number().int(),
  /** Whether the goods is on sale (UPPER and approved): an exchange needs it. */
  goodsOnSale: z.boolean(),
  points: z.number().int(),
  /** What is left to exchange. */
  activeStock: z.number().int(),
  pointsGoodsCategoryId: Id,
  pointsGoodsCategoryName: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  status: PointsGoodsStatus,
  promotionStatus: PointsPromotionStatus,
  createTime: DateTime,
})
export type ManagerPointsGoods = z.infer<typeof ManagerPointsGoods>
export const ManagerPointsGoodsPage = page(ManagerPointsGoods)

/** `GET /manager/promotion/pointsGoods`: by goods name, category and state, newest first. */
export const ManagerPointsGoodsQuery = PageQuery.extend({
  goodsName: z.string().trim().max(64).optional(),
  pointsGoodsCategoryId: Id.optional(),
  promotionStatus: PointsPromotionStatus.optional(),
})

const PointsGoodsFields = {
  pointsGoodsCategoryId: z.string({ error: '请选择分类' }).trim().min(1, '请选择分类').pipe(Id),
  points: Whole('兑换积分'),
  activeStock: Whole('兑换库存'),
  /** `yyyy-MM-dd HH:mm[:ss]`, China time. */
  startTime: Time('开始时间'),
  endTime: Time('结束时间'),
}

/** `POST /manager/promotion/pointsGoods`: a platform SKU on sale, its points, stock, window and category. */
export const PointsGoodsForm = z.object({
  skuId: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').pipe(Id),
  ...PointsGoodsFields,
})
export type PointsGoodsForm = z.infer<typeof PointsGoodsForm>

/**
 * `PUT /manager/promotion/pointsGoods/{id}`: the SKU stays (delete and add another for a new one).
 * `originalStock`, the stock the form was loaded with, makes the stock change a difference: what
 * buyers exchanged meanwhile is not given back (10 → 15 while 3 were exchanged leaves 12). Without
 * it the stock is set as given.
 */
export const PointsGoodsEditForm = z.object({
  ...PointsGoodsFields,
  originalStock: Whole('原库存').optional(),
})
export type PointsGoodsEditForm = z.infer<typeof PointsGoodsEditForm>

/** `PUT /manager/promotion/pointsGoods/status/{id}?status=UPPER|DOWN`: 上架 / 下架. */
export const PointsGoodsStatusQuery = z.object({ status: PointsGoodsStatus })

/** `GET /manager/promotion/pointsGoods/skus`: the SKUs on sale an operator may choose, by name, sn or id. */
export const PointsSkuQuery = PageQuery.extend({ keyword: z.string().trim().max(64).optional() })
export const PointsSkuChoice = z.object({
  skuId: Id,
  goodsId: Id,
  goodsName: z.string(),
  simpleSpecs: z.string(),
  sn: z.string(),
  thumbnail: z.string(),
  price: Yuan,
  quantity: z.number().int(),
  storeName: z.string(),
  /** The points goods this SKU already is, if any (a SKU is one points goods at most). */
  pointsGoodsId: Id.nullable(),
})
export type PointsSkuChoice = z.infer<typeof PointsSkuChoice>
export const PointsSkuPage = page(PointsSkuChoice)

/** A points-mall category with both names (the console edits both) and how many goods use it. */
export const ManagerPointsCategory = z.object({
  id: Id,
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
  goodsCount: z.number().int(),
})
export type ManagerPointsCategory = z.infer<typeof ManagerPointsCategory>
export const ManagerPointsCategoryPage = page(ManagerPointsCategory)
export const ManagerPointsCategoryQuery = PageQuery.extend({ name: z.string().trim().max(32).optional() })

/** `POST /manager/promotion/pointsGoodsCategory` and `PUT …/{id}`. */
export const PointsCategoryForm = z.object({
  name: required('分类名称', 32),
  nameEn: z.string().trim().max(64, '英文名称最多64个字符').default(''),
  sortOrder: z.coerce
    .number({ error: '排序格式不正确' })
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(9999, '排序不能大于9999')
    .default(0),
})
export type PointsCategoryForm = z.infer<typeof PointsCategoryForm>
