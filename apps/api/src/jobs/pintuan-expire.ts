import { expireGroup } from '../flows/pintuan-expire.ts'
import { pintuanExpireJob } from '../modules/promotions/pintuan-groups.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * A 拼团 group's deadline (decision 161): queued by the checkout that opens the group, to start at its
 * deadline; fails a group still short (cancel and refund every order) or lets a 虚拟成团 one succeed.
 * Idempotent: a decided group is left alone, so a retry or a second run changes nothing.
 */
export const pintuanExpire = defineJob({
  ...pintuanExpireJob,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: async (ctx, data) => {
    const outcome = await expireGroup(ctx, data.groupId)
    // Run before the deadline (a clock ahead of the database's): ask again at the deadline.
    if (outcome.status === 'EARLY')
      await ctx.jobs.send(pintuanExpireJob, data, { startAfter: outcome.deadline })
    return { outcome: outcome.status }
  },
})
