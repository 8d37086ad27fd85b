import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { refreshCartNum } from '../../features/cart/cart-count.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'
import styles from './payment.module.css'

export const meta = pageMeta('payDone')

/** /payDone: paid; continue shopping or see the orders (or the balance after a recharge). */
export default function PayDonePage() {
  const { t } = useTranslation('trade')
  const [params] = useSearchParams()
  const recharge = params.get('orderType') === 'RECHARGE'
  useEffect(() => {
    refreshCartNum()
  }, [])
  return (
    <div className={shop.page}>
      <section className={`${shop.card} ${styles.done}`} data-testid="pay-done">
        <span className={styles.doneIcon} aria-hidden="true">
          ✓
        </span>
        <h1>{t('done.title')}</h1>
        <p className={shop.muted}>{recharge ? t('done.rechargeHint') : t('done.hint')}</p>
        <p className={styles.doneActions}>
          <Link to="/slShop" className="btn btn-ghost">
            {t('done.continue')}
          </Link>
          <Link to={recharge ? '/home/MoneyManagement' : '/home/MyOrder'} className={`btn ${shop.redBtn}`}>
            {recharge ? t('done.balance') : t('done.orders')}
          </Link>
        </p>
      </section>
    </div>
  )
}
