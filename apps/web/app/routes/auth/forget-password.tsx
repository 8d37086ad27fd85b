import { AuthShell } from '../../features/accounts/AuthShell.tsx'
import { ForgetPasswordForm } from '../../features/accounts/ForgetPasswordForm.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('forgetPassword')

export default function Page() {
  const { t } = useTranslation('accounts')
  return (
    <AuthShell title={t('forget.title')}>
      <ForgetPasswordForm />
    </AuthShell>
  )
}
