import type { DistributionCash } from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Row = z.infer<typeof DistributionCash>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>(
      '/manager/distribution/cash/getByPage',
      listQuery(url, ['memberName', 'sn']),
    ),
  }))
}

/** 佣金提现: every distributor's cash-outs (paid into the balance when made, decision 080); read-only. */
export default function DistributionCashPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.distribution')}
      title={t('distributionCash.title')}
      readOnly
      filters={
        <SearchForm
          testId="distribution-cash-search"
          fields={[
            { name: 'memberName', label: t('distributionCash.name'), maxLength: 64 },
            { name: 'sn', label: t('distributionCash.sn'), maxLength: 40 },
          ]}
        />
      }
      table={{ testId: 'distribution-cash-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'sn', header: t('distributionCash.sn'), cell: (r) => r.sn },
        { key: 'name', header: t('distributionCash.name'), cell: (r) => r.distributionName },
        {
          key: 'amount',
          header: t('distributionCash.amount'),
          align: 'right',
          cell: (r) => formatPrice(r.price),
        },
        {
          key: 'account',
          header: t('distributionCash.account'),
          cell: (r) => `${r.settlementBankAccountName} / ${r.settlementBankAccountNum}`,
        },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => t(`distributionCash.status.${r.distributionCashStatus}`),
        },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
      ]}
    />
  )
}
