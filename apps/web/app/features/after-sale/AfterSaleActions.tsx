import type { AfterSaleAllowOperation } from '@silk/contracts/after-sale'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import cases from '../member-centre/case.module.css'
import styles from './after-sale.module.css'
import { DeliveryDialog } from './DeliveryDialog.tsx'

/**
 * The buttons an after-sale allows (`afterSaleAllowOperationVO`): 售后详情 (in the list), 提交物流 for an
 * approved return, 取消售后 with its confirmation while it is APPLY or PASS.
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
  const [dialog, setDialog] = useState<null | 'delivery' | 'cancel'>(null)

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
