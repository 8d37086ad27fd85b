import type { Distribution } from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { listQuery, ReviewButtons, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

const STATUSES = ['APPLY', 'PASS', 'REFUSE', 'RETREAT'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Distribution>>(
      '/manager/distribution/distribution',
      listQuery(url, ['distributionStatus']),
    ),
  }))
}

/** 分销员申请: pass, or refuse with a reason the applicant reads (identity numbers stay masked). */
export default function Distributors() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('distribution')
  const { run, busy } = useConsoleAction(ADMIN)
  const audit = (row: Distribution, status: 'PASS' | 'REFUSE', reason?: string) =>
    run(
      {
        method: 'PUT',
        path: `/manager/distribution/distribution/audit/${row.id}`,
        query: { status, ...(reason ? { reason } : {}) },
      },
      status === 'PASS' ? t('distributor.approved') : t('distributor.refused'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={t('area.distribution')}
      title={t('distributor.title')}
      readOnly={!canWrite}
      filters={
        <StatusFilter
          name="distributionStatus"
          label={t('common.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`distributor.status.${s}`) }))}
        />
      }
      table={{ testId: 'distributor-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        { key: 'name', header: t('distributor.name'), cell: (r) => r.name },
        { key: 'id', header: t('distributor.idNumber'), cell: (r) => r.idNumber },
        {
          key: 'bank',
          header: t('distributor.bank'),
          cell: (r) => `${r.settlementBankBranchName} ${r.settlementBankAccountNum}`,
        },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.distributionStatus === 'APPLY'}>
              {t(`distributor.status.${r.distributionStatus}`)}
            </StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            r.distributionStatus !== 'APPLY' ? (
              <span className={consoleStyles.muted}>{t('common.done')}</span>
            ) : canWrite ? (
              <ReviewButtons
                busy={busy}
                approveMessage={t('distributor.approveConfirm', { member: r.memberName })}
                refuseTitle={t('distributor.refuseTitle')}
                onApprove={() => audit(r, 'PASS')}
                onRefuse={(reason) => audit(r, 'REFUSE', reason)}
              />
            ) : null,
        },
      ]}
    ></ListPage>
  )
}
