import { useTranslation } from 'react-i18next'
import { AuthShell } from '../../features/accounts/AuthShell.tsx'
import { SignUpForm } from '../../features/accounts/SignUpForm.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('signUp')

export default function Page() {
  const { t } = useTranslation('accounts')
  return (
    <AuthShell title={t('signUp.title')}>
      <SignUpForm />
    </AuthShell>
  )
}
