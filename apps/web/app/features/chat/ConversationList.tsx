import type { ChatConversationVO } from '@silk/contracts/chat'
import { shortMinuteText } from '@silk/contracts/china-time'
import { useTranslation } from '../../i18n/use-translation.ts'
import { badgeCount } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { Avatar } from '../accounts/Avatar.tsx'
import { peerName } from './ChatThread.tsx'
import styles from './chat.module.css'

/** Conversations, latest first: the other side's name and picture, the last message, the unread count. */
export function ConversationList({
  conversations,
  side,
  current,
  onPick,
  testId = 'chat-list',
}: {
  conversations: ChatConversationVO[]
  side: 'buyer' | 'store'
  current?: string | null
  onPick(id: string): void
  testId?: string
}) {
  const { t } = useTranslation('chat')
  const { lang } = useRootData()
  if (conversations.length === 0) return <p className={styles.empty}>{t('noConversations')}</p>
  return (
    <ul className={styles.list} data-testid={testId}>
      {conversations.map((c) => {
        const unread = side === 'buyer' ? c.buyerUnread : c.storeUnread
        const preview = c.lastType === 'TEXT' || !c.lastType ? c.lastPreview : t(`preview.${c.lastType}`)
        return (
          <li key={c.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={current === c.id}
              onClick={() => onPick(c.id)}
              data-testid="chat-conversation"
              data-id={c.id}
            >
              {side === 'buyer' ? (
                <img src={c.storeLogo} alt="" />
              ) : (
                <Avatar src={c.memberFace} name={c.memberName} size={40} />
              )}
              <span className={styles.itemText}>
                <b>{peerName(c, side, lang)}</b>
                <small>{preview}</small>
              </span>
              <span className={styles.itemSide}>
                <time>{shortMinuteText(c.lastMessageTime)}</time>
                {unread > 0 ? (
                  <span className={styles.badge} data-testid="chat-unread">
                    <span aria-hidden="true">{badgeCount(unread)}</span>
                    <span className="visually-hidden">{t('unread', { count: unread })}</span>
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** Conversations of a state map, latest first. */
export function sortedConversations(map: Record<string, ChatConversationVO>): ChatConversationVO[] {
  return Object.values(map)
    .filter((c) => c.lastSeq > 0)
    .sort(
      (a, b) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? '') || b.id.localeCompare(a.id),
    )
}
