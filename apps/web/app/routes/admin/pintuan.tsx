import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { PintuanConsole } from '../../features/promotions/PintuanConsole.tsx'
import { promotionListQuery } from '../../features/promotions/PromotionListPage.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    list: await api.get<Page<PintuanVO>>(
      '/manager/promotion/pintuan',
      promotionListQuery(url, pageNumberOf(url)).query,
    ),
  }))
}

/** 店铺拼团 (促销): every store's group buys, read-only (decision 161). */
export default function AdminPintuan() {
  const { list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  return <PintuanConsole site={ADMIN} group={ta('area.promotion')} list={list} canEdit={false} platform />
}
