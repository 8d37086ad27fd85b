import { isValidCardNumber } from '@silk/contracts/validation'
import type { Recharge } from '@silk/contracts/wallet'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'

/** 1 to 9999 yuan with at most two decimals (reference A6). */
const AMOUNT = /^[1-9]\d{0,3}(\.\d{1,2})?$/

/** 在线充值: the amount, then the cashier with orderType=RECHARGE. */
export function RechargeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('trade')
  const navigate = useNavigate()
  const [price, setPrice] = useState('100')
  const [error, setError] = useState('')
  async function submit() {
    if (!AMOUNT.test(price.trim())) return setError(t('wallet.badRecharge'))
    try {
      const recharge = await api.post<z.infer<typeof Recharge>>('/buyer/trade/recharge', {
        price: price.trim(),
      })
      navigate(`/payment?orderType=RECHARGE&sn=${recharge.rechargeSn}`)
    } catch {
      // shown by the client
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.rechargeTitle')}
      actions={
        <button type="button" className={`btn ${shop.redBtn}`} onClick={submit}>
          {t('wallet.rechargeGo')}
        </button>
      }
    >
      <Field label={t('wallet.amount')} error={error}>
        {(control) => (
          <input {...control} value={price} inputMode="decimal" onChange={(e) => setPrice(e.target.value)} />
        )}
      </Field>
    </Dialog>
  )
}

/** 申请提现: amount within the balance, real name, and a bank card that passes the Luhn check. */
export function WithdrawDialog({
  open,
  onOpenChange,
  balance,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  balance: number
  onDone(): void
}) {
  const { t } = useTranslation('trade')
  const [form, setForm] = useState({ price: '', realName: '', connectNumber: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  async function submit() {
    const found: Record<string, string> = {}
    if (!AMOUNT.test(form.price.trim())) found.price = t('wallet.badRecharge')
    else if (Number(form.price) > balance) found.price = t('wallet.overBalance')
    if (!form.realName.trim()) found.realName = t('wallet.needName')
    if (!isValidCardNumber(form.connectNumber)) found.connectNumber = t('wallet.badCard')
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.post('/buyer/wallet/wallet/withdrawal', {
        price: form.price.trim(),
        realName: form.realName.trim(),
        connectNumber: form.connectNumber.replace(/\s+/g, ''),
      })
      toast.success(t('wallet.withdrawn'))
      onOpenChange(false)
      setForm({ price: '', realName: '', connectNumber: '' })
      onDone()
    } catch {
      // shown by the client
    }
  }
  const input = (key: keyof typeof form, label: string, hint?: string) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          value={form[key]}
          placeholder={hint}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </Field>
  )
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.withdrawTitle')}
      width={500}
      actions={
        <button type="button" className={`btn ${shop.redBtn}`} onClick={submit}>
          {t('wallet.withdrawGo')}
        </button>
      }
    >
      {input('price', t('wallet.amount'), t('wallet.available', { amount: formatPrice(balance) }))}
      {input('realName', t('wallet.realName'))}
      {input('connectNumber', t('wallet.card'), t('wallet.cardHint'))}
    </Dialog>
  )
}
