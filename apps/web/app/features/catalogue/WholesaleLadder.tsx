import type { WholesaleTier } from '@silk/contracts/goods'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { Approx } from '../currency/Approx.tsx'
import styles from './goods-detail.module.css'

/** The price ladder of a WHOLESALE goods (批发价, as Alibaba.com shows it): each step's price and range. */
export function WholesaleLadder({ tiers, unit }: { tiers: WholesaleTier[]; unit: string }) {
  const { t } = useTranslation('shop')
  return (
    <div className={styles.priceLine}>
      <span className={styles.rowKey}>{t('wholesale.title')}</span>
      <ol className={styles.ladder} data-testid="wholesale-ladder">
        {tiers.map((tier, i) => {
          const next = tiers[i + 1]
          return (
            <li key={tier.num}>
              <b className={styles.ladderPrice}>{formatPrice(tier.price)}</b>
              <Approx value={tier.price} />
              <span>
                {next
                  ? t('wholesale.range', { from: tier.num, to: next.num - 1, unit })
                  : t('wholesale.from', { num: tier.num, unit })}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The step a quantity reaches (the highest whose minimum it meets), or none below the first. */
export function tierFor(tiers: WholesaleTier[], num: number): WholesaleTier | undefined {
  return tiers.filter((tier) => tier.num <= num).at(-1)
}
