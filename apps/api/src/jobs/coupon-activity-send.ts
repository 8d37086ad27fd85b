import { couponActivitySendJob, sendActivityBatch } from '../modules/coupons/coupon-activities.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * A 精准发券's send (decision 166): queued when the activity is created, to start at its start; each
 * run hands one batch of members their coupons and queues the next, so sending to every member never
 * holds a request or one long transaction. Idempotent: the grant rows decide who already has what.
 */
export const couponActivitySend = defineJob({
  ...couponActivitySendJob,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: async (ctx, data) => {
    const outcome = await sendActivityBatch(ctx.db, data.activityId)
    if (outcome.status === 'EARLY')
      await ctx.jobs.send(couponActivitySendJob, data, { startAfter: outcome.startTime })
    if (outcome.status === 'MORE') await ctx.jobs.send(couponActivitySendJob, data)
    return outcome
  },
})
