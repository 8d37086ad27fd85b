import { useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration.ts'
import { AccountField, PasswordField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SliderCaptcha } from './SliderCaptcha.tsx'
import { SmsFields } from './SmsFields.tsx'
import { passwordDigest } from './session.ts'
import { check } from './validate.ts'

/**
 * The one password sign-in form of the buyer site, the seller centre and the operator console:
 * account and password checked here, then the LOGIN slider, then `send(username, md5(password))`,
 * which calls its audience's API. A refusal has been shown by the API client already.
 */
export function PasswordSignInForm({
  testId,
  send,
  onCannotDrag,
}: {
  testId: string
  send: (username: string, passwordMd5: string) => Promise<void>
  /** Where someone who cannot drag the slider goes instead: the SMS sign-in, its code sent without it. */
  onCannotDrag?: () => void
}) {
  const { t } = useTranslation('accounts')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, { username: setUsername, password: setPassword })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = { username: check.account(t, username), password: check.loginPassword(t, password) }
    setErrors(next)
    if (!next.username && !next.password) setCaptcha(true)
  }

  async function signIn() {
    setBusy(true)
    try {
      await send(username.trim(), passwordDigest(password))
    } catch {
      // The server's message (用户名或密码错误…) is already shown.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      <AccountField
        label={t('field.account')}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
        {t('login.submit')}
      </button>
      <SliderCaptcha
        type="LOGIN"
        open={captcha}
        onOpenChange={setCaptcha}
        onPassed={() => void signIn()}
        alternative={onCannotDrag ? { label: t('verify.useSmsLogin'), onChoose: onCannotDrag } : undefined}
      />
    </form>
  )
}

/** The one SMS sign-in form: mobile and LOGIN code checked here, then `send(mobile, code)`. */
export function SmsSignInForm({
  testId,
  hint,
  send,
}: {
  testId: string
  hint?: string
  send: (mobile: string, code: string) => Promise<void>
}) {
  const { t } = useTranslation('accounts')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, { mobile: (m) => setMobile(m.replace(/\D/g, '')) })

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = { mobile: check.mobile(t, mobile), code: check.code(t, code) }
    setErrors(next)
    if (next.mobile || next.code) return
    setBusy(true)
    try {
      await send(mobile, code)
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      <AccountField
        label={t('field.mobile')}
        name="mobile"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        value={mobile}
        error={errors.mobile}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
      />
      <SmsFields
        type="LOGIN"
        mobile={mobile}
        code={code}
        onCode={setCode}
        codeError={errors.code}
        onMobileError={(m) => setErrors((e) => ({ ...e, mobile: m }))}
      />
      {hint && <p className={styles.hint}>{hint}</p>}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
        {t('login.submit')}
      </button>
    </form>
  )
}
