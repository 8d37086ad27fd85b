import type { ReportView } from '@silk/contracts/reports'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConsolePage } from '../../features/console/ConsoleLayout.tsx'
import { ReportBody, reportFilters, reportQuery } from '../../features/reports/ReportPage.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const filters = reportFilters(url)
    return { filters, report: await api.get<ReportView>('/store/statistics/report', reportQuery(filters)) }
  })
}

/** 经营统计 (lilishop 商家端 统计: 商品统计, 订单统计, 流量统计): the store's own figures only. */
export default function SellerStatistics() {
  const { filters, report } = useLoaderData<typeof loader>()
  const { t } = useTranslation('reports')
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('statistics')}
      title={t('title.seller')}
      readOnly={!useCanWrite('statistics')}
    >
      <ReportBody
        site={SELLER}
        api="/store/statistics/report"
        report={report}
        filters={filters}
        stores={null}
      />
    </ConsolePage>
  )
}
