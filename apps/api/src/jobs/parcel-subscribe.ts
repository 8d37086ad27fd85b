import { parcelSubscribeJob, subscribeParcel } from '../modules/tracking/parcels.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * Subscribes a shipped parcel to the tracking provider's pushes (decision 147). Queued in the shipping
 * transaction; a refusal or a fault fails the run (the provider's words are the error) and it is
 * retried with backoff; `parcel-resubscribe` later resends the ones that still failed.
 */
export const parcelSubscribe = defineJob({
  ...parcelSubscribeJob,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireSeconds: 120,
  handler: (ctx, data) => subscribeParcel(ctx, data.orderSn),
})
