import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { OrderDetailVO, OrderSimpleVO, Traces } from './order.ts'
import { PageQuery, page } from './paging.ts'
import { Mobile, Text } from './validation.ts'

/**
 * The seller order desk's tabs (`?orderStatus=` of `/store/order/order`, `?status=` of the page
 * `/seller/orders`): 待付款, 待发货, 待收货, 待核验 (self pickup), 已完成, 已取消.
 */
export const STORE_ORDER_TABS = [
  'UNPAID',
  'UNDELIVERED',
  'DELIVERED',
  'TAKE',
  'COMPLETED',
  'CANCELLED',
] as const
export const StoreOrderTab = z.enum(STORE_ORDER_TABS, { error: '订单状态不正确' })
export type StoreOrderTab = z.infer<typeof StoreOrderTab>

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')

/** The filters of the list, the counts and the export (dates are days in GMT+8, both included). */
export const StoreOrderFilter = z.object({
  orderStatus: StoreOrderTab.optional(),
  orderSn: z.string().trim().max(40).optional(),
  /** The buyer's nickname (as on the order), account name or mobile, or the consignee's name or mobile. */
  buyer: z.string().trim().max(32).optional(),
  goodsName: z.string().trim().max(60).optional(),
  startDate: Day.optional(),
  endDate: Day.optional(),
})
export const StoreOrderQuery = PageQuery.extend(StoreOrderFilter.shape)

export const StoreOrderVO = OrderSimpleVO.extend({
  consigneeName: z.string().nullable(),
  consigneeMobile: z.string().nullable(),
  remark: z.string().nullable(),
  logisticsName: z.string().nullable(),
  logisticsNo: z.string().nullable(),
})
export const StoreOrderPage = page(StoreOrderVO)

/** How many orders of the store each tab holds under the same filters (without `orderStatus`). */
export const StoreOrderCounts = z.object({
  ALL: z.number().int(),
  UNPAID: z.number().int(),
  UNDELIVERED: z.number().int(),
  DELIVERED: z.number().int(),
  TAKE: z.number().int(),
  COMPLETED: z.number().int(),
  CANCELLED: z.number().int(),
})

export const StoreOrderDetailVO = OrderDetailVO.extend({
  /** The buyer's member mobile (the consignee's is on the order). */
  memberMobile: z.string().nullable(),
  /** The parcel's journey once shipped. */
  traces: Traces.nullable(),
})

export const PriceQuery = z.object({
  orderPrice: z.coerce
    .number({ error: '请输入订单金额' })
    .min(0.01, '订单金额必须大于0')
    .max(10_000_000, '订单金额过大')
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      refusal('金额最多两位小数', 'At most two decimals'),
    ),
})

export const ConsigneeInput = z.object({
  consigneeName: Text(32).min(1, '请输入收货人姓名'),
  consigneeMobile: Mobile,
  consigneeAddressIdPath: z
    .string({ error: '请选择所在地区' })
    .trim()
    .regex(/^\d{1,12}(,\d{1,12}){1,3}$/, '请选择所在地区'),
  consigneeDetail: Text(140).min(1, '请输入详细地址'),
})

export const SellerRemarkQuery = z.object({ sellerRemark: Text(200) })

export const BATCH_DELIVER_MAX_LINES = 500
export const BatchDeliverInput = z.object({
  /** The uploaded file's text: a header line, then `订单编号,物流公司,物流单号` per line. */
  csv: z.string().max(200_000, '文件过大'),
})
export const BatchDeliverLine = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  orderSn: z.string(),
  logisticsName: z.string(),
  logisticsNo: z.string(),
  /** Null when the line was (or could be) shipped; else the error code and its message. */
  code: z.number().int().nullable(),
  message: z.string(),
})
export const BatchDeliverResult = z.object({
  /** True when every line was shipped; false when nothing was (a bad line stops the batch). */
  applied: z.boolean(),
  shipped: z.number().int(),
  lines: z.array(BatchDeliverLine),
})
