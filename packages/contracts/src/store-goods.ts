import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { BoolParam, Id, Yuan } from './primitives.ts'

const Quantity = z.coerce
  .number({ message: '请输入库存数量' })
  .int('库存须为整数')
  .min(0, '库存不能为负数')
  .max(9_999_999, '库存最多9999999')

/**
 * `PUT /store/goods/goods/update/stocks` (lilishop GoodsSkuStockDTO): per SKU, SET the stock to a
 * count (the default, as upstream), or ADD / SUB units (入库 / 出库) without reading it first.
 */
export const StockUpdateList = z
  .array(z.object({ skuId: Id, quantity: Quantity, type: z.enum(['SET', 'ADD', 'SUB']).default('SET') }))
  .min(1, '请选择要修改库存的规格')
  .max(200, '一次最多修改200个规格')
  .refine(
    (list) => new Set(list.map((i) => i.skuId)).size === list.length,
    refusal('规格重复', 'The same SKU is listed twice'),
  )
export type StockUpdateList = z.infer<typeof StockUpdateList>

export const SkuStock = z.object({
  skuId: Id,
  goodsId: Id,
  goodsName: z.string(),
  simpleSpecs: z.string(),
  sn: z.string(),
  price: Yuan,
  quantity: z.number().int(),
})

/**
 * `GET /store/goods/goods/list/stocks`: every SKU of the store, lowest stock first, so the seller can
 * raise any of them; `lowStock=true` keeps those at or below the store's warning threshold, and
 * `goodsName` those whose goods name holds it.
 */
export const StockListQuery = PageQuery.extend({
  lowStock: BoolParam.optional(),
  goodsName: z.string().trim().max(64, '商品名称最多64个字符').optional(),
})

export type StockListQuery = z.infer<typeof StockListQuery>

/** The threshold, how many SKUs are at or below it, and the page asked for. */
export const StockWarningView = z.object({
  stockWarningNum: z.number().int(),
  lowStockCount: z.number().int(),
  goodsSkuPage: page(SkuStock),
})

export const StockWarningForm = z.object({
  stockWarning: z.coerce
    .number()
    .int('预警数须为整数')
    .min(0, '预警数不能为负数')
    .max(99_999, '预警数最多99999'),
})

/** 店铺分类 (`/store/goods/label`): two levels; `parentId` '0' (or absent) makes a top row. */
export const StoreLabelForm = z.object({
  labelName: z
    .string({ message: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(32, '分类名称最多32个字符'),
  parentId: z.union([z.literal('0'), Id]).default('0'),
  sortOrder: z.coerce
    .number()
    .int('排序须为整数')
    .min(0, '排序不能为负数')
    .max(9999, '排序最大9999')
    .default(0),
})
export const StoreLabel = z.object({
  id: Id,
  labelName: z.string(),
  parentId: z.string(),
  level: z.number().int(),
  sortOrder: z.number().int(),
})
/** A top row with its children (two levels, so no recursion). */
export const StoreLabelTree = z.array(StoreLabel.extend({ children: z.array(StoreLabel) }))
