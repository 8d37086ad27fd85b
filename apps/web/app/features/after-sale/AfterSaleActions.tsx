import type { AfterSaleAllowOperation } from '@silk/contracts/after-sale'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import cases from '../member-centre/case.module.css'
import styles from './after-sale.module.css'
import { DeliveryDialog } from './DeliveryDialog.tsx'

/**
 * The buttons an after-sale allows (`afterSaleAllowOperationVO`): 售后详情 (in the list), 提交物流 for an
 * approved return, 取消售后 with its confirmation while it is APPLY or PASS, 申请平台介入 with a reason
 * once the store has refused (decision 115).
 */
export function AfterSaleActions({
  sn,
  allow,
  onChanged,
  detailLink,
  row,
}: {
  sn: string
  allow: z.infer<typeof AfterSaleAllowOperation>
  onChanged(): void
  detailLink?: boolean
  row?: boolean
}) {
  const { t } = useTranslation('afterSale')
  const [dialog, setDialog] = useState<null | 'delivery' | 'cancel' | 'escalate'>(null)

  async function cancel() {
    try {
      await api.post(`/buyer/order/afterSale/cancel/${encodeURIComponent(sn)}`)
      toast.success(t('list.cancelled'))
      onChanged()
    } catch {
      // the client has shown the server's message
    }
  }

  return (
    <div className={row ? styles.actionsRow : cases.actions}>
      {detailLink ? (
        <Link to={`/home/AfterSaleDetail?sn=${encodeURIComponent(sn)}`} className={cases.smallBtn}>
          {t('list.detail')}
        </Link>
      ) : null}
      {allow.delivery ? (
        <button type="button" className={cases.smallRed} onClick={() => setDialog('delivery')}>
          {t('list.delivery')}
        </button>
      ) : null}
      {allow.escalate ? (
        <button type="button" className={cases.smallRed} onClick={() => setDialog('escalate')}>
          {t('list.escalate')}
        </button>
      ) : null}
      {allow.cancel ? (
        <button type="button" className={cases.smallBtn} onClick={() => setDialog('cancel')}>
          {t('list.cancel')}
        </button>
      ) : null}
      {allow.delivery ? (
        <DeliveryDialog
          sn={sn}
          open={dialog === 'delivery'}
          onOpenChange={(open) => setDialog(open ? 'delivery' : null)}
          onDone={onChanged}
        />
      ) : null}
      {allow.escalate ? (
        <EscalateDialog
          sn={sn}
          open={dialog === 'escalate'}
          onOpenChange={(open) => setDialog(open ? 'escalate' : null)}
          onDone={onChanged}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('list.cancelTitle')}
        message={t('list.cancelConfirm')}
        onConfirm={cancel}
      />
    </div>
  )
}

/** 申请平台介入: the buyer's reason; `POST /buyer/order/afterSale/escalate/{sn}`. */
function EscalateDialog({
  sn,
  open,
  onOpenChange,
  onDone,
}: {
  sn: string
  open: boolean
  onOpenChange(open: boolean): void
  onDone(): void
}) {
  const { t } = useTranslation('afterSale')
  async function submit(reason: string) {
    try {
      await api.post(`/buyer/order/afterSale/escalate/${encodeURIComponent(sn)}`, undefined, {
        query: { reason },
      })
    } catch {
      // the client has shown the server's message
      return false
    }
    toast.success(t('list.escalated'))
    onDone()
    return true
  }
  return (
    <ReasonDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('list.escalateTitle')}
      description={t('list.escalateHint')}
      testId="escalate-dialog"
      label={t('list.escalateReason')}
      requiredMessage={t('list.escalateRequired')}
      max={500}
      rows={4}
      submitLabel={t('list.submit')}
      onSubmit={submit}
    />
  )
}
