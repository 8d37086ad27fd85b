import { z } from 'zod'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * The operator's 对账 page (decision 149): each gateway's trade bill of a day compared with our
 * payments and refunds, the differences found and their resolution.
 */
export const ReconciledGateway = z.enum(['alipay', 'wechat'], { error: '支付渠道错误' })
export type ReconciledGateway = z.infer<typeof ReconciledGateway>

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误')

/** `GET /manager/order/reconciliation`: the days reconciled, newest first. */
export const ReconciliationQuery = PageQuery.extend({
  provider: ReconciledGateway.optional(),
  startDate: Day.optional(),
  endDate: Day.optional(),
})
export const ReconciliationRun = z.object({
  id: Id,
  provider: ReconciledGateway,
  billDate: z.string(),
  /** READY: the bill was read and compared; UNAVAILABLE: the gateway had no bill for that day (yet). */
  status: z.enum(['READY', 'UNAVAILABLE']),
  reason: z.string().nullable(),
  gatewayPayments: z.number().int(),
  gatewayRefunds: z.number().int(),
  matched: z.number().int(),
  paymentTotal: Yuan,
  refundTotal: Yuan,
  differences: z.number().int(),
  open: z.number().int(),
  runs: z.number().int(),
  runTime: DateTime,
})
export type ReconciliationRun = z.infer<typeof ReconciliationRun>
export const ReconciliationPage = page(ReconciliationRun).extend({
  /** The gateways that run for real (the others are the sandbox, which has no bills). */
  gateways: z.array(ReconciledGateway),
})

export const DifferenceType = z.enum(['MISSING_LOCAL', 'MISSING_GATEWAY', 'AMOUNT_DIFFERS'], {
  error: '差异类型错误',
})

/** `GET /manager/order/reconciliation/differences`: the differences, open ones first. */
export const DifferenceQuery = PageQuery.extend({
  provider: ReconciledGateway.optional(),
  billDate: Day.optional(),
  status: z.enum(['OPEN', 'RESOLVED'], { error: '处理状态错误' }).optional(),
  type: DifferenceType.optional(),
})
export const ReconciliationDifference = z.object({
  id: Id,
  provider: ReconciledGateway,
  billDate: z.string(),
  /** A payment or a refund. */
  kind: z.enum(['PAYMENT', 'REFUND']),
  type: DifferenceType,
  /** The payment's out_trade_no, or our refund number. */
  key: z.string(),
  outTradeNo: z.string(),
  /** The gateway's number (trade_no / transaction_id / refund_id), when known. */
  providerNo: z.string().nullable(),
  gatewayAmount: Yuan.nullable(),
  localAmount: Yuan.nullable(),
  /** Our record's state (PENDING, CLOSED, FAILED…); null when we have none. */
  localStatus: z.string().nullable(),
  /** What our payment paid: TRADE / ORDER / RECHARGE and its sn; null when we have no such payment. */
  orderType: z.string().nullable(),
  sn: z.string().nullable(),
  status: z.enum(['OPEN', 'RESOLVED']),
  note: z.string().nullable(),
  resolverName: z.string().nullable(),
  resolvedTime: DateTime.nullable(),
  createTime: DateTime,
})
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>
export const DifferencePage = page(ReconciliationDifference)

/** `PUT /manager/order/reconciliation/differences/{id}/resolve`: what was done about it. */
export const ResolveDifferenceBody = z.object({
  note: z.string({ error: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(500, '处理说明最多500个字'),
})

/** `POST /manager/order/reconciliation/run`: read a gateway's bill of a day again. */
export const ReconcileRunBody = z.object({ provider: ReconciledGateway, billDate: Day })
export const ReconcileRunResult = z.object({
  status: z.enum(['READY', 'UNAVAILABLE']),
  reason: z.string().nullable(),
  lines: z.number().int(),
  matched: z.number().int(),
  differences: z.number().int(),
})
