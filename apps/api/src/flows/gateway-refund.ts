import type { Tx } from '@silk/db/client'
import { type orders, paymentIntents, paymentRefunds } from '@silk/db/schema/index'
import { and, desc, eq, or } from 'drizzle-orm'
import { paymentRefundJob, type RefundSource } from '../modules/payment/refunds.ts'
import type { JobSender } from '../shared/jobs.ts'

/** Order payment methods whose money came through a gateway (or its sandbox) and goes back through it. */
export const GATEWAY_METHODS = new Set(['ALIPAY', 'WECHAT'])

/**
 * The gateway payment that paid an order: its trade's (checkout paid every order of a trade at once)
 * or its own, PAID, the latest. Null when none (a wallet or bank-transfer payment).
 */
export async function paidIntentOf(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, 'memberId' | 'tradeSn' | 'sn'>,
) {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'PAID'),
        eq(paymentIntents.memberId, order.memberId),
        or(
          and(eq(paymentIntents.orderType, 'TRADE'), eq(paymentIntents.sn, order.tradeSn)),
          and(eq(paymentIntents.orderType, 'ORDER'), eq(paymentIntents.sn, order.sn)),
        ),
      ),
    )
    .orderBy(desc(paymentIntents.paidTime))
    .limit(1)
  return intent ?? null
}

/**
 * Decides a refund through the gateway that took `intent` (decision 148), in the deciding transaction:
 * a PENDING `payment_refund` row whose number is the gateway's idempotency key, and its
 * `payment-refund` job, which exists exactly when the decision commits. The primary key on the number
 * is the last guard: one decision, one refund row, however many deciders raced.
 */
export async function queueGatewayRefund(
  tx: Tx,
  jobs: JobSender,
  input: {
    intent: typeof paymentIntents.$inferSelect
    refundNo: string
    amount: number
    source: RefundSource
    sourceSn: string
    reason: string
  },
) {
  await tx.insert(paymentRefunds).values({
    refundNo: input.refundNo,
    outTradeNo: input.intent.outTradeNo,
    provider: input.intent.provider,
    amount: input.amount,
    source: input.source,
    sourceSn: input.sourceSn,
    reason: input.reason.slice(0, 200),
  })
  await jobs.send(paymentRefundJob, { refundNo: input.refundNo }, { tx })
}
