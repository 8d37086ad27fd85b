import { formatDateTime } from '../../shared/dates.ts'
import type { OrderRow } from './state-machine.ts'

const HOUR = 3600_000

/**
 * Tracking from the sandbox express provider: the steps a parcel passes, revealed as time since
 * shipping goes by (a real provider such as kdniao plugs in behind the same shape).
 */
export function sandboxTraces(order: OrderRow, now = new Date()) {
  if (!order.logisticsTime || !order.logisticsNo) {
    return { shipper: order.logisticsName ?? '', logisticCode: order.logisticsNo ?? '', traces: [] }
  }
  const city = order.consigneeAddressPath?.split(',')[1] ?? '目的地'
  const steps: [number, string][] = [
    [0, `【${order.storeName}】商家已发货，${order.logisticsName}已揽收`],
    [2 * HOUR, '快件已到达始发转运中心'],
    [8 * HOUR, `快件已发往【${city}】转运中心`],
    [24 * HOUR, `快件已到达【${city}】转运中心`],
    [30 * HOUR, '快件正在派送中，请保持电话畅通'],
  ]
  const shipped = order.logisticsTime.getTime()
  const traces = steps
    .filter(([offset]) => shipped + offset <= now.getTime())
    .map(([offset, text]) => ({ AcceptTime: formatDateTime(shipped + offset) ?? '', AcceptStation: text }))
  if (order.orderStatus === 'COMPLETED' && order.completeTime) {
    traces.push({
      AcceptTime: formatDateTime(order.completeTime) ?? '',
      AcceptStation: '快件已签收，感谢使用',
    })
  }
  return { shipper: order.logisticsName ?? '', logisticCode: order.logisticsNo, traces }
}
