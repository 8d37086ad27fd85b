import { minuteText } from '@silk/contracts/china-time'
import { type DistributionOrder, DistributionOrderStatus } from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { queueStyles } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

const FILTERS = ['distributionOrderStatus', 'orderSn', 'distributionName']

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const query = listQuery(url, FILTERS)
    // The date boxes (China days) are the API's startTime / endTime.
    const from = url.searchParams.get('startDate')
    const to = url.searchParams.get('endDate')
    if (from) query.startTime = from
    if (to) query.endTime = to
    return {
      page: await api.get<Page<DistributionOrder>>('/manager/distribution/order/getByPage', query),
    }
  })
}

/**
 * 分销订单 (lilishop's page, issue #67): the commissions recorded on every store's orders, by status,
 * order sn, distributor and day; read-only (settled by the order's completion, taken back by a refund).
 */
export default function DistributionOrders() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.distribution')}
      title={t('distributionOrders.title')}
      readOnly
      filters={
        <>
          <p className={styles.intro}>{t('distributionOrders.intro')}</p>
          <SearchForm
            testId="distribution-orders-search"
            status={statusTabs(
              'distributionOrderStatus',
              t('common.status'),
              DistributionOrderStatus.options,
              (s) => t(`distributionOrders.statuses.${s}`),
            )}
            fields={[
              { name: 'orderSn', label: t('distributionOrders.orderSn'), maxLength: 40 },
              { name: 'distributionName', label: t('distributionOrders.distributor'), maxLength: 64 },
              { name: 'startDate', label: t('distributionOrders.from'), type: 'date' },
              { name: 'endDate', label: t('distributionOrders.to'), type: 'date' },
            ]}
          />
        </>
      }
      table={{
        testId: 'distribution-orders-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('distributionOrders.empty'),
      }}
      page={page}
      columns={[
        {
          key: 'sn',
          header: t('distributionOrders.orderSn'),
          cell: (r) => (
            <Link to={`/admin/orders/${r.orderSn}`} className={consoleStyles.linkButton}>
              {r.orderSn}
            </Link>
          ),
        },
        {
          key: 'goods',
          header: t('distributionOrders.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              <span>
                {r.goodsName}
                <small>{[r.specs, r.storeName].filter(Boolean).join(' · ')}</small>
              </span>
            </span>
          ),
        },
        { key: 'num', header: t('distributionOrders.num'), align: 'right', cell: (r) => r.num },
        { key: 'distributor', header: t('distributionOrders.distributor'), cell: (r) => r.distributionName },
        { key: 'buyer', header: t('distributionOrders.buyer'), cell: (r) => r.memberName },
        {
          key: 'rebate',
          header: t('distributionOrders.rebate'),
          align: 'right',
          cell: (r) => <strong>{formatPrice(r.rebate)}</strong>,
        },
        {
          key: 'time',
          header: t('distributionOrders.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{minuteText(r.createTime)}</span>,
        },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.distributionOrderStatus === 'NO_COMPLETED'}>
              {t(`distributionOrders.statuses.${r.distributionOrderStatus}`)}
            </StatusText>
          ),
        },
      ]}
    />
  )
}
