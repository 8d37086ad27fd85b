import type { GatewayRefund } from '@silk/contracts/order'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Refund = z.infer<typeof GatewayRefund>

/**
 * Money going back through the gateway that took it (decision 148), as the buyer, the seller and the
 * operator read it: 退款中 / 已退款 / 退款失败 (the server's words, in the page's language), the amount,
 * our refund number and the gateway's once it has one.
 */
export function GatewayRefundLine({ refund, showSource = true }: { refund: Refund; showSource?: boolean }) {
  const { t } = useTranslation('payment')
  return (
    <span data-testid="gateway-refund" data-state={refund.status}>
      {showSource ? `${t(`refund.sources.${refund.source}`, refund.source)} ` : null}
      {formatPrice(refund.amount)} · <strong>{refund.statusValue}</strong>
      {refund.status === 'FAILED' ? ` (${t('refund.failedHint')})` : null}
      <br />
      <small>
        {t('refund.no', { no: refund.refundNo })}
        {refund.providerRefundNo ? ` · ${t('refund.providerNo', { no: refund.providerRefundNo })}` : null}
        {refund.refundTime ? ` · ${refund.refundTime}` : null}
      </small>
    </span>
  )
}

/** Every gateway refund of an order, one a line; nothing when there is none. */
export function GatewayRefundList({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return null
  return (
    <>
      {refunds.map((r) => (
        <div key={r.refundNo}>
          <GatewayRefundLine refund={r} />
        </div>
      ))}
    </>
  )
}
