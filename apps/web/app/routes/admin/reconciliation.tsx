import { chinaDayAhead } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { ReconciliationDifference, ReconciliationRun } from '@silk/contracts/reconciliation'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, QueuePager } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

const GATEWAYS = ['alipay', 'wechat'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const billDate = url.searchParams.get('billDate') ?? ''
    const provider = url.searchParams.get('provider') ?? ''
    const [runs, differences] = await Promise.all([
      api.get<Page<ReconciliationRun> & { gateways: string[] }>('/manager/order/reconciliation', {
        ...listQuery(url, ['provider', 'startDate', 'endDate']),
        pageSize: '10',
      }),
      api.get<Page<ReconciliationDifference>>('/manager/order/reconciliation/differences', {
        ...(provider ? { provider } : {}),
        ...(billDate ? { billDate } : {}),
        ...(url.searchParams.get('status') ? { status: url.searchParams.get('status') as string } : {}),
        pageNumber: '1',
        pageSize: '100',
      }),
    ])
    return { runs, differences }
  })
}

/**
 * 对账 (decision 149): each gateway's trade bill of a day against our payments and refunds — the days
 * with their counts, the differences with both sides' amounts, resolved with a note (who and when);
 * a day can be read again. The auditor reads.
 */
export default function AdminReconciliation() {
  const { runs, differences } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const { t } = useTranslation('reconciliation')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  const { run, busy } = useConsoleAction(ADMIN)
  const [resolving, setResolving] = useState<ReconciliationDifference | null>(null)
  const gateway = (g: string) => t(`gateways.${g}`, { defaultValue: g })
  const money = (yuan: number | null) => (yuan === null ? '—' : formatPrice(yuan))
  const billDate = search.get('billDate')
  const provider = search.get('provider')
  const yesterday = chinaDayAhead(-1)
  const [again, setAgain] = useState({ provider: runs.gateways[0] ?? 'alipay', billDate: yesterday })
  return (
    <ConsolePage site={ADMIN} group={ta('area.order')} title={t('title')} readOnly={!canWrite}>
      <Panel testId="reconciliation-runs">
        <p className={consoleStyles.muted}>{runs.gateways.length ? t('intro') : t('demo')}</p>
        <SearchForm
          testId="reconciliation-filters"
          fields={[
            {
              name: 'provider',
              label: t('gateway'),
              all: ta('common.all'),
              options: GATEWAYS.map((g) => ({ value: g, label: gateway(g) })),
            },
            { name: 'startDate', label: t('from'), type: 'date' },
            { name: 'endDate', label: t('to'), type: 'date' },
          ]}
          submitLabel={ta('common.filter')}
        />
        <Table
          testId="reconciliation-table"
          rows={runs.records}
          rowKey={(r) => r.id}
          empty={t('none')}
          columns={[
            {
              key: 'date',
              header: t('billDate'),
              cell: (r) => (
                <Link to={`?provider=${r.provider}&billDate=${r.billDate}`} className={styles.nowrap}>
                  {r.billDate}
                </Link>
              ),
            },
            { key: 'gateway', header: t('gateway'), cell: (r) => gateway(r.provider) },
            {
              key: 'status',
              header: t('status'),
              cell: (r) => (
                <span
                  className={r.status === 'READY' ? styles.status : styles.waiting}
                  title={r.reason ?? ''}
                >
                  {t(`statuses.${r.status}`)}
                </span>
              ),
            },
            { key: 'payments', header: t('payments'), align: 'right', cell: (r) => r.gatewayPayments },
            { key: 'refunds', header: t('refunds'), align: 'right', cell: (r) => r.gatewayRefunds },
            { key: 'matched', header: t('matched'), align: 'right', cell: (r) => r.matched },
            {
              key: 'differences',
              header: t('differences'),
              align: 'right',
              cell: (r) =>
                r.open ? (
                  <strong className={styles.waiting}>
                    {r.differences} · {t('open')} {r.open}
                  </strong>
                ) : (
                  r.differences
                ),
            },
            {
              key: 'totals',
              header: t('totals'),
              align: 'right',
              cell: (r) => (
                <span className={styles.nowrap}>
                  {formatPrice(r.paymentTotal)} / {formatPrice(r.refundTotal)}
                </span>
              ),
            },
            {
              key: 'time',
              header: t('runTime'),
              cell: (r) => <span className={styles.nowrap}>{r.runTime}</span>,
            },
          ]}
        />
        <QueuePager page={runs} />
        {canWrite && runs.gateways.length ? (
          <form
            className={consoleStyles.toolbar}
            data-testid="reconciliation-rerun"
            onSubmit={(e) => {
              e.preventDefault()
              void run(
                { method: 'POST', path: '/manager/order/reconciliation/run', body: again },
                t('rerunDone'),
              )
            }}
          >
            <select
              aria-label={t('gateway')}
              value={again.provider}
              onChange={(e) => setAgain((v) => ({ ...v, provider: e.target.value }))}
            >
              {runs.gateways.map((g) => (
                <option key={g} value={g}>
                  {gateway(g)}
                </option>
              ))}
            </select>
            <input
              type="date"
              aria-label={t('billDate')}
              value={again.billDate}
              onChange={(e) => setAgain((v) => ({ ...v, billDate: e.target.value }))}
            />
            <button type="submit" className="btn" disabled={busy}>
              {t('rerun')}
            </button>
            <small className={consoleStyles.muted}>{t('rerunHint')}</small>
          </form>
        ) : null}
      </Panel>
      <Panel
        testId="reconciliation-differences"
        title={
          billDate && provider ? t('diffOf', { gateway: gateway(provider), date: billDate }) : t('diffTitle')
        }
      >
        <nav className={styles.tabs} aria-label={t('diffStatus')}>
          {(['', 'OPEN', 'RESOLVED'] as const).map((s) => {
            const next = new URLSearchParams(search)
            if (s) next.set('status', s)
            else next.delete('status')
            return (
              <Link
                key={s || 'all'}
                to={`?${next}`}
                aria-current={(search.get('status') ?? '') === s ? 'page' : undefined}
              >
                {s ? t(`diffStatuses.${s}`) : ta('common.all')}
              </Link>
            )
          })}
          {billDate ? <Link to="?">{t('allDays')}</Link> : null}
        </nav>
        <Table
          testId="difference-table"
          rows={differences.records}
          rowKey={(d) => d.id}
          empty={t('diffNone')}
          columns={[
            {
              key: 'day',
              header: t('billDate'),
              cell: (d) => (
                <span className={styles.stack}>
                  <span className={styles.nowrap}>{d.billDate}</span>
                  <small className={styles.sub}>{gateway(d.provider)}</small>
                </span>
              ),
            },
            {
              key: 'type',
              header: t('type'),
              cell: (d) => (
                <span className={styles.stack}>
                  <strong>{t(`types.${d.type}`)}</strong>
                  <small className={styles.sub}>{t(`kinds.${d.kind}`)}</small>
                </span>
              ),
            },
            {
              key: 'key',
              header: t('key'),
              cell: (d) => (
                <span className={styles.stack}>
                  <code>{d.key}</code>
                  {d.providerNo ? (
                    <small className={styles.sub}>
                      {t('providerNo')} {d.providerNo}
                    </small>
                  ) : null}
                  {d.sn ? (
                    <small className={styles.sub}>
                      {t('order')} {d.sn}
                    </small>
                  ) : null}
                </span>
              ),
            },
            { key: 'gw', header: t('gatewayAmount'), align: 'right', cell: (d) => money(d.gatewayAmount) },
            { key: 'ours', header: t('localAmount'), align: 'right', cell: (d) => money(d.localAmount) },
            {
              key: 'state',
              header: t('localStatus'),
              cell: (d) =>
                d.localStatus
                  ? t(`localStatuses.${d.localStatus}`, { defaultValue: d.localStatus })
                  : t('noRecord'),
            },
            {
              key: 'resolution',
              header: t('resolution'),
              cell: (d) =>
                d.status === 'RESOLVED' ? (
                  <span className={styles.stack}>
                    <span className={styles.status}>{t('resolved')}</span>
                    <span>{d.note}</span>
                    <small className={styles.sub}>
                      {t('resolvedBy', { name: d.resolverName ?? '', time: d.resolvedTime ?? '' })}
                    </small>
                  </span>
                ) : canWrite ? (
                  <RowButton disabled={busy} onClick={() => setResolving(d)}>
                    {t('resolve')}
                  </RowButton>
                ) : (
                  <span className={styles.waiting}>{t('diffStatuses.OPEN')}</span>
                ),
            },
          ]}
        />
      </Panel>
      {resolving ? (
        <ResolveDialog
          difference={resolving}
          onClose={() => setResolving(null)}
          onSubmit={(note) =>
            run(
              {
                method: 'PUT',
                path: `/manager/order/reconciliation/differences/${resolving.id}/resolve`,
                body: { note },
              },
              t('resolved'),
            )
          }
          busy={busy}
        />
      ) : null}
    </ConsolePage>
  )
}

function ResolveDialog({
  difference,
  onClose,
  onSubmit,
  busy,
}: {
  difference: ReconciliationDifference
  onClose(): void
  onSubmit(note: string): Promise<boolean>
  busy: boolean
}) {
  const { t } = useTranslation('reconciliation')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('resolveTitle')}
      description={`${t(`types.${difference.type}`)} · ${difference.key}`}
      width={520}
      busy={busy}
      testId="resolve-dialog"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!note.trim()) {
          setError(t('noteRequired'))
          return
        }
        if (await onSubmit(note.trim())) onClose()
      }}
    >
      <Field label={t('note')} required error={error} count={{ used: note.length, max: 500 }}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={500}
            value={note}
            placeholder={t('notePlaceholder')}
            onChange={(e) => {
              setNote(e.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
    </FormDialog>
  )
}
