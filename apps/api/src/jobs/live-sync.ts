import { liveApi } from '../modules/broadcast/live-api.ts'
import { syncLive } from '../modules/broadcast/sync.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * 直播 (decision 169): asks WeChat (or the sandbox) for the live goods' audit verdicts
 * (goods/getapproved) and the rooms' live status (getliveinfo) every LIVE_SYNC_INTERVAL_SECONDS and
 * writes them onto our rows. Safe to run again: it only writes what differs.
 */
export const liveSync = defineJob({
  name: 'live-sync',
  schedule: (config) =>
    config.LIVE_SYNC_INTERVAL_SECONDS > 0 ? { every: config.LIVE_SYNC_INTERVAL_SECONDS } : null,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  handler: async (ctx) => syncLive(ctx.db, liveApi(ctx.config)),
})
