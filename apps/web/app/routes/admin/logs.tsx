import type { AdminLog } from '@silk/contracts/admin'
import { ADMIN_ACTION_AREAS, ADMIN_ACTIONS, ADMIN_ACTIONS_BY_AREA } from '@silk/contracts/admin-actions'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice, joinList, labelColon } from '../../lib/format.ts'

type Row = z.infer<typeof AdminLog>
const FILTERS = ['adminName', 'action', 'target', 'startDate', 'endDate']

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>('/manager/setting/log', listQuery(url, FILTERS)),
  }))
}

const brief = (value: unknown) => (value == null ? '' : JSON.stringify(value))

type Change = Row['changes'][number]

/**
 * A row's change in words (issue 60 §14): each field under its label in the page's language, before →
 * after, amounts in yuan through the site's money formatter; the stored JSON stays one click away.
 */
function ChangeSummary({ row }: { row: Row }) {
  const { t, lang } = useTranslation('admin')
  const text = (value: unknown, money: boolean): string => {
    if (value === null || value === undefined || value === '') return t('logs.empty')
    if (money && typeof value === 'number') return formatPrice(value)
    if (typeof value === 'boolean') return t(value ? 'logs.yes' : 'logs.no')
    if (Array.isArray(value))
      return joinList(
        value.map((v) => text(v, false)),
        lang,
      )
    if (typeof value === 'object') return JSON.stringify(value)
    return String(value)
  }
  const line = (c: Change) => {
    const hasBefore = 'before' in c
    const hasAfter = 'after' in c
    if (hasBefore && hasAfter && c.changed) return `${text(c.before, c.money)} → ${text(c.after, c.money)}`
    return text(hasAfter ? c.after : c.before, c.money)
  }
  const raw = [brief(row.before), brief(row.after)].filter(Boolean).join(' → ')
  // An edit lists what changed (the rest is in the raw record); a creation or a deletion lists it all.
  const changed = row.changes.filter((c) => c.changed)
  const lines = changed.length ? changed : row.changes
  return (
    <div className={styles.change}>
      {lines.length ? (
        <ul className={styles.changeList} data-testid="log-changes">
          {lines.map((c) => (
            <li key={c.field}>
              {c.label ? (
                <span className={styles.changeLabel}>
                  {c.label}
                  {labelColon(lang)}
                </span>
              ) : null}
              {line(c)}
            </li>
          ))}
        </ul>
      ) : null}
      {raw ? (
        <details className={styles.raw}>
          <summary>{t('logs.raw')}</summary>
          <code data-testid="log-raw">{raw}</code>
        </details>
      ) : null}
    </div>
  )
}

/** 操作日志: every operator write with who, what, before → after and from where; read-only. */
export default function Logs() {
  const { page } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('admin')
  const zhOrEn = lang === 'en' ? 'en' : 'zh'
  return (
    <ListPage
      site={ADMIN}
      group={t('area.log')}
      title={t('logs.title')}
      filters={
        <SearchForm
          testId="log-filters"
          fields={[
            { name: 'adminName', label: t('logs.admin'), maxLength: 64 },
            {
              name: 'action',
              label: t('logs.action'),
              testId: 'log-action',
              options: [{ value: '', label: t('logs.allActions') }],
              groups: ADMIN_ACTIONS_BY_AREA.map(({ area, actions }) => ({
                label: ADMIN_ACTION_AREAS[area][zhOrEn],
                options: actions.map((code) => ({ value: code, label: ADMIN_ACTIONS[code][zhOrEn] })),
              })),
            },
            { name: 'target', label: t('logs.target'), maxLength: 64 },
            { name: 'startDate', label: t('logs.from'), type: 'date', maxLength: 64 },
            { name: 'endDate', label: t('logs.to'), type: 'date', maxLength: 64 },
          ]}
          submitLabel={t('common.filter')}
        />
      }
      table={{ testId: 'log-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
        { key: 'admin', header: t('logs.admin'), cell: (r) => r.adminName },
        { key: 'title', header: t('logs.action'), cell: (r) => <span title={r.action}>{r.title}</span> },
        { key: 'target', header: t('logs.target'), cell: (r) => r.target },
        {
          key: 'change',
          header: t('logs.change'),
          cell: (r) => <ChangeSummary row={r} />,
        },
        { key: 'ip', header: t('logs.ip'), cell: (r) => r.ip ?? '' },
      ]}
    ></ListPage>
  )
}
