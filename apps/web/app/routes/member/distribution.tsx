import type {
  Distribution,
  DistributionCash,
  DistributionGoodsVO,
  DistributionOrder,
} from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ListSearch } from '../../components/form/ListSearch.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { ApplyForm } from '../../features/distribution/ApplyForm.tsx'
import { CashDialog } from '../../features/distribution/CashDialog.tsx'
import styles from '../../features/distribution/distribution.module.css'
import { ShareDialog } from '../../features/distribution/ShareDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('distribution')

const TABS = ['checked', 'unchecked', 'cash', 'orders'] as const
type Tab = (typeof TABS)[number]
type Rows =
  | { kind: 'goods'; page: Page<DistributionGoodsVO> }
  | { kind: 'cash'; page: Page<DistributionCash> }
  | { kind: 'orders'; page: Page<DistributionOrder> }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    let distribution: Distribution | null
    try {
      distribution = await api.get<Distribution | null>('/buyer/distribution/distribution')
    } catch (error) {
      // 22000: the operator has not opened distribution.
      if (error instanceof ApiError && error.code === 22000) return { closed: true as const }
      throw error
    }
    const tab = TABS.find((t) => t === url.searchParams.get('tab')) ?? 'checked'
    const goodsName = (url.searchParams.get('goodsName') ?? '').trim().slice(0, 60)
    if (distribution?.distributionStatus !== 'PASS') {
      return { closed: false as const, distribution, tab, goodsName, rows: null }
    }
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const paging = { pageNumber, pageSize: 10 }
    let rows: Rows
    if (tab === 'cash') {
      rows = { kind: 'cash', page: await api.get<Page<DistributionCash>>('/buyer/distribution/cash', paging) }
    } else if (tab === 'orders') {
      rows = {
        kind: 'orders',
        page: await api.get<Page<DistributionOrder>>('/buyer/distribution/order', paging),
      }
    } else {
      rows = {
        kind: 'goods',
        page: await api.get<Page<DistributionGoodsVO>>('/buyer/distribution/goods', {
          ...paging,
          checked: tab === 'checked',
          goodsName: goodsName || undefined,
        }),
      }
    }
    return { closed: false as const, distribution, tab, goodsName, rows }
  })
}

/** /home/Distribution 我的分销: apply, the review and revoked notices, or the distributor dashboard. */
export default function DistributionPage() {
  const { t } = useTranslation('distribution')
  const data = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const refresh = () => revalidator.revalidate()
  return (
    <section className={`${shop.memberCard} ${styles.scope}`} data-testid="distribution-page">
      <header className={shop.memberHead}>
        <h2>{t('title')}</h2>
      </header>
      {data.closed ? <EmptyState text={t('closed')} /> : <Body data={data} refresh={refresh} />}
    </section>
  )
}

type Loaded = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { closed: true }>

function Body({ data, refresh }: { data: Loaded; refresh(): void }) {
  const { t } = useTranslation('distribution')
  const [reapply, setReapply] = useState(false)
  const d = data.distribution
  if (!d || reapply) {
    return (
      <>
        <p className={styles.intro}>{t('apply.intro')}</p>
        <ApplyForm
          onDone={() => {
            setReapply(false)
            refresh()
          }}
        />
      </>
    )
  }
  if (d.distributionStatus === 'APPLY') {
    return <Notice title={t('review')} text={t('reviewHint')} icon="clock" testId="distribution-review" />
  }
  if (d.distributionStatus === 'REFUSE' || d.distributionStatus === 'RETREAT') {
    const retreat = d.distributionStatus === 'RETREAT'
    return (
      <Notice title={retreat ? t('retreat') : t('refused')} icon="alert" testId="distribution-retreat">
        <button type="button" className={`btn ${styles.redAction}`} onClick={() => setReapply(true)}>
          {retreat ? t('appeal') : t('reapply')}
        </button>
      </Notice>
    )
  }
  return <Dashboard distribution={d} data={data} refresh={refresh} />
}

function Notice({
  title,
  text,
  icon,
  testId,
  children,
}: {
  title: string
  text?: string
  icon: 'clock' | 'alert'
  testId: string
  children?: React.ReactNode
}) {
  return (
    <div className={styles.notice} role="status" data-testid={testId}>
      <svg className={styles.noticeIcon} viewBox="0 0 48 48" aria-hidden="true">
        <circle
          cx="24"
          cy="24"
          r="21"
          fill="none"
          stroke={icon === 'clock' ? '#2a6fb8' : '#e4393c'}
          strokeWidth="3"
        />
        {icon === 'clock' ? (
          <path d="M24 12v13l8 5" fill="none" stroke="#2a6fb8" strokeWidth="3" strokeLinecap="round" />
        ) : (
          <path d="M24 13v14M24 33v2" fill="none" stroke="#e4393c" strokeWidth="3" strokeLinecap="round" />
        )}
      </svg>
      <strong>{title}</strong>
      {text ? <p>{text}</p> : null}
      {children}
    </div>
  )
}

function Dashboard({
  distribution: d,
  data,
  refresh,
}: {
  distribution: Distribution
  data: Loaded
  refresh(): void
}) {
  const { t } = useTranslation('distribution')
  const [cashOpen, setCashOpen] = useState(false)
  const [sharing, setSharing] = useState<DistributionGoodsVO | null>(null)
  const rows = data.rows as Rows
  const tab = data.tab as Tab
  async function check(goods: DistributionGoodsVO, checked: boolean) {
    try {
      await api.get(`/buyer/distribution/goods/checked/${goods.id}`, { checked })
      toast.success(checked ? t('selected') : t('unselected'))
      refresh()
    } catch {
      // shown by the client
    }
  }
  const query = (extra: Record<string, string | number>) => {
    const params = new URLSearchParams({ tab })
    if (data.goodsName && rows.kind === 'goods') params.set('goodsName', data.goodsName)
    for (const [k, v] of Object.entries(extra)) params.set(k, String(v))
    return `?${params}`
  }
  return (
    <>
      <div className={shop.statsBand} data-testid="distribution-stats">
        <div>
          <span>{t('dashboard.canRebate')}</span>
          <b className={shop.statsPrimary} data-testid="can-rebate">
            {formatPrice(d.canRebate)}
          </b>
        </div>
        <div>
          <span>{t('dashboard.frozen')}</span>
          <b data-testid="commission-frozen">{formatPrice(d.commissionFrozen)}</b>
        </div>
        <div>
          <span>{t('dashboard.rebateTotal')}</span>
          <b data-testid="rebate-total">{formatPrice(d.rebateTotal)}</b>
        </div>
        <div>
          <span>{t('dashboard.orderCount')}</span>
          <b>{d.distributionOrderCount}</b>
        </div>
        <button type="button" className={`btn ${styles.cashBtn}`} onClick={() => setCashOpen(true)}>
          {t('dashboard.cash')}
        </button>
      </div>
      <Tabs
        label={t('title')}
        current={tab}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`), href: `?tab=${key}` }))}
      />
      {rows.kind === 'goods' ? (
        <div className={styles.toolbar}>
          <ListSearch
            name="goodsName"
            defaultValue={data.goodsName}
            label={t('search')}
            button={t('searchGo')}
            maxLength={60}
            keep={{ tab }}
          />
        </div>
      ) : null}
      {rows.page.records.length === 0 ? (
        <EmptyState
          text={
            rows.kind === 'goods' ? t('emptyGoods') : rows.kind === 'cash' ? t('emptyCash') : t('emptyOrders')
          }
        />
      ) : rows.kind === 'goods' ? (
        <GoodsTable
          rows={rows.page.records}
          checked={tab === 'checked'}
          onCheck={check}
          onShare={setSharing}
        />
      ) : rows.kind === 'cash' ? (
        <CashTable rows={rows.page.records} />
      ) : (
        <OrderTable rows={rows.page.records} />
      )}
      <Pager
        current={rows.page.current}
        pages={rows.page.pages}
        total={rows.page.total}
        href={(n) => query({ page: n })}
      />
      <CashDialog open={cashOpen} onOpenChange={setCashOpen} canRebate={d.canRebate} onDone={refresh} />
      <ShareDialog goods={sharing} distributionId={d.id} onClose={() => setSharing(null)} />
    </>
  )
}

/** Columns whose headers are one list in the translations, in the order of `cells`. */
function columns<Row>(headers: string[], cells: Omit<Column<Row>, 'header' | 'key'>[]): Column<Row>[] {
  return cells.map((c, i) => ({ ...c, key: String(i), header: headers[i] }))
}

function GoodsTable({
  rows,
  checked,
  onCheck,
  onShare,
}: {
  rows: DistributionGoodsVO[]
  checked: boolean
  onCheck(goods: DistributionGoodsVO, checked: boolean): void
  onShare(goods: DistributionGoodsVO): void
}) {
  const { t } = useTranslation('distribution')
  const cols = columns<DistributionGoodsVO>(t('goodsCols', { returnObjects: true }) as string[], [
    {
      cell: (g) => (
        <div className={styles.goodsCell}>
          <img src={pictureAt(g.thumbnail, 200)} alt="" width={64} height={64} loading="lazy" />
          <div>
            <Link to={`/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`}>{g.goodsName}</Link>
            <span className={styles.sub}>
              {g.specs} · {g.storeName} · {t('stock', { count: g.quantity })}
            </span>
          </div>
        </div>
      ),
    },
    { cell: (g) => formatPrice(g.price) },
    {
      cell: (g) => (
        <>
          <span className={styles.commission}>{formatPrice(g.commission)}</span>
          <span className={styles.sub}>{t('commissionEach')}</span>
        </>
      ),
    },
    {
      cell: (g) => (
        <div className={styles.actions}>
          {checked ? (
            <>
              <button type="button" className={`btn ${styles.small}`} onClick={() => onShare(g)}>
                {t('share')}
              </button>
              <button
                type="button"
                className={`btn btn-ghost ${styles.small}`}
                onClick={() => onCheck(g, false)}
              >
                {t('unselect')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`btn ${styles.small} ${styles.ghostRed}`}
              onClick={() => onCheck(g, true)}
            >
              {t('select')}
            </button>
          )}
        </div>
      ),
    },
  ])
  return (
    <Table
      columns={cols}
      rows={rows}
      rowKey={(g) => g.id}
      rowData={(g) => ({ 'data-sku': g.skuId })}
      testId={checked ? 'goods-checked' : 'goods-unchecked'}
    />
  )
}

function CashTable({ rows }: { rows: DistributionCash[] }) {
  const { t } = useTranslation('distribution')
  const cols = columns<DistributionCash>(t('cashCols', { returnObjects: true }) as string[], [
    { cell: (c) => c.sn },
    { cell: (c) => formatPrice(c.price) },
    {
      cell: (c) => t(`cashStatus.${c.distributionCashStatus}`),
      cellClass: (c) => (c.distributionCashStatus === 'VIA_AUDITING' ? shop.green : undefined),
    },
    { cell: (c) => c.createTime },
    { cell: (c) => c.payTime ?? '—' },
  ])
  return <Table columns={cols} rows={rows} rowKey={(c) => c.id} testId="cash-list" />
}

function OrderTable({ rows }: { rows: DistributionOrder[] }) {
  const { t } = useTranslation('distribution')
  const cols = columns<DistributionOrder>(t('orderCols', { returnObjects: true }) as string[], [
    { cell: (o) => o.orderSn },
    {
      cell: (o) => (
        <div className={styles.goodsCell}>
          <img src={pictureAt(o.image, 200)} alt="" width={64} height={64} loading="lazy" />
          <div>
            {o.goodsName}
            <span className={styles.sub}>{o.specs}</span>
          </div>
        </div>
      ),
    },
    { cell: (o) => o.num },
    { cell: (o) => formatPrice(o.rebate), cellClass: () => styles.commission },
    { cell: (o) => t(`orderStatus.${o.distributionOrderStatus}`) },
    { cell: (o) => o.createTime },
  ])
  return <Table columns={cols} rows={rows} rowKey={(o) => o.id} testId="distribution-orders" />
}
