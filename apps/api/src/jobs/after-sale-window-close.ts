import { closeAfterSaleWindows } from '../modules/orders/auto-receive.ts'
import { defineJob } from '../shared/jobs.ts'

/** Items of orders completed ORDER_SETTING.closeAfterSale days ago can no longer get an after-sale (decision 147). */
export const afterSaleWindowClose = defineJob({
  name: 'after-sale-window-close',
  schedule: (config) => {
    const every = config.RECEIVE_JOB_INTERVAL_SECONDS
    return every > 0 ? { every } : null
  },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  handler: async (ctx) => ({ closed: await closeAfterSaleWindows(ctx) }),
})
