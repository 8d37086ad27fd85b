import { useState } from 'react'
import { toast } from 'sonner'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import shop from '../../styles/shop.module.css'
import { SmsFields } from '../accounts/SmsFields.tsx'
import { passwordDigest } from '../accounts/session.ts'

/** Six digits, as lilishop's payment passwords. */
export const PAY_PASSWORD = /^\d{6}$/

/** The payment password as the API takes it: md5, like every password of the contract. */
export const payPasswordParam = (plain: string) => passwordDigest(plain)

/**
 * 设置/修改支付密码: the first one (or a forgotten one) is proven by a WALLET_PASSWORD code sent to the
 * member's own mobile; a change may give the old one instead. The new one twice.
 */
export function PaymentPasswordDialog({
  open,
  onOpenChange,
  isSet,
  mobile,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  isSet: boolean
  /** The member's bound mobile, where the code goes. */
  mobile: string
  onDone(): void
}) {
  const { t } = useTranslation('wallet')
  const [form, setForm] = useState({ old: '', code: '', next: '', again: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [smsChosen, setSmsChosen] = useState(false)
  const viaSms = !isSet || smsChosen
  async function submit() {
    const found: Record<string, string> = {}
    if (!viaSms && !PAY_PASSWORD.test(form.old)) found.old = t('payPassword.bad')
    if (viaSms && !/^\d{6}$/.test(form.code)) found.code = t('payPassword.bad')
    if (!PAY_PASSWORD.test(form.next)) found.next = t('payPassword.bad')
    else if (form.again !== form.next) found.again = t('payPassword.mismatch')
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.post('/buyer/passport/member/wallet/set-password', {
        password: payPasswordParam(form.next),
        ...(viaSms ? { code: form.code } : { oldPassword: payPasswordParam(form.old) }),
      })
      toast.success(t('payPassword.saved'))
      setForm({ old: '', code: '', next: '', again: '' })
      onOpenChange(false)
      onDone()
    } catch {
      // shown by the client; the form keeps what was typed
    }
  }
  const input = (key: 'old' | 'next' | 'again', label: string) => (
    <Field label={label} error={errors[key]} required>
      {(control) => (
        <input
          {...control}
          type="password"
          name={`pay-${key}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value.replace(/\D/g, '') }))}
        />
      )}
    </Field>
  )
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isSet ? t('payPassword.change') : t('payPassword.set')}
      width={460}
      actions={
        <button
          type="button"
          className={`btn ${shop.redBtn}`}
          onClick={submit}
          data-testid="save-pay-password"
        >
          {t('payPassword.save')}
        </button>
      }
    >
      {viaSms ? (
        <SmsFields
          type="WALLET_PASSWORD"
          mobile={mobile}
          code={form.code}
          onCode={(code) => setForm((f) => ({ ...f, code }))}
          codeError={errors.code}
          onMobileError={() => undefined}
        />
      ) : (
        input('old', t('payPassword.old'))
      )}
      {input('next', t('payPassword.next'))}
      {input('again', t('payPassword.again'))}
      {isSet ? (
        <button type="button" className="btn btn-ghost" onClick={() => setSmsChosen((v) => !v)}>
          {smsChosen ? t('payPassword.useOld') : t('payPassword.useSms')}
        </button>
      ) : null}
    </Dialog>
  )
}

/** The payment password asked for by wallet payment and withdrawal once the member has set one. */
export function PayPasswordField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange(value: string): void
  error?: string
}) {
  const { t } = useTranslation('wallet')
  return (
    <Field label={t('payPassword.label')} error={error} required>
      {(control) => (
        <input
          {...control}
          type="password"
          name="pay-password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  )
}

/** 免密支付: the day's amount wallet payments without the password may reach, proven by the password. */
export function FreePayDialog({
  open,
  onOpenChange,
  limit,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  limit: number
  onDone(): void
}) {
  const { t } = useTranslation('wallet')
  const [amount, setAmount] = useState(String(limit))
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  async function submit() {
    const found: Record<string, string> = {}
    const value = Number(amount)
    if (!/^\d{1,4}$/.test(amount) || value > 2000) found.limit = t('payPassword.freeBad')
    if (!PAY_PASSWORD.test(password)) found.password = t('payPassword.bad')
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.put('/buyer/wallet/wallet/free-pay', { limit: value, password: payPasswordParam(password) })
      toast.success(t('payPassword.freeSaved'))
      setPassword('')
      onOpenChange(false)
      onDone()
    } catch {
      // shown by the client
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('payPassword.freeSet')}
      width={460}
      actions={
        <button type="button" className={`btn ${shop.redBtn}`} onClick={submit} data-testid="save-free-pay">
          {t('payPassword.save')}
        </button>
      }
    >
      <Field label={t('payPassword.freeLimit')} error={errors.limit} required>
        {(control) => (
          <input
            {...control}
            name="free-pay-limit"
            inputMode="numeric"
            maxLength={4}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <PayPasswordField value={password} onChange={setPassword} error={errors.password} />
    </Dialog>
  )
}
