import { useState } from 'react'
import { toast } from 'sonner'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { PasswordField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SmsFields } from './SmsFields.tsx'
import { passwordDigest } from './session.ts'
import { check } from './validate.ts'

/** 修改密码: the current password, or an UPDATE_PASSWORD code sent to the bound mobile. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  mobile,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  mobile: string
}) {
  const { t } = useTranslation('accounts')
  const [viaSms, setViaSms] = useState(false)
  const [form, setForm] = useState({ old: '', code: '', next: '', again: '' })
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const nextError = check.newPassword(t, form.next)
    const errs = {
      old: viaSms ? null : check.loginPassword(t, form.old),
      code: viaSms ? check.code(t, form.code) : null,
      next: nextError,
      again: nextError ? null : form.next === form.again ? null : t('error.passwordMismatch'),
    }
    setErrors(errs)
    if (Object.values(errs).some(Boolean)) return
    setBusy(true)
    try {
      await api.put('/buyer/passport/member/modifyPass', {
        ...(viaSms ? { code: form.code } : { password: passwordDigest(form.old) }),
        newPassword: passwordDigest(form.next),
      })
      toast.success(t('overview.passwordChanged'))
      setForm({ old: '', code: '', next: '', again: '' })
      onOpenChange(false)
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('overview.changePassword')}
      width={420}
      testId="change-password"
      busy={busy || !hydrated}
      onSubmit={submit}
      cancelLabel={t('overview.cancel')}
      submitLabel={t('overview.save')}
      formClassName={styles.form}
    >
      {viaSms ? (
        <SmsFields
          type="UPDATE_PASSWORD"
          mobile={mobile}
          code={form.code}
          onCode={set('code')}
          codeError={errors.code}
          onMobileError={() => undefined}
        />
      ) : (
        <PasswordField
          label={t('field.oldPassword')}
          autoComplete="current-password"
          value={form.old}
          error={errors.old}
          onChange={(e) => set('old')(e.target.value)}
        />
      )}
      <PasswordField
        label={t('field.newPassword')}
        autoComplete="new-password"
        value={form.next}
        error={errors.next}
        onChange={(e) => set('next')(e.target.value)}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        value={form.again}
        error={errors.again}
        onChange={(e) => set('again')(e.target.value)}
      />
      <button type="button" className={styles.switch} onClick={() => setViaSms((v) => !v)}>
        {viaSms ? t('overview.useOld') : t('overview.useSms')}
      </button>
    </FormDialog>
  )
}
