import type { TokenPair } from '@silk/contracts/accounts'
import { ErrorCodes } from '@silk/contracts/errors'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AccountField } from '../../features/accounts/AccountField.tsx'
import formStyles from '../../features/accounts/forms.module.css'
import { PasswordSignInForm } from '../../features/accounts/SignInForms.tsx'
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
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const hydrated = useHydrated()
  const [code, setCode] = useState('')
  const [ticket, setTicket] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const api = consoleBrowser(ADMIN).api

  const finish = (tokens: TokenPair) => {
    consoleBrowser(ADMIN).saveTokens(tokens)
    navigate(consoleReturnPath(ADMIN, search), { replace: true })
  }

  async function signIn(username: string, password: string) {
    const res = await api.request<LoginResult>({
      method: 'POST',
      path: '/manager/passport/user/login',
      body: { username, password },
    })
    if ('ticket' in res.result) setTicket(res.result.ticket)
    else finish(res.result)
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    const bad = /^\d{6}$/.test(code) ? null : t('totp.invalid')
    setCodeError(bad)
    if (bad || !ticket) return
    setBusy(true)
    try {
      const res = await api.request<TokenPair>({
        method: 'POST',
        path: '/manager/passport/user/login/totp',
        body: { ticket, code },
      })
      finish(res.result)
    } catch (error) {
      // An expired ticket means the password again.
      if ((error as { code?: number }).code === ErrorCodes.TOTP_TICKET_EXPIRED.code) setTicket(null)
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
            error={codeError}
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
        <PasswordSignInForm testId="admin-sign-in" send={signIn} />
      )}
    </SignInFrame>
  )
}
