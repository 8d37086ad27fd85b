import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { PintuanConsole } from '../../features/promotions/PintuanConsole.tsx'
import { promotionListQuery } from '../../features/promotions/PromotionListPage.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => ({
    list: await api.get<Page<PintuanVO>>(
      '/store/promotion/pintuan',
      promotionListQuery(url, pageNumberOf(url)).query,
    ),
  }))
}

/** 拼团活动 (营销 → 平台活动 in lilishop's menu): the store's group buys (decision 161). */
export default function SellerPintuan() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <PintuanConsole
      site={SELLER}
      group={useGroupTitle('promotion')}
      list={list}
      canEdit={useCanWrite('promotion')}
    />
  )
}
