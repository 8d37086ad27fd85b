import type { Recharge } from '@silk/contracts/wallet'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import styles from './TopUpDialog.module.css'

/** 1 to 9999 yuan with at most two decimals (reference A6), as 在线充值 in the member centre. */
const AMOUNT = /^[1-9]\d{0,3}(\.\d{1,2})?$/
const POLL_MS = 2000

/** The smallest top-up that covers `short` yuan: at least ¥1, to the fen. */
export function topUpFor(short: number): string {
  return Math.max(1, Math.ceil(Math.round(short * 100)) / 100).toFixed(2)
}

/**
 * 充值 from the cashier: the amount (the shortfall to start with) and an online method; the payment
 * page opens beside the cashier, which waits for the money and then lets the wallet pay.
 */
export function TopUpDialog({
  open,
  onOpenChange,
  short,
  methods,
  onPaid,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** What the wallet lacks (yuan). */
  short: number
  methods: string[]
  onPaid(): void
}) {
  const { t } = useTranslation('wallet')
  const [price, setPrice] = useState(() => topUpFor(short))
  const [method, setMethod] = useState(methods[0] ?? 'ALIPAY')
  const [error, setError] = useState('')
  const [payment, setPayment] = useState<{ sn: string; href: string } | null>(null)

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
    if (!AMOUNT.test(price.trim())) return setError(t('badRecharge'))
    setError('')
    try {
      const recharge = await api.post<z.infer<typeof Recharge>>('/buyer/trade/recharge', {
        price: price.trim(),
      })
      const url = await api.get<string>(`/buyer/payment/cashier/pay/${method}/NATIVE`, {
        sn: recharge.rechargeSn,
        orderType: 'RECHARGE',
        clientType: 'PC',
      })
      const outTradeNo = new URL(url, window.location.origin).searchParams.get('outTradeNo') ?? ''
      setPayment({
        sn: recharge.rechargeSn,
        href: `/pay/sandbox?${new URLSearchParams({ outTradeNo, method })}`,
      })
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
          <p>
            <a href={payment.href} target="_blank" rel="noopener" data-testid="top-up-pay-link">
              {t('topUp.open', { method: t(`payment:method.${method}`) })}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className={shop.muted}>{t('topUp.short', { amount: formatPrice(short) })}</p>
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
