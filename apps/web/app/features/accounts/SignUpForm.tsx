import type { TokenPair } from '@silk/contracts/accounts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AccountField, PasswordField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SmsFields } from './SmsFields.tsx'
import { completeLogin, passwordDigest } from './session.ts'
import { useReturnAfterLogin } from './use-return-after-login.ts'
import { check } from './validate.ts'

/**
 * /SignUp (UI reference A8): username, password, mobile and a REGISTER code; signs the member in. The
 * user agreement and privacy policy must be accepted first: the lilishop register call has no such
 * field, so the form enforces it (decision 025).
 */
export function SignUpForm() {
  const { t } = useTranslation('accounts')
  const goBack = useReturnAfterLogin()
  const [search] = useSearchParams()
  const [form, setForm] = useState({ username: '', password: '', mobile: '', code: '' })
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = {
      username: check.username(t, form.username),
      password: check.newPassword(t, form.password),
      mobile: check.mobile(t, form.mobile),
      code: check.code(t, form.code),
      agreement: agreed ? null : t('signUp.mustAgree'),
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    setBusy(true)
    try {
      const tokens = await api.post<TokenPair>('/buyer/passport/member/register', {
        username: form.username.trim(),
        password: passwordDigest(form.password),
        mobilePhone: form.mobile,
        code: form.code,
      })
      await completeLogin(tokens)
      toast.success(t('signUp.success'))
      await goBack()
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="sign-up">
      <AccountField
        label={t('field.username')}
        name="username"
        autoComplete="username"
        maxLength={20}
        value={form.username}
        error={errors.username}
        onChange={(e) => set('username')(e.target.value)}
      />
      <PasswordField
        label={t('field.passwordNew')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password}
        onChange={(e) => set('password')(e.target.value)}
      />
      <AccountField
        label={t('field.mobile')}
        name="mobile"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        value={form.mobile}
        error={errors.mobile}
        onChange={(e) => set('mobile')(e.target.value.replace(/\D/g, ''))}
      />
      <SmsFields
        type="REGISTER"
        mobile={form.mobile}
        code={form.code}
        onCode={set('code')}
        codeError={errors.code}
        onMobileError={(m) => setErrors((e) => ({ ...e, mobile: m }))}
      />
      <div className={styles.agreement}>
        <label>
          <input
            type="checkbox"
            name="agreement"
            checked={agreed}
            required
            aria-invalid={Boolean(errors.agreement)}
            aria-describedby={errors.agreement ? 'agreement-error' : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked)
              if (e.target.checked) setErrors((x) => ({ ...x, agreement: null }))
            }}
            data-testid="accept-agreement"
          />
          <span>
            {t('signUp.agreePrefix')}
            <Link to="/terms" target="_blank">
              {t('signUp.terms')}
            </Link>
            {t('signUp.and')}
            <Link to="/privacy" target="_blank">
              {t('signUp.privacy')}
            </Link>
          </span>
        </label>
        {errors.agreement ? (
          <p id="agreement-error" role="alert" className={styles.agreementError}>
            {errors.agreement}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
        {t('signUp.submit')}
      </button>
      <div className={styles.links}>
        <Link to={`/login${search.size ? `?${search}` : ''}`}>{t('signUp.toLogin')}</Link>
      </div>
    </form>
  )
}
