import styles from '../../features/catalogue/goods-detail.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { GoodsFullDiscount } from './full-discount.server.ts'

/** The goods page's "促销 满减" row: each live offer's rule, as lilishop's "满X元，立减现金Y元". */
export function FullDiscountRow({ offers }: { offers: GoodsFullDiscount[] }) {
  const { t, lang } = useTranslation('shop')
  if (offers.length === 0) return null
  return (
    <div className={styles.row} data-testid="full-discount-row">
      <span className={styles.rowKey}>{t('detail.promotion')}</span>
      <span className={styles.rowText}>
        {offers.map((o) => (
          <span key={o.id} className={styles.fullOffer} title={o.name}>
            <b className={styles.fullTag}>{t('detail.fullTag')}</b>
            {lang === 'en' ? o.ruleEn : o.rule}
          </span>
        ))}
      </span>
    </div>
  )
}
