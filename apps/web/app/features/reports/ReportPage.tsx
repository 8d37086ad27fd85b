import { chinaDay, chinaDayAhead } from '@silk/contracts/china-time'
import type { ConsoleSite } from '@silk/contracts/console'
import type { ReportPeriod, ReportTable, ReportView } from '@silk/contracts/reports'
import { Form, Link } from 'react-router'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatMoney } from '../../lib/format.ts'
import { Panel } from '../console/ConsoleLayout.tsx'
import { useCsvExport } from '../console/download-csv.tsx'
import { SalesChart } from '../settlement/SalesChart.tsx'
import styles from './reports.module.css'

export interface ReportFilters {
  from: string
  to: string
  period: ReportPeriod
  storeId?: string
}

const PERIODS: ReportPeriod[] = ['DAY', 'WEEK', 'MONTH']

/** The page's range from its address: the last 30 China days by day unless it says otherwise. */
export function reportFilters(url: URL, withStore = false): ReportFilters {
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)
  const period = url.searchParams.get('period') as ReportPeriod | null
  const storeId = url.searchParams.get('storeId')?.trim()
  return {
    from: day(url.searchParams.get('from')) ?? chinaDayAhead(-29),
    to: day(url.searchParams.get('to')) ?? chinaDay(),
    period: period && PERIODS.includes(period) ? period : 'DAY',
    ...(withStore && storeId ? { storeId } : {}),
  }
}

export const reportQuery = (f: ReportFilters) => ({ ...f }) as Record<string, string>

type Row = ReportView['rows'][number]
type Goods = ReportView['goodsByAmount'][number]
type Traffic = ReportView['traffic'][number]
type TrafficPage = ReportView['trafficPages'][number]
type Members = NonNullable<ReportView['members']>[number]

const periodLabel = (r: { start: string; end: string }) =>
  r.start === r.end ? r.start : `${r.start} ~ ${r.end}`

/**
 * 统计报表 (decision 158): the range and period, the range's totals, sales and orders per period (a
 * uPlot chart the browser draws, with the table every reader gets), the top goods, traffic, and for
 * the platform member growth; each table exports as CSV.
 */
export function ReportBody({
  site,
  api,
  report,
  filters,
  stores,
}: {
  site: ConsoleSite
  /** `/store/statistics/report` or `/manager/statistics/report`. */
  api: string
  report: ReportView
  filters: ReportFilters
  /** The operator's store filter: its options (null: the seller's page, no filter). */
  stores: { id: string; name: string }[] | null
}) {
  const { t } = useTranslation('reports')
  const { exporting, exportCsv } = useCsvExport(site)
  const exportTable = (table: ReportTable) => {
    const query = new URLSearchParams({ ...reportQuery(filters), table })
    return exportCsv(`${api}/export?${query}`, `report-${table}.csv`, (name) => t('exported', { name }))
  }
  const exportButton = (table: ReportTable) => (
    <button
      type="button"
      className={`btn btn-ghost ${styles.small}`}
      disabled={exporting}
      onClick={() => void exportTable(table)}
      data-testid={`export-${table}`}
    >
      {t('export')}
    </button>
  )
  const money = (v: number) => <span className={styles.num}>{formatMoney(v)}</span>
  const num = (v: number) => <span className={styles.num}>{v}</span>

  const salesColumns: Column<Row>[] = [
    {
      key: 'period',
      header: t('sales.period'),
      cell: (r) => <span className={styles.num}>{periodLabel(r)}</span>,
    },
    { key: 'orders', header: t('sales.orders'), align: 'right', cell: (r) => num(r.orders) },
    { key: 'paidAmount', header: t('sales.paidAmount'), align: 'right', cell: (r) => money(r.paidAmount) },
    { key: 'buyers', header: t('sales.buyers'), align: 'right', cell: (r) => num(r.buyers) },
    { key: 'newBuyers', header: t('sales.newBuyers'), align: 'right', cell: (r) => num(r.newBuyers) },
    {
      key: 'returningBuyers',
      header: t('sales.returningBuyers'),
      align: 'right',
      cell: (r) => num(r.returningBuyers),
    },
    { key: 'refunds', header: t('sales.refunds'), align: 'right', cell: (r) => num(r.refunds) },
    {
      key: 'refundAmount',
      header: t('sales.refundAmount'),
      align: 'right',
      cell: (r) => money(r.refundAmount),
    },
  ]
  const goodsColumns: Column<Goods & { rank: number }>[] = [
    { key: 'rank', header: t('goods.rank'), cell: (g) => num(g.rank) },
    {
      key: 'name',
      header: t('goods.name'),
      cell: (g) => (
        <span className={styles.name} title={g.goodsName}>
          {g.goodsName}
        </span>
      ),
    },
    ...(stores ? [{ key: 'store', header: t('goods.store'), cell: (g: Goods) => g.storeName }] : []),
    { key: 'quantity', header: t('goods.quantity'), align: 'right', cell: (g) => num(g.quantity) },
    { key: 'amount', header: t('goods.amount'), align: 'right', cell: (g) => money(g.amount) },
  ]
  const trafficColumns: Column<Traffic>[] = [
    {
      key: 'period',
      header: t('sales.period'),
      cell: (r) => <span className={styles.num}>{periodLabel(r)}</span>,
    },
    { key: 'pageViews', header: t('traffic.pageViews'), align: 'right', cell: (r) => num(r.pageViews) },
    { key: 'visitors', header: t('traffic.visitors'), align: 'right', cell: (r) => num(r.visitors) },
  ]
  const pageColumns: Column<TrafficPage & { rank: number }>[] = [
    { key: 'rank', header: t('goods.rank'), cell: (p) => num(p.rank) },
    {
      key: 'page',
      header: t('traffic.page'),
      cell: (p) => (
        <span className={styles.name}>{p.goodsId ? p.name : `${t('traffic.storePage')} · ${p.name}`}</span>
      ),
    },
    ...(stores && !filters.storeId
      ? [{ key: 'store', header: t('goods.store'), cell: (p: TrafficPage) => p.storeName }]
      : []),
    { key: 'pageViews', header: t('traffic.pageViews'), align: 'right', cell: (p) => num(p.pageViews) },
    { key: 'visitors', header: t('traffic.visitors'), align: 'right', cell: (p) => num(p.visitors) },
  ]
  const memberColumns: Column<Members>[] = [
    {
      key: 'period',
      header: t('sales.period'),
      cell: (r) => <span className={styles.num}>{periodLabel(r)}</span>,
    },
    { key: 'newMembers', header: t('members.newMembers'), align: 'right', cell: (r) => num(r.newMembers) },
    {
      key: 'totalMembers',
      header: t('members.totalMembers'),
      align: 'right',
      cell: (r) => num(r.totalMembers),
    },
  ]
  const ranked = <T,>(rows: T[]) => rows.map((r, i) => ({ ...r, rank: i + 1 }))
  const { totals } = report

  return (
    <>
      <Panel>
        <Form
          method="get"
          className={styles.filters}
          aria-label={t('filter.label')}
          data-testid="report-filters"
        >
          <label>
            {t('filter.from')}
            <input type="date" name="from" defaultValue={filters.from} required />
          </label>
          <label>
            {t('filter.to')}
            <input type="date" name="to" defaultValue={filters.to} required />
          </label>
          <label>
            {t('filter.period')}
            <select name="period" defaultValue={filters.period}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`period.${p}`)}
                </option>
              ))}
            </select>
          </label>
          {stores ? (
            stores.length > 0 ? (
              <label>
                {t('filter.store')}
                <select name="storeId" defaultValue={filters.storeId ?? ''}>
                  <option value="">{t('filter.allStores')}</option>
                  {stores.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                {t('filter.storeId')}
                <input
                  name="storeId"
                  inputMode="numeric"
                  maxLength={20}
                  defaultValue={filters.storeId ?? ''}
                />
              </label>
            )
          ) : null}
          <button type="submit" className={`btn ${styles.small}`}>
            {t('filter.search')}
          </button>
          <Link to="." className={`btn btn-ghost ${styles.small}`}>
            {t('filter.reset')}
          </Link>
        </Form>
        <p className={styles.hint}>{t('filter.hint')}</p>
      </Panel>

      <Panel title={t('totals.label')}>
        <ul className={styles.totals} data-testid="report-totals">
          <li>
            <span>{t('totals.paidAmount')}</span>
            <strong data-testid="total-paidAmount">{formatMoney(totals.paidAmount)}</strong>
          </li>
          <li>
            <span>{t('totals.orders')}</span>
            <strong data-testid="total-orders">{totals.orders}</strong>
          </li>
          <li>
            <span>{t('totals.buyers')}</span>
            <strong data-testid="total-buyers">{totals.buyers}</strong>
            <small>
              {t('totals.buyersSplit', { fresh: totals.newBuyers, returning: totals.returningBuyers })}
            </small>
          </li>
          <li>
            <span>{t('totals.refunds')}</span>
            <strong data-testid="total-refundAmount">{formatMoney(totals.refundAmount)}</strong>
            <small>{t('totals.refundsSplit', { count: totals.refunds })}</small>
          </li>
          <li>
            <span>{t('totals.pageViews')}</span>
            <strong data-testid="total-pageViews">{totals.pageViews}</strong>
          </li>
          <li>
            <span>{t('totals.visitors')}</span>
            <strong data-testid="total-visitors">{totals.visitors}</strong>
          </li>
        </ul>
      </Panel>

      <Panel title={t('sales.title')} testId="report-sales">
        <SalesChart
          days={report.rows.map((r) => ({ date: r.start, orders: r.orders, amount: r.paidAmount }))}
          emptyText={t('sales.empty')}
        />
        <div className={styles.bar}>
          <h3>{t(`period.${report.period}`)}</h3>
          {exportButton('sales')}
        </div>
        <Table testId="sales-table" rows={report.rows} rowKey={(r) => r.start} columns={salesColumns} />
      </Panel>

      <Panel title={t('goods.title')} testId="report-goods">
        <div className={styles.pair}>
          {(['goodsAmount', 'goodsQuantity'] as const).map((table) => (
            <div key={table}>
              <div className={styles.bar}>
                <h3>{t(table === 'goodsAmount' ? 'goods.byAmount' : 'goods.byQuantity')}</h3>
                {exportButton(table)}
              </div>
              <Table
                testId={`${table}-table`}
                rows={ranked(table === 'goodsAmount' ? report.goodsByAmount : report.goodsByQuantity)}
                rowKey={(g) => g.goodsId}
                columns={goodsColumns}
                empty={<p className={styles.note}>{t('goods.empty')}</p>}
              />
            </div>
          ))}
        </div>
      </Panel>

      <Panel title={t('traffic.title')} testId="report-traffic">
        <div className={styles.pair}>
          <div>
            <div className={styles.bar}>
              <h3>{t(`period.${report.period}`)}</h3>
              {exportButton('traffic')}
            </div>
            <Table
              testId="traffic-table"
              rows={report.traffic}
              rowKey={(r) => r.start}
              columns={trafficColumns}
            />
          </div>
          <div>
            <div className={styles.bar}>
              <h3>{t('traffic.pages')}</h3>
              {exportButton('trafficPages')}
            </div>
            <Table
              testId="traffic-pages-table"
              rows={ranked(report.trafficPages)}
              rowKey={(p) => `${p.storeId}|${p.goodsId ?? ''}`}
              columns={pageColumns}
              empty={<p className={styles.note}>{t('traffic.empty')}</p>}
            />
          </div>
        </div>
        <p className={styles.note}>{t('traffic.note')}</p>
      </Panel>

      {report.members ? (
        <Panel title={t('members.title')} testId="report-members">
          <div className={styles.bar}>
            <h3>{t(`period.${report.period}`)}</h3>
            {exportButton('members')}
          </div>
          <Table
            testId="members-table"
            rows={report.members}
            rowKey={(r) => r.start}
            columns={memberColumns}
          />
        </Panel>
      ) : null}
    </>
  )
}
