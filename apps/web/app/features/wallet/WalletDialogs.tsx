import { isValidCardNumber } from '@silk/contracts/validation'
import type { Recharge, RechargeLimits } from '@silk/contracts/wallet'
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
import { PAY_PASSWORD, PayPasswordField, payPasswordParam } from './PaymentPassword.tsx'
import { isRechargeAmount } from './recharge-amount.ts'

/** 1 to 9999 yuan with at most two decimals (reference A6): a withdrawal's amount. */
const AMOUNT = /^[1-9]\d{0,3}(\.\d{1,2})?$/

/** 在线充值: the amount within the operator's limits, then the cashier with orderType=RECHARGE. */
export function RechargeDialog({
  open,
  onOpenChange,
  limits,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  limits: RechargeLimits
}) {
  const { t } = useTranslation('wallet')
  const navigate = useNavigate()
  const [price, setPrice] = useState('100')
  const [error, setError] = useState('')
  async function submit() {
    if (!isRechargeAmount(price, limits))
      return setError(
        t('badRecharge', { min: formatPrice(limits.minPrice), max: formatPrice(limits.maxPrice) }),
      )
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
      title={t('rechargeTitle')}
      actions={
        <button type="button" className={`btn ${shop.redBtn}`} onClick={submit}>
          {t('rechargeGo')}
        </button>
      }
    >
      <Field label={t('amount')} error={error}>
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
  needPassword,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  balance: number
  /** The member has a payment password: the withdrawal asks for it. */
  needPassword: boolean
  onDone(): void
}) {
  const { t } = useTranslation('wallet')
  const [form, setForm] = useState({ price: '', realName: '', connectNumber: '' })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  async function submit() {
    const found: Record<string, string> = {}
    if (!AMOUNT.test(form.price.trim())) found.price = t('badWithdraw')
    else if (Number(form.price) > balance) found.price = t('overBalance')
    if (!form.realName.trim()) found.realName = t('needName')
    if (!isValidCardNumber(form.connectNumber)) found.connectNumber = t('badCard')
    if (needPassword && !PAY_PASSWORD.test(password)) found.password = t('payPassword.bad')
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.post('/buyer/wallet/wallet/withdrawal', {
        price: form.price.trim(),
        realName: form.realName.trim(),
        connectNumber: form.connectNumber.replace(/\s+/g, ''),
        ...(needPassword ? { password: payPasswordParam(password) } : {}),
      })
      toast.success(t('withdrawn'))
      onOpenChange(false)
      setForm({ price: '', realName: '', connectNumber: '' })
      setPassword('')
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
      title={t('withdrawTitle')}
      width={500}
      actions={
        <button type="button" className={`btn ${shop.redBtn}`} onClick={submit}>
          {t('withdrawGo')}
        </button>
      }
    >
      {input('price', t('amount'), t('available', { amount: formatPrice(balance) }))}
      {input('realName', t('realName'))}
      {input('connectNumber', t('card'), t('cardHint'))}
      {needPassword ? (
        <PayPasswordField value={password} onChange={setPassword} error={errors.password} />
      ) : null}
    </Dialog>
  )
}
