import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import styles from './rfq.module.css'

/**
 * A quote's unit-price tiers under their headers (起订数量 / 单价), as the buyer's comparison and the
 * seller's own quote list them (issue 60 §13): a quantity from which each unit price holds.
 */
export function QuoteTiers({
  tiers,
  unit,
}: {
  tiers: readonly { num: number; price: number }[]
  unit?: string
}) {
  const { t } = useTranslation('rfq')
  return (
    <table className={styles.tierTable} data-testid="quote-tiers">
      <thead>
        <tr>
          <th scope="col">{t('tierTable.num')}</th>
          <th scope="col">{t('tierTable.price')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((x) => (
          <tr key={x.num}>
            <td>
              ≥ {formatQuantity(x.num)}
              {unit ? ` ${unit}` : ''}
            </td>
            <td>{formatPrice(x.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
