import type { TokenPair } from '@silk/contracts/accounts'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AccountField, PasswordField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SliderCaptcha } from './SliderCaptcha.tsx'
import { SmsFields } from './SmsFields.tsx'
import { completeLogin, passwordDigest, returnPath } from './session.ts'
import { check } from './validate.ts'

const CLIENT = { clientType: 'PC' }

function useFinishLogin() {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return async (tokens: TokenPair) => {
    await completeLogin(tokens)
    toast.success(t('login.success'))
    navigate(returnPath(search), { replace: true })
  }
}

/** 账号登录: validate, pass the LOGIN slider, then `userLogin` with md5(password). */
export function PasswordLogin() {
  const { t } = useTranslation('accounts')
  const finish = useFinishLogin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = { username: check.account(t, username), password: check.loginPassword(t, password) }
    setErrors(next)
    if (!next.username && !next.password) setCaptcha(true)
  }

  async function login() {
    setBusy(true)
    try {
      const res = await api.request<TokenPair>({
        method: 'POST',
        path: '/buyer/passport/member/userLogin',
        body: { username: username.trim(), password: passwordDigest(password) },
        headers: CLIENT,
      })
      await finish(res.result)
    } catch {
      // The server's message (e.g. 用户名或密码错误) is already shown.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="password-login">
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
      <SliderCaptcha type="LOGIN" open={captcha} onOpenChange={setCaptcha} onPassed={() => void login()} />
    </form>
  )
}

/** 验证码登录: mobile + LOGIN code; an unknown mobile is registered on the spot. */
export function SmsLogin() {
  const { t } = useTranslation('accounts')
  const finish = useFinishLogin()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = { mobile: check.mobile(t, mobile), code: check.code(t, code) }
    setErrors(next)
    if (next.mobile || next.code) return
    setBusy(true)
    try {
      const res = await api.request<TokenPair>({
        method: 'POST',
        path: '/buyer/passport/member/smsLogin',
        body: { mobile, code },
        headers: CLIENT,
      })
      await finish(res.result)
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="sms-login">
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
      <p className={styles.hint}>{t('login.smsHint')}</p>
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy || !hydrated}>
        {t('login.submit')}
      </button>
    </form>
  )
}

export function LoginLinks() {
  const { t } = useTranslation('accounts')
  const [search] = useSearchParams()
  return (
    <div className={styles.links}>
      <Link to={`/SignUp${search.size ? `?${search}` : ''}`}>{t('login.toSignUp')}</Link>
      <Link to="/forgetPassword">{t('login.forgot')}</Link>
    </div>
  )
}
