import type { AfterSaleVO } from '@silk/contracts/after-sale'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { choiceField, SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

export type AfterSaleRow = z.infer<typeof AfterSaleVO>

const FILTERS = [
  'keywords',
  'memberName',
  'storeName',
  'serviceType',
  'serviceStatus',
  'startDate',
  'endDate',
]
/** The queues as tabs: escalated refusals waiting for a ruling, bank-transfer refunds due. */
const QUEUES: Record<string, Record<string, string>> = {
  ESCALATED: { arbitrationStatus: 'ESCALATED' },
  WAIT_REFUND: { serviceStatus: 'WAIT_REFUND' },
}
const TYPES = ['RETURN_MONEY', 'RETURN_GOODS'] as const
const STATUSES = [
  'APPLY',
  'PASS',
  'REFUSE',
  'BUYER_RETURN',
  'SELLER_CONFIRM',
  'SELLER_TERMINATION',
  'WAIT_REFUND',
  'COMPLETE',
  'BUYER_CANCEL',
] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const queue = QUEUES[url.searchParams.get('queue') ?? ''] ?? {}
    return {
      page: await api.get<Page<AfterSaleRow>>('/manager/order/afterSale/page', {
        ...listQuery(url, FILTERS),
        ...queue,
      }),
    }
  })
}

/** The after-sale's status, with the platform's part when the buyer escalated it. */
export function AfterSaleState({ row }: { row: AfterSaleRow }) {
  const { t } = useTranslation('adminTrade')
  return (
    <span className={`${styles.stack} ${styles.nowrap}`}>
      <StatusText waiting={row.serviceStatus === 'WAIT_REFUND'}>
        {t(`afterSale.statuses.${row.serviceStatus}`)}
      </StatusText>
      {row.arbitrationStatus ? (
        <small
          className={row.arbitrationStatus === 'ESCALATED' ? `${styles.sub} ${styles.waiting}` : styles.sub}
        >
          {t(`afterSale.arbitrationStatus.${row.arbitrationStatus}`)}
        </small>
      ) : null}
    </span>
  )
}

/** 售后管理: every store's after-sales; the escalated ones and the offline refunds as queues. */
export default function AdminAfterSales() {
  const { page } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const all = ta('common.all')
  const canWrite = useAdminCanWrite('order')
  const text = (name: string, label: string, type?: 'date') => ({ name, label, type, maxLength: 64 })
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.order')}
      title={t('afterSale.title')}
      readOnly={!canWrite}
      filters={
        <SearchForm
          testId="after-sale-filters"
          status={statusTabs('queue', t('afterSale.status'), Object.keys(QUEUES), (q) =>
            t(`afterSale.tabs.${q}`),
          )}
          submitLabel={ta('common.filter')}
          fields={[
            text('keywords', t('afterSale.keywords')),
            text('memberName', t('afterSale.memberName')),
            text('storeName', t('afterSale.storeName')),
            choiceField('serviceType', t('afterSale.type'), all, TYPES, (v) =>
              t(`afterSale.serviceTypes.${v}`),
            ),
            ...(search.get('queue')
              ? []
              : [
                  choiceField('serviceStatus', t('afterSale.status'), all, STATUSES, (v) =>
                    t(`afterSale.statuses.${v}`),
                  ),
                ]),
            text('startDate', t('payment.from'), 'date'),
            text('endDate', t('payment.to'), 'date'),
          ]}
        />
      }
      table={{
        testId: 'after-sale-table',
        rows: page.records,
        rowKey: (r) => r.sn,
        empty: t('afterSale.none'),
      }}
      page={page}
      columns={[
        {
          key: 'sn',
          header: t('afterSale.sn'),
          cell: (r) => (
            <span className={styles.stack}>
              <Link to={`/admin/after-sales/${r.sn}`}>{r.sn}</Link>
              <small className={styles.sub}>
                {t('afterSale.orderSn')} {r.orderSn}
              </small>
            </span>
          ),
        },
        {
          key: 'goods',
          header: t('afterSale.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              <img src={pictureAt(r.goodsImage, 200)} alt="" width={48} height={48} />
              <span>
                {r.goodsName}
                <small>× {r.num}</small>
              </span>
            </span>
          ),
        },
        {
          key: 'member',
          header: t('afterSale.member'),
          cell: (r) => <span className={styles.nowrap}>{r.memberName}</span>,
        },
        { key: 'store', header: t('afterSale.store'), cell: (r) => r.storeName },
        {
          key: 'type',
          header: t('afterSale.type'),
          cell: (r) => t(`afterSale.serviceTypes.${r.serviceType}`),
        },
        {
          key: 'amount',
          header: t('afterSale.amount'),
          align: 'right',
          cell: (r) => formatPrice(r.applyRefundPrice),
        },
        { key: 'state', header: t('afterSale.status'), cell: (r) => <AfterSaleState row={r} /> },
        { key: 'time', header: t('afterSale.createTime'), cell: (r) => r.createTime },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <Link className={`btn btn-ghost ${styles.small}`} to={`/admin/after-sales/${r.sn}`}>
              {canWrite && (r.arbitrationStatus === 'ESCALATED' || r.serviceStatus === 'WAIT_REFUND')
                ? t('afterSale.rule')
                : ta('common.detail')}
            </Link>
          ),
        },
      ]}
    ></ListPage>
  )
}
