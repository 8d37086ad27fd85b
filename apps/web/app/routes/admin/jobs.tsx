import type { JobOverview } from '@silk/contracts/jobs'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Table } from '../../components/ui/Table.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    jobs: await api.get<JobOverview[]>('/manager/setting/jobs'),
  }))
}

/** 任务: every job of the platform with its schedule, last run, next run and latest failures (read-only). */
export default function Jobs() {
  const { jobs } = useLoaderData<typeof loader>()
  const { t } = useTranslation('jobs')
  const { t: ta } = useTranslation('admin')
  const schedule = (job: JobOverview) => {
    const s = job.schedule
    if (!s) return t('onDemand')
    if (s.every !== null)
      return s.every % 60 === 0 ? t('everyMinutes', { n: s.every / 60 }) : t('every', { n: s.every })
    // "m h * * *" reads as a time of day; any other pattern is shown as written.
    const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(s.cron ?? '')
    if (daily) {
      const time = `${daily[2].padStart(2, '0')}:${daily[1].padStart(2, '0')}`
      return t('daily', { time, tz: s.tz ?? '' })
    }
    return t('cron', { cron: s.cron ?? '', tz: s.tz ?? '' })
  }
  const failures = jobs.flatMap((job) => job.failures.map((f) => ({ ...f, job: job.name })))
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.setting')}
      title={t('title')}
      filters={<p className={consoleStyles.muted}>{t('intro')}</p>}
      table={{ testId: 'jobs-table', rows: jobs, rowKey: (j) => j.name }}
      columns={[
        {
          key: 'name',
          header: t('job'),
          cell: (j) => (
            <>
              <strong>{t(`names.${j.name}`, { defaultValue: j.name })}</strong>
              <br />
              <code className={consoleStyles.muted}>{j.name}</code>
            </>
          ),
        },
        { key: 'schedule', header: t('schedule'), cell: (j) => schedule(j) },
        {
          key: 'last',
          header: t('lastRun'),
          cell: (j) =>
            j.running ? (
              t('running')
            ) : j.lastRun ? (
              <>
                {j.lastRun.finishedAt} · {t(j.lastRun.state)}
              </>
            ) : (
              t('never')
            ),
        },
        { key: 'next', header: t('nextRun'), cell: (j) => j.nextRun ?? t('none') },
        {
          key: 'failed',
          header: t('failures'),
          cell: (j) => (j.failedLastDay ? t('failedLastDay', { n: j.failedLastDay }) : t('none')),
        },
      ]}
    >
      <Panel title={t('failures')}>
        {failures.length === 0 ? (
          <p className={consoleStyles.muted}>{t('noFailures')}</p>
        ) : (
          <Table
            testId="jobs-failures"
            rows={failures}
            rowKey={(f) => f.id}
            columns={[
              { key: 'time', header: t('lastRun'), cell: (f) => f.time },
              { key: 'job', header: t('job'), cell: (f) => t(`names.${f.job}`, { defaultValue: f.job }) },
              {
                key: 'attempt',
                header: t('failed'),
                cell: (f) =>
                  `${t('attempt', { n: f.attempt })} · ${f.state === 'retry' ? t('willRetry') : t('gaveUp')}`,
              },
              { key: 'error', header: t('error'), cell: (f) => <code>{f.error}</code> },
            ]}
          />
        )}
      </Panel>
    </ListPage>
  )
}
