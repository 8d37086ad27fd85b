import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { type Bill, BillStatusTabs, BillTable, billListQuery } from '../../features/settlement/bill.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Bill>>('/manager/order/bill/getByPage', billListQuery(url, 10, ['storeName'])),
    storeName: url.searchParams.get('storeName') ?? '',
  }))
}

/** 店铺结算 (lilishop 店铺 → 店铺结算): every store's bills by state; 立即出账 cuts the running period. */
export default function AdminBills() {
  const { page, storeName } = useLoaderData<typeof loader>()
  const { t } = useTranslation('settlement')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('store')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const close = async () => {
    setBusy(true)
    try {
      const done = await consoleBrowser(ADMIN).api.post<{ bills: Bill[] }>('/manager/order/bill/close')
      toast.success(t('list.closed', { count: done.bills.length }))
      await revalidate()
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.store')}
      title={t('list.adminTitle')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => setAsking(true)}
            data-testid="bill-close"
          >
            {t('list.closeNow')}
          </button>
        ) : null
      }
    >
      <Panel>
        <SearchForm
          testId="bill-search"
          keep={['status']}
          fields={[{ name: 'storeName', label: t('list.storeName'), maxLength: 64, value: storeName }]}
          submitLabel={t('list.search')}
        />
        <BillStatusTabs />
        <BillTable page={page} store to={(b) => `/admin/bills/${b.sn}`} />
      </Panel>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('list.closeTitle')}
        message={t('list.closeMessage')}
        onConfirm={() => void close()}
      />
    </ConsolePage>
  )
}
