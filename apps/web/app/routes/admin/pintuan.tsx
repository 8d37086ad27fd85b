import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { PintuanConsole, pintuanQuery } from '../../features/promotions/PintuanConsole.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
    const { status, promotionName, query } = pintuanQuery(url, pageNumber)
    return {
      status,
      promotionName,
      list: await api.get<Page<PintuanVO>>('/manager/promotion/pintuan', query),
    }
  })
}

/** 店铺拼团 (促销): every store's group buys, read-only (decision 161). */
export default function AdminPintuan() {
  const { status, promotionName, list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  return (
    <PintuanConsole
      site={ADMIN}
      group={ta('area.promotion')}
      path="/admin/pintuan"
      status={status}
      promotionName={promotionName}
      list={list}
      canEdit={false}
      platform
    />
  )
}
