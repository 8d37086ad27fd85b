import type { PaymentProvider, RawNotification } from '../modules/payment/provider.ts'
import { recordRefundOutcome } from '../modules/payment/refunds.ts'
import type { Ctx } from '../shared/context.ts'
import { applyPaymentNotice, noticeAccepted } from './pay.ts'

/**
 * One notification of a gateway (decision 141): not authentic → refused (the gateway retries, and a
 * forger gets nothing); a payment → counted once (or refunded, or refused for a wrong amount); a
 * refund's result → recorded. Returns whether to tell the gateway it was accepted.
 */
export async function handleNotification(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'log'>,
  provider: PaymentProvider,
  raw: RawNotification,
): Promise<boolean> {
  let parsed: Awaited<ReturnType<PaymentProvider['parseNotification']>>
  try {
    parsed = await provider.parseNotification(raw)
  } catch (error) {
    ctx.log.warn({ err: error, provider: provider.name }, 'payment notification unreadable')
    return false
  }
  if (!parsed) {
    ctx.log.warn({ provider: provider.name }, 'payment notification refused: not authentic')
    return false
  }
  if (parsed.kind === 'IGNORED') return true
  if (parsed.kind === 'REFUND') {
    await recordRefundOutcome(ctx.db, parsed.refundNo, parsed.outcome)
    return true
  }
  const outcome = await applyPaymentNotice(ctx, provider.name, parsed.notice)
  if (!noticeAccepted(outcome))
    ctx.log.warn(
      { provider: provider.name, outTradeNo: parsed.notice.outTradeNo, outcome },
      'payment notification refused',
    )
  return noticeAccepted(outcome)
}
