import { autoReceiveOrders } from '../modules/orders/auto-receive.ts'
import { defineJob } from '../shared/jobs.ts'

/** Delivered orders signed for ORDER_SETTING.autoReceive days ago are received for the buyer (decision 147). */
export const orderAutoReceive = defineJob({
  name: 'order-auto-receive',
  schedule: (config) => {
    const every = config.RECEIVE_JOB_INTERVAL_SECONDS
    return every > 0 ? { every } : null
  },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  handler: async (ctx) => ({ received: await autoReceiveOrders(ctx) }),
})
