import { pruneTrafficVisitors } from '../modules/reports/traffic.ts'
import { defineJob } from '../shared/jobs.ts'

/** The page-view visitors of days that ended are deleted; the daily totals stay (decision 158). */
export const trafficPrune = defineJob({
  name: 'traffic-prune',
  schedule: { cron: '20 0 * * *' },
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  handler: async (ctx) => pruneTrafficVisitors(ctx.db),
})
