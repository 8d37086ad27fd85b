import { formatApprox } from '@silk/contracts/display-currency'
import { fenOf } from '@silk/contracts/money'
import { useRootData } from '../../lib/root-data.ts'
import styles from './currency.module.css'

/** The rate of the buyer's display currency, or null when none is chosen (or it has no rate). */
export function useDisplayRate() {
  const { currency } = useRootData()
  return currency.chosen ? (currency.rates.find((r) => r.currency === currency.chosen) ?? null) : null
}

/**
 * "≈ US$12.34" beside a CNY price (decision 130): the one place a shop price is shown in the buyer's
 * display currency. `value` is yuan as the contract sends it (converted through integer fen); nothing
 * is shown without a chosen currency. Never used for charging.
 */
export function Approx({
  value,
  fen,
  block,
}: {
  value?: number | string | null
  /** The amount in integer fen, when the caller has it already. */
  fen?: number
  /** On a line of its own (goods cards, cart lines). */
  block?: boolean
}) {
  const rate = useDisplayRate()
  const { lang, currency } = useRootData()
  const amount = fen ?? (value === null || value === undefined ? null : fenOf(value))
  if (!rate || amount === null) return null
  return (
    <span
      className={block ? `${styles.approx} ${styles.block}` : styles.approx}
      data-testid="approx-price"
      title={`${rate.rateDate} · 1 CNY = ${rate.rate} ${currency.chosen}`}
    >
      {formatApprox(amount, rate, lang)}
    </span>
  )
}
