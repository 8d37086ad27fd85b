import type { DashboardView } from '@silk/contracts/admin-arbitration'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad, useAdminSession } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SalesChart } from '../../features/settlement/SalesChart.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

/**
 * The queues on the dashboard, in order: the API counts each (`GET /manager/statistics/index`, only
 * those the operator may read) and the card links to the queue's filtered list.
 */
const QUEUES = [
  { key: 'goodsReview', label: 'admin:dashboard.goodsReview', to: '/admin/goods/review' },
  { key: 'storeApplies', label: 'admin:dashboard.storeApplies', to: '/admin/store-applies?status=APPLYING' },
  { key: 'withdrawals', label: 'admin:dashboard.withdrawals', to: '/admin/withdrawals?applyStatus=APPLY' },
  {
    key: 'distributors',
    label: 'admin:dashboard.distributors',
    to: '/admin/distributors?distributionStatus=APPLY',
  },
  {
    key: 'complaints',
    label: 'adminTrade:dashboard.complaints',
    to: '/admin/complaints?status=WAIT_ARBITRATION',
  },
  { key: 'afterSales', label: 'adminTrade:dashboard.afterSales', to: '/admin/after-sales?queue=ESCALATED' },
  {
    key: 'offlineRefunds',
    label: 'adminTrade:dashboard.offlineRefunds',
    to: '/admin/after-sales?queue=WAIT_REFUND',
  },
  { key: 'bills', label: 'admin:dashboard.bills', to: '/admin/bills?status=CHECK' },
  { key: 'consultations', label: 'admin:dashboard.consultations', to: '/admin/consultations?state=NEW' },
] as const

/**
 * 首页: today's figures, the pending queues this operator may open (each linking to it), and every
 * store's paid orders over 30 days for who may read orders.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    view: await api.get<z.infer<typeof DashboardView>>('/manager/statistics/index'),
  }))
}

export default function AdminDashboard() {
  const { view } = useLoaderData<typeof loader>()
  const session = useAdminSession()
  const { t } = useTranslation('admin')
  const { t: tt } = useTranslation('adminTrade')
  const counts = QUEUES.filter((q) => q.key in view.pending)
  const figures = [
    { key: 'orders', value: String(view.today.orders) },
    { key: 'paid', value: formatPrice(view.today.paid) },
    { key: 'members', value: String(view.today.members) },
    { key: 'stores', value: String(view.today.stores) },
  ]
  return (
    <ConsolePage site={ADMIN} title={t('dashboard.title')}>
      <Panel>
        <p>{t('dashboard.welcome', { name: session.nickName || session.username })}</p>
      </Panel>
      <Panel title={tt('dashboard.today')}>
        <dl className={styles.figures} data-testid="today-figures">
          {figures.map((f) => (
            <div key={f.key}>
              <dt>{tt(`dashboard.${f.key}`)}</dt>
              <dd data-testid={`today-${f.key}`}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('dashboard.pending')}>
        {counts.length === 0 ? (
          <p className={consoleStyles.muted}>{t('dashboard.none')}</p>
        ) : (
          <ul className={styles.counts} data-testid="pending-counts">
            {counts.map((c) => (
              <li key={c.key}>
                <Link to={c.to} data-testid={`count-${c.key}`}>
                  {t(c.label)}
                  <strong>{view.pending[c.key]}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {view.days ? (
        <Panel title={tt('dashboard.trend')}>
          <SalesChart days={view.days} />
        </Panel>
      ) : null}
    </ConsolePage>
  )
}
