import type { Page } from '@silk/contracts/paging'
import type { Recharge } from '@silk/contracts/wallet'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Row = z.infer<typeof Recharge>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>(
      '/manager/wallet/recharge',
      listQuery(url, ['memberName', 'rechargeSn', 'startDate', 'endDate']),
    ),
  }))
}

/** 充值记录: every member's top-ups, paid or not, newest first; read-only. */
export default function RechargesPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.wallet')}
      title={t('recharges.title')}
      readOnly
      filters={
        <SearchForm
          testId="recharge-search"
          fields={[
            { name: 'memberName', label: t('walletLog.memberName'), maxLength: 64 },
            { name: 'rechargeSn', label: t('recharges.sn'), maxLength: 40 },
            { name: 'startDate', label: t('walletLog.from'), type: 'date' },
            { name: 'endDate', label: t('walletLog.to'), type: 'date' },
          ]}
        />
      }
      table={{ testId: 'recharge-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'sn', header: t('recharges.sn'), cell: (r) => r.rechargeSn },
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        {
          key: 'money',
          header: t('recharges.money'),
          align: 'right',
          cell: (r) => formatPrice(r.rechargeMoney),
        },
        {
          key: 'way',
          header: t('recharges.way'),
          cell: (r) => (r.rechargeWay ? t(`payment:method.${r.rechargeWay}`) : '—'),
        },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.payStatus === 'UNPAID'}>{t(`recharges.status.${r.payStatus}`)}</StatusText>
          ),
        },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
        { key: 'payTime', header: t('recharges.payTime'), cell: (r) => r.payTime ?? '—' },
      ]}
    />
  )
}
