import { minuteText } from '@silk/contracts/china-time'
import { fenOf, formatFen } from '@silk/contracts/money'
import type { Page } from '@silk/contracts/paging'
import { type BillFlowView, BillStatuses, type BillView } from '@silk/contracts/settlement'
import { Link, useLocation } from 'react-router'
import type { z } from 'zod'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleStyles, Panel } from '../console/ConsoleLayout.tsx'
import type { ConsoleApi } from '../console/server.ts'
import styles from './bill.module.css'

export type Bill = z.infer<typeof BillView>
export type BillFlow = z.infer<typeof BillFlowView>
export { styles as billStyles }

/** ¥1,234.56 (or -¥1,234.56) from the contract's yuan. */
export const yuan = (value: number) => {
  const fen = fenOf(value)
  return fen < 0 ? `-${formatFen(-fen)}` : formatFen(fen)
}

export function BillStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('settlement')
  return (
    <span className={styles.status} data-status={status} data-testid="bill-status">
      {t(`status.${status}`)}
    </span>
  )
}

/** Tabs by state; each a link keeping the other filters, back to page 1. */
export function BillStatusTabs() {
  const { t } = useTranslation('settlement')
  const location = useLocation()
  const current = new URLSearchParams(location.search).get('status') ?? ''
  const href = (status: string) => {
    const next = new URLSearchParams(location.search)
    next.delete('pageNumber')
    if (status) next.set('status', status)
    else next.delete('status')
    const q = next.toString()
    return q ? `${location.pathname}?${q}` : location.pathname
  }
  return (
    <Tabs
      label={t('list.tabs')}
      current={current || 'all'}
      tabs={[
        { key: 'all', label: t('status.all'), href: href('') },
        ...BillStatuses.map((s) => ({
          key: s,
          label: t(`status.${s}`),
          href: href(s),
          testId: `bill-tab-${s}`,
        })),
      ]}
    />
  )
}

/** The list query of a bill page: `status` in the address is the API's `billStatus`. */
export function billListQuery(url: URL, pageSize: number, extra: string[] = []): Record<string, string> {
  const query: Record<string, string> = {
    pageNumber: url.searchParams.get('pageNumber') ?? '1',
    pageSize: String(pageSize),
  }
  const status = url.searchParams.get('status')
  if (status && (BillStatuses as readonly string[]).includes(status)) query.billStatus = status
  for (const key of extra) {
    const value = url.searchParams.get(key)?.trim()
    if (value) query[key] = value
  }
  return query
}

/** The bills as a table; `store` adds the store column (the operator's list). */
export function BillTable({
  page,
  to,
  store = false,
}: {
  page: Page<Bill>
  to(bill: Bill): string
  store?: boolean
}) {
  const { t } = useTranslation('settlement')
  const columns: Column<Bill>[] = [
    {
      key: 'sn',
      header: t('list.sn'),
      cell: (b) => (
        <Link to={to(b)} className={styles.link} data-testid="bill-link">
          {b.sn}
        </Link>
      ),
    },
    ...(store ? [{ key: 'store', header: t('list.store'), cell: (b: Bill) => b.storeName }] : []),
    {
      key: 'period',
      header: t('list.period'),
      cell: (b) => `${minuteText(b.startTime)} ~ ${minuteText(b.endTime)}`,
    },
    {
      key: 'counts',
      header: t('list.orders'),
      align: 'right',
      cell: (b) => t('list.counts', { orders: b.orderCount, refunds: b.refundCount }),
    },
    { key: 'price', header: t('list.billPrice'), align: 'right', cell: (b) => yuan(b.billPrice) },
    { key: 'status', header: t('list.status'), cell: (b) => <BillStatusBadge status={b.billStatus} /> },
    { key: 'created', header: t('list.created'), cell: (b) => b.createTime },
    {
      key: 'ops',
      header: '',
      align: 'right',
      cell: (b) => (
        <Link to={to(b)} className={styles.link}>
          {t('list.view')}
        </Link>
      ),
    },
  ]
  return (
    <>
      <Table
        testId="bill-table"
        rows={page.records}
        rowKey={(b) => b.sn}
        columns={columns}
        empty={<p className={consoleStyles.muted}>{t('list.empty')}</p>}
      />
      <Pager current={page.current} pages={page.pages} total={page.total} />
    </>
  )
}

/** The bill's amounts, its formula, and its period and progress. */
export function BillSummary({ bill }: { bill: Bill }) {
  const { t } = useTranslation('settlement')
  const amounts: [string, number, boolean?][] = [
    ['orderPrice', bill.orderPrice],
    ['siteCouponCommission', bill.siteCouponCommission],
    ['refundPrice', -bill.refundPrice],
    ['commissionPrice', -bill.commissionPrice],
    ['refundCommissionPrice', bill.refundCommissionPrice],
    ['distributionCommission', -bill.distributionCommission],
    ['distributionRefundCommission', bill.distributionRefundCommission],
    ['billPrice', bill.billPrice, true],
  ]
  return (
    <>
      <dl className={styles.summary} data-testid="bill-summary">
        {amounts.map(([key, value, total]) => (
          <div key={key} className={total ? styles.total : undefined} data-testid={`bill-${key}`}>
            <dt>{t(`detail.${key}`)}</dt>
            <dd className={value < 0 ? styles.minus : undefined}>{yuan(value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.formula}>{t('detail.formula')}</p>
    </>
  )
}

/** Period, state and the times of each step, and the payment reference once paid. */
export function BillFacts({ bill }: { bill: Bill }) {
  const { t } = useTranslation('settlement')
  const waiting: Record<string, string> = {
    OUT: t('detail.waitSeller'),
    CHECK: t('detail.waitPlatform'),
    EXAMINE: t('detail.waitPay'),
    PAY: t('detail.done'),
  }
  return (
    <dl className={styles.facts}>
      <dt>{t('list.store')}</dt>
      <dd>{bill.storeName}</dd>
      <dt>{t('detail.period')}</dt>
      <dd>
        {bill.startTime} ~ {bill.endTime}
      </dd>
      <dt>{t('detail.progress')}</dt>
      <dd>
        <BillStatusBadge status={bill.billStatus} />{' '}
        <span className={consoleStyles.muted}>{waiting[bill.billStatus]}</span>
      </dd>
      <dt>{t('list.created')}</dt>
      <dd>{bill.createTime}</dd>
      {bill.checkTime ? (
        <>
          <dt>{t('detail.checkTime')}</dt>
          <dd>{bill.checkTime}</dd>
        </>
      ) : null}
      {bill.examineTime ? (
        <>
          <dt>{t('detail.examineTime')}</dt>
          <dd>{bill.examineTime}</dd>
        </>
      ) : null}
      {bill.payTime ? (
        <>
          <dt>{t('detail.payTime')}</dt>
          <dd>{bill.payTime}</dd>
          <dt>{t('detail.payReference')}</dt>
          <dd data-testid="bill-pay-reference">{bill.payReference}</dd>
        </>
      ) : null}
    </dl>
  )
}

/** The bill's orders and refunds, each with its part of every amount. */
export function BillFlowTable({ page }: { page: Page<BillFlow> }) {
  const { t } = useTranslation('settlement')
  const signed = (f: BillFlow, v: number) => (f.flowType === 'REFUND' ? yuan(-v) : yuan(v))
  const num = (text: string, minus = false) => (
    <span className={minus ? `${styles.num} ${styles.minus}` : styles.num}>{text}</span>
  )
  return (
    <>
      <Table
        testId="bill-flows"
        rows={page.records}
        rowKey={(f) => f.id}
        empty={<p className={consoleStyles.muted}>{t('detail.noFlows')}</p>}
        columns={[
          { key: 'type', header: t('detail.flowType'), cell: (f) => t(`detail.${f.flowType}`) },
          {
            key: 'sn',
            header: t('detail.flowSn'),
            // A refund names its order under its own number.
            cell: (f) =>
              f.flowType === 'REFUND' ? (
                <>
                  {f.sn}
                  <small className={styles.sub}>
                    {t('detail.orderSn')} {f.orderSn}
                  </small>
                </>
              ) : (
                f.sn
              ),
          },
          { key: 'price', header: t('detail.price'), align: 'right', cell: (f) => num(signed(f, f.price)) },
          {
            key: 'commission',
            header: t('detail.commission'),
            align: 'right',
            // The commission the platform keeps (order) or gives back (refund).
            cell: (f) => num(f.flowType === 'REFUND' ? yuan(f.commissionPrice) : yuan(-f.commissionPrice)),
          },
          {
            key: 'distribution',
            header: t('detail.distribution'),
            align: 'right',
            cell: (f) =>
              num(f.flowType === 'REFUND' ? yuan(f.distributionCommission) : yuan(-f.distributionCommission)),
          },
          {
            key: 'coupon',
            header: t('detail.siteCoupon'),
            align: 'right',
            cell: (f) => num(yuan(f.siteCouponCommission)),
          },
          {
            key: 'final',
            header: t('detail.final'),
            align: 'right',
            cell: (f) => num(yuan(f.finalPrice), f.finalPrice < 0),
          },
          { key: 'time', header: t('detail.time'), cell: (f) => num(f.flowTime) },
        ]}
      />
      <Pager current={page.current} pages={page.pages} total={page.total} />
    </>
  )
}

/** A bill and a page of its flows, for the detail page of either console (`base`: its bill URLs). */
export async function loadBill(api: ConsoleApi, url: URL, sn: string | undefined, base: string) {
  const id = encodeURIComponent(sn ?? '')
  const [bill, flows] = await Promise.all([
    api.get<Bill>(`${base}/get/${id}`),
    api.get<Page<BillFlow>>(`${base}/${id}/getStoreFlow`, {
      pageNumber: url.searchParams.get('pageNumber') ?? '1',
      pageSize: '20',
    }),
  ])
  return { bill, flows }
}

/** The panels of a bill's detail page, the same for the store and the operator. */
export function BillPanels({ bill, flows }: { bill: Bill; flows: Page<BillFlow> }) {
  const { t } = useTranslation('settlement')
  return (
    <>
      <Panel title={t('detail.summary')}>
        <BillSummary bill={bill} />
      </Panel>
      <Panel title={t('detail.info')}>
        <BillFacts bill={bill} />
      </Panel>
      <Panel title={t('detail.flows')}>
        <BillFlowTable page={flows} />
      </Panel>
    </>
  )
}
