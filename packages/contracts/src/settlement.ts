import { z } from 'zod'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * Seller bills (结算单, lilishop `Bill`), decision 122: one per store and settlement period.
 * OUT issued → CHECK the seller confirmed → EXAMINE the operator reviewed → PAY paid with a reference.
 */
export const BillStatuses = ['OUT', 'CHECK', 'EXAMINE', 'PAY'] as const
export const BillStatus = z.enum(BillStatuses, { message: '结算单状态不正确' })
export type BillStatus = z.infer<typeof BillStatus>

const BillSn = z
  .string()
  .trim()
  .regex(/^B\d{1,38}$/, '结算单号不正确')

/** Amounts in yuan (two decimals, exact from fen). */
export const BillView = z.object({
  id: Id,
  sn: z.string(),
  storeId: Id,
  storeName: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  /** Completed orders' paid amounts. */
  orderPrice: Yuan,
  refundPrice: Yuan,
  commissionPrice: Yuan,
  refundCommissionPrice: Yuan,
  distributionCommission: Yuan,
  distributionRefundCommission: Yuan,
  /** Platform coupons' share of the orders, which the platform pays the store. */
  siteCouponCommission: Yuan,
  /** What the platform owes the store for the period. */
  billPrice: Yuan,
  orderCount: z.number().int(),
  refundCount: z.number().int(),
  billStatus: BillStatus,
  payReference: z.string().nullable(),
  checkTime: DateTime.nullable(),
  examineTime: DateTime.nullable(),
  payTime: DateTime.nullable(),
  createTime: DateTime,
})
export const BillPage = page(BillView)

/** One order or refund of a bill, with its part of each amount. */
export const BillFlowView = z.object({
  id: Id,
  flowType: z.enum(['ORDER', 'REFUND']),
  /** The order sn (ORDER) or the after-sale sn (REFUND). */
  sn: z.string(),
  orderSn: z.string(),
  price: Yuan,
  commissionPrice: Yuan,
  distributionCommission: Yuan,
  siteCouponCommission: Yuan,
  finalPrice: Yuan,
  flowTime: DateTime,
})
export const BillFlowPage = page(BillFlowView)

/** `GET /store/order/bill/getByPage`: the store's bills, newest period first. */
export const StoreBillQuery = PageQuery.extend({
  billStatus: BillStatus.optional(),
  sn: z.string().trim().max(40).optional(),
})

/** `GET /manager/order/bill/getByPage`: every store's bills. */
export const ManagerBillQuery = StoreBillQuery.extend({
  storeName: z.string().trim().max(64).optional(),
})

export const BillSnParam = z.object({ sn: BillSn })

export const BillFlowQuery = PageQuery.extend({
  flowType: z.enum(['ORDER', 'REFUND'], { message: '流水类型不正确' }).optional(),
})

/** `PUT /manager/order/bill/pay/{sn}`: the transfer's reference the seller sees. */
export const BillPayForm = z.object({
  payReference: z
    .string({ message: '请填写付款流水号' })
    .trim()
    .min(1, '请填写付款流水号')
    .max(64, '付款流水号最多64个字符'),
})

/** `POST /manager/order/bill/close`: bills cut for every store with orders or refunds not yet billed. */
export const BillCloseResult = z.object({ bills: z.array(BillView) })
