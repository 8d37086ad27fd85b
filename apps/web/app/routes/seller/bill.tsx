import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage } from '../../features/console/ConsoleLayout.tsx'
import { downloadCsv } from '../../features/console/download-csv.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { BillPanels, loadBill, yuan } from '../../features/settlement/bill.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, (api, url) => loadBill(api, url, params.sn, '/store/order/bill'))
}

/** 结算单详情: the amounts, the progress, every order and refund; 核对无误 and the CSV. */
export default function SellerBill() {
  const { bill, flows } = useLoaderData<typeof loader>()
  const { t } = useTranslation('settlement')
  const canWrite = useCanWrite('finance')
  const { revalidate } = useRevalidator()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.request({ method: 'PUT', path: `/store/order/bill/check/${bill.sn}` })
      toast.success(t('detail.confirmed'))
      await revalidate()
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false)
    }
  }
  const download = () =>
    downloadCsv(SELLER, `/store/order/bill/downLoad/${bill.sn}`, `bill-${bill.sn}.csv`).catch(
      (error: Error) => toast.error(error.message),
    )
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('finance')}
      title={t('detail.title', { sn: bill.sn })}
      readOnly={!canWrite}
      actions={
        <>
          <Link to="/seller/finance/bills" className="btn btn-ghost">
            {t('detail.back')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={download} data-testid="bill-download">
            {t('detail.download')}
          </button>
          {canWrite && bill.billStatus === 'OUT' ? (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setAsking(true)}
              data-testid="bill-confirm"
            >
              {t('detail.confirm')}
            </button>
          ) : null}
        </>
      }
    >
      <BillPanels bill={bill} flows={flows} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('detail.confirmTitle')}
        message={t('detail.confirmMessage', { sn: bill.sn, amount: yuan(bill.billPrice) })}
        onConfirm={() => void confirm()}
        testId="bill-confirm-dialog"
      />
    </ConsolePage>
  )
}
