import { z } from 'zod'
import { ServiceType } from './after-sale.ts'
import { PageQuery } from './paging.ts'
import { Id, Yuan } from './primitives.ts'

/**
 * Answers lilishop's seller and manager consoles read in lilishop's own shape where this product's
 * consoles read another (issue 67); each names the lilishop class it follows.
 */

/** `GET /store/goods/goods/sku/list` (GoodsSearchParams): the store's SKUs, one page. */
export const LiliSkuQuery = PageQuery.extend({
  goodsName: z.string().trim().max(64, '商品名称最多64个字符').optional(),
  goodsId: z.string().trim().max(40).optional(),
  sn: z.string().trim().max(40).optional(),
  skuSn: z.string().trim().max(40).optional(),
  marketEnable: z.enum(['UPPER', 'DOWN', '']).optional(),
  authFlag: z.enum(['PASS', 'TOBEAUDITED', 'REFUSE', '']).optional(),
})
export type LiliSkuQuery = z.infer<typeof LiliSkuQuery>

/** lilishop's `GoodsSku`, the fields its stock, live-goods and distribution pickers read. */
export const LiliSku = z.object({
  id: Id,
  goodsId: Id,
  goodsName: z.string(),
  sn: z.string(),
  simpleSpecs: z.string(),
  price: Yuan,
  quantity: z.number().int(),
  /** The store's stock-warning threshold (this product keeps one per store, not one per SKU). */
  alertQuantity: z.number().int(),
  marketEnable: z.string(),
  authFlag: z.string(),
  thumbnail: z.string().nullable(),
  storeId: Id,
})

/** `GET …/order/afterSale/afterSaleNumVO` (AfterSaleNumVO): after-sales per status. */
export const LiliAfterSaleNumQuery = z.object({ serviceType: ServiceType.or(z.literal('')).optional() })
export const LiliAfterSaleNum = z.object({
  applyNum: z.number().int(),
  passNum: z.number().int(),
  refuseNum: z.number().int(),
  buyerReturnNum: z.number().int(),
  sellerConfirmNum: z.number().int(),
  sellerTerminationNum: z.number().int(),
  buyerCancelNum: z.number().int(),
  waitRefundNum: z.number().int(),
  completeNum: z.number().int(),
})

/** `GET /manager/setting/log/getAllByPage` (lilishop's LogManagerController): its filters. */
export const LiliLogQuery = PageQuery.extend({
  operatorName: z.string().trim().max(64).optional(),
  startDate: z.string().trim().max(19).optional(),
  endDate: z.string().trim().max(19).optional(),
})
/** lilishop's `SystemLogVO`, the fields its 操作日志 page reads. */
export const LiliSystemLog = z.object({
  id: Id,
  name: z.string(),
  customerLog: z.string(),
  username: z.string(),
  ip: z.string().nullable(),
  ipInfo: z.string().nullable(),
  requestUrl: z.string().nullable(),
  requestType: z.string().nullable(),
  createTime: z.string(),
})

/** `GET /manager/goods/goods/goodsNumber` (GoodsNumVO): every store's goods per tab of 平台商品. */
export const LiliGoodsNum = z.object({
  upperGoodsNum: z.number().int(),
  downGoodsNum: z.number().int(),
  auditGoodsNum: z.number().int(),
  refuseGoodsNum: z.number().int(),
})

/**
 * lilishop's 统计 pages' range (StatisticsQueryParam): `searchType` TODAY, YESTERDAY, LAST_SEVEN or
 * LAST_THIRTY (days ending today), or, when empty, the calendar month `year`-`month`; `storeId` one
 * store. `type` (goods ranking) NUM or PRICE.
 */
export const LiliStatisticsQuery = z.object({
  searchType: z
    .enum(['TODAY', 'YESTERDAY', 'LAST_SEVEN', 'LAST_THIRTY', ''], { error: '统计时间类型不正确' })
    .optional(),
  year: z.coerce
    .number({ error: '年份不正确' })
    .int()
    .min(2000, '年份不正确')
    .max(2100, '年份不正确')
    .optional(),
  month: z
    .union([
      z.literal(''),
      z.coerce.number({ error: '月份不正确' }).int().min(1, '月份不正确').max(12, '月份不正确'),
    ])
    .optional(),
  storeId: z.union([z.literal(''), Id]).optional(),
  type: z.enum(['NUM', 'PRICE', ''], { error: '排行类型须为 NUM 或 PRICE' }).optional(),
})
export type LiliStatisticsQuery = z.infer<typeof LiliStatisticsQuery>
/** `GET /manager/statistics/member` (MemberStatisticsData), one row a day. */
export const LiliMemberStatistics = z.object({
  createDate: z.string(),
  memberCount: z.number().int(),
  newlyAdded: z.number().int(),
  /** lilishop's members active that day; this product keeps no daily sign-ins: null. */
  activeQuantity: z.number().int().nullable(),
})
/** `GET /manager/statistics/goods` (GoodsStatisticsDTO): the top goods by quantity or paid amount. */
export const LiliGoodsStatistics = z.object({
  goodsId: Id,
  goodsName: z.string(),
  storeName: z.string(),
  num: z.number().int(),
  price: Yuan,
})
/** `GET /manager/statistics/view/list` (PlatformViewVO): page views and visitors a day. */
export const LiliViewStatistics = z.object({
  date: z.string(),
  pvNum: z.number().int(),
  uvNum: z.number().int(),
})
