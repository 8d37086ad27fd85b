import type { ChatConversationVO, ChatMessageVO } from '@silk/contracts/chat'
import { shortMinuteText } from '@silk/contracts/china-time'
import { localName } from '@silk/contracts/local-name'
import { ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN } from '@silk/contracts/status-labels'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useChatState } from './buyer-chat.ts'
import styles from './chat.module.css'
import type { ChatStore, Draft, Pending } from './chat-store.ts'

/** A card the composer offers (the goods or order the chat was opened from, an order to pick). */
export interface OrderChoice {
  orderSn: string
  goodsName: string
  image: string
  flowPrice: number
  createTime: string
}

const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😅',
  '😭',
  '😡',
  '👍',
  '👌',
  '🙏',
  '👏',
  '💪',
  '🎉',
  '❤️',
  '💔',
  '🌹',
  '🎁',
  '📦',
  '🚚',
  '✈️',
  '💰',
  '🧧',
  '☕',
  '🍵',
  '✅',
  '❌',
  '❓',
  '⏰',
  '📷',
  '🔥',
  '👋',
]

/**
 * One conversation: its messages (pictures, goods and order cards, the store's automatic replies,
 * notices), the marks on one's own (sent, delivered, read; queued while offline, failed with a
 * retry), and the composer (text, emoji, a picture through the shared upload, an order card, the
 * goods or order the chat was opened from). Used by the buyer's window and page and the seller's
 * workbench (`side`).
 */
export function ChatThread({
  store,
  conversationId,
  side,
  offerSku,
  offerOrderSn,
  loadOrders,
  tools,
  composerText,
  onComposerText,
}: {
  store: ChatStore
  conversationId: string
  side: 'buyer' | 'store'
  offerSku?: string
  offerOrderSn?: string
  /** The orders the order button offers (the buyer's with this store, or the buyer's for the seller). */
  loadOrders?: () => Promise<OrderChoice[]>
  /** Extra composer tools (the seller's quick replies). */
  tools?: ReactNode
  /** A controlled composer, for tools that write into it. */
  composerText?: string
  onComposerText?: (text: string) => void
}) {
  const { t } = useTranslation('chat')
  const conversation = useChatState(store, (s) => s.conversations[conversationId])
  const messages = useChatState(store, (s) => s.messages[conversationId])
  const more = useChatState(store, (s) => s.more[conversationId])
  const pending = useChatState(store, (s) => s.pending)
  const status = useChatState(store, (s) => s.status)
  const [ownText, setOwnText] = useState('')
  const text = composerText ?? ownText
  const setText = onComposerText ?? setOwnText
  const [panel, setPanel] = useState<'emoji' | 'orders' | null>(null)
  const [orders, setOrders] = useState<OrderChoice[] | null>(null)
  const [offered, setOffered] = useState({ sku: offerSku, order: offerOrderSn })
  const list = useRef<HTMLDivElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const mine = side === 'buyer' ? 'BUYER' : 'STORE'
  const waiting = pending.filter((p) => p.conversationId === conversationId)

  useEffect(() => {
    void store.loadMessages(conversationId)
    store.setActive(conversationId)
    return () => store.setActive(null)
  }, [store, conversationId])
  useEffect(() => setOffered({ sku: offerSku, order: offerOrderSn }), [offerSku, offerOrderSn])
  // Follow the newest message, unless the reader scrolled up to older ones; a picture that loads
  // after its message keeps the bottom in view too.
  const count = (messages?.length ?? 0) + waiting.length
  const atBottom = useRef(true)
  useLayoutEffect(() => {
    const el = list.current
    if (el && count >= 0 && atBottom.current) el.scrollTop = el.scrollHeight
  }, [count])
  useEffect(() => {
    const el = list.current
    if (!el) return
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80
    }
    const onLoad = () => {
      if (atBottom.current) el.scrollTop = el.scrollHeight
    }
    el.addEventListener('scroll', onScroll)
    el.addEventListener('load', onLoad, true)
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('load', onLoad, true)
    }
  }, [])

  const blockedNote =
    side === 'buyer' && conversation?.storeClosed
      ? t('storeClosed')
      : side === 'buyer' && conversation?.blocked
        ? t('blocked')
        : null
  const send = (draft: Draft) => {
    store.send(conversationId, draft)
    setPanel(null)
  }
  const submit = () => {
    const value = text.trim()
    if (!value || blockedNote) return
    send({ type: 'TEXT', content: value })
    setText('')
  }
  const pickPicture = async (chosen: File | undefined) => {
    if (!chosen) return
    const form = new FormData()
    form.append('file', chosen)
    try {
      const url = await store.upload(form)
      send({ type: 'PICTURE', content: url })
    } catch {
      // The client's toast said why (not a picture, too large).
    }
    if (file.current) file.current.value = ''
  }
  const openOrders = async () => {
    setPanel(panel === 'orders' ? null : 'orders')
    if (!orders && loadOrders) setOrders(await loadOrders().catch(() => []))
  }

  return (
    <section className={styles.thread} aria-label={conversation ? peerName(conversation, side) : t('title')}>
      <div className={styles.messages} ref={list} data-testid="chat-messages" aria-live="polite">
        {more ? (
          <button
            type="button"
            className={styles.older}
            onClick={() => void store.loadMessages(conversationId, true)}
          >
            {t('older')}
          </button>
        ) : null}
        {(messages ?? []).map((m) => (
          <MessageRow
            key={m.seq}
            message={m}
            mine={m.sender === mine}
            conversation={conversation}
            side={side}
          />
        ))}
        {waiting.map((p) => (
          <PendingRow key={p.clientId} pending={p} store={store} />
        ))}
      </div>
      {status === 'offline' ? (
        <p className={styles.notice} role="status">
          {t('offline')}
        </p>
      ) : null}
      {blockedNote ? (
        <p className={styles.notice} role="alert" data-testid="chat-refused">
          {blockedNote}
        </p>
      ) : null}
      {offered.sku || offered.order ? (
        <div className={styles.offer}>
          {offered.sku ? (
            <button
              type="button"
              className={styles.offerButton}
              data-testid="chat-send-goods"
              onClick={() => {
                send({ type: 'GOODS', skuId: offered.sku as string })
                setOffered((o) => ({ ...o, sku: undefined }))
              }}
            >
              {t('sendGoods')}
            </button>
          ) : null}
          {offered.order ? (
            <button
              type="button"
              className={styles.offerButton}
              onClick={() => {
                send({ type: 'ORDER', orderSn: offered.order as string })
                setOffered((o) => ({ ...o, order: undefined }))
              }}
            >
              {t('sendOrder')} {offered.order}
            </button>
          ) : null}
        </div>
      ) : null}
      {panel === 'emoji' ? (
        <div className={styles.emojiPanel} role="group" aria-label={t('emoji')}>
          {EMOJI.map((e) => (
            <button key={e} type="button" onClick={() => setText(`${text}${e}`)} className={styles.emoji}>
              {e}
            </button>
          ))}
        </div>
      ) : null}
      {panel === 'orders' ? (
        <div
          className={styles.orderPanel}
          role="group"
          aria-label={t('pickOrder')}
          data-testid="chat-order-picker"
        >
          {orders === null ? <p className={styles.muted}>…</p> : null}
          {orders?.length === 0 ? <p className={styles.muted}>{t('noOrders')}</p> : null}
          {orders?.map((o) => (
            <button
              key={o.orderSn}
              type="button"
              className={styles.orderChoice}
              onClick={() => send({ type: 'ORDER', orderSn: o.orderSn })}
            >
              {o.image ? <img src={o.image} alt="" width={40} height={40} /> : null}
              <span>
                <b>{o.goodsName}</b>
                <small>
                  {o.orderSn} · {formatPrice(o.flowPrice)}
                </small>
              </span>
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.composer}>
        <div className={styles.tools}>
          <button
            type="button"
            onClick={() => setPanel(panel === 'emoji' ? null : 'emoji')}
            aria-pressed={panel === 'emoji'}
            title={t('emoji')}
          >
            😊<span className="visually-hidden">{t('emoji')}</span>
          </button>
          <button
            type="button"
            onClick={() => file.current?.click()}
            disabled={!!blockedNote}
            data-testid="chat-picture"
          >
            {t('picture')}
          </button>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            data-testid="chat-picture-input"
            onChange={(e) => void pickPicture(e.target.files?.[0])}
          />
          {loadOrders ? (
            <button
              type="button"
              onClick={() => void openOrders()}
              disabled={!!blockedNote}
              data-testid="chat-order"
            >
              {t('orderCard')}
            </button>
          ) : null}
          {tools}
        </div>
        <textarea
          className={styles.input}
          value={text}
          maxLength={1000}
          rows={3}
          disabled={!!blockedNote}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          data-testid="chat-input"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
          }}
        />
        <button
          type="button"
          className={styles.send}
          onClick={submit}
          disabled={!text.trim() || !!blockedNote}
          data-testid="chat-send"
        >
          {t('send')}
        </button>
      </div>
    </section>
  )
}

export function peerName(c: ChatConversationVO, side: 'buyer' | 'store', lang?: string): string {
  return side === 'buyer' ? localName(lang, c.storeName, c.storeNameEn) : c.memberName
}

export function MessageRow({
  message: m,
  mine,
  conversation,
  side,
}: {
  message: ChatMessageVO
  mine: boolean
  conversation: ChatConversationVO | undefined
  side: 'buyer' | 'store'
}) {
  const { t } = useTranslation('chat')
  const { lang } = useRootData()
  if (m.type === 'SYSTEM') {
    const name = m.card?.kind === 'SYSTEM' ? m.card.name : ''
    return (
      <p className={styles.system} data-testid="chat-system">
        {t(`system.${m.content}`, { name, defaultValue: m.content })}
      </p>
    )
  }
  const peerRead = side === 'buyer' ? conversation?.storeReadSeq : conversation?.buyerReadSeq
  const peerGot = side === 'buyer' ? conversation?.storeDeliveredSeq : conversation?.buyerDeliveredSeq
  const mark = (peerRead ?? 0) >= m.seq ? 'read' : (peerGot ?? 0) >= m.seq ? 'delivered' : 'sent'
  const who = mine
    ? side === 'store'
      ? m.senderName || t('you')
      : null
    : m.sender === 'STORE'
      ? conversation
        ? localName(lang, conversation.storeName, conversation.storeNameEn)
        : t('storeSays')
      : conversation?.memberName
  return (
    <div
      className={mine ? styles.rowMine : styles.row}
      data-testid="chat-message"
      data-seq={m.seq}
      data-sender={m.sender}
    >
      <div className={styles.meta}>
        {who ? <span>{who}</span> : null}
        {m.auto ? <span className={styles.autoTag}>{t('auto')}</span> : null}
        <time>{shortMinuteText(m.createTime)}</time>
      </div>
      <div className={mine ? styles.bubbleMine : styles.bubble}>
        <Body message={m} side={side} />
      </div>
      {m.masked ? <small className={styles.muted}>{t('masked')}</small> : null}
      {mine ? (
        <small className={styles.mark} data-testid="chat-mark" data-mark={mark}>
          {t(`marks.${mark}`)}
        </small>
      ) : null}
    </div>
  )
}

function Body({
  message: m,
  side,
}: {
  message: Pick<ChatMessageVO, 'type' | 'content' | 'card'>
  side: 'buyer' | 'store'
}) {
  const { t } = useTranslation('chat')
  const { lang } = useRootData()
  if (m.type === 'PICTURE')
    return (
      <a href={m.content} target="_blank" rel="noopener noreferrer">
        <img
          src={m.content}
          alt={t('pictureAlt')}
          className={styles.picture}
          loading="lazy"
          data-testid="chat-picture-message"
        />
      </a>
    )
  if (m.type === 'GOODS' && m.card?.kind === 'GOODS') {
    const c = m.card
    return (
      <a
        className={styles.card}
        href={`/goodsDetail?skuId=${c.skuId}&goodsId=${c.goodsId}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="chat-goods-card"
      >
        {c.image ? <img src={c.image} alt="" width={56} height={56} /> : null}
        <span>
          <b>{localName(lang, c.goodsName, c.goodsNameEn)}</b>
          <em>{formatPrice(c.price)}</em>
        </span>
      </a>
    )
  }
  if (m.type === 'ORDER' && m.card?.kind === 'ORDER') {
    const c = m.card
    const labels = (lang === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS) as Record<string, string>
    const href = side === 'buyer' ? `/home/OrderDetail?sn=${c.orderSn}` : `/seller/orders/${c.orderSn}`
    return (
      <a
        className={styles.card}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="chat-order-card"
      >
        {c.image ? <img src={c.image} alt="" width={56} height={56} /> : null}
        <span>
          <b>{localName(lang, c.goodsName, c.goodsNameEn)}</b>
          <small>
            {c.orderSn} · {t('goodsNum', { count: c.goodsNum })}
          </small>
          <small>
            {labels[c.orderStatus] ?? c.orderStatus} · {t('orderTotal', { price: formatPrice(c.flowPrice) })}
          </small>
        </span>
      </a>
    )
  }
  return <span className={styles.text}>{m.content}</span>
}

function PendingRow({ pending: p, store }: { pending: Pending; store: ChatStore }) {
  const { t } = useTranslation('chat')
  const draft = p.draft
  const shown =
    draft.type === 'TEXT' || draft.type === 'PICTURE'
      ? { type: draft.type, content: draft.content, card: null }
      : {
          type: 'TEXT' as const,
          content: draft.type === 'GOODS' ? t('goodsCard') : `${t('orderCard')} ${draft.orderSn}`,
          card: null,
        }
  return (
    <div className={styles.rowMine} data-testid="chat-pending" data-state={p.state}>
      <div className={`${styles.bubbleMine} ${styles.pendingBubble}`}>
        <Body message={shown} side="buyer" />
      </div>
      <small
        className={p.state === 'failed' ? styles.failed : styles.mark}
        data-testid="chat-mark"
        data-mark={p.state}
      >
        {p.state === 'failed' ? (p.error ?? t('marks.failed')) : t(`marks.${p.state}`)}
        {p.state === 'failed' ? (
          <>
            {' '}
            <button type="button" className={styles.linkButton} onClick={() => store.retry(p.clientId)}>
              {t('retry')}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => store.discard(p.clientId)}>
              ×
            </button>
          </>
        ) : null}
      </small>
    </div>
  )
}
