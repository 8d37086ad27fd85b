import { formatFen } from '@silk/contracts/money'
import type { Recharge, RechargeLimits } from '@silk/contracts/wallet'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import { gatewayPay } from '../checkout/gateway-pay.ts'
import { QrCode } from '../distribution/QrCode.tsx'
import { isRechargeAmount, topUpFor } from './recharge-amount.ts'
import styles from './TopUpDialog.module.css'

const POLL_MS = 2000

/**
 * 充值 from the cashier: the amount (the shortfall to start with) and an online method; the payment
 * page opens beside the cashier, which waits for the money and then lets the wallet pay.
 */
export function TopUpDialog({
  open,
  onOpenChange,
  shortFen,
  methods,
  demo,
  limits,
  onPaid,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** What the wallet lacks, in integer fen. */
  shortFen: number
  methods: string[]
  /** The methods that are only the sandbox (their gateway is not configured). */
  demo: string[]
  /** What one top-up may be (the operator's RECHARGE_SETTING), as 在线充值 checks it. */
  limits: RechargeLimits
  onPaid(): void
}) {
  const { t } = useTranslation('wallet')
  const [price, setPrice] = useState(() => topUpFor(shortFen, limits.minPrice))
  const [method, setMethod] = useState(methods[0] ?? 'ALIPAY')
  const [error, setError] = useState('')
  const [payment, setPayment] = useState<({ sn: string } & ({ href: string } | { qr: string })) | null>(null)

  useEffect(() => {
    if (!payment) return
    const timer = setInterval(async () => {
      const paid = await api
        .get<boolean>('/buyer/payment/cashier/result', { orderType: 'RECHARGE', sn: payment.sn })
        .catch(() => false)
      if (!paid) return
      clearInterval(timer)
      toast.success(t('topUp.paid'))
      setPayment(null)
      onPaid()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [payment, onPaid, t])

  async function start() {
    if (!isRechargeAmount(price, limits))
      return setError(
        t('badRecharge', { min: formatPrice(limits.minPrice), max: formatPrice(limits.maxPrice) }),
      )
    setError('')
    try {
      const recharge = await api.post<z.infer<typeof Recharge>>('/buyer/trade/recharge', {
        price: price.trim(),
      })
      const next = await gatewayPay(method, demo.includes(method), {
        sn: recharge.rechargeSn,
        orderType: 'RECHARGE',
      })
      setPayment({ sn: recharge.rechargeSn, ...next })
    } catch {
      // shown by the client
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('topUp.title')}
      width={480}
      testId="top-up-dialog"
      actions={
        payment ? null : (
          <button type="button" className={`btn ${shop.redBtn}`} onClick={start} data-testid="top-up-start">
            {t('topUp.go')}
          </button>
        )
      }
    >
      {payment ? (
        <>
          <p>{t('topUp.waiting')}</p>
          {'qr' in payment ? (
            <div data-testid="wechat-qr" data-code={payment.qr}>
              <QrCode text={payment.qr} label={t('payment:wechatQr.title')} />
              <p>{t('payment:wechatQr.hint')}</p>
            </div>
          ) : (
            <p>
              <a href={payment.href} target="_blank" rel="noopener" data-testid="top-up-pay-link">
                {t('topUp.open', { method: t(`payment:method.${method}`) })}
              </a>
            </p>
          )}
        </>
      ) : (
        <>
          <p className={shop.muted}>{t('topUp.short', { amount: formatFen(shortFen) })}</p>
          <Field label={t('amount')} error={error}>
            {(control) => (
              <input
                {...control}
                value={price}
                inputMode="decimal"
                onChange={(e) => setPrice(e.target.value)}
                data-testid="top-up-amount"
              />
            )}
          </Field>
          <div role="radiogroup" aria-label={t('payment:methods')} className={styles.methods}>
            {methods.map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name="top-up-method"
                  checked={m === method}
                  onChange={() => setMethod(m)}
                />{' '}
                {t(`payment:method.${m}`)}
              </label>
            ))}
          </div>
        </>
      )}
    </Dialog>
  )
}
