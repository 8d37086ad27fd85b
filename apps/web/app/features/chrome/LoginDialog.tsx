import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** The login check of the side bar (spec §2, §8): 请登录 / 请登录后执行此操作, 立即登录 or 继续浏览. */
export function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('chrome')
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const login = () => {
    onOpenChange(false)
    const params = new URLSearchParams({ rePath: pathname })
    if (search.length > 1) params.set('query', search.slice(1))
    navigate(`/login?${params}`)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.text')}
      width={400}
      role="alertdialog"
      testId="login-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            {t('login.cancel')}
          </button>
          <button type="button" className="btn" onClick={login}>
            {t('login.ok')}
          </button>
        </>
      }
    />
  )
}
