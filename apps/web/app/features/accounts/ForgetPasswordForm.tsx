import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AccountField, PasswordField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SmsFields } from './SmsFields.tsx'
import { passwordDigest } from './session.ts'
import { check } from './validate.ts'

/** /forgetPassword (UI reference A8): step 1 proves the mobile by SMS, step 2 sets the new password. */
export function ForgetPasswordForm() {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const [step, setStep] = useState<1 | 2>(1)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    const next = { mobile: check.mobile(t, mobile), code: check.code(t, code) }
    setErrors(next)
    if (next.mobile || next.code) return
    setBusy(true)
    try {
      await api.post('/buyer/passport/member/resetByMobile', { mobile, code })
      setStep(2)
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  async function reset(event: React.FormEvent) {
    event.preventDefault()
    const first = check.newPassword(t, password)
    const next = {
      password: first,
      again: first ? null : password === again ? null : t('error.passwordMismatch'),
    }
    setErrors(next)
    if (next.password || next.again) return
    setBusy(true)
    try {
      await api.post('/buyer/passport/member/resetPassword', { password: passwordDigest(password) })
      toast.success(t('forget.success'))
      navigate('/login', { replace: true })
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ol className={styles.steps} aria-label={t('forget.title')}>
        <li aria-current={step === 1 ? 'step' : undefined}>{t('forget.step1')}</li>
        <li aria-current={step === 2 ? 'step' : undefined}>{t('forget.step2')}</li>
      </ol>
      {step === 1 ? (
        <form className={styles.form} onSubmit={verify} noValidate data-testid="forget-step1">
          <AccountField
            label={t('field.mobile')}
            name="mobile"
            inputMode="tel"
            maxLength={11}
            value={mobile}
            error={errors.mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          />
          <SmsFields
            type="FIND_USER"
            mobile={mobile}
            code={code}
            onCode={setCode}
            codeError={errors.code}
            onMobileError={(m) => setErrors((e) => ({ ...e, mobile: m }))}
          />
          <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
            {t('forget.next')}
          </button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={reset} noValidate data-testid="forget-step2">
          <PasswordField
            label={t('field.passwordAtLeast')}
            name="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t('field.passwordAgain')}
            name="again"
            autoComplete="new-password"
            value={again}
            error={errors.again}
            onChange={(e) => setAgain(e.target.value)}
          />
          <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
            {t('forget.submit')}
          </button>
        </form>
      )}
      <div className={styles.links}>
        <Link to="/login">{t('forget.toLogin')}</Link>
      </div>
    </>
  )
}
