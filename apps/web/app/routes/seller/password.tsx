import { PlainPassword } from '@silk/contracts/accounts'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { passwordDigest } from '../../features/accounts/session.ts'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SELLER } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type Errors = Partial<Record<'old' | 'next' | 'repeat', string>>

/** 修改密码: the member's own password (its other logins end); this one stays signed in. */
export default function SellerPassword() {
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
      await consoleBrowser(SELLER).api.request({
        method: 'PUT',
        path: '/store/passport/login/modifyPass',
        query: { password: passwordDigest(values.old), newPassword: passwordDigest(values.next) },
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
    <ConsolePage site={SELLER} title={t('password.title')}>
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
    </ConsolePage>
  )
}
