import * as Dialog from '@radix-ui/react-dialog'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './Dialogs.module.css'

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} role="alertdialog" data-testid="login-dialog">
          <Dialog.Title>{t('login.title')}</Dialog.Title>
          <Dialog.Description>{t('login.text')}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className="btn btn-ghost">{t('login.cancel')}</Dialog.Close>
            <button type="button" className="btn" onClick={login}>
              {t('login.ok')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
