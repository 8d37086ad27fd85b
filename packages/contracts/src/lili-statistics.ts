import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { Id, Yuan } from './primitives.ts'

/**
 * lilishop's 统计 pages of both consoles (issue 67) in lilishop's shape, answered from this product's own
 * report (decision 158): the range is lilishop's `searchType` (TODAY, YESTERDAY, LAST_SEVEN,
 * LAST_THIRTY: China days, today included) or a calendar month (`year` + `month`).
 */
export const LiliSearchType = z.enum(['TODAY', 'YESTERDAY', 'LAST_SEVEN', 'LAST_THIRTY', ''], {
  error: '统计时间须为今天、昨天、近7天或近30天',
})
const Blank = z.literal('')
export const LiliStatisticsQuery = z.object({
  searchType: LiliSearchType.optional(),
  year: z.coerce
    .number({ error: '年份须为数字' })
    .int()
    .min(2000, '年份超出范围')
    .max(2100, '年份超出范围')
    .or(Blank)
    .optional(),
  month: z.coerce
    .number({ error: '月份须为数字' })
    .int()
    .min(1, '月份须为1到12')
    .max(12, '月份须为1到12')
    .or(Blank)
    .optional(),
  /** The operator's console picks one store (or '' for all); a seller always gets its own store. */
  storeId: z.union([z.literal(''), Id]).optional(),
})
export type LiliStatisticsQuery = z.infer<typeof LiliStatisticsQuery>

/** `GET /manager|store/statistics/goods` (GoodsStatisticsDTO): the top goods by units (NUM, the default) or amount (PRICE). */
export const LiliGoodsStatisticsQuery = LiliStatisticsQuery.extend({
  type: z.enum(['NUM', 'PRICE', ''], { error: '排行方式须为数量或金额' }).optional(),
})
export type LiliGoodsStatisticsQuery = z.infer<typeof LiliGoodsStatisticsQuery>
export const LiliGoodsStatistics = z.object({
  goodsId: Id,
  goodsName: z.string(),
  storeName: z.string(),
  num: z.number().int(),
  price: Yuan,
})

/** `GET /manager/statistics/member` (MemberStatisticsData), one row a day. */
export const LiliMemberStatistics = z.object({
  createDate: z.string(),
  memberCount: z.number().int(),
  newlyAdded: z.number().int(),
  /** lilishop's members active that day; this product keeps no daily sign-ins: null. */
  activeQuantity: z.number().int().nullable(),
})

/** `GET /store/statistics/order` (OrderStatisticsDataVO): what buyers paid per day. */
export const LiliOrderChartPoint = z.object({ createTime: z.string(), price: Yuan })

/** `GET /store/statistics/order/overview` (OrderOverviewVO). */
export const LiliOrderOverview = z.object({
  uvNum: z.number().int(),
  pvNum: z.number().int(),
  /** Orders placed in the range and the members who placed them, and their amount. */
  orderNum: z.number().int(),
  orderMemberNum: z.number().int(),
  orderAmount: Yuan,
  /** Orders paid in the range, the members who paid, and what they paid. */
  paymentOrderNum: z.number().int(),
  paymentsNum: z.number().int(),
  paymentAmount: Yuan,
  /** Refunds completed in the range. */
  refundOrderNum: z.number().int(),
  refundOrderPrice: Yuan,
  /** Percentages as lilishop writes them ("12.5%"): placing members / visitors, paying / placing, paying / visitors. */
  orderConversionRate: z.string(),
  paymentsConversionRate: z.string(),
  overallConversionRate: z.string(),
})
export type LiliOrderOverview = z.infer<typeof LiliOrderOverview>

/** `GET /store/statistics/order/order` and `/refund`: the range's orders or after-sales, one page. */
export const LiliStatisticsPageQuery = LiliStatisticsQuery.extend(PageQuery.shape)
export const LiliStatisticsOrder = z.object({
  sn: z.string(),
  storeName: z.string(),
  memberName: z.string(),
  orderStatus: z.string(),
  createTime: z.string(),
  paymentTime: z.string().nullable(),
  flowPrice: Yuan,
})
export const LiliStatisticsRefund = z.object({
  sn: z.string(),
  orderSn: z.string(),
  goodsImage: z.string(),
  goodsName: z.string(),
  sellerName: z.string(),
  memberName: z.string(),
  serviceType: z.string(),
  serviceStatus: z.string(),
  refundTime: z.string().nullable(),
  applyRefundPrice: Yuan,
  flowPrice: Yuan,
  createTime: z.string(),
})

/** `GET /manager|store/statistics/view/list` (PlatformViewVO): page views and visitors per day. */
export const LiliViewDay = z.object({ date: z.string(), pvNum: z.number().int(), uvNum: z.number().int() })

/** `GET /store/shop`: the 统计 pages' store picker; a seller sees only its own store. */
export const LiliShopPick = z.object({ id: Id, storeName: z.string() })
