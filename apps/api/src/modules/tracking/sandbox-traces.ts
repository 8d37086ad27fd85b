import type { orders } from '@silk/db/schema/index'
import type { ParcelState } from '@silk/db/schema/tracking'
import { formatDateTime } from '../../shared/dates.ts'
import { carrierName } from '../../shared/english-texts.ts'
import type { Locale } from '../../shared/localised.ts'

export type OrderRow = typeof orders.$inferSelect

const HOUR = 3600_000
/** The sandbox carrier signs a parcel for this long after shipping (unless the buyer confirmed first). */
export const SANDBOX_SIGN_AFTER_MS = 48 * HOUR

/**
 * Tracking from the sandbox express provider (no tracking key configured, decision 147): the steps a
 * parcel passes, revealed as time since shipping goes by, signed for 48 hours after shipping or when
 * the buyer confirmed receipt, whichever came first.
 */
export function sandboxTraces(order: OrderRow, locale?: Locale, now = new Date()) {
  const shipper = carrierName(locale, order.logisticsName ?? '')
  if (!order.logisticsTime || !order.logisticsNo) {
    return { shipper, logisticCode: order.logisticsNo ?? '', traces: [], state: null as ParcelState | null }
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
  const signedAt = sandboxSignedAt(order, now)
  const until = signedAt ? Math.min(now.getTime(), signedAt.getTime()) : now.getTime()
  const shown = steps.filter(([offset]) => shipped + offset <= until)
  const traces = shown.map(([offset, text]) => ({
    AcceptTime: formatDateTime(shipped + offset) ?? '',
    AcceptStation: text,
  }))
  if (signedAt) {
    traces.push({
      AcceptTime: formatDateTime(signedAt) ?? '',
      AcceptStation: en ? 'Delivered and signed for' : '快件已签收，感谢使用',
    })
  }
  const state: ParcelState | null = signedAt
    ? 'SIGNED'
    : shown.length >= 5
      ? 'DELIVERING'
      : shown.length >= 2
        ? 'IN_TRANSIT'
        : shown.length === 1
          ? 'COLLECTED'
          : null
  return { shipper, logisticCode: order.logisticsNo, traces, state }
}

/** When the sandbox carrier signed the parcel for: the buyer's receipt, or 48 h after shipping. */
export function sandboxSignedAt(order: OrderRow, now = new Date()): Date | null {
  if (!order.logisticsTime) return null
  if (order.orderStatus === 'COMPLETED' && order.completeTime) {
    return new Date(
      Math.min(order.completeTime.getTime(), order.logisticsTime.getTime() + SANDBOX_SIGN_AFTER_MS),
    )
  }
  const due = order.logisticsTime.getTime() + SANDBOX_SIGN_AFTER_MS
  return due <= now.getTime() ? new Date(due) : null
}
