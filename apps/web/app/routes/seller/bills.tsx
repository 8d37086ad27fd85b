import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { type Bill, BillStatusTabs, BillTable, billListQuery } from '../../features/settlement/bill.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Bill>>('/store/order/bill/getByPage', billListQuery(url, 10)),
  }))
}

/** 结算单 (lilishop 财务 → 结算单): the store's bills by state, newest period first. */
export default function SellerBills() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('settlement')
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('finance')}
      title={t('list.title')}
      readOnly={!useCanWrite('finance')}
    >
      <Panel>
        <BillStatusTabs />
        <BillTable page={page} to={(b) => `/seller/finance/bills/${b.sn}`} />
      </Panel>
    </ConsolePage>
  )
}
