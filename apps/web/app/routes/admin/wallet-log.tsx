import type { Page } from '@silk/contracts/paging'
import type { WalletLog } from '@silk/contracts/wallet'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Row = z.infer<typeof WalletLog>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>(
      '/manager/wallet/log',
      listQuery(url, ['memberName', 'startDate', 'endDate']),
    ),
  }))
}

/** 会员资金: every member's wallet ledger (payments, refunds, top-ups, withdrawals), newest first; read-only. */
export default function WalletLogPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.wallet')}
      title={t('walletLog.title')}
      readOnly
      filters={
        <SearchForm
          testId="wallet-log-search"
          fields={[
            { name: 'memberName', label: t('walletLog.memberName'), maxLength: 64 },
            { name: 'startDate', label: t('walletLog.from'), type: 'date' },
            { name: 'endDate', label: t('walletLog.to'), type: 'date' },
          ]}
        />
      }
      table={{ testId: 'wallet-log-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        {
          key: 'money',
          header: t('walletLog.money'),
          align: 'right',
          cell: (r) => `${r.money >= 0 ? '+' : '-'}${formatPrice(Math.abs(r.money))}`,
        },
        { key: 'detail', header: t('walletLog.detail'), cell: (r) => r.detail },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
      ]}
    />
  )
}
