import type { StoreAddress } from '@silk/contracts/trade'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import addressStyles from '../addresses/addresses.module.css'
import styles from './checkout.module.css'

type Point = z.infer<typeof StoreAddress>

/**
 * The checkout's 自提点信息: the store's pickup points as cards like the address cards; the chosen one
 * is marked (and pressed, for assistive technology). The store hands the goods over there.
 */
export function PickupPoints({
  points,
  selectedId,
  onSelect,
}: {
  points: Point[]
  selectedId: string | null
  onSelect(id: string): void
}) {
  const { t } = useTranslation('checkout')
  return (
    <section className={shop.card} aria-labelledby="pickup-title" data-testid="pickup-points">
      <h2 id="pickup-title" className={shop.cardTitle}>
        {t('pickupTitle')}
        <small className={styles.cardHint}>{t('pickupHint')}</small>
      </h2>
      {points.length === 0 ? <p className={shop.muted}>{t('noPickup')}</p> : null}
      <div className={addressStyles.addressCards}>
        {points.map((p) => {
          const on = p.id === selectedId
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={on}
              className={`${on ? addressStyles.addressOn : addressStyles.address} ${styles.pickupCard}`}
              onClick={() => !on && onSelect(p.id)}
              data-testid="pickup-card"
            >
              <b className={styles.pickupName}>{p.addressName}</b>
              <span className={styles.pickupLine}>{addressText(p.address)}</span>
              <span className={styles.pickupLine}>
                {t('pickupPhone')}
                {p.mobile}
              </span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
