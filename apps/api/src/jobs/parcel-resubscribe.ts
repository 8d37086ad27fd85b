import { resubscribeParcels } from '../modules/tracking/parcels.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * Parcels whose tracking subscription failed or was given up get a `parcel-subscribe` job again
 * (decision 147): the call to the provider is that job's, retried if its node dies mid-call.
 */
export const parcelResubscribe = defineJob({
  name: 'parcel-resubscribe',
  schedule: { every: 1800 },
  retry: { limit: 1, delaySeconds: 120 },
  expireSeconds: 600,
  handler: (ctx) => resubscribeParcels(ctx),
})
