import type { ReportTable, ReportView } from '@silk/contracts/reports'
import { stringify } from 'csv-stringify/sync'
import { BizError } from '../../shared/errors.ts'
import type { Locale } from '../../shared/localised.ts'

type Cell = string | number
const money = (yuan: number) => yuan.toFixed(2)

const HEAD: Record<string, [string, string]> = {
  start: ['开始日期', 'From'],
  end: ['结束日期', 'To'],
  orders: ['订单数', 'Orders'],
  paidAmount: ['销售额（元）', 'Sales (CNY)'],
  buyers: ['下单买家', 'Buyers'],
  newBuyers: ['新买家', 'New buyers'],
  returningBuyers: ['老买家', 'Returning buyers'],
  refunds: ['退款单数', 'Refunds'],
  refundAmount: ['退款金额（元）', 'Refunded (CNY)'],
  rank: ['排名', 'Rank'],
  goodsId: ['商品编号', 'Goods ID'],
  goodsName: ['商品名称', 'Goods'],
  storeName: ['店铺', 'Store'],
  quantity: ['销量（件）', 'Units sold'],
  amount: ['销售额（元）', 'Sales (CNY)'],
  page: ['页面', 'Page'],
  pageViews: ['浏览量', 'Page views'],
  visitors: ['访客数', 'Visitors'],
  newMembers: ['新增会员', 'New members'],
  totalMembers: ['会员总数', 'Total members'],
}

/**
 * One table of a report as CSV for Excel: a UTF-8 byte-order mark (so Excel reads the Chinese), a
 * header row in the request's language and one row per line, quoted by csv-stringify where a cell
 * holds a comma, a quote or a line break.
 */
export function reportCsv(report: ReportView, table: ReportTable, locale: Locale): string {
  const h = (keys: string[]) => keys.map((k) => HEAD[k][locale === 'en' ? 1 : 0])
  let rows: Cell[][]
  switch (table) {
    case 'sales':
      rows = [
        h([
          'start',
          'end',
          'orders',
          'paidAmount',
          'buyers',
          'newBuyers',
          'returningBuyers',
          'refunds',
          'refundAmount',
        ]),
        ...report.rows.map((r) => [
          r.start,
          r.end,
          r.orders,
          money(r.paidAmount),
          r.buyers,
          r.newBuyers,
          r.returningBuyers,
          r.refunds,
          money(r.refundAmount),
        ]),
      ]
      break
    case 'goodsAmount':
    case 'goodsQuantity':
      rows = [
        h(['rank', 'goodsId', 'goodsName', 'storeName', 'quantity', 'amount']),
        ...(table === 'goodsAmount' ? report.goodsByAmount : report.goodsByQuantity).map((g, i) => [
          i + 1,
          g.goodsId,
          g.goodsName,
          g.storeName,
          g.quantity,
          money(g.amount),
        ]),
      ]
      break
    case 'traffic':
      rows = [
        h(['start', 'end', 'pageViews', 'visitors']),
        ...report.traffic.map((r) => [r.start, r.end, r.pageViews, r.visitors]),
      ]
      break
    case 'trafficPages':
      rows = [
        h(['rank', 'goodsId', 'page', 'storeName', 'pageViews', 'visitors']),
        ...report.trafficPages.map((p, i) => [
          i + 1,
          p.goodsId ?? '',
          p.name,
          p.storeName,
          p.pageViews,
          p.visitors,
        ]),
      ]
      break
    case 'members':
      if (!report.members) throw new BizError('PARAMS_ERROR', { status: 400 })
      rows = [
        h(['start', 'end', 'newMembers', 'totalMembers']),
        ...report.members.map((m) => [m.start, m.end, m.newMembers, m.totalMembers]),
      ]
      break
  }
  return `\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`
}
