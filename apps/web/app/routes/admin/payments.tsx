import type { PaymentLogRow, RefundLogRow } from '@silk/contracts/admin-arbitration'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, QueuePager } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { choiceField, SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Payment = z.infer<typeof PaymentLogRow>
type Refund = z.infer<typeof RefundLogRow>
const METHODS = ['WALLET', 'ALIPAY', 'WECHAT', 'BANK_TRANSFER'] as const
const COMMON = ['sn', 'memberName', 'paymentMethod', 'startDate', 'endDate', 'kind']

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    if (url.searchParams.get('tab') === 'refunds') {
      return {
        tab: 'refunds' as const,
        refunds: await api.get<Page<Refund>>(
          '/manager/order/refundLog',
          listQuery(url, [...COMMON, 'refundStatus']),
        ),
        payments: null,
      }
    }
    return {
      tab: 'payments' as const,
      payments: await api.get<Page<Payment>>(
        '/manager/order/paymentLog',
        listQuery(url, [...COMMON, 'payStatus']),
      ),
      refunds: null,
    }
  })
}

/**
 * 收款与退款: order payments and wallet top-ups, and every refund (退款记录) with its gateway state,
 * numbers and failure reason, with filters; a refund the gateway refused is sent again by an operator
 * who may write orders (decision 148).
 */
export default function AdminPayments() {
  const { tab, payments, refunds } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const all = ta('common.all')
  const canWrite = useAdminCanWrite('order')
  const { run, busy } = useConsoleAction(ADMIN)
  const retry = (r: Refund) =>
    r.refundNo
      ? run({ method: 'POST', path: `/manager/order/refundLog/${r.refundNo}/retry` }, t('payment.retried'))
      : undefined
  const method = (m: string | null) => (m ? t(`payment:method.${m}`, m) : '—')
  return (
    <ConsolePage site={ADMIN} group={ta('area.order')} title={t('payment.title')}>
      <Panel>
        <nav className={styles.tabs} aria-label={t('payment.title')}>
          {(['payments', 'refunds'] as const).map((k) => (
            <Link
              key={k}
              to={k === 'payments' ? '/admin/payments' : '/admin/payments?tab=refunds'}
              aria-current={tab === k ? 'page' : undefined}
            >
              {t(`payment.tabs.${k}`)}
            </Link>
          ))}
        </nav>
        <SearchForm
          key={tab}
          testId="payment-filters"
          keep={['tab']}
          fields={[
            {
              name: 'sn',
              label: tab === 'refunds' ? `${t('payment.sn')} / ${t('payment.orderSn')}` : t('payment.sn'),
              maxLength: 64,
            },
            { name: 'memberName', label: t('payment.member'), maxLength: 64 },
            tab === 'payments'
              ? choiceField('kind', t('payment.kind'), all, ['ORDER', 'RECHARGE'], (v) =>
                  t(`payment.kinds.${v}`),
                )
              : choiceField(
                  'kind',
                  t('payment.kind'),
                  all,
                  ['AFTER_SALE', 'ORDER_CANCEL', 'LATE_PAYMENT'],
                  (v) => t(`payment.kinds.${v}`),
                ),
            choiceField('paymentMethod', t('payment.method'), all, METHODS, (v) => t(`payment:method.${v}`)),
            tab === 'payments'
              ? choiceField('payStatus', t('payment.payStatus'), all, ['PAID', 'UNPAID', 'CANCEL'], (v) =>
                  t(`payment.payStatuses.${v}`),
                )
              : choiceField(
                  'refundStatus',
                  t('payment.refundStatus'),
                  all,
                  ['PENDING', 'DONE', 'FAILED', 'WAIT'],
                  (v) => t(`payment.refundStatuses.${v}`),
                ),
            { name: 'startDate', label: t('payment.from'), type: 'date', maxLength: 64 },
            { name: 'endDate', label: t('payment.to'), type: 'date', maxLength: 64 },
          ]}
          submitLabel={ta('common.filter')}
        />
        {payments ? (
          <>
            <Table
              testId="payment-table"
              rows={payments.records}
              rowKey={(r) => `${r.kind}${r.sn}`}
              empty={t('payment.none')}
              columns={[
                { key: 'sn', header: t('payment.sn'), cell: (r) => r.sn },
                { key: 'kind', header: t('payment.kind'), cell: (r) => t(`payment.kinds.${r.kind}`) },
                {
                  key: 'member',
                  header: t('payment.member'),
                  cell: (r) => <span className={styles.nowrap}>{r.memberName}</span>,
                },
                {
                  key: 'amount',
                  header: t('payment.amount'),
                  align: 'right',
                  cell: (r) => formatPrice(r.amount),
                },
                { key: 'method', header: t('payment.method'), cell: (r) => method(r.paymentMethod) },
                {
                  key: 'status',
                  header: t('payment.payStatus'),
                  cell: (r) => t(`payment.payStatuses.${r.payStatus}`, r.payStatus),
                },
                { key: 'no', header: t('payment.receivableNo'), cell: (r) => r.receivableNo ?? '' },
                { key: 'paid', header: t('payment.paymentTime'), cell: (r) => r.paymentTime ?? '' },
                { key: 'created', header: t('payment.createTime'), cell: (r) => r.createTime },
              ]}
            />
            <QueuePager page={payments} />
          </>
        ) : null}
        {refunds ? (
          <>
            <Table
              testId="refund-table"
              rows={refunds.records}
              rowKey={(r) => `${r.kind}${r.sn}`}
              empty={t('payment.none')}
              columns={[
                {
                  key: 'sn',
                  header: t('payment.sn'),
                  cell: (r) =>
                    r.kind === 'AFTER_SALE' ? (
                      <span className={styles.stack}>
                        <Link to={`/admin/after-sales/${r.sn}`}>{r.sn}</Link>
                        <small className={styles.sub}>
                          {t('payment.orderSn')} {r.orderSn}
                        </small>
                      </span>
                    ) : (
                      r.sn
                    ),
                },
                {
                  key: 'kind',
                  header: t('payment.kind'),
                  cell: (r) => <span className={styles.nowrap}>{t(`payment.kinds.${r.kind}`)}</span>,
                },
                {
                  key: 'member',
                  header: t('payment.memberStore'),
                  cell: (r) => (
                    <span className={styles.stack}>
                      <span className={styles.nowrap}>{r.memberName}</span>
                      <small className={styles.sub}>{r.storeName}</small>
                    </span>
                  ),
                },
                {
                  key: 'amount',
                  header: t('payment.amount'),
                  align: 'right',
                  cell: (r) => <span className={styles.nowrap}>{formatPrice(r.amount)}</span>,
                },
                {
                  key: 'method',
                  header: <span className={styles.keepWords}>{t('payment.methodWay')}</span>,
                  label: t('payment.methodWay'),
                  cell: (r) => (
                    <span className={styles.stack}>
                      <span className={styles.nowrap}>{method(r.paymentMethod)}</span>
                      <small className={styles.sub}>{t(`payment.refundWays.${r.refundWay}`)}</small>
                    </span>
                  ),
                },
                {
                  key: 'status',
                  header: <span className={styles.keepWords}>{t('payment.refundStatus')}</span>,
                  label: t('payment.refundStatus'),
                  cell: (r) => (
                    <span className={styles.stack}>
                      <span
                        className={`${styles.nowrap} ${r.refundStatus === 'DONE' ? styles.status : styles.waiting}`}
                      >
                        {t(`payment.refundStatuses.${r.refundStatus}`)}
                      </span>
                      {r.failure ? (
                        <small className={styles.sub} data-testid="refund-failure">
                          {r.failure}
                        </small>
                      ) : null}
                      {r.attempts > 1 ? (
                        <small className={styles.sub}>{t('payment.attempts', { n: r.attempts })}</small>
                      ) : null}
                    </span>
                  ),
                },
                {
                  key: 'ref',
                  header: t('payment.reference'),
                  // The gateway's number (or the bank's reference); ours when it is not the row's own sn
                  // (an after-sale's refund request number is the after-sale sn).
                  cell: (r) => (
                    <span className={styles.refNos}>
                      {r.reference ?? '—'}
                      {r.refundNo && r.refundNo !== r.sn ? (
                        <small>
                          {t('payment.refundNo')} {r.refundNo}
                        </small>
                      ) : null}
                    </span>
                  ),
                },
                {
                  key: 'time',
                  header: t('payment.times'),
                  cell: (r) => (
                    <span className={styles.stack}>
                      <span className={styles.nowrap}>{r.createTime}</span>
                      {r.refundTime || r.updateTime ? (
                        <small className={styles.sub}>
                          {r.refundTime ? t('payment.refundTime') : t('payment.updateTime')}
                          <br />
                          {r.refundTime ?? r.updateTime}
                        </small>
                      ) : null}
                    </span>
                  ),
                },
                {
                  key: 'ops',
                  header: '',
                  align: 'right',
                  cell: (r) =>
                    canWrite && r.refundStatus === 'FAILED' && r.refundNo ? (
                      <RowButton disabled={busy} onClick={() => retry(r)}>
                        {t('payment.retry')}
                      </RowButton>
                    ) : null,
                },
              ]}
            />
            <QueuePager page={refunds} />
          </>
        ) : null}
      </Panel>
    </ConsolePage>
  )
}
