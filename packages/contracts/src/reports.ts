import { z } from 'zod'
import { chinaDayStartOf } from './china-time.ts'
import { refusal } from './issue-english.ts'
import { Id, Yuan } from './primitives.ts'

/**
 * 统计报表 (decision 158): the seller centre's and the operator console's reports over a range of
 * China days, cut into days, weeks (Monday to Sunday) or calendar months. The first and last period
 * are clipped to the range.
 */
export const ReportPeriod = z.enum(['DAY', 'WEEK', 'MONTH'], { error: '统计周期须为按日、按周或按月' })
export type ReportPeriod = z.infer<typeof ReportPeriod>

const Day = z
  .string({ error: '请选择日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 yyyy-MM-dd')
  .refine((d) => chinaDayStartOf(d) !== null, refusal('日期不存在', 'No such date'))

/** What each report table takes: the range (both days included, GMT+8) and the period. */
export const ReportQuery = z.object({
  from: Day,
  to: Day,
  period: ReportPeriod.default('DAY'),
})
export type ReportQuery = z.infer<typeof ReportQuery>

/** The operator's: platform-wide, or one store's with `storeId`. */
export const ManagerReportQuery = ReportQuery.extend({ storeId: Id.optional() })
export type ManagerReportQuery = z.infer<typeof ManagerReportQuery>

/** The tables a report has, each exported as its own CSV. */
export const ReportTables = [
  'sales',
  'goodsAmount',
  'goodsQuantity',
  'traffic',
  'trafficPages',
  'members',
] as const
export const ReportTable = z.enum(ReportTables, { error: '报表名称错误' })
export type ReportTable = z.infer<typeof ReportTable>
export const ReportCsvQuery = ReportQuery.extend({ table: ReportTable })
export const ManagerReportCsvQuery = ManagerReportQuery.extend({ table: ReportTable })

const Figures = {
  /** Paid orders (by payment time) and what the buyers paid for them. */
  orders: z.number().int(),
  paidAmount: Yuan,
  /** Distinct members who paid; new: whose first paid order (in the scope) falls in the period. */
  buyers: z.number().int(),
  newBuyers: z.number().int(),
  returningBuyers: z.number().int(),
  /** Refunds completed (by refund time) and their amount. */
  refunds: z.number().int(),
  refundAmount: Yuan,
}

export const ReportRow = z.object({
  /** The period's first and last day, `yyyy-MM-dd` (clipped to the range). */
  start: z.string(),
  end: z.string(),
  ...Figures,
})
export type ReportRow = z.infer<typeof ReportRow>

export const GoodsRankRow = z.object({
  goodsId: Id,
  goodsName: z.string(),
  storeName: z.string(),
  quantity: z.number().int(),
  amount: Yuan,
})
export type GoodsRankRow = z.infer<typeof GoodsRankRow>

export const TrafficRow = z.object({
  start: z.string(),
  end: z.string(),
  pageViews: z.number().int(),
  visitors: z.number().int(),
})
export const TrafficPageRow = z.object({
  storeId: Id,
  /** null: the store's own page. */
  goodsId: Id.nullable(),
  name: z.string(),
  storeName: z.string(),
  pageViews: z.number().int(),
  visitors: z.number().int(),
})

export const MemberRow = z.object({
  start: z.string(),
  end: z.string(),
  newMembers: z.number().int(),
  /** Members registered by the period's last day. */
  totalMembers: z.number().int(),
})

/**
 * `GET /store/statistics/report`, `GET /manager/statistics/report`. `visitors` of a period add the
 * days' distinct visitors of each page (a visitor of two pages or two days counts in each).
 */
export const ReportView = z.object({
  from: z.string(),
  to: z.string(),
  period: ReportPeriod,
  totals: z.object({
    ...Figures,
    pageViews: z.number().int(),
    visitors: z.number().int(),
  }),
  rows: z.array(ReportRow),
  /** The top goods by paid amount and by quantity (10 each). */
  goodsByAmount: z.array(GoodsRankRow),
  goodsByQuantity: z.array(GoodsRankRow),
  traffic: z.array(TrafficRow),
  /** The most viewed pages (20). */
  trafficPages: z.array(TrafficPageRow),
  /** Operator only, platform-wide (null for the seller and for one store). */
  members: z.array(MemberRow).nullable(),
})
export type ReportView = z.infer<typeof ReportView>
