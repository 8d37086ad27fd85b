import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { FullDiscountConsole } from '../../features/promotions/FullDiscountConsole.tsx'
import { promotionListQuery } from '../../features/promotions/PromotionListPage.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => ({
    list: await api.get<Page<FullDiscountDetail>>(
      '/store/promotion/fullDiscount',
      promotionListQuery(url, pageNumberOf(url)).query,
    ),
  }))
}

/** 满额活动 (营销 → 商家活动): the store's 满减/满折 (decision 160). */
export default function SellerFullDiscount() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <FullDiscountConsole
      site={SELLER}
      group={useGroupTitle('promotion')}
      apiBase="/store/promotion/fullDiscount"
      list={list}
      canEdit={useCanWrite('promotion')}
    />
  )
}
