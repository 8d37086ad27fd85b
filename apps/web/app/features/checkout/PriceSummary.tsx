import type { PriceDetailDTO } from '@silk/contracts/trade'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import { Approx } from '../currency/Approx.tsx'
import styles from './checkout.module.css'

/** Price details of the checkout (A4): goods, freight, discounts, coupons, payable. */
export function PriceSummary({
  price,
  count,
  unit = '件',
}: {
  price: PriceDetailDTO
  count: number
  /** The goods' unit when every line shares it (60 套), else 件. */
  unit?: string
}) {
  const { t } = useTranslation('checkout')
  return (
    <section className={`${shop.card} ${styles.priceSummary} ${shop.priceRows}`} data-testid="price-summary">
      <p>
        {t('price.goods', { count, unit })} <span>{formatPrice(price.goodsPrice)}</span>
      </p>
      <p>
        {t('price.freight')} <span data-testid="freight-price">+{formatPrice(price.freightPrice)}</span>
      </p>
      {price.discountPrice > 0 ? (
        <p>
          {t('price.discount')} <span data-testid="discount-price">-{formatPrice(price.discountPrice)}</span>
        </p>
      ) : null}
      {price.couponPrice > 0 ? (
        <p>
          {t('price.coupon')} <span data-testid="coupon-price">-{formatPrice(price.couponPrice)}</span>
        </p>
      ) : null}
      {price.payPoint > 0 ? (
        <p>
          {t('price.points')} <span data-testid="pay-points">{price.payPoint}</span>
        </p>
      ) : null}
      <p className={shop.payableRow}>
        {t('price.payable')} <b className={shop.bigPrice}>{formatPrice(price.flowPrice)}</b>
        <Approx value={price.flowPrice} />
      </p>
    </section>
  )
}
