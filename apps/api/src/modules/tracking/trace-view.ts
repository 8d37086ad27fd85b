import type { DbOrTx } from '@silk/db/client'
import type { ParcelState } from '@silk/db/schema/tracking'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { carrierName } from '../../shared/english-texts.ts'
import type { Locale } from '../../shared/localised.ts'
import { eventsOf, parcelOf, queryIfLate } from './parcels.ts'
import { type OrderRow, sandboxTraces } from './sandbox-traces.ts'

export interface TraceView {
  shipper: string
  logisticCode: string
  /** Oldest first. */
  traces: { AcceptTime: string; AcceptStation: string }[]
  /** Our carrier code (SF, ZTO, DHL…), empty before shipping. */
  carrierCode: string
  state: ParcelState | null
  /** `sandbox`: no tracking service is configured and the steps are invented (the page says so). */
  provider: 'kuaidi100' | 'sandbox'
}

/**
 * What the buyer, the seller and the operator see of an order's parcel (decision 147): the events a
 * tracking provider reported (queried first when its pushes are late), or the sandbox carrier's steps.
 */
export async function orderTrace(
  ctx: { db: DbOrTx; config: Config; log: FastifyBaseLogger; locale?: Locale },
  order: OrderRow,
): Promise<TraceView> {
  const parcel = order.logisticsNo ? await parcelOf(ctx.db, order.sn) : null
  if (!parcel || parcel.provider === 'sandbox') {
    return {
      ...sandboxTraces(order, ctx.locale),
      carrierCode: parcel?.carrierCode ?? '',
      provider: 'sandbox',
    }
  }
  let current = parcel
  if (await queryIfLate(ctx, parcel)) current = (await parcelOf(ctx.db, order.sn)) ?? parcel
  const events = await eventsOf(ctx.db, order.sn)
  return {
    shipper: carrierName(ctx.locale, order.logisticsName ?? ''),
    logisticCode: current.trackingNo,
    traces: events.map((e) => ({
      AcceptTime: formatDateTime(e.time) ?? '',
      AcceptStation: e.context,
    })),
    carrierCode: current.carrierCode,
    state: current.state,
    provider: 'kuaidi100',
  }
}
