import { paymentRefundJob, settleRefund, sweepRefunds } from '../modules/payment/refunds.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * Refunds through the gateway that took the payment (decision 141). Sent with a refund number the
 * moment a refund is decided (in the deciding transaction); scheduled without one every five minutes
 * to send or ask again about every refund still PENDING, so none is ever lost.
 */
export const paymentRefund = defineJob<{ refundNo?: string } | null | undefined>({
  ...paymentRefundJob,
  schedule: { every: 300 },
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: async (ctx, data) =>
    data?.refundNo ? { status: await settleRefund(ctx, data.refundNo) } : sweepRefunds(ctx),
})
