import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { FullDiscountConsole } from '../../features/promotions/FullDiscountConsole.tsx'
import { promotionListQuery } from '../../features/promotions/PromotionListPage.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    list: await api.get<Page<FullDiscountDetail>>(
      '/manager/promotion/fullDiscount',
      promotionListQuery(url, pageNumberOf(url)).query,
    ),
  }))
}

/** 平台满减 (促销): the platform's 满减/满折 on every store's goods, borne by the platform (decision 160). */
export default function AdminFullDiscount() {
  const { list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  return (
    <FullDiscountConsole
      site={ADMIN}
      group={ta('area.promotion')}
      apiBase="/manager/promotion/fullDiscount"
      list={list}
      canEdit={useAdminCanWrite('promotion')}
      platform
    />
  )
}
