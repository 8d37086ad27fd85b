import type { TokenPair } from '@silk/contracts/accounts'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AccountField, PasswordField } from '../../features/accounts/AccountField.tsx'
import formStyles from '../../features/accounts/forms.module.css'
import { SliderCaptcha } from '../../features/accounts/SliderCaptcha.tsx'
import { passwordDigest } from '../../features/accounts/session.ts'
import { check } from '../../features/accounts/validate.ts'
import { ADMIN, ADMIN_I18N } from '../../features/admin/site.ts'
import { consoleBrowser, consoleReturnPath } from '../../features/console/browser.ts'
import { SignInFrame } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleResources } from '../../features/console/resources.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

export const handle = { console: true }

type LoginResult = TokenPair | { totpRequired: true; ticket: string }

/**
 * 运营管理登录: username and password after the LOGIN slider; an operator with two-step verification
 * then enters its authenticator code with the ticket the password step returned (decision 110).
 */
export default function AdminSignIn() {
  useConsoleResources(ADMIN_I18N)
  const { t } = useTranslation('admin')
  const { t: ta } = useTranslation('accounts')
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const hydrated = useHydrated()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [ticket, setTicket] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const api = consoleBrowser(ADMIN).api

  const finish = (tokens: TokenPair) => {
    consoleBrowser(ADMIN).saveTokens(tokens)
    navigate(consoleReturnPath(ADMIN, search), { replace: true })
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const next = { username: check.account(ta, username), password: check.loginPassword(ta, password) }
    setErrors(next)
    if (!next.username && !next.password) setCaptcha(true)
  }

  async function signIn() {
    setBusy(true)
    try {
      const res = await api.request<LoginResult>({
        method: 'POST',
        path: '/manager/passport/user/login',
        query: { username: username.trim(), password: passwordDigest(password) },
      })
      if ('ticket' in res.result) setTicket(res.result.ticket)
      else finish(res.result)
    } catch {
      // The server's message (用户名或密码错误, 已被禁用) is already shown.
    } finally {
      setBusy(false)
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    const bad = /^\d{6}$/.test(code) ? null : t('totp.invalid')
    setErrors({ code: bad })
    if (bad || !ticket) return
    setBusy(true)
    try {
      const res = await api.request<TokenPair>({
        method: 'POST',
        path: '/manager/passport/user/login/totp',
        query: { ticket, code },
      })
      finish(res.result)
    } catch (error) {
      // An expired ticket means the password again.
      if ((error as { code?: number }).code === 20101) setTicket(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <SignInFrame title={t('signInTitle')} subtitle={ticket ? t('totp.prompt') : t('signInSubtitle')}>
      {ticket ? (
        <form className={formStyles.form} onSubmit={verify} noValidate data-testid="admin-totp">
          <AccountField
            label={t('totp.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className={`btn ${formStyles.submit}`} disabled={busy || !hydrated}>
            {t('totp.submit')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setTicket(null)}>
            {t('totp.back')}
          </button>
        </form>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="admin-sign-in">
          <AccountField
            label={ta('field.account')}
            name="username"
            autoComplete="username"
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <PasswordField
            label={ta('field.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className={`btn ${formStyles.submit}`} disabled={busy || !hydrated}>
            {ta('login.submit')}
          </button>
          <SliderCaptcha
            type="LOGIN"
            open={captcha}
            onOpenChange={setCaptcha}
            onPassed={() => void signIn()}
          />
        </form>
      )}
    </SignInFrame>
  )
}
