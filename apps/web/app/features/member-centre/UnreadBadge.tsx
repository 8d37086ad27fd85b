import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './member-centre.module.css'
import { refreshUnread, useUnread } from './unread.ts'

/**
 * "我的消息" in the header with the unread count. Rendered for signed-in members only; it asks for
 * the count after hydration and again when the tab regains focus.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useTranslation('memberCentre')
  const count = useUnread()
  useEffect(() => {
    void refreshUnread()
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnread()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])
  const shown = count && count > 0 ? (count > 99 ? '99+' : String(count)) : null
  return (
    <Link to="/home/MsgList" className={className} data-testid="header-messages">
      {t('header.messages')}
      {shown ? (
        <span className={styles.badge} data-testid="unread-badge">
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{t('header.unread', { count: count ?? 0 })}</span>
        </span>
      ) : null}
    </Link>
  )
}
