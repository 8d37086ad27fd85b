import { useEffect, useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, readCookie } from '../../lib/cookies.ts'
import { badgeCount } from '../../lib/format.ts'
import { buyerChat, useChatState } from './buyer-chat.ts'
import styles from './chat.module.css'

/** The buyer's unread chat messages over its conversations, live once the chat connects. */
export function useChatUnread(): number {
  const store = typeof window === 'undefined' ? null : buyerChat()
  const conversations = useChatState(store, (s) => s.conversations)
  useEffect(() => {
    if (!store || !readCookie(COOKIE.accessToken)) return
    // After the page has settled: the socket is not part of the first paint.
    const timer = setTimeout(() => {
      store.listOnce()
      void store.connect()
    }, 1200)
    return () => clearTimeout(timer)
  }, [store])
  return useMemo(() => Object.values(conversations).reduce((n, c) => n + c.buyerUnread, 0), [conversations])
}

/** 客服消息 in the header and the side bar, with the unread count. */
export function ChatBadge({ className, testId = 'header-chat' }: { className?: string; testId?: string }) {
  const { t } = useTranslation('chat')
  const unread = useChatUnread()
  return (
    <Link
      to="/home/Chat"
      className={className}
      data-testid={testId}
      aria-label={unread > 0 ? t('unreadLabel', { count: unread }) : t('title')}
    >
      {t('title')}
      {unread > 0 ? (
        <span className={styles.badge} data-testid={`${testId}-unread`} aria-hidden="true">
          {badgeCount(unread)}
        </span>
      ) : null}
    </Link>
  )
}
