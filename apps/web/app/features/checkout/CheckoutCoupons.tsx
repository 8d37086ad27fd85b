import type { TradeDTO } from '@silk/contracts/trade'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import shop from '../../styles/shop.module.css'
import { CouponTicket } from '../coupons/CouponTicket.tsx'
import couponStyles from '../coupons/coupons.module.css'
import styles from './checkout.module.css'

type Run = (call: () => Promise<unknown>, success?: string) => Promise<void>

/**
 * Usable coupons with 立即使用 / 放弃优惠, then the ones that do not apply and why. Until the buyer
 * chooses, the server has applied the combination that takes off the most (`couponsPicked`).
 */
export function CheckoutCoupons({ trade, way, run }: { trade: TradeDTO; way: string; run: Run }) {
  const { t } = useTranslation('checkout')
  const selected = new Set(
    [trade.platformCoupon, ...Object.values(trade.storeCoupons)]
      .map((c) => c?.memberCoupon.id)
      .filter(Boolean),
  )
  const select = (id: string, used: boolean) =>
    run(() => api.get('/buyer/trade/carts/select/coupon', { way, memberCouponId: id, used }))
  return (
    <section className={shop.card} data-testid="checkout-coupons">
      <h2 className={shop.cardTitle}>{t('coupons')}</h2>
      {trade.canUseCoupons.length === 0 ? <p className={shop.muted}>{t('noCoupon')}</p> : null}
      {trade.couponsPicked ? (
        <p className={shop.muted} data-testid="coupons-picked">
          {t('couponsPicked')}
        </p>
      ) : null}
      <div className={styles.tickets}>
        {trade.canUseCoupons.map((c) => (
          <CouponTicket key={c.id} coupon={c}>
            {selected.has(c.id) ? (
              <>
                <span className={couponStyles.usedStamp}>{t('couponUsed')}</span>
                <button type="button" onClick={() => select(c.id, false)}>
                  {t('dropCoupon')}
                </button>
              </>
            ) : (
              <button type="button" onClick={() => select(c.id, true)}>
                {t('coupons:useNow')}
              </button>
            )}
          </CouponTicket>
        ))}
        {trade.cantUseCoupons.map((c) => (
          <CouponTicket key={c.id} coupon={c} muted note={c.reason} />
        ))}
      </div>
    </section>
  )
}
