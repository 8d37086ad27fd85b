import { useEffect, useMemo, useState } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router'
import { buyerChat, useChatState } from '../../features/chat/buyer-chat.ts'
import { buyerOrdersWith } from '../../features/chat/buyer-orders.ts'
import { ChatThread, peerName } from '../../features/chat/ChatThread.tsx'
import { ConversationList, sortedConversations } from '../../features/chat/ConversationList.tsx'
import styles from '../../features/chat/chat.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

export const meta = pageMeta('im')

/**
 * lilishop's client opens `{IM address}?token=…&id={storeId}`: the token never stays in an address
 * (logs, Referer), so the page goes at once to the same address without it and signs in with the
 * site's own login.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token')
    throw redirect(`${url.pathname}${url.search}`)
  }
  return null
}

/**
 * /im: the chat full screen — a phone's 客服 (decision 027's bottom bar), and the address
 * `GET /common/common/IM` answers. `?id=` a store (with `skuId`/`orderSn` offered as cards),
 * `?talk=` a conversation, neither: the list.
 */
export default function ImPage() {
  const { t } = useTranslation('chat')
  const { member, lang } = useRootData()
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const store = hydrated && member.loggedIn ? buyerChat() : null
  const conversations = useChatState(store, (s) => s.conversations)
  const list = useMemo(() => sortedConversations(conversations), [conversations])
  const storeId = params.get('id')
  // The conversation shown: named in the address, opened with the store named there, or picked from the list.
  const [opened, setOpened] = useState<string | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const current = params.get('talk') ?? opened ?? picked
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!store) return
    void store.connect()
    void store.loadList().catch(() => undefined)
    if (storeId)
      store.openStore(storeId).then(
        (c) => setOpened(c.id),
        (err: unknown) => setError(err instanceof ApiError ? err.message : String(err)),
      )
  }, [store, storeId])

  if (!member.loggedIn)
    return (
      <div className={styles.page}>
        <p className={styles.empty}>
          {t('loginFirst')}{' '}
          <Link to={`/login?rePath=${encodeURIComponent(`/im?${params}`)}`}>{t('login')}</Link>
        </p>
      </div>
    )
  const conversation = current ? conversations[current] : undefined
  return (
    <div className={styles.page} data-testid="chat-page">
      <header className={styles.pageHead}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => (picked ? setPicked(null) : navigate(-1))}
        >
          ‹ {t('back')}
        </button>
        <h1>{conversation ? peerName(conversation, 'buyer', lang) : t('conversations')}</h1>
      </header>
      {error ? (
        <p className={styles.error} role="alert" data-testid="chat-refused">
          {error}
        </p>
      ) : store && current && conversation ? (
        <ChatThread
          key={current}
          store={store}
          conversationId={current}
          side="buyer"
          offerSku={params.get('skuId') ?? undefined}
          offerOrderSn={params.get('orderSn') ?? undefined}
          loadOrders={() => buyerOrdersWith(conversation.storeId)}
        />
      ) : store && !storeId ? (
        <ConversationList conversations={list} side="buyer" onPick={setPicked} />
      ) : (
        <p className={styles.empty}>{t('connecting')}</p>
      )}
    </div>
  )
}
