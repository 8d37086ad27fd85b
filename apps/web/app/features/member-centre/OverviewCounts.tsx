import type { MemberOverview } from '@silk/contracts/member-overview'
import { Link } from 'react-router'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import styles from './member-centre.module.css'

/** Each count opens my orders on its tab; 退款/售后 opens my after-sales. */
const ORDER_COUNTS = [
  { key: 'waitPay', to: '/home/MyOrder?tag=WAIT_PAY' },
  { key: 'waitShip', to: '/home/MyOrder?tag=WAIT_SHIP' },
  { key: 'waitRog', to: '/home/MyOrder?tag=WAIT_ROG' },
  { key: 'waitTake', to: '/home/MyOrder?tag=WAIT_TAKE' },
  { key: 'waitComment', to: '/home/MyOrder?tag=COMPLETE' },
  { key: 'afterSale', to: '/home/AfterSale' },
] as const

/**
 * /home: my orders by status (each a link to that tab of my orders, and my after-sales in progress) and my
 * coupons, points and balance.
 */
export function OverviewCounts({ overview }: { overview: z.infer<typeof MemberOverview> }) {
  const { t } = useTranslation('memberCentre')
  const assets = [
    { key: 'coupons', to: '/home/Coupons', value: String(overview.coupons) },
    { key: 'points', to: '/home/Point', value: String(overview.point) },
    { key: 'balance', to: '/home/MoneyManagement', value: formatPrice(overview.balance) },
    { key: 'unread', to: '/home/MsgList', value: String(overview.unreadMessages) },
  ] as const
  return (
    <div className={styles.counts}>
      <section className={styles.countCard} aria-labelledby="overview-orders">
        <header>
          <h3 id="overview-orders">{t('overview.orders')}</h3>
          <Link to="/home/MyOrder">{t('overview.allOrders')}</Link>
        </header>
        <ul className={styles.countRow}>
          {/* 待核验 only for members who pick up in store: most never do, and the row keeps its five. */}
          {ORDER_COUNTS.filter(({ key }) => key !== 'waitTake' || overview.orders.waitTake > 0).map(
            ({ key, to }) => (
              <li key={key}>
                <Link to={to} className={styles.countLink} data-testid={`count-${key}`}>
                  <b className={overview.orders[key] > 0 ? styles.countHot : styles.count}>
                    {overview.orders[key]}
                  </b>
                  {t(`overview.${key}`)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </section>
      <section className={styles.countCard} aria-labelledby="overview-assets">
        <header>
          <h3 id="overview-assets">{t('overview.assets')}</h3>
        </header>
        <ul className={styles.countRow}>
          {assets.map(({ key, to, value }) => (
            <li key={key}>
              <Link to={to} className={styles.countLink} data-testid={`count-${key}`}>
                <b className={styles.count}>{value}</b>
                {t(`overview.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
