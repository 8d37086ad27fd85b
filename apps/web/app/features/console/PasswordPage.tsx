import { PlainPassword } from '@silk/contracts/accounts'
import type { ConsoleSite } from '@silk/contracts/console'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { passwordDigest } from '../accounts/session.ts'
import { consoleBrowser } from './browser.ts'
import { ConsolePage, Panel } from './ConsoleLayout.tsx'

type Errors = Partial<Record<'old' | 'next' | 'repeat', string>>

/**
 * 修改密码 in a console: the signed-in user's own password, proven by the old one, through `path`
 * (its other logins end; this one stays signed in). `children` adds panels below (the operator's TOTP).
 */
export function ConsolePasswordPage({
  site,
  path,
  children,
}: {
  site: ConsoleSite
  path: string
  children?: React.ReactNode
}) {
  const { t } = useTranslation('console')
  const hydrated = useHydrated()
  const [values, setValues] = useState({ old: '', next: '', repeat: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next: Errors = {}
    if (!values.old) next.old = t('signIn.required', { field: t('password.old') })
    if (!PlainPassword.safeParse(values.next).success) next.next = t('password.length')
    if (values.repeat !== values.next) next.repeat = t('password.mismatch')
    setErrors(next)
    if (Object.keys(next).length) return
    setBusy(true)
    try {
      await consoleBrowser(site).api.request({
        method: 'PUT',
        path,
        // In the body: a query string is logged, and the digest signs in as well as the password.
        body: { password: passwordDigest(values.old), newPassword: passwordDigest(values.next) },
      })
      setValues({ old: '', next: '', repeat: '' })
      toast.success(t('password.saved'))
    } catch {
      // The server's message (原密码错误) is shown; the fields keep what was typed.
    } finally {
      setBusy(false)
    }
  }

  const input = (key: keyof typeof values, autoComplete: string) => (control: object) => (
    <input
      {...control}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
    />
  )
  return (
    <ConsolePage site={site} title={t('password.title')}>
      <Panel>
        <form onSubmit={submit} noValidate style={{ maxWidth: 480 }} data-testid="password-form">
          <Field label={t('password.old')} required error={errors.old}>
            {input('old', 'current-password')}
          </Field>
          <Field label={t('password.next')} required hint={t('password.hint')} error={errors.next}>
            {input('next', 'new-password')}
          </Field>
          <Field label={t('password.repeat')} required error={errors.repeat}>
            {input('repeat', 'new-password')}
          </Field>
          <button type="submit" className="btn" disabled={busy || !hydrated} style={{ marginLeft: 108 }}>
            {t('password.submit')}
          </button>
        </form>
      </Panel>
      {children}
    </ConsolePage>
  )
}
