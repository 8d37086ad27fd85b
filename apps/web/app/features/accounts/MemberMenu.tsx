import { useEffect } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { SESSION_EVENT } from './refresh.ts'
import { logout } from './session.ts'

/**
 * The header's "退出" for a signed-in member. While mounted it also follows login changes made
 * outside React (a failed token refresh clears the cookies): the page data is read again, so the
 * header falls back to the login link and member pages send the visitor to /login.
 */
export function MemberMenu({ className }: { className?: string }) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()

  useEffect(() => {
    const onChange = () => revalidator.revalidate()
    window.addEventListener(SESSION_EVENT, onChange)
    return () => window.removeEventListener(SESSION_EVENT, onChange)
  }, [revalidator])

  async function onLogout() {
    await logout()
    toast.success(t('menu.loggedOut'))
    navigate('/')
  }

  return (
    <button
      type="button"
      className={className}
      disabled={!hydrated}
      onClick={() => void onLogout()}
      data-testid="logout"
    >
      {t('menu.logout')}
    </button>
  )
}
