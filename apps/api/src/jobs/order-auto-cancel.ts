import { cancelExpiredOrders } from '../flows/cancel-order.ts'
import { defineJob } from '../shared/jobs.ts'

/** Unpaid orders (and recharges) past the operator's auto-cancel minutes or their transfer deadline. */
export const orderAutoCancel = defineJob({
  name: 'order-auto-cancel',
  schedule: (config) => {
    const every = config.ORDER_JOB_INTERVAL_SECONDS
    return every > 0 ? { every } : null
  },
  // The next slot sweeps again anyway; one quick retry shows a passing fault as such.
  retry: { limit: 1, delaySeconds: 20 },
  handler: async (ctx) => ({ cancelled: await cancelExpiredOrders(ctx) }),
})
