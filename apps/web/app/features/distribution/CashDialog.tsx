import { DISTRIBUTION_CASH_MAX_YUAN, DISTRIBUTION_CASH_MIN_YUAN } from '@silk/contracts/distribution'
import { useState } from 'react'
import { toast } from 'sonner'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import styles from './distribution.module.css'

const AMOUNT = /^\d{1,4}(\.\d{1,2})?$/

/** 申请提现: an amount of 1–9999 yuan within the withdrawable commission, paid into the wallet. */
export function CashDialog({
  open,
  onOpenChange,
  canRebate,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  canRebate: number
  onDone(): void
}) {
  const { t } = useTranslation('distribution')
  const [price, setPrice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit() {
    const text = price.trim()
    const value = Number(text)
    if (!AMOUNT.test(text) || value < DISTRIBUTION_CASH_MIN_YUAN || value > DISTRIBUTION_CASH_MAX_YUAN)
      return setError(t('cashErrors.format'))
    if (value > canRebate) return setError(t('cashErrors.over'))
    setError('')
    setBusy(true)
    try {
      await api.post('/buyer/distribution/cash', undefined, { query: { price: text } })
      toast.success(t('cashDone'))
      setPrice('')
      onOpenChange(false)
      onDone()
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cashTitle')}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            {t('close')}
          </button>
          <button type="button" className={`btn ${styles.redAction}`} onClick={submit} disabled={busy}>
            {t('cashGo')}
          </button>
        </>
      }
    >
      <Field label={t('cashAmount')} error={error}>
        {(control) => (
          <input
            {...control}
            name="price"
            value={price}
            inputMode="decimal"
            placeholder={t('cashAvailable', { amount: formatPrice(canRebate) })}
            onChange={(e) => {
              setPrice(e.target.value)
              setError('')
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit()
            }}
          />
        )}
      </Field>
      <p className={shop.muted}>{t('cashTo')}</p>
    </Dialog>
  )
}
