import { useState } from 'react'
import { toast } from 'sonner'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import shop from '../../styles/shop.module.css'
import { passwordDigest } from '../accounts/session.ts'

/** Six digits, as lilishop's payment passwords. */
export const PAY_PASSWORD = /^\d{6}$/

/** The payment password as the API takes it: md5, like every password of the contract. */
export const payPasswordParam = (plain: string) => passwordDigest(plain)

/** 设置/修改支付密码: the old one when one is set, the new one twice. */
export function PaymentPasswordDialog({
  open,
  onOpenChange,
  isSet,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  isSet: boolean
  onDone(): void
}) {
  const { t } = useTranslation('wallet')
  const [form, setForm] = useState({ old: '', next: '', again: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  async function submit() {
    const found: Record<string, string> = {}
    if (isSet && !PAY_PASSWORD.test(form.old)) found.old = t('payPassword.bad')
    if (!PAY_PASSWORD.test(form.next)) found.next = t('payPassword.bad')
    else if (form.again !== form.next) found.again = t('payPassword.mismatch')
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.post('/buyer/passport/member/wallet/set-password', {
        password: payPasswordParam(form.next),
        ...(isSet ? { oldPassword: payPasswordParam(form.old) } : {}),
      })
      toast.success(t('payPassword.saved'))
      setForm({ old: '', next: '', again: '' })
      onOpenChange(false)
      onDone()
    } catch {
      // shown by the client; the form keeps what was typed
    }
  }
  const input = (key: keyof typeof form, label: string) => (
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
      {isSet ? input('old', t('payPassword.old')) : null}
      {input('next', t('payPassword.next'))}
      {input('again', t('payPassword.again'))}
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
