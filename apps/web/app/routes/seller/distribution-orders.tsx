import { minuteText } from '@silk/contracts/china-time'
import type { DistributionOrder } from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { OrderLink, pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

const STATUSES = ['NO_COMPLETED', 'COMPLETE', 'REFUND'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: 10 }
    const status = q.get('distributionOrderStatus') ?? ''
    if ((STATUSES as readonly string[]).includes(status)) query.distributionOrderStatus = status
    const orderSn = (q.get('orderSn') ?? '').trim().slice(0, 40)
    if (orderSn) query.orderSn = orderSn
    return { list: await api.get<Page<DistributionOrder>>('/store/distribution/order', query) }
  })
}

const stateClass = {
  NO_COMPLETED: goodsStyles.wait,
  COMPLETE: goodsStyles.on,
  REFUND: goodsStyles.off,
} as const

/** 分销订单 (营销 → 分销): the distribution orders of the store's goods, read-only. */
export default function SellerDistributionOrders() {
  const { list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerDistribution')
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('orders.title')}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
            {t('orders.intro')}
          </p>
          <SearchForm
            testId="distribution-orders-filters"
            stacked
            status={statusTabs('distributionOrderStatus', t('orders.status'), STATUSES, (s) =>
              t(`orders.statuses.${s}`),
            )}
            fields={[{ name: 'orderSn', label: t('orders.orderSn'), maxLength: 40 }]}
          />
        </>
      }
      table={{
        testId: 'distribution-orders-table',
        rows: list.records,
        rowKey: (r) => r.id,
        empty: t('orders.empty'),
      }}
      page={list}
      columns={[
        { key: 'sn', header: t('orders.orderSn'), cell: (r) => <OrderLink sn={r.orderSn} /> },
        {
          key: 'goods',
          header: t('orders.goods'),
          cell: (r) => (
            <span>
              {r.goodsName}
              {r.specs ? (
                <small className={consoleStyles.muted} style={{ display: 'block' }}>
                  {r.specs}
                </small>
              ) : null}
            </span>
          ),
        },
        { key: 'num', header: t('orders.num'), align: 'right', cell: (r) => r.num },
        { key: 'distributor', header: t('orders.distributor'), cell: (r) => r.distributionName },
        { key: 'buyer', header: t('orders.buyer'), cell: (r) => r.memberName },
        {
          key: 'rebate',
          header: t('orders.rebate'),
          align: 'right',
          cell: (r) => <strong>{formatPrice(r.rebate)}</strong>,
        },
        {
          key: 'time',
          header: t('orders.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{minuteText(r.createTime)}</span>,
        },
        {
          key: 'status',
          header: t('orders.status'),
          cell: (r) => (
            <span className={`${goodsStyles.state} ${stateClass[r.distributionOrderStatus]}`}>
              {t(`orders.statuses.${r.distributionOrderStatus}`)}
            </span>
          ),
        },
      ]}
    />
  )
}
