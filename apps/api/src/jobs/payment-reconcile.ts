import { z } from 'zod'
import {
  type Gateway,
  RECONCILED_GATEWAYS,
  reconcileDay,
  reconcileYesterday,
} from '../modules/payment/reconcile.ts'
import { defineJob } from '../shared/jobs.ts'

/**
 * 对账 (decision 149): every morning at 10:30 China time — WeChat makes yesterday's bill from 9 and
 * advises fetching after 10 — each configured gateway's trade bill of yesterday is read and compared
 * with our payments and refunds. Sent with a gateway and date, it does that day again (the console's
 * rerun); a run of the same day replaces its result, never adds a second one.
 */
export const paymentReconcile = defineJob<{ gateway?: Gateway; billDate?: string } | null | undefined>({
  name: 'payment-reconcile',
  schedule: { cron: '30 10 * * *' },
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  data: z
    .object({
      gateway: z.enum(RECONCILED_GATEWAYS).optional(),
      billDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    })
    .nullish(),
  handler: async (ctx, data) =>
    data?.gateway && data.billDate
      ? reconcileDay(ctx, data.gateway, data.billDate)
      : reconcileYesterday(ctx, data?.billDate),
})
