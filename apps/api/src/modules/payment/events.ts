import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { paymentEvents } from '@silk/db/schema/index'

export type PaymentEventKind = 'AMOUNT_MISMATCH' | 'LATE_PAYMENT' | 'REFUND_REFUSED'

/**
 * Records what the operator must see of a payment, once per kind, payment and gateway number however
 * often the gateway repeats the notification (decision 141). No keys or signatures go in `detail`.
 */
export async function logPaymentEvent(
  db: DbOrTx,
  kind: PaymentEventKind,
  outTradeNo: string,
  provider: string,
  reference: string,
  detail: Record<string, string | number | null>,
) {
  await db
    .insert(paymentEvents)
    .values({
      id: nextId(),
      kind,
      outTradeNo,
      provider,
      dedupe: `${kind}:${outTradeNo}:${reference}`.slice(0, 160),
      detail,
    })
    .onConflictDoNothing({ target: paymentEvents.dedupe })
}
