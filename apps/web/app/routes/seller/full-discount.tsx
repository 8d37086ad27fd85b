import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { FullDiscountConsole, fullDiscountQuery } from '../../features/promotions/FullDiscountConsole.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const { status, promotionName, query } = fullDiscountQuery(url, pageNumberOf(url))
    return {
      status,
      promotionName,
      list: await api.get<Page<FullDiscountDetail>>('/store/promotion/fullDiscount', query),
    }
  })
}

/** 满额活动 (营销 → 商家活动): the store's 满减/满折 (decision 160). */
export default function SellerFullDiscount() {
  const { status, promotionName, list } = useLoaderData<typeof loader>()
  const { run, busy } = useConsoleAction(SELLER)
  return (
    <FullDiscountConsole
      site={SELLER}
      group={useGroupTitle('promotion')}
      path="/seller/promotions/full-discount"
      apiBase="/store/promotion/fullDiscount"
      status={status}
      promotionName={promotionName}
      list={list}
      canEdit={useCanWrite('promotion')}
      run={run}
      busy={busy}
    />
  )
}
