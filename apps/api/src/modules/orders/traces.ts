import { formatDateTime } from '../../shared/dates.ts'
import { carrierName } from '../../shared/english-texts.ts'
import type { Locale } from '../../shared/localised.ts'
import type { OrderRow } from './state-machine.ts'

const HOUR = 3600_000

/**
 * Tracking from the sandbox express provider: the steps a parcel passes, revealed as time since
 * shipping goes by (a real provider such as kdniao plugs in behind the same shape).
 */
export function sandboxTraces(order: OrderRow, locale?: Locale, now = new Date()) {
  const shipper = carrierName(locale, order.logisticsName ?? '')
  if (!order.logisticsTime || !order.logisticsNo) {
    return { shipper, logisticCode: order.logisticsNo ?? '', traces: [] }
  }
  const en = locale === 'en'
  const city = order.consigneeAddressPath?.split(',')[1] ?? (en ? 'the destination' : '目的地')
  const store = en ? (order.storeNameEn ?? order.storeName) : order.storeName
  const steps: [number, string][] = en
    ? [
        [0, `[${store}] shipped the parcel; ${shipper} has collected it`],
        [2 * HOUR, 'Arrived at the origin sorting centre'],
        [8 * HOUR, `On its way to the sorting centre of ${city}`],
        [24 * HOUR, `Arrived at the sorting centre of ${city}`],
        [30 * HOUR, 'Out for delivery; please keep your phone at hand'],
      ]
    : [
        [0, `【${store}】商家已发货，${shipper}已揽收`],
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
      AcceptStation: en ? 'Delivered and signed for' : '快件已签收，感谢使用',
    })
  }
  return { shipper, logisticCode: order.logisticsNo, traces }
}
