import { closeStaleIntents } from '../modules/payment/close-intents.ts'
import { defineJob } from './define.ts'

/** Closes at the gateway the open payments of orders that were cancelled or paid another way (decision 141). */
export const paymentClose = defineJob({
  name: 'payment-close',
  schedule: { every: 60 },
  retry: { limit: 1, delaySeconds: 20 },
  handler: async (ctx) => closeStaleIntents(ctx),
})
