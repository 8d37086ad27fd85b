import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { FullDiscountConsole, fullDiscountQuery } from '../../features/promotions/FullDiscountConsole.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
    const { status, promotionName, query } = fullDiscountQuery(url, pageNumber)
    return {
      status,
      promotionName,
      list: await api.get<Page<FullDiscountDetail>>('/manager/promotion/fullDiscount', query),
    }
  })
}

/** 平台满减 (促销): the platform's 满减/满折 on every store's goods, borne by the platform (decision 160). */
export default function AdminFullDiscount() {
  const { status, promotionName, list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  const { run, busy } = useConsoleAction(ADMIN)
  return (
    <FullDiscountConsole
      site={ADMIN}
      group={ta('area.promotion')}
      path="/admin/full-discount"
      apiBase="/manager/promotion/fullDiscount"
      status={status}
      promotionName={promotionName}
      list={list}
      canEdit={useAdminCanWrite('promotion')}
      run={run}
      busy={busy}
      platform
    />
  )
}
