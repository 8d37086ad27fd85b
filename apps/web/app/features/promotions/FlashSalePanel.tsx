import type { SeckillPromotion } from '@silk/contracts/promotion'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { Clock, chinaTime } from './Clock.tsx'
import styles from './promotions.module.css'

/** The goods page's flash-sale band: flash price, the SKU price struck through, and the time left. */
export function FlashSalePanel({ flash, price }: { flash: SeckillPromotion; price: number }) {
  const { t } = useTranslation('shop')
  return (
    <div className={styles.flashBand} data-testid="flash-sale">
      <div className={styles.flashHead}>
        <strong>{t('promotions.seckillTitle')}</strong>
        <span>
          {t('promotions.endsIn')} <Clock deadline={chinaTime(flash.endTime)} className={styles.clock} />
        </span>
      </div>
      <div className={styles.flashPriceLine}>
        <span>{t('promotions.flashPrice')}</span>
        <b data-testid="flash-price">{formatPrice(flash.price)}</b>
        <s>{formatPrice(price)}</s>
        {flash.limitNum > 0 ? <em>{t('promotions.limit', { count: flash.limitNum })}</em> : null}
      </div>
    </div>
  )
}
