import type { ChatBuyerOrderVO, ChatClerkVO, QuickReplyVO as QuickReplySchema } from '@silk/contracts/chat'
import { localName } from '@silk/contracts/local-name'
import { ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN } from '@silk/contracts/status-labels'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { z } from 'zod'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useChatState } from '../../features/chat/buyer-chat.ts'
import { ChatThread } from '../../features/chat/ChatThread.tsx'
import { ConversationList, sortedConversations } from '../../features/chat/ConversationList.tsx'
import styles from '../../features/chat/chat.module.css'
import { type ChatStore, createChatStore } from '../../features/chat/chat-store.ts'
import workbench from '../../features/chat/workbench.module.css'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage } from '../../features/console/ConsoleLayout.tsx'
import { SELLER, useCanWrite, useGroupTitle, useSellerSession } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type Scope = 'WAITING' | 'MINE' | 'ALL'
type BuyerOrder = z.infer<typeof ChatBuyerOrderVO>
type QuickReplyVO = z.infer<typeof QuickReplySchema>

let sellerStore: ChatStore | null = null
/** The seller centre's chat: the store's room, with the console's own login (decision 103). */
function sellerChat(): ChatStore {
  const { api } = consoleBrowser(SELLER)
  sellerStore ??= createChatStore({
    side: 'store',
    api,
    accessCookie: SELLER.accessCookie,
    // A call through the console's client refreshes a lapsed token first.
    refresh: () =>
      api.get('/store/im/unread').then(
        () => true,
        () => false,
      ),
    lang: () => document.documentElement.lang,
  })
  return sellerStore
}

/**
 * 客服工作台 (/seller/chat, decision 142): the store's conversations (waiting in the queue, taken by
 * me, all), the thread with quick replies, transfer to another clerk and blocking, and beside it the
 * buyer's recent orders with this store, each sendable as a card. Live over the chat socket.
 */
export default function SellerChatPage() {
  const { t } = useTranslation('sellerChat')
  const { t: tc } = useTranslation('chat')
  const group = useGroupTitle('chat')
  const canWrite = useCanWrite('chat')
  const session = useSellerSession()
  const hydrated = useHydrated()
  const store = hydrated ? sellerChat() : null
  const conversations = useChatState(store, (s) => s.conversations)
  const status = useChatState(store, (s) => s.status)
  const [scope, setScope] = useState<Scope>('WAITING')
  const [current, setCurrent] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [replies, setReplies] = useState<QuickReplyVO[]>([])
  const [clerks, setClerks] = useState<z.infer<typeof ChatClerkVO>[]>([])

  const list = useMemo(() => {
    const all = sortedConversations(conversations)
    if (scope === 'WAITING') return all.filter((c) => c.waiting && !c.clerkMemberId)
    if (scope === 'MINE') return all.filter((c) => c.clerkMemberId === session.memberId)
    return all
  }, [conversations, scope, session.memberId])
  const counts = useMemo(() => {
    const all = sortedConversations(conversations)
    return {
      WAITING: all.filter((c) => c.waiting && !c.clerkMemberId).length,
      MINE: all.filter((c) => c.clerkMemberId === session.memberId).reduce((n, c) => n + c.storeUnread, 0),
      ALL: all.reduce((n, c) => n + c.storeUnread, 0),
    }
  }, [conversations, session.memberId])

  const api = consoleBrowser(SELLER).api
  const loadReplies = useCallback(() => {
    void api.get<QuickReplyVO[]>('/store/im/quickReply').then(setReplies, () => undefined)
  }, [api])
  useEffect(() => {
    if (!store) return
    void store.connect()
    void store.loadList(100)
    loadReplies()
    void api.get<z.infer<typeof ChatClerkVO>[]>('/store/im/clerks').then(setClerks, () => undefined)
  }, [store, api, loadReplies])

  const conversation = current ? conversations[current] : undefined
  const tabs = (['WAITING', 'MINE', 'ALL'] as const).map((key) => ({
    key,
    testId: `workbench-tab-${key}`,
    label: (
      <>
        {t(`tabs.${key}`)}
        {counts[key] ? <span className={styles.badge}>{counts[key]}</span> : null}
      </>
    ),
  }))
  return (
    <ConsolePage site={SELLER} group={group} title={t('title')} readOnly={!canWrite}>
      <div className={workbench.desk} data-testid="chat-workbench">
        <aside className={workbench.queue}>
          <Tabs label={t('title')} current={scope} tabs={tabs} onSelect={(key) => setScope(key as Scope)} />
          {status === 'offline' ? <p className={styles.notice}>{t('offline')}</p> : null}
          <ConversationList
            conversations={list}
            side="store"
            current={current}
            onPick={setCurrent}
            testId="workbench-list"
          />
        </aside>
        <div className={workbench.center}>
          {store && current && conversation ? (
            <>
              <div className={workbench.bar}>
                <b>{conversation.memberName}</b>
                <span className={styles.muted}>
                  {t('clerk')}: {conversation.clerkName ?? t('nobody')}
                </span>
                {canWrite ? (
                  <>
                    <select
                      aria-label={t('transfer')}
                      value=""
                      data-testid="chat-transfer"
                      onChange={(e) => {
                        const to = e.target.value
                        if (to)
                          void api
                            .post(`/store/im/talk/${current}/transfer`, undefined, {
                              query: { clerkMemberId: to },
                            })
                            .then(
                              () => undefined,
                              () => undefined,
                            )
                      }}
                    >
                      <option value="">{t('transfer')}…</option>
                      {clerks
                        .filter((c) => c.memberId !== conversation.clerkMemberId)
                        .map((c) => (
                          <option key={c.memberId} value={c.memberId}>
                            {c.name}
                          </option>
                        ))}
                    </select>
                    <button
                      type="button"
                      className={styles.contact}
                      onClick={() =>
                        void api
                          .put(`/store/im/talk/${current}/${conversation.blocked ? 'unblock' : 'block'}`)
                          .then(
                            () => undefined,
                            () => undefined,
                          )
                      }
                    >
                      {conversation.blocked ? t('unblock') : t('block')}
                    </button>
                  </>
                ) : null}
              </div>
              {conversation.blocked ? <p className={styles.notice}>{t('blockedNote')}</p> : null}
              {canWrite ? null : <p className={styles.notice}>{t('readOnly')}</p>}
              <ChatThread
                key={current}
                store={store}
                conversationId={current}
                side="store"
                composerText={text}
                onComposerText={setText}
                tools={
                  replies.length ? (
                    <select
                      aria-label={t('quickReply')}
                      value=""
                      data-testid="chat-quick-reply"
                      onChange={(e) => {
                        if (e.target.value) setText(`${text}${e.target.value}`)
                      }}
                    >
                      <option value="">{t('quickReply')}…</option>
                      {replies.map((r) => (
                        <option key={r.id} value={r.content}>
                          {r.content.slice(0, 40)}
                        </option>
                      ))}
                    </select>
                  ) : null
                }
              />
            </>
          ) : (
            <p className={styles.empty}>{tc('pickConversation')}</p>
          )}
        </div>
        <aside className={workbench.side}>
          {store && current ? (
            <BuyerOrders conversationId={current} store={store} canWrite={canWrite} />
          ) : null}
          <QuickReplies replies={replies} canWrite={canWrite} onChange={loadReplies} />
        </aside>
      </div>
    </ConsolePage>
  )
}

function BuyerOrders({
  conversationId,
  store,
  canWrite,
}: {
  conversationId: string
  store: ChatStore
  canWrite: boolean
}) {
  const { t } = useTranslation('sellerChat')
  const { lang } = useRootData()
  const [orders, setOrders] = useState<BuyerOrder[] | null>(null)
  useEffect(() => {
    setOrders(null)
    void consoleBrowser(SELLER)
      .api.get<BuyerOrder[]>(`/store/im/talk/${conversationId}/orders`)
      .then(setOrders, () => setOrders([]))
  }, [conversationId])
  const labels = (lang === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS) as Record<string, string>
  return (
    <section className={workbench.block} data-testid="chat-buyer-orders">
      <h3>{t('recentOrders')}</h3>
      {orders?.length === 0 ? <p className={styles.muted}>{t('noOrders')}</p> : null}
      {orders?.map((o) => (
        <div key={o.orderSn} className={workbench.order}>
          {o.image ? <img src={o.image} alt="" width={44} height={44} /> : null}
          <div>
            <a href={`/seller/orders/${o.orderSn}`} target="_blank" rel="noopener noreferrer">
              {localName(lang, o.goodsName, o.goodsNameEn)}
            </a>
            <small>
              {o.orderSn} · {labels[o.orderStatus] ?? o.orderStatus} · {formatPrice(o.flowPrice)}
            </small>
            {canWrite ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => store.send(conversationId, { type: 'ORDER', orderSn: o.orderSn })}
              >
                {t('sendCard')}
              </button>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  )
}

function QuickReplies({
  replies,
  canWrite,
  onChange,
}: {
  replies: QuickReplyVO[]
  canWrite: boolean
  onChange(): void
}) {
  const { t } = useTranslation('sellerChat')
  const [draft, setDraft] = useState('')
  const api = consoleBrowser(SELLER).api
  return (
    <section className={workbench.block} data-testid="chat-quick-replies">
      <h3>{t('quickReplies')}</h3>
      <ul className={workbench.replies}>
        {replies.map((r) => (
          <li key={r.id}>
            <span>{r.content}</span>
            {canWrite ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void api.del(`/store/im/quickReply/${r.id}`).then(onChange, () => undefined)}
              >
                {t('delete')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <form
          className={workbench.addReply}
          onSubmit={(e) => {
            e.preventDefault()
            if (!draft.trim()) return
            void api.post('/store/im/quickReply', undefined, { query: { content: draft.trim() } }).then(
              () => {
                setDraft('')
                onChange()
              },
              () => undefined,
            )
          }}
        >
          <input
            value={draft}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('quickReplyPlaceholder')}
            aria-label={t('addQuickReply')}
          />
          <button type="submit">{t('add')}</button>
        </form>
      ) : null}
    </section>
  )
}
