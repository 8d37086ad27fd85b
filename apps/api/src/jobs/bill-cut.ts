import { cutBills } from '../modules/settlement/cut-bills.ts'
import { defineJob } from '../shared/jobs.ts'

/** The sellers' settlement bills of the periods that have ended (decision 122). */
export const billCut = defineJob({
  name: 'bill-cut',
  schedule: (config) => {
    const every = config.BILL_JOB_INTERVAL_SECONDS
    return every > 0 ? { every } : null
  },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  handler: async (ctx) => {
    const made = await cutBills(ctx.db, { mode: 'due' })
    return { bills: made.length }
  },
})
