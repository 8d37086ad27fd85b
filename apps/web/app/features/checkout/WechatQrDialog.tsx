import { useEffect } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { QrCode } from '../distribution/QrCode.tsx'

const POLL_MS = 3000

/**
 * WeChat Pay's Native QR code at the cashier: the buyer scans it with WeChat; the dialog asks the
 * cashier (which asks WeChat) every few seconds and calls `onPaid` once the money is in.
 */
export function WechatQrDialog({
  code,
  target,
  onClose,
  onPaid,
}: {
  code: string | null
  target: { sn: string; orderType: string }
  onClose(): void
  onPaid(): void
}) {
  const { t } = useTranslation('payment')
  useEffect(() => {
    if (!code) return
    const timer = setInterval(async () => {
      const paid = await api.get<boolean>('/buyer/payment/cashier/result', target).catch(() => false)
      if (paid) onPaid()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [code, target, onPaid])
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('wechatQr.title')}
      width={360}
    >
      {code ? (
        <div data-testid="wechat-qr" data-code={code} style={{ textAlign: 'center' }}>
          <QrCode text={code} label={t('wechatQr.title')} />
          <p>{t('wechatQr.hint')}</p>
        </div>
      ) : null}
    </Dialog>
  )
}
