import {
  STORE_ORDER_TABS,
  type StoreOrderCounts,
  type StoreOrderPage,
  type StoreOrderTab,
} from '@silk/contracts/store-order'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useCsvExport } from '../../features/console/download-csv.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import {
  BatchShipDialog,
  PriceDialog,
  ShipDialog,
  TakeDialog,
} from '../../features/seller/orders/OrderDialogs.tsx'
import styles from '../../features/seller/orders/orders.module.css'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

type Row = z.infer<typeof StoreOrderPage>['records'][number]
type Counts = z.infer<typeof StoreOrderCounts>
const PAGE_SIZE = 10
const TABS = ['ALL', ...STORE_ORDER_TABS] as const
type TabKey = (typeof TABS)[number]
const DAY = /^\d{4}-\d{2}-\d{2}$/

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    // `?status=UNDELIVERED` etc.: other pages (the dashboard, queues) link here with it.
    const status = (STORE_ORDER_TABS as readonly string[]).includes(q.get('status') ?? '')
      ? (q.get('status') as StoreOrderTab)
      : null
    const pageNumber = Math.max(1, Number(q.get('pageNumber')) || 1)
    const filters = {
      orderSn: (q.get('orderSn') ?? '').trim().slice(0, 40),
      buyer: (q.get('buyer') ?? '').trim().slice(0, 32),
      goodsName: (q.get('goodsName') ?? '').trim().slice(0, 60),
      startDate: DAY.test(q.get('startDate') ?? '') ? (q.get('startDate') as string) : '',
      endDate: DAY.test(q.get('endDate') ?? '') ? (q.get('endDate') as string) : '',
    }
    if (filters.startDate && filters.endDate && filters.startDate > filters.endDate)
      [filters.startDate, filters.endDate] = [filters.endDate, filters.startDate]
    const query: Record<string, string> = {}
    for (const [k, v] of Object.entries(filters)) if (v) query[k] = v
    const [counts, list] = await Promise.all([
      api.get<Counts>('/store/order/order/orderNum', query),
      api.get<z.infer<typeof StoreOrderPage>>('/store/order/order', {
        ...query,
        ...(status ? { orderStatus: status } : {}),
        pageNumber,
        pageSize: PAGE_SIZE,
      }),
    ])
    return { status, pageNumber, filters, query, counts, list }
  })
}

type Open = { kind: 'ship' | 'price' | 'take'; row: Row } | { kind: 'batch' } | null

/** 订单列表 (lilishop 订单 → 商品订单): tabs with counts, filters, paging, shipping, batch ship, export. */
export default function SellerOrders() {
  const { status, pageNumber, filters, query, counts, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerOrders')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('order')
  const revalidator = useRevalidator()
  const [open, setOpen] = useState<Open>(null)
  const { exporting, exportCsv } = useCsvExport(SELLER)
  const tab: TabKey = status ?? 'ALL'
  const href = (key: TabKey) => {
    const params = new URLSearchParams()
    if (key !== 'ALL') params.set('status', key)
    for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v)
    const s = params.toString()
    return s ? `/seller/orders?${s}` : '/seller/orders'
  }
  const refresh = () => void revalidator.revalidate()
  const exportOrders = () => {
    const params = new URLSearchParams(query)
    if (status) params.set('orderStatus', status)
    return exportCsv(`/store/order/order/queryExportOrder?${params}`, 'orders.csv', (name) =>
      t('list.exported', { name }),
    )
  }

  const columns: Column<Row>[] = [
    {
      key: 'order',
      header: t('list.col.order'),
      cell: (row) => (
        <div className={styles.orderCell}>
          <Link to={`/seller/orders/${row.sn}`} data-testid="order-sn">
            {row.sn}
          </Link>
          <small className={consoleStyles.muted}>{t('list.placed', { time: row.createTime })}</small>
          {row.remark ? (
            <span className={styles.note} title={row.remark}>
              {t('list.remark', { text: row.remark })}
            </span>
          ) : null}
          {row.sellerRemark ? (
            <span className={styles.note} title={row.sellerRemark}>
              {t('list.sellerRemark', { text: row.sellerRemark })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'goods',
      header: t('list.col.goods'),
      cell: (row) => {
        const first = row.orderItems[0]
        return (
          <div className={styles.goodsCell}>
            {first?.image ? (
              <img src={pictureAt(first.image, 200)} alt="" width={48} height={48} />
            ) : (
              <span className={styles.noPic} />
            )}
            <div>
              <span>{first?.name}</span>
              <small className={consoleStyles.muted}>
                ×{row.goodsNum}
                {row.orderItems.length > 1 ? ` ${t('list.more', { count: row.orderItems.length - 1 })}` : ''}
              </small>
            </div>
          </div>
        )
      },
    },
    {
      key: 'buyer',
      header: t('list.col.buyer'),
      cell: (row) => (
        <div className={styles.orderCell}>
          <span>{row.memberName}</span>
          <small className={consoleStyles.muted}>
            {row.deliveryMethod === 'SELF_PICK_UP'
              ? t('list.pickup', { name: row.storeAddressName ?? '' })
              : `${row.consigneeName ?? ''} ${row.consigneeMobile ?? ''}`}
          </small>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('list.col.amount'),
      align: 'right',
      cell: (row) => <span className={styles.amount}>{formatPrice(row.flowPrice)}</span>,
    },
    {
      key: 'status',
      header: t('list.col.status'),
      cell: (row) => (
        <span className={`${styles.state} ${styles[row.orderStatus] ?? ''}`}>
          {row.refunded
            ? t('list.refunded')
            : t(`list.tabs.${row.orderStatus === 'PAID' ? 'UNDELIVERED' : row.orderStatus}`)}
        </span>
      ),
    },
    {
      key: 'ops',
      header: tc('actions.operations'),
      align: 'right',
      cell: (row) => (
        <span className={`${consoleStyles.rowActions} ${styles.ops}`}>
          {canEdit && row.allowOperationVO.ship ? (
            <button
              type="button"
              className={consoleStyles.linkButton}
              onClick={() => setOpen({ kind: 'ship', row })}
              data-testid="order-ship"
            >
              {t('actions.ship')}
            </button>
          ) : null}
          {canEdit && row.allowOperationVO.editPrice ? (
            <button
              type="button"
              className={consoleStyles.linkButton}
              onClick={() => setOpen({ kind: 'price', row })}
              data-testid="order-price"
            >
              {t('actions.price')}
            </button>
          ) : null}
          {canEdit && row.allowOperationVO.take ? (
            <button
              type="button"
              className={consoleStyles.linkButton}
              onClick={() => setOpen({ kind: 'take', row })}
            >
              {t('actions.take')}
            </button>
          ) : null}
          <Link className={consoleStyles.linkButton} to={`/seller/orders/${row.sn}`}>
            {t('list.detail')}
          </Link>
        </span>
      ),
    },
  ]

  const sn = open && open.kind !== 'batch' ? open.row.sn : ''
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('order')}
      title={t('list.title')}
      readOnly={!canEdit}
      actions={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void exportOrders()}
            disabled={exporting}
            data-testid="orders-export"
          >
            {t('list.export')}
          </button>
          {canEdit ? (
            <button
              type="button"
              className="btn"
              onClick={() => setOpen({ kind: 'batch' })}
              data-testid="orders-batch"
            >
              {t('list.batchShip')}
            </button>
          ) : null}
        </>
      }
    >
      <Panel>
        <SearchForm
          stacked
          className={styles.filters}
          testId="orders-filters"
          keep={['status']}
          fields={(['orderSn', 'buyer', 'goodsName'] as const).map((name) => ({
            name,
            label: t(`list.filter.${name}`),
            maxLength: name === 'goodsName' ? 60 : 40,
            value: filters[name],
          }))}
          submitLabel={t('list.filter.search')}
        >
          <span className={styles.dates}>
            <label>
              <span>{t('list.filter.startDate')}</span>
              <input type="date" name="startDate" defaultValue={filters.startDate} />
            </label>
            <label>
              <span>{t('list.filter.endDate')}</span>
              <input type="date" name="endDate" defaultValue={filters.endDate} />
            </label>
          </span>
        </SearchForm>
        <Tabs
          label={t('list.tabsLabel')}
          current={tab}
          tabs={TABS.map((key) => ({
            key,
            href: href(key),
            label: `${t(`list.tabs.${key}`)} (${counts[key]})`,
            testId: `orders-tab-${key}`,
          }))}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(r) => r.sn}
          testId="orders-table"
          empty={<p className={goodsStyles.empty}>{t('list.empty')}</p>}
        />
        {/* The list counts only so far (a 100,000-order store); the tab's count is exact. */}
        <Pager
          current={pageNumber}
          pages={Math.max(list.pages, Math.ceil(counts[tab] / PAGE_SIZE))}
          total={counts[tab]}
        />
      </Panel>
      {open?.kind === 'ship' ? (
        <ShipDialog sn={sn} open onOpenChange={(o) => !o && setOpen(null)} onDone={refresh} />
      ) : null}
      {open?.kind === 'price' ? (
        <PriceDialog
          sn={sn}
          current={open.row.flowPrice}
          open
          onOpenChange={(o) => !o && setOpen(null)}
          onDone={refresh}
        />
      ) : null}
      {open?.kind === 'take' ? (
        <TakeDialog sn={sn} open onOpenChange={(o) => !o && setOpen(null)} onDone={refresh} />
      ) : null}
      <BatchShipDialog
        open={open?.kind === 'batch'}
        onOpenChange={(o) => setOpen(o ? { kind: 'batch' } : null)}
        onDone={refresh}
      />
    </ConsolePage>
  )
}
