import { AuthShell } from '../../features/accounts/AuthShell.tsx'
import { SignUpForm } from '../../features/accounts/SignUpForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
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
