import type { ParcelState } from '@silk/db/schema/tracking'

/** A parcel as a provider needs it. */
export interface ParcelRef {
  orderSn: string
  carrierCode: string
  providerCom: string | null
  trackingNo: string
  salt: string | null
  /** The consignee's phone: SF and a few others ask for it (its last four digits) before they answer. */
  phone: string | null
  /** 省市区 of the sender and the consignee, which help the provider judge delivery. */
  from: string | null
  to: string | null
}

export interface TraceEvent {
  time: Date
  context: string
  providerState: string | null
  areaName: string | null
}

/**
 * What a provider says of a parcel, from a push or a query: its whole trace so far (any order), the
 * state it is in, and whether the provider stopped watching it (signed: `ended`; gave up: `aborted`).
 */
export interface TraceReport {
  trackingNo: string
  providerCom: string | null
  state: ParcelState | null
  events: TraceEvent[]
  ended: boolean
  aborted: boolean
  message: string | null
}

export type SubscribeOutcome = { ok: true } | { ok: false; code: string; message: string; retry: boolean }

/**
 * The seam a tracking service plugs into (decision 147). `subscribe` asks it to push a parcel's
 * events to our callback; `verifyPush` checks a push's signature against the parcel it names and reads
 * it (null: refused); `query` asks for the trace now, when a push is late.
 */
export interface TrackingProvider {
  readonly name: 'kuaidi100'
  subscribe(parcel: ParcelRef, callbackUrl: string): Promise<SubscribeOutcome>
  verifyPush(body: Record<string, unknown>, parcel: Pick<ParcelRef, 'salt'>): TraceReport | null
  query(parcel: ParcelRef): Promise<TraceReport | null>
}
