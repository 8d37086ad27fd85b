import type { Page } from '@silk/contracts/paging'
import type { WithdrawApply } from '@silk/contracts/wallet'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { listQuery, ReviewButtons, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatMoney, formatPrice } from '../../lib/format.ts'

type Row = z.infer<typeof WithdrawApply>
const STATUSES = ['APPLY', 'SUCCESS', 'FAIL_AUDITING'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>('/manager/wallet/withdrawApply', listQuery(url, ['applyStatus'])),
  }))
}

/** 提现申请: approve (the frozen money leaves) or refuse with a reason (it returns to the balance). */
export default function Withdrawals() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('wallet')
  const { run, busy } = useConsoleAction(ADMIN)
  const review = (row: Row, result: boolean, remark?: string) =>
    run(
      {
        method: 'POST',
        path: '/manager/wallet/withdrawApply',
        query: { applyId: row.id, result: String(result), ...(remark ? { remark } : {}) },
      },
      result ? t('withdraw.approved') : t('withdraw.refused'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={t('area.wallet')}
      title={t('withdraw.title')}
      readOnly={!canWrite}
      filters={
        <StatusFilter
          name="applyStatus"
          label={t('common.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`withdraw.status.${s}`) }))}
        />
      }
      table={{ testId: 'withdraw-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'sn', header: t('withdraw.sn'), cell: (r) => r.sn },
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        {
          key: 'amount',
          header: t('withdraw.amount'),
          align: 'right',
          cell: (r) => formatPrice(r.applyMoney),
        },
        {
          key: 'account',
          header: t('withdraw.account'),
          cell: (r) => `${r.realName} / ${r.connectNumber}`,
        },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.applyStatus === 'APPLY'}>
              {t(`withdraw.status.${r.applyStatus}`)}
            </StatusText>
          ),
        },
        { key: 'remark', header: t('withdraw.remark'), cell: (r) => r.inspectRemark ?? '' },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            r.applyStatus !== 'APPLY' ? (
              <span className={consoleStyles.muted}>{t('common.done')}</span>
            ) : canWrite ? (
              <ReviewButtons
                busy={busy}
                approveMessage={t('withdraw.approveConfirm', {
                  member: r.memberName,
                  amount: formatMoney(r.applyMoney),
                })}
                refuseTitle={t('withdraw.refuseTitle')}
                refuseHint={t('withdraw.refuseHint')}
                onApprove={() => review(r, true)}
                onRefuse={(reason) => review(r, false, reason)}
              />
            ) : null,
        },
      ]}
    ></ListPage>
  )
}
