import type { StoreDashboardView } from '@silk/contracts/store-statistics'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SELLER_PAGES } from '../../features/seller/menu.ts'
import { SELLER, sellerLoad, useSellerSession } from '../../features/seller/site.ts'
import { yuan } from '../../features/settlement/bill.tsx'
import { SalesChart } from '../../features/settlement/SalesChart.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './dashboard.module.css'

type Dashboard = z.infer<typeof StoreDashboardView>
type PendingKey = keyof Dashboard['pending']

/** Each count links to the list it counts, filtered the same way. */
const PENDING: { key: PendingKey; to: string }[] = [
  { key: 'unpaid', to: '/seller/orders?status=UNPAID' },
  { key: 'undelivered', to: '/seller/orders?status=UNDELIVERED' },
  { key: 'toVerify', to: '/seller/orders?status=TAKE' },
  { key: 'afterSale', to: '/seller/after-sale?status=APPLY' },
  { key: 'complaints', to: '/seller/complaints' },
  { key: 'lowStock', to: '/seller/goods?tab=lowStock' },
  { key: 'goodsInReview', to: '/seller/goods?tab=audit' },
  { key: 'billsToConfirm', to: '/seller/finance/bills?status=OUT' },
  { key: 'unansweredChats', to: '/seller/chat' },
  { key: 'flashSales', to: '/seller/promotions/seckill' },
  { key: 'unreadMessages', to: '/seller/messages' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    dashboard: await api.get<Dashboard>('/store/statistics/dashboard'),
  }))
}

/** 首页: what waits (counts of the areas this user may read), today's figures, 30 days of sales, the areas. */
export default function SellerDashboard() {
  const { dashboard } = useLoaderData<typeof loader>()
  const session = useSellerSession()
  const { lang } = useRootData()
  const { t } = useTranslation('seller')
  const { t: ts } = useTranslation('settlement')
  const areas = SELLER_PAGES.flatMap((page) => {
    const entry = session.menus.find((m) => m.area === page.area)
    return entry ? [{ entry, items: page.items.filter((item) => !item.write || entry.write) }] : []
  })
  const pending = PENDING.flatMap((p) => {
    const total = dashboard.pending[p.key]
    return total === null ? [] : [{ ...p, total }]
  })
  return (
    <ConsolePage site={SELLER} title={t('dashboard.title')}>
      <Panel>
        <p className={styles.welcome}>
          {t('dashboard.welcome', { name: session.nickName || session.username, store: session.storeName })}
        </p>
        <p className={consoleStyles.muted}>{session.owner ? t('dashboard.owner') : t('dashboard.clerk')}</p>
      </Panel>
      <Panel title={ts('dashboard.pending')}>
        {pending.length === 0 ? (
          <p className={consoleStyles.muted}>{ts('dashboard.nothing')}</p>
        ) : (
          <ul className={styles.counts} data-testid="pending-counts">
            {pending.map((p) => (
              <li key={p.key}>
                <Link
                  to={p.to}
                  data-testid={`count-${p.key}`}
                  className={p.total > 0 ? styles.waiting : undefined}
                >
                  <span>{ts(`dashboard.${p.key}`)}</span>
                  <strong>{p.total}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {dashboard.today && dashboard.days ? (
        <div className={styles.figures}>
          <Panel title={ts('dashboard.today')}>
            <dl className={styles.today} data-testid="today">
              <div>
                <dt>{ts('dashboard.todayOrders')}</dt>
                <dd data-testid="today-orders">{dashboard.today.orders}</dd>
              </div>
              <div>
                <dt>{ts('dashboard.todayAmount')}</dt>
                <dd data-testid="today-amount">{yuan(dashboard.today.amount)}</dd>
              </div>
            </dl>
          </Panel>
          <Panel title={ts('dashboard.trend')}>
            <SalesChart days={dashboard.days} />
          </Panel>
        </div>
      ) : null}
      <Panel title={t('dashboard.areas')}>
        {areas.length === 0 ? (
          <p className={consoleStyles.muted}>{t('dashboard.none')}</p>
        ) : (
          <ul className={styles.areas}>
            {areas.map(({ entry, items }) => (
              <li key={entry.area}>
                <h3>{lang === 'en' ? entry.titleEn : entry.title}</h3>
                {items.map((item) => (
                  <Link key={item.to} to={item.to}>
                    {t(item.key)}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ConsolePage>
  )
}
