import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { buyerChat, dockStore, useChatState, useDock } from './buyer-chat.ts'
import { buyerOrdersWith } from './buyer-orders.ts'
import { ChatThread } from './ChatThread.tsx'
import { ConversationList, sortedConversations } from './ConversationList.tsx'
import styles from './chat.module.css'

/**
 * The buyer's chat window on a desktop: docked at the bottom right over whatever page is open, the
 * conversations on the left, one thread on the right; minimised to a pill with the unread count
 * while browsing, and kept across pages (it lives in the shop's frame). Phones use `/im`.
 */
export default function ChatDock() {
  const { t } = useTranslation('chat')
  const dock = useDock()
  const store = buyerChat()
  const conversations = useChatState(store, (s) => s.conversations)
  const list = useMemo(() => sortedConversations(conversations), [conversations])
  const unread = list.reduce((n, c) => n + c.buyerUnread, 0)
  const [current, setCurrent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!dock.open) return
    void store.connect()
    void store.loadList().catch(() => undefined)
    setError(null)
    if (dock.conversationId) setCurrent(dock.conversationId)
    else if (dock.target)
      store.openStore(dock.target.storeId).then(
        (c) => setCurrent(c.id),
        (err: unknown) => setError(err instanceof ApiError ? err.message : String(err)),
      )
  }, [dock.open, dock.target, dock.conversationId, store])

  if (!dock.open) return null
  const currentConversation = current ? conversations[current] : undefined
  if (dock.minimised)
    return (
      <button
        type="button"
        className={styles.pill}
        onClick={() => dockStore.set({ minimised: false })}
        data-testid="chat-pill"
      >
        {t('restore')}
        {unread > 0 ? <span className={styles.badge}>{unread}</span> : null}
      </button>
    )
  const shown =
    currentConversation && !list.some((c) => c.id === current) ? [currentConversation, ...list] : list
  return (
    <section className={styles.dock} aria-label={t('title')} data-testid="chat-dock">
      <header className={styles.dockHead}>
        <h2>{t('title')}</h2>
        <button
          type="button"
          onClick={() => dockStore.set({ minimised: true })}
          aria-label={t('minimise')}
          data-testid="chat-minimise"
        >
          –
        </button>
        <button
          type="button"
          onClick={() => dockStore.set({ open: false, target: null, conversationId: null })}
          aria-label={t('close')}
        >
          ×
        </button>
      </header>
      <div className={styles.dockBody}>
        <ConversationList conversations={shown} side="buyer" current={current} onPick={setCurrent} />
        {error ? (
          <p className={styles.error} role="alert" data-testid="chat-refused">
            {error}
          </p>
        ) : current && currentConversation ? (
          <ChatThread
            key={current}
            store={store}
            conversationId={current}
            side="buyer"
            offerSku={dock.target?.storeId === currentConversation.storeId ? dock.target.skuId : undefined}
            offerOrderSn={
              dock.target?.storeId === currentConversation.storeId ? dock.target.orderSn : undefined
            }
            loadOrders={() => buyerOrdersWith(currentConversation.storeId)}
          />
        ) : (
          <p className={styles.empty}>{t('pickConversation')}</p>
        )}
      </div>
    </section>
  )
}
