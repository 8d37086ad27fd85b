import type { ManagerOrderCounts, ManagerOrderPage } from '@silk/contracts/manager-order'
import { STORE_ORDER_TABS } from '@silk/contracts/store-order'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Pager } from '../../components/ui/Pager.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useCsvExport } from '../../features/console/download-csv.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

type Page = z.infer<typeof ManagerOrderPage>
type Row = Page['records'][number]
type Counts = z.infer<typeof ManagerOrderCounts>

// TRANSFER_WAITING: unpaid, the buyer chose a bank transfer; the operator watches these to confirm them.
const PAY_STATUSES = ['UNPAID', 'TRANSFER_WAITING', 'PAID', 'CANCEL'] as const
const TEXT_FILTERS = ['orderSn', 'buyer', 'storeName'] as const
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The address's filters as the API takes them: a tab, pay status or day the API would refuse (an old
 * link, a hand-edited address) is dropped, and reversed days are swapped, so the page always shows.
 */
function filtersOf(url: URL) {
  const q = url.searchParams
  const filters: Record<string, string> = listQuery(url, [...TEXT_FILTERS])
  delete filters.pageNumber
  delete filters.pageSize
  const pay = q.get('payStatus') ?? ''
  if ((PAY_STATUSES as readonly string[]).includes(pay)) filters.payStatus = pay
  const [start, end] = [q.get('startDate') ?? '', q.get('endDate') ?? ''].map((d) => (DAY.test(d) ? d : ''))
  const [from, to] = start && end && start > end ? [end, start] : [start, end]
  if (from) filters.startDate = from
  if (to) filters.endDate = to
  const status = q.get('orderStatus') ?? ''
  return { filters, status: (STORE_ORDER_TABS as readonly string[]).includes(status) ? status : '' }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const { filters, status } = filtersOf(url)
    const paging = listQuery(url, [])
    const [counts, page] = await Promise.all([
      api.get<Counts>('/manager/order/order/orderNum', filters),
      api.get<Page>('/manager/order/order', {
        ...filters,
        ...paging,
        ...(status ? { orderStatus: status } : {}),
      }),
    ])
    return { counts, page, status, filters }
  })
}

/** A row's status; a paid order is confirmed at once, so PAID reads as 待发货 as on the seller's desk. */
export const orderTab = (status: string) => (status === 'PAID' ? 'UNDELIVERED' : status)

/**
 * 商品订单 (lilishop 管理端 订单 → 商品订单): every store's orders by status with counts, searched by
 * order sn, buyer, store, pay status and day; each row opens its detail.
 */
export default function AdminOrders() {
  const { counts, page, status, filters } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  const tab = (status || 'ALL') as keyof Counts
  const { exporting, exportCsv } = useCsvExport(ADMIN)
  /** The orders these filters and this tab show, every page of them, as a CSV file. */
  const exportOrders = () => {
    const query = new URLSearchParams(filters)
    if (status) query.set('orderStatus', status)
    return exportCsv(`/manager/order/order/queryExportOrder?${query}`, 'orders.csv', (name) =>
      t('order.exported', { name }),
    )
  }
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.order')}
      title={t('order.title')}
      readOnly={!canWrite}
      actions={
        <RowButton disabled={exporting} onClick={() => void exportOrders()} data-testid="order-export">
          {t('order.export')}
        </RowButton>
      }
    >
      <Panel>
        <SearchForm
          testId="order-filters"
          keep={['orderStatus']}
          fields={[
            {
              name: 'orderSn',
              label: t('order.filter.orderSn'),
              maxLength: 40,
              value: filters.orderSn ?? '',
            },
            {
              name: 'buyer',
              label: t('order.filter.buyer'),
              maxLength: 40,
              placeholder: t('order.filter.buyerHint'),
              value: filters.buyer ?? '',
            },
            {
              name: 'storeName',
              label: t('order.filter.storeName'),
              maxLength: 64,
              value: filters.storeName ?? '',
            },
            {
              name: 'payStatus',
              label: t('order.filter.payStatus'),
              all: ta('common.all'),
              options: PAY_STATUSES.map((p) => ({ value: p, label: t(`payment.payStatuses.${p}`) })),
              value: filters.payStatus ?? '',
            },
            {
              name: 'startDate',
              label: t('order.filter.startDate'),
              type: 'date',
              maxLength: 40,
              value: filters.startDate ?? '',
            },
            {
              name: 'endDate',
              label: t('order.filter.endDate'),
              type: 'date',
              maxLength: 40,
              value: filters.endDate ?? '',
            },
          ]}
          submitLabel={t('order.filter.search')}
          reset="all"
        />
        <StatusFilter
          name="orderStatus"
          label={t('order.tabsLabel')}
          allLabel={`${t('order.tabs.ALL')} (${counts.ALL})`}
          options={STORE_ORDER_TABS.map((s) => ({
            value: s,
            label: `${t(`order.tabs.${s}`)} (${counts[s]})`,
          }))}
        />
        <Table
          testId="order-table"
          rows={page.records}
          rowKey={(r) => r.sn}
          empty={t('order.none')}
          columns={[
            {
              key: 'sn',
              header: t('order.col.order'),
              cell: (r) => (
                <span className={styles.stack}>
                  <Link to={`/admin/orders/${r.sn}`} data-testid="order-sn">
                    {r.sn}
                  </Link>
                  <small className={styles.sub}>{t('order.placed', { time: r.createTime })}</small>
                </span>
              ),
            },
            { key: 'goods', header: t('order.col.goods'), cell: (r) => <OrderGoods row={r} /> },
            {
              key: 'buyer',
              header: t('order.col.buyer'),
              cell: (r) => (
                <span className={styles.stack}>
                  <span className={styles.nowrap}>{r.memberName}</span>
                  <small className={styles.sub}>
                    {r.deliveryMethod === 'SELF_PICK_UP'
                      ? t('order.pickup', { name: r.storeAddressName ?? '' })
                      : `${r.consigneeName ?? ''} ${r.consigneeMobile ?? ''}`}
                  </small>
                </span>
              ),
            },
            { key: 'store', header: t('order.col.store'), cell: (r) => r.storeName },
            {
              key: 'amount',
              header: t('order.col.amount'),
              align: 'right',
              cell: (r) => formatPrice(r.flowPrice),
            },
            {
              key: 'pay',
              header: t('order.col.pay'),
              cell: (r) => (
                <span className={styles.stack}>
                  <span className={styles.nowrap}>
                    {t(`payment.payStatuses.${r.payStatus}`, r.payStatus)}
                  </span>
                  {r.paymentMethod ? (
                    <small className={styles.sub}>
                      {t(`payment:method.${r.paymentMethod}`, r.paymentMethod)}
                    </small>
                  ) : null}
                </span>
              ),
            },
            {
              key: 'status',
              header: t('order.col.status'),
              cell: (r) => (
                <span
                  className={r.orderStatus === 'UNPAID' ? styles.waiting : styles.status}
                  data-testid="order-status"
                >
                  {r.refunded ? t('order.refunded') : t(`order.tabs.${orderTab(r.orderStatus)}`)}
                </span>
              ),
            },
            {
              key: 'ops',
              header: '',
              align: 'right',
              cell: (r) => (
                <Link className={`btn btn-ghost ${styles.small}`} to={`/admin/orders/${r.sn}`}>
                  {ta('common.detail')}
                </Link>
              ),
            },
          ]}
        />
        {/* The list counts only so far on a big platform; the tab's count is exact (decision 120). */}
        <Pager
          current={page.current}
          pages={Math.max(page.pages, Math.ceil(counts[tab] / Math.max(page.size, 1)))}
          total={counts[tab]}
        />
      </Panel>
    </ConsolePage>
  )
}

/** The first line's picture and name, its quantity, and how many more lines the order has. */
function OrderGoods({ row }: { row: Row }) {
  const { t } = useTranslation('adminTrade')
  const first = row.orderItems[0]
  if (!first) return null
  return (
    <span className={styles.goodsCell}>
      <img src={pictureAt(first.image, 200)} alt="" width={48} height={48} />
      <span>
        {first.name}
        <small>
          × {row.goodsNum}
          {row.orderItems.length > 1 ? ` ${t('order.more', { count: row.orderItems.length - 1 })}` : ''}
        </small>
      </span>
    </span>
  )
}
