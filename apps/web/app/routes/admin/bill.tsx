import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { BillPanels, loadBill, yuan } from '../../features/settlement/bill.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return adminLoad(request, context, (api, url) => loadBill(api, url, params.sn, '/manager/order/bill'))
}

/** 结算单详情 for the operator: 审核 once the store confirmed, then 付款 with the transfer's reference. */
export default function AdminBill() {
  const { bill, flows } = useLoaderData<typeof loader>()
  const { t } = useTranslation('settlement')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('store')
  const { run, busy } = useConsoleAction(ADMIN)
  const [examining, setExamining] = useState(false)
  const [paying, setPaying] = useState(false)
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pay = async () => {
    if (!reference.trim()) {
      setError(t('detail.payReferenceRequired'))
      return
    }
    const done = await run(
      {
        method: 'PUT',
        path: `/manager/order/bill/pay/${bill.sn}`,
        query: { payReference: reference.trim() },
      },
      t('detail.paid'),
    )
    if (done) setPaying(false)
  }
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.store')}
      title={t('detail.title', { sn: bill.sn })}
      readOnly={!canWrite}
      actions={
        <>
          <Link to="/admin/bills" className="btn btn-ghost">
            {t('detail.back')}
          </Link>
          {canWrite && bill.billStatus === 'CHECK' ? (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setExamining(true)}
              data-testid="bill-examine"
            >
              {t('detail.examine')}
            </button>
          ) : null}
          {canWrite && bill.billStatus === 'EXAMINE' ? (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setPaying(true)}
              data-testid="bill-pay"
            >
              {t('detail.pay')}
            </button>
          ) : null}
        </>
      }
    >
      <BillPanels bill={bill} flows={flows} />
      <ConfirmDialog
        open={examining}
        onOpenChange={setExamining}
        title={t('detail.examine')}
        message={t('detail.examineMessage', {
          sn: bill.sn,
          store: bill.storeName,
          amount: yuan(bill.billPrice),
        })}
        onConfirm={() =>
          void run({ method: 'PUT', path: `/manager/order/bill/examine/${bill.sn}` }, t('detail.examined'))
        }
        testId="bill-examine-dialog"
      />
      <Dialog
        open={paying}
        onOpenChange={setPaying}
        title={t('detail.payTitle')}
        description={t('detail.payHint')}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setPaying(false)}>
              {tc('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void pay()}
              data-testid="bill-pay-submit"
            >
              {t('detail.pay')} {yuan(bill.billPrice)}
            </button>
          </>
        }
      >
        <Field label={t('detail.payReference')} required error={error}>
          {(control) => (
            <input
              {...control}
              name="payReference"
              maxLength={64}
              value={reference}
              onChange={(e) => {
                setReference(e.target.value)
                setError(null)
              }}
            />
          )}
        </Field>
      </Dialog>
    </ConsolePage>
  )
}
