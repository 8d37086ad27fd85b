import { useState } from 'react'
import shell from '../../features/accounts/AuthShell.module.css'
import { AuthShell } from '../../features/accounts/AuthShell.tsx'
import { LoginLinks, PasswordLogin, SmsLogin } from '../../features/accounts/LoginForms.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('login')

/** /login: 账号登录 | 验证码登录; afterwards back to `rePath` + `query`, or home. */
export default function Page() {
  const { t } = useTranslation('accounts')
  const [tab, setTab] = useState<'password' | 'sms'>('password')
  return (
    <AuthShell title={t('welcome')}>
      <div className={shell.tabs} role="tablist">
        {(['password', 'sms'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={shell.tab}
            onClick={() => setTab(key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      {/* Switching tabs resets the forms, the check and the countdown (a fresh mount). */}
      {tab === 'password' ? (
        <PasswordLogin key="password" onCannotDrag={() => setTab('sms')} />
      ) : (
        <SmsLogin key="sms" />
      )}
      <LoginLinks />
    </AuthShell>
  )
}
