import { Fragment } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ContactButton } from '../chat/ContactButton.tsx'
import styles from './goods-detail.module.css'
import type { GoodsSkuDetail } from './types.ts'
import { useCollection } from './use-collection.ts'

/** The merchant beside the goods: logo, location, three scores, enter, follow and 联系客服 (with the goods). */
export function StoreCard({ store, skuId }: { store: GoodsSkuDetail['store']; skuId?: string }) {
  const { t } = useTranslation('shop')
  const follow = useCollection('STORE', store.storeId)
  const scores = [
    ['description', store.descriptionScore],
    ['service', store.serviceScore],
    ['delivery', store.deliveryScore],
  ] as const
  return (
    <aside className={styles.store} data-testid="store-card" aria-label={store.storeName}>
      <div className={styles.storeHead}>
        <img src={store.storeLogo} alt="" width={56} height={56} />
        <div>
          <Link to={`/merchant?id=${store.storeId}`} className={styles.storeName}>
            {store.storeName}
          </Link>
          <div className={styles.storeCountry} data-testid="store-location">
            {/* Where the store is, else its country. A line breaks only between levels (never
                云南省西双版 / 纳州): Chinese levels come parted by a bare comma and are shown with " · ",
                English ones by ", ". */}
            {store.location
              ? store.location.split(/,\s*/).map((level, i) => (
                  <Fragment key={level}>
                    {i > 0 ? (store.location?.includes(', ') ? ', ' : ' · ') : null}
                    <span className={styles.locationLevel}>{level}</span>
                  </Fragment>
                ))
              : store.countryName}
            {store.selfOperated ? <span className={styles.selfTag}>{t('list.selfOperated')}</span> : null}
          </div>
        </div>
      </div>
      <ul className={styles.scores}>
        {scores.map(([key, value]) => (
          <li key={key}>
            <span>{t(`detail.storeScores.${key}`)}</span>
            <b>{value.toFixed(1)}</b>
          </li>
        ))}
      </ul>
      <div className={styles.storeActions}>
        <Link to={`/merchant?id=${store.storeId}`} className={styles.enterStore}>
          {t('detail.enterStore')}
        </Link>
        <button
          type="button"
          onClick={follow.toggle}
          disabled={follow.busy}
          className={follow.on ? styles.followOn : styles.follow}
        >
          {follow.on ? `♥ ${t('detail.storeCollected')}` : `♡ ${t('detail.collectStore')}`}
        </button>
        <ContactButton target={{ storeId: store.storeId, skuId }} className={styles.contact} />
      </div>
    </aside>
  )
}
