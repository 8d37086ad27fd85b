import type { Page } from '@silk/contracts/paging'
import type { ReportView } from '@silk/contracts/reports'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage } from '../../features/console/ConsoleLayout.tsx'
import { ReportBody, reportFilters, reportQuery } from '../../features/reports/ReportPage.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type StoreRow = { id: string; storeName: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const filters = reportFilters(url, true)
    const [report, stores] = await Promise.all([
      api.get<ReportView>('/manager/statistics/report', reportQuery(filters)),
      // The store filter's options when this operator may read stores; else a store ID to type.
      api
        .get<Page<StoreRow>>('/manager/store/store', { pageNumber: '1', pageSize: '100' })
        .then((page) => page.records)
        .catch(() => [] as StoreRow[]),
    ])
    return { filters, report, stores }
  })
}

/** 平台统计 (lilishop 管理端 统计): the platform's or one store's figures, and member growth. */
export default function AdminStatistics() {
  const { filters, report, stores } = useLoaderData<typeof loader>()
  const { t } = useTranslation('reports')
  const { t: ta } = useTranslation('admin')
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.statistics')}
      title={t('title.admin')}
      readOnly={!useAdminCanWrite('statistics')}
    >
      <ReportBody
        site={ADMIN}
        api="/manager/statistics/report"
        report={report}
        filters={filters}
        stores={stores.map((s) => ({ id: s.id, name: s.storeName }))}
      />
    </ConsolePage>
  )
}
