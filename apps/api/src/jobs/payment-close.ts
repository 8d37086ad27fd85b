import { closeStaleIntents } from '../flows/close-stale-payments.ts'
import { defineJob } from '../shared/jobs.ts'

/** Closes at the gateway the open payments of orders that were cancelled or paid another way (decision 141). */
export const paymentClose = defineJob({
  name: 'payment-close',
  schedule: { every: 60 },
  retry: { limit: 1, delaySeconds: 20 },
  handler: async (ctx) => closeStaleIntents(ctx),
})
