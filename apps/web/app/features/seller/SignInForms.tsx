import type { TokenPair } from '@silk/contracts/accounts'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AccountField, PasswordField } from '../accounts/AccountField.tsx'
import formStyles from '../accounts/forms.module.css'
import { SliderCaptcha } from '../accounts/SliderCaptcha.tsx'
import { SmsFields } from '../accounts/SmsFields.tsx'
import { passwordDigest } from '../accounts/session.ts'
import { check } from '../accounts/validate.ts'
import { consoleBrowser, consoleReturnPath } from '../console/browser.ts'
import { SELLER } from './site.ts'

const CLIENT = { clientType: 'PC' }

/** Keeps the seller tokens in the seller cookies and goes where the user was heading. */
function useFinish() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return (tokens: TokenPair) => {
    consoleBrowser(SELLER).saveTokens(tokens)
    navigate(consoleReturnPath(SELLER, search), { replace: true })
  }
}

/** 账号登录: the buyer's checks and LOGIN slider, then the seller centre's `userLogin`. */
export function SellerPasswordSignIn() {
  const { t } = useTranslation('accounts')
  const finish = useFinish()
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

  async function signIn() {
    setBusy(true)
    try {
      const res = await consoleBrowser(SELLER).api.request<TokenPair>({
        method: 'POST',
        path: '/store/passport/login/userLogin',
        query: { username: username.trim(), password: passwordDigest(password) },
        headers: CLIENT,
      })
      finish(res.result)
    } catch {
      // The server's message (用户名或密码错误, 不是店主或店员) is already shown.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="seller-password-sign-in">
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
      <button type="submit" className={`btn ${formStyles.submit}`} disabled={busy || !hydrated}>
        {t('login.submit')}
      </button>
      <SliderCaptcha type="LOGIN" open={captcha} onOpenChange={setCaptcha} onPassed={() => void signIn()} />
    </form>
  )
}

/** 短信登录: a LOGIN code to the member's mobile; no account is created here (a non-seller is refused). */
export function SellerSmsSignIn() {
  const { t } = useTranslation('accounts')
  const finish = useFinish()
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
      const res = await consoleBrowser(SELLER).api.request<TokenPair>({
        method: 'POST',
        path: '/store/passport/login/smsLogin',
        query: { mobile, code },
        headers: CLIENT,
      })
      finish(res.result)
    } catch {
      // shown already
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="seller-sms-sign-in">
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
      <button type="submit" className={`btn ${formStyles.submit}`} disabled={busy || !hydrated}>
        {t('login.submit')}
      </button>
    </form>
  )
}
