import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad, useAdminSession } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** The queues on the dashboard: each count is its list's total, read with the operator's own token. */
const QUEUES = [
  {
    key: 'goodsReview',
    area: 'goods',
    api: '/manager/goods/goods/auth/list',
    filter: '',
    to: '/admin/goods/review',
  },
  {
    key: 'withdrawals',
    area: 'wallet',
    api: '/manager/wallet/withdrawApply',
    filter: 'applyStatus=APPLY',
    to: '/admin/withdrawals?applyStatus=APPLY',
  },
  {
    key: 'distributors',
    area: 'distribution',
    api: '/manager/distribution/distribution',
    filter: 'distributionStatus=APPLY',
    to: '/admin/distributors?distributionStatus=APPLY',
  },
  {
    key: 'storeApplies',
    area: 'store',
    api: '/manager/store/apply',
    filter: 'status=APPLYING',
    to: '/admin/store-applies?status=APPLYING',
  },
] as const

/** 首页: the pending queues this operator may open, each with its real count and a link to it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const info = await api.get<{ menus: { area: string }[] }>('/manager/passport/user/info')
    const open = QUEUES.filter((q) => info.menus.some((m) => m.area === q.area))
    const totals = await Promise.all(
      open.map((q) =>
        api.get<Page<unknown>>(`${q.api}?${q.filter ? `${q.filter}&` : ''}pageSize=1`).then((p) => p.total),
      ),
    )
    return { counts: open.map((q, i) => ({ key: q.key, to: q.to, total: totals[i] })) }
  })
}

export default function AdminDashboard() {
  const { counts } = useLoaderData<typeof loader>()
  const session = useAdminSession()
  const { t } = useTranslation('admin')
  return (
    <ConsolePage site={ADMIN} title={t('dashboard.title')}>
      <Panel>
        <p>{t('dashboard.welcome', { name: session.nickName || session.username })}</p>
      </Panel>
      <Panel title={t('dashboard.pending')}>
        {counts.length === 0 ? (
          <p className={consoleStyles.muted}>{t('dashboard.none')}</p>
        ) : (
          <ul className={styles.counts} data-testid="pending-counts">
            {counts.map((c) => (
              <li key={c.key}>
                <Link to={c.to} data-testid={`count-${c.key}`}>
                  {t(`dashboard.${c.key}`)}
                  <strong>{c.total}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ConsolePage>
  )
}
