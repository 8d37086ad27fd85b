import {
  CONSULTATION_SERVICES,
  CONSULTATION_STATES,
  type ConsultationAssignee,
  type ManagerConsultation,
} from '@silk/contracts/consultation'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { useCsvExport } from '../../features/console/download-csv.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import consult from '../../features/consultations/consultation.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'

type Row = z.infer<typeof ManagerConsultation>
const FILTERS = ['state', 'service', 'country', 'assigneeId', 'keyword', 'startDate', 'endDate']

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, assignees] = await Promise.all([
      api.get<Page<Row>>('/manager/other/consultation', listQuery(url, FILTERS)),
      api.get<z.infer<typeof ConsultationAssignee>[]>('/manager/other/consultation/assignees'),
    ])
    return { page, assignees }
  })
}

/** The names of the guide countries in the page's language, by id. */
export function useCountryNames() {
  const { guideMenu, lang } = useRootData()
  return new Map(
    guideMenu.flatMap((g) => g.countries).map((c) => [c.id, lang === 'en' ? c.name.en : c.name.zh]),
  )
}

/** A lead's target countries as one line: "越南、泰国" or "Vietnam, Thailand". */
export function useCountriesText() {
  const names = useCountryNames()
  const { lang } = useRootData()
  return (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(lang === 'en' ? ', ' : '、')
}

/** 出海服务咨询 (decision 130): the leads inbox, filtered by state, service, country, owner and date; CSV export. */
export default function Consultations() {
  const { page, assignees } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const { t } = useTranslation('consultation')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('consultation')
  const names = useCountryNames()
  const countriesText = useCountriesText()
  const { exporting, exportCsv } = useCsvExport(ADMIN)
  const exportLeads = () => {
    const query = new URLSearchParams()
    for (const key of FILTERS) {
      const value = search.get(key)
      if (value) query.set(key, value)
    }
    return exportCsv(`/manager/other/consultation/export?${query}`, 'consultations.csv', () =>
      t('admin.exported'),
    )
  }
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.consultation')}
      title={t('admin.title')}
      readOnly={!canWrite}
      actions={
        <RowButton disabled={exporting} onClick={() => void exportLeads()} data-testid="consultation-export">
          {t('admin.export')}
        </RowButton>
      }
      filters={
        <SearchForm
          testId="consultation-search"
          status={statusTabs('state', t('admin.filterState'), CONSULTATION_STATES, (s) => t(`states.${s}`))}
          fields={[
            {
              name: 'service',
              label: t('admin.filterService'),
              all: t('admin.all'),
              options: CONSULTATION_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) })),
            },
            {
              name: 'country',
              label: t('admin.filterCountry'),
              all: t('admin.all'),
              options: [...names].map(([value, label]) => ({ value, label })),
            },
            {
              name: 'assigneeId',
              label: t('admin.filterAssignee'),
              all: t('admin.all'),
              options: assignees.map((a) => ({ value: a.id, label: a.name })),
            },
            { name: 'startDate', label: t('admin.startDate'), type: 'date' },
            { name: 'endDate', label: t('admin.endDate'), type: 'date' },
            {
              name: 'keyword',
              label: t('admin.keyword'),
              hiddenLabel: true,
              maxLength: 64,
              className: consult.keyword,
            },
          ]}
          submitLabel={t('admin.search')}
          reset="all"
        />
      }
      table={{ testId: 'consultation-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        {
          key: 'sn',
          header: t('admin.sn'),
          cell: (r) => <Link to={`/admin/consultations/${r.id}`}>{r.sn}</Link>,
        },
        {
          key: 'company',
          header: t('admin.company'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              <span>
                {r.company}
                <small>{r.memberName ?? t('admin.guest')}</small>
              </span>
            </span>
          ),
        },
        {
          key: 'contact',
          header: t('admin.contact'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              <span>
                {r.contact}
                <small>{r.mobile ?? r.email}</small>
              </span>
            </span>
          ),
        },
        {
          key: 'service',
          header: t('service'),
          cell: (r) => <span className={consult.nowrap}>{t(`services.${r.service}`)}</span>,
        },
        {
          key: 'countries',
          header: t('countries'),
          cell: (r) => countriesText(r.countries),
        },
        { key: 'budget', header: t('budget'), cell: (r) => t(`budgets.${r.budget}`) },
        {
          key: 'assignee',
          header: t('admin.assignee'),
          cell: (r) => r.assigneeName ?? <span className={consoleStyles.muted}>{t('admin.unassigned')}</span>,
        },
        { key: 'time', header: t('admin.time'), cell: (r) => r.createTime },
        {
          key: 'state',
          header: t('admin.filterState'),
          cell: (r) => (
            <b className={`${consult[`state${r.state}`]} ${consult.nowrap}`}>{t(`states.${r.state}`)}</b>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <Link className={`btn btn-ghost ${styles.small}`} to={`/admin/consultations/${r.id}`}>
              {t('admin.view')}
            </Link>
          ),
        },
      ]}
    ></ListPage>
  )
}
