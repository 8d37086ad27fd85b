import type { AllowOperation, Traces } from '@silk/contracts/order'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import shop from '../../styles/shop.module.css'
import { ParcelTrace } from '../tracking/ParcelTrace.tsx'
import styles from './orders.module.css'

/** The buttons an order allows (allowOperationVO): pay, cancel with a reason, receive, delete, logistics. */
export function OrderActions({
  sn,
  allow,
  onChanged,
  detailLink,
  children,
}: {
  sn: string
  allow: z.infer<typeof AllowOperation>
  onChanged(deleted?: boolean): void
  detailLink?: boolean
  /** More buttons of other features (e.g. 申请售后), after 订单详情. */
  children?: ReactNode
}) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<null | 'cancel' | 'delete' | 'logistics' | 'receive'>(null)
  const [reasons, setReasons] = useState<string[]>([])
  const [reason, setReason] = useState('')
  const [traces, setTraces] = useState<z.infer<typeof Traces> | null>(null)

  async function run(call: () => Promise<unknown>, success: string, deleted = false) {
    try {
      await call()
      toast.success(success)
      onChanged(deleted)
    } catch {
      // shown by the client
    }
  }

  /** The reasons come from the server (after-sale reasons of type CANCEL); the first is preselected. */
  async function openCancel() {
    const list = await api
      .get<{ reason: string }[]>('/buyer/order/afterSale/get/afterSaleReason/CANCEL')
      .catch(() => null)
    if (!list) return
    const names = list.length > 0 ? list.map((r) => r.reason) : [t('reasonOther')]
    setReasons(names)
    setReason(names[0])
    setDialog('cancel')
  }

  async function showLogistics() {
    setDialog('logistics')
    setTraces(await api.post<z.infer<typeof Traces>>(`/buyer/order/order/getTraces/${sn}`).catch(() => null))
  }

  return (
    <div className={styles.orderActions}>
      {allow.pay ? (
        <button
          type="button"
          className={styles.smallRed}
          onClick={() => navigate(`/payment?orderType=ORDER&sn=${sn}`)}
        >
          {t('pay')}
        </button>
      ) : null}
      {allow.rog ? (
        <button type="button" className={styles.smallRed} onClick={() => setDialog('receive')}>
          {t('receive')}
        </button>
      ) : null}
      {detailLink ? (
        <Link to={`/home/OrderDetail?sn=${sn}`} className={styles.smallBtn}>
          {t('detail')}
        </Link>
      ) : null}
      {children}
      {allow.showLogistics ? (
        <button type="button" className={styles.smallBtn} onClick={showLogistics}>
          {t('logistics')}
        </button>
      ) : null}
      {allow.cancel ? (
        <button type="button" className={styles.smallBtn} onClick={openCancel}>
          {t('cancel')}
        </button>
      ) : null}
      {allow.delete ? (
        <button type="button" className={styles.smallBtn} onClick={() => setDialog('delete')}>
          {t('delete')}
        </button>
      ) : null}
      <Dialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('cancelTitle')}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
              {t('common:ui.cancel')}
            </button>
            <button
              type="button"
              className={`btn ${shop.redBtn}`}
              onClick={() => {
                setDialog(null)
                run(() => api.post(`/buyer/order/order/${sn}/cancel`, { reason }), t('cancelled'))
              }}
            >
              {t('common:ui.ok')}
            </button>
          </>
        }
      >
        <div className={styles.reasons}>
          {reasons.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" checked={reason === r} onChange={() => setReason(r)} />
              {r}
            </label>
          ))}
        </div>
      </Dialog>
      {/* Receipt releases the money to the seller, as on JD and Tmall: ask first. */}
      <ConfirmDialog
        open={dialog === 'receive'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('receive')}
        message={t('receiveConfirm')}
        testId="receive-confirm"
        onConfirm={() => run(() => api.post(`/buyer/order/order/${sn}/receiving`), t('received'))}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        onConfirm={() => run(() => api.del(`/buyer/order/order/${sn}`), t('deleted'), true)}
      />
      <Dialog
        open={dialog === 'logistics'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('logisticsTitle')}
        width={560}
      >
        <TraceList traces={traces} sn={sn} />
      </Dialog>
    </div>
  )
}

/** The parcel of an order: state, carrier, tracking number and the trace lines, newest first. */
export function TraceList({ traces }: { traces: z.infer<typeof Traces> | null; sn?: string }) {
  const { t } = useTranslation('orders')
  if (!traces) return <p className={shop.muted}>{t('noTraces')}</p>
  return <ParcelTrace traces={traces} />
}
