import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { PintuanConsole, pintuanQuery } from '../../features/promotions/PintuanConsole.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const { status, promotionName, query } = pintuanQuery(url, pageNumberOf(url))
    return { status, promotionName, list: await api.get<Page<PintuanVO>>('/store/promotion/pintuan', query) }
  })
}

/** 拼团活动 (营销 → 平台活动 in lilishop's menu): the store's group buys (decision 161). */
export default function SellerPintuan() {
  const { status, promotionName, list } = useLoaderData<typeof loader>()
  const { run, busy } = useConsoleAction(SELLER)
  return (
    <PintuanConsole
      site={SELLER}
      group={useGroupTitle('promotion')}
      path="/seller/promotions/pintuan"
      status={status}
      promotionName={promotionName}
      list={list}
      canEdit={useCanWrite('promotion')}
      run={run}
      busy={busy}
    />
  )
}
