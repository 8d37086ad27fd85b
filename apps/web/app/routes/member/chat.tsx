import { useEffect, useMemo } from 'react'
import { buyerChat, useChatState, useOpenChat } from '../../features/chat/buyer-chat.ts'
import { ConversationList, sortedConversations } from '../../features/chat/ConversationList.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('chat')

/** 消息 → 客服会话 (/home/Chat): every conversation with a store, its last message and unread count. */
export default function MemberChatPage() {
  const { t } = useTranslation('routes')
  const hydrated = useHydrated()
  const store = hydrated ? buyerChat() : null
  const conversations = useChatState(store, (s) => s.conversations)
  const list = useMemo(() => sortedConversations(conversations), [conversations])
  const open = useOpenChat()
  useEffect(() => {
    if (!store) return
    void store.loadList()
    void store.connect()
  }, [store])
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('chat')}</h2>
      </header>
      {hydrated ? (
        <ConversationList
          conversations={list}
          side="buyer"
          onPick={(id) => open({ conversationId: id })}
          testId="member-chat-list"
        />
      ) : null}
    </section>
  )
}
