import { useEffect } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { refreshCartNum } from '../../features/cart/cart-count.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'
import styles from './payment.module.css'

export const meta = pageMeta('payDone')

/** Asks the cashier whether the trade (or recharge) named in the address is paid before saying so. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const sn = url.searchParams.get('sn') ?? ''
    const orderType = url.searchParams.get('orderType') ?? 'TRADE'
    const paid = sn
      ? await api.get<boolean>('/buyer/payment/cashier/result', { orderType, sn }).catch(() => false)
      : false
    return { paid, sn, orderType }
  })
}

/**
 * /payDone?orderType&sn: 支付成功 only once the cashier says the payment arrived; otherwise it says the
 * result is not confirmed yet and leads back to the cashier (or to the orders).
 */
export default function PayDonePage() {
  const { t } = useTranslation('payment')
  const { paid, sn, orderType } = useLoaderData<typeof loader>()
  const recharge = orderType === 'RECHARGE'
  useEffect(() => {
    refreshCartNum()
  }, [])
  return (
    <div className={shop.page}>
      <section
        className={`${shop.card} ${styles.done}`}
        data-testid="pay-done"
        data-paid={paid ? 'true' : 'false'}
      >
        <span className={styles.doneIcon} aria-hidden="true">
          {paid ? '✓' : '…'}
        </span>
        <h1>{paid ? t('done.title') : t('done.pendingTitle')}</h1>
        <p className={shop.muted}>
          {paid ? (recharge ? t('done.rechargeHint') : t('done.hint')) : t('done.pendingHint')}
        </p>
        <p className={styles.doneActions}>
          {paid ? (
            <Link to="/slShop" className="btn btn-ghost">
              {t('done.continue')}
            </Link>
          ) : sn ? (
            <Link to={`/payment?orderType=${orderType}&sn=${sn}`} className="btn btn-ghost">
              {t('done.backToPay')}
            </Link>
          ) : null}
          <Link to={recharge ? '/home/MoneyManagement' : '/home/MyOrder'} className={`btn ${shop.redBtn}`}>
            {recharge ? t('done.balance') : t('done.orders')}
          </Link>
        </p>
      </section>
    </div>
  )
}
