import { formatFen } from '@silk/contracts/money'
import type { billFlows, bills } from '@silk/db/schema/index'
import { stringify } from 'csv-stringify/sync'
import { formatDateTime } from '../../shared/dates.ts'

const STATUS: Record<string, string> = { OUT: '已出账', CHECK: '已对账', EXAMINE: '已审核', PAY: '已付款' }
const yuan = (fen: number) => formatFen(fen, { sign: '', grouping: false })

/**
 * A bill as CSV for Excel: a UTF-8 byte-order mark (so Excel reads the Chinese), the bill's summary,
 * a blank row and one row per line, quoted by csv-stringify.
 */
export function billCsv(bill: typeof bills.$inferSelect, lines: (typeof billFlows.$inferSelect)[]): string {
  const rows: (string | number)[][] = [
    ['结算单号', bill.sn],
    ['店铺', bill.storeName],
    ['结算周期', `${formatDateTime(bill.startTime)} ~ ${formatDateTime(bill.endTime)}`],
    ['状态', STATUS[bill.billStatus] ?? bill.billStatus],
    ['订单金额', yuan(bill.orderPrice)],
    ['退款金额', yuan(bill.refundPrice)],
    ['平台佣金', yuan(bill.commissionPrice)],
    ['退还佣金', yuan(bill.refundCommissionPrice)],
    ['分销佣金', yuan(bill.distributionCommission)],
    ['退还分销佣金', yuan(bill.distributionRefundCommission)],
    ['平台优惠券补贴', yuan(bill.siteCouponCommission)],
    ['结算金额', yuan(bill.billPrice)],
    ['付款流水号', bill.payReference ?? ''],
    [],
    ['类型', '单号', '订单号', '金额', '佣金', '分销佣金', '平台优惠券补贴', '结算金额', '时间'],
    ...lines.map((l) => [
      l.flowType === 'ORDER' ? '订单' : '退款',
      l.sn,
      l.orderSn,
      yuan(l.price),
      yuan(l.commissionPrice),
      yuan(l.distributionCommission),
      yuan(l.siteCouponCommission),
      yuan(l.finalPrice),
      formatDateTime(l.flowTime) ?? '',
    ]),
  ]
  return `\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`
}
