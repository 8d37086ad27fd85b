import { z } from 'zod'
import { AfterSaleVO } from './after-sale.ts'
import { CancelQuery } from './order.ts'
import { PageQuery } from './paging.ts'
import { StoreOrderCounts, StoreOrderDetailVO, StoreOrderFilter, StoreOrderPage } from './store-order.ts'

/**
 * The operator's order desk (`/manager/order/order`, lilishop 管理端 订单 → 商品订单, decision 116):
 * every store's orders with the seller desk's tabs, filters and rows, plus the store and pay status.
 */
export const ManagerOrderFilter = StoreOrderFilter.extend({
  storeName: z.string().trim().max(64).optional(),
  /** `TRANSFER_WAITING`: unpaid orders whose buyer chose a bank transfer (the ones to watch for). */
  payStatus: z.enum(['UNPAID', 'PAID', 'CANCEL', 'TRANSFER_WAITING'], { error: '付款状态不正确' }).optional(),
})
export const ManagerOrderQuery = PageQuery.extend(ManagerOrderFilter.shape)
export const ManagerOrderPage = StoreOrderPage
export const ManagerOrderCounts = StoreOrderCounts

/** `GET /manager/order/order/{sn}`: the seller's detail, and the order's after-sale cases. */
export const ManagerOrderDetail = StoreOrderDetailVO.extend({
  afterSales: z.array(AfterSaleVO),
  /**
   * The order's trade while more than one of its orders is unpaid (yuan): a buyer who checked out
   * from several stores pays them by one transfer, and the operator confirms them at once
   * (`POST /manager/order/trade/{tradeSn}/pay`). Null otherwise.
   */
  tradeUnpaid: z.object({ tradeSn: z.string(), orders: z.number().int(), amount: z.number() }).nullable(),
})

/** `POST /manager/order/order/{sn}/cancel?reason=`: the reason the buyer reads. */
export const ManagerCancelQuery = CancelQuery.extend({
  reason: z
    .string({ error: '请填写取消原因' })
    .trim()
    .min(1, '请填写取消原因')
    .max(200, '取消原因最多200个字'),
})

/**
 * `POST /manager/order/order/{sn}/pay?receivableNo=`: the platform confirms a bank transfer it received
 * for an unpaid order (lilishop 管理端 收款); the bank's reference is kept as the order's 支付流水号.
 */
export const ManagerPayQuery = z.object({
  receivableNo: z
    .string({ error: '请填写转账流水号' })
    .trim()
    .min(1, '请填写转账流水号')
    .max(64, '转账流水号最多64个字符'),
})
