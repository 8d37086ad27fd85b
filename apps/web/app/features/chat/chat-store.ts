import type {
  ChatClientEvents,
  ChatConversationVO,
  ChatMessageVO,
  ChatSendInput,
  ChatServerEvents,
} from '@silk/contracts/chat'
import { CHAT_NAMESPACE, CHAT_SOCKET_PATH } from '@silk/contracts/chat-socket'
import type { Page } from '@silk/contracts/paging'
import type { Socket } from 'socket.io-client'
import type { ApiClient } from '../../lib/api/client.ts'
import { readCookie } from '../../lib/cookies.ts'
import { SESSION_EVENT } from '../accounts/refresh.ts'

/** What a message being sent carries before the server gives it a sequence. */
export type Draft =
  | { type: 'TEXT'; content: string }
  | { type: 'PICTURE'; content: string }
  | { type: 'GOODS'; skuId: string }
  | { type: 'ORDER'; orderSn: string }

/** A message typed here that the server has not confirmed: queued while offline, then sending. */
export interface Pending {
  clientId: string
  conversationId: string
  draft: Draft
  state: 'queued' | 'sending' | 'failed'
  error?: string
  at: number
}

export interface ChatState {
  status: 'idle' | 'connecting' | 'online' | 'offline'
  conversations: Record<string, ChatConversationVO>
  /** Per conversation, by sequence. */
  messages: Record<string, ChatMessageVO[]>
  /** Per conversation: whether older messages remain on the server. */
  more: Record<string, boolean>
  pending: Pending[]
  /** The conversation on screen (its messages are read as they come). */
  active: string | null
}

type Side = 'buyer' | 'store'
type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>

const PAGE = 30

/**
 * One chat connection and what it knows, per side (the buyer's site, the seller centre), shared by
 * every chat part of the page (the window, the lists, the badges). REST loads lists and history; the
 * socket (loaded only once a page needs chat) brings what happens live, and on every (re)connection
 * asks `sync` for what follows the last sequence held of each conversation shown, so a connection
 * that dropped, or moved to another node, misses nothing. Messages typed while offline wait in
 * `pending` (kept in localStorage, so a reload keeps them) and go when the connection is back; each
 * carries its own id, so one sent twice is stored once.
 */
export function createChatStore(options: {
  side: Side
  api: ApiClient
  accessCookie: string
  refresh: () => Promise<boolean>
  lang: () => string
}) {
  const { side, api } = options
  const prefix = side === 'buyer' ? '/buyer/im' : '/store/im'
  const outboxKey = `silk-chat-outbox:${side}`
  let state: ChatState = {
    status: 'idle',
    conversations: {},
    messages: {},
    more: {},
    pending: [],
    active: null,
  }
  const listeners = new Set<() => void>()
  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next }
    if (next.pending) saveOutbox(next.pending)
    for (const l of listeners) l()
  }
  let socket: ChatSocket | null = null
  let starting: Promise<void> | null = null
  let listed: Promise<unknown> | null = null

  const saveOutbox = (pending: Pending[]) => {
    try {
      localStorage.setItem(outboxKey, JSON.stringify(pending.filter((p) => p.state !== 'failed')))
    } catch {
      // Private mode: the queue lives as long as the page.
    }
  }
  const loadOutbox = (): Pending[] => {
    try {
      const list = JSON.parse(localStorage.getItem(outboxKey) ?? '[]') as Pending[]
      return Array.isArray(list) ? list.map((p) => ({ ...p, state: 'queued' as const })) : []
    } catch {
      return []
    }
  }

  const putConversation = (c: ChatConversationVO) => {
    const known = state.conversations[c.id]
    // Events may cross: never step a conversation back.
    if (known && known.lastSeq > c.lastSeq) return
    set({ conversations: { ...state.conversations, [c.id]: c } })
  }
  const putMessages = (conversationId: string, list: ChatMessageVO[]) => {
    if (list.length === 0) return
    const byId = new Map((state.messages[conversationId] ?? []).map((m) => [m.seq, m]))
    for (const m of list) byId.set(m.seq, m)
    const merged = [...byId.values()].sort((a, b) => a.seq - b.seq)
    const confirmed = new Set(list.map((m) => m.clientId).filter(Boolean))
    set({
      messages: { ...state.messages, [conversationId]: merged },
      pending: state.pending.filter((p) => !confirmed.has(p.clientId)),
    })
  }
  const otherSide = side === 'buyer' ? 'STORE' : 'BUYER'
  const lastSeqHeld = (id: string) => state.messages[id]?.at(-1)?.seq ?? 0

  const readIfActive = (conversationId: string) => {
    const c = state.conversations[conversationId]
    if (!c || state.active !== conversationId || document.visibilityState !== 'visible') return
    const mine = side === 'buyer' ? c.buyerReadSeq : c.storeReadSeq
    if (c.lastSeq > mine || (side === 'buyer' ? c.buyerUnread : c.storeUnread) > 0) {
      if (socket?.connected) socket.emit('read', { conversationId, seq: c.lastSeq })
      else
        void api
          .put<ChatConversationVO>(`${prefix}/talk/${conversationId}/read`, { seq: c.lastSeq })
          .then(putConversation)
    }
  }

  const flush = () => {
    if (!socket?.connected) return
    for (const p of state.pending.filter((x) => x.state === 'queued')) {
      set({ pending: state.pending.map((x) => (x.clientId === p.clientId ? { ...x, state: 'sending' } : x)) })
      socket
        .timeout(10_000)
        .emitWithAck('send', {
          ...p.draft,
          conversationId: p.conversationId,
          clientId: p.clientId,
        } as ChatSendInput)
        .then(
          (answer) => {
            if (answer.ok) putMessages(p.conversationId, [answer.result])
            else
              set({
                pending: state.pending.map((x) =>
                  x.clientId === p.clientId ? { ...x, state: 'failed', error: answer.message } : x,
                ),
              })
          },
          // No answer in time: try again when the connection is sound.
          () =>
            set({
              pending: state.pending.map((x) => (x.clientId === p.clientId ? { ...x, state: 'queued' } : x)),
            }),
        )
    }
  }

  const sync = async () => {
    if (!socket?.connected) return
    const since: Record<string, number> = {}
    for (const id of Object.keys(state.conversations)) since[id] = lastSeqHeld(id)
    const answer = await socket
      .timeout(10_000)
      .emitWithAck('sync', { since })
      .catch(() => null)
    if (!answer?.ok) return
    for (const c of answer.result.conversations) putConversation(c)
    const byConversation = new Map<string, ChatMessageVO[]>()
    for (const m of answer.result.messages)
      byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m])
    for (const [id, list] of byConversation) {
      // Only conversations already shown hold messages; others load when opened.
      if (state.messages[id]) putMessages(id, list)
    }
    if (state.active) readIfActive(state.active)
  }

  const start = async () => {
    const token = readCookie(options.accessCookie)
    if (!token) return
    set({ status: 'connecting' })
    const { io } = await import('socket.io-client')
    socket = io(CHAT_NAMESPACE, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      // The token goes in the handshake, read afresh at every (re)connection; never in the URL.
      auth: (cb) => cb({ token: readCookie(options.accessCookie), lang: options.lang() }),
      reconnectionDelay: 500,
      reconnectionDelayMax: 8000,
    }) as ChatSocket
    socket.on('connect', () => {
      set({ status: 'online' })
      void sync().then(flush)
    })
    socket.on('disconnect', () => set({ status: 'offline' }))
    socket.on('connect_error', (err: Error & { data?: { code?: number } }) => {
      set({ status: 'offline' })
      // A lapsed token: refresh it, then connect again (socket.io stops after a refusal).
      if (err.data?.code === 20004 || err.data?.code === 20003)
        void options.refresh().then((ok) => {
          if (ok) socket?.connect()
        })
    })
    socket.on('expired', () => {
      void options.refresh().then((ok) => {
        if (ok) socket?.connect()
      })
    })
    socket.on('message', ({ message, conversation }) => {
      putConversation(conversation)
      if (state.messages[message.conversationId]) putMessages(message.conversationId, [message])
      if (message.sender === otherSide)
        socket?.emit('delivered', { conversationId: message.conversationId, seq: message.seq })
      readIfActive(message.conversationId)
    })
    socket.on('conversation', putConversation)
    if (typeof document !== 'undefined')
      document.addEventListener('visibilitychange', () => state.active && readIfActive(state.active))
    if (typeof window !== 'undefined') window.addEventListener('online', () => socket?.connect())
  }

  /** The login signed out: the socket closes, and what it knew (lists, history, the outbox) goes. */
  const reset = () => {
    socket?.removeAllListeners()
    socket?.disconnect()
    socket = null
    starting = null
    listed = null
    set({ status: 'idle', conversations: {}, messages: {}, more: {}, pending: [], active: null })
  }
  if (typeof window !== 'undefined')
    window.addEventListener(SESSION_EVENT, () => {
      if (!readCookie(options.accessCookie)) reset()
    })

  const loadList = async (pageSize = 50, scope?: string) => {
    const page = await api.get<Page<ChatConversationVO>>(`${prefix}/talk`, {
      pageNumber: 1,
      pageSize,
      ...(scope ? { scope } : {}),
    })
    for (const c of page.records) putConversation(c)
    return page.records.map((c) => c.id)
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Connects once (a no-op without a login); the queue typed in an earlier visit goes too. */
    connect(): Promise<void> {
      if (typeof window === 'undefined' || !readCookie(options.accessCookie)) return Promise.resolve()
      if (!starting) {
        set({ pending: [...loadOutbox(), ...state.pending] })
        starting = start()
      }
      return starting
    },
    /** The side's conversations (most recent first), for lists and badges. */
    loadList,
    /** The list once per login, for badges (a failure lets the next badge try again). */
    listOnce() {
      if (!readCookie(options.accessCookie)) return
      listed ??= loadList().catch(() => {
        listed = null
      })
    },
    /** A buyer's conversation with a store, made on first contact. */
    async openStore(storeId: string): Promise<ChatConversationVO> {
      const c = await api.post<ChatConversationVO>(`${prefix}/talk`, undefined, { query: { storeId } })
      putConversation(c)
      return c
    },
    /** The latest page of a conversation's history (once), or the page before what is shown. */
    async loadMessages(conversationId: string, older = false) {
      if (!older && state.messages[conversationId]) return
      const before = older ? state.messages[conversationId]?.[0]?.seq : undefined
      const list = await api.get<ChatMessageVO[]>(`${prefix}/talk/${conversationId}/message`, {
        pageSize: PAGE,
        ...(before ? { beforeSeq: before } : {}),
      })
      set({
        messages: { ...state.messages, [conversationId]: state.messages[conversationId] ?? [] },
        more: { ...state.more, [conversationId]: list.length === PAGE && (list[0]?.seq ?? 1) > 1 },
      })
      putMessages(conversationId, list)
    },
    setActive(conversationId: string | null) {
      set({ active: conversationId })
      if (conversationId) readIfActive(conversationId)
    },
    /** Queues a message; it goes now when online, or when the connection is back. */
    send(conversationId: string, draft: Draft) {
      const clientId = newClientId()
      set({
        pending: [...state.pending, { clientId, conversationId, draft, state: 'queued', at: Date.now() }],
      })
      flush()
    },
    retry(clientId: string) {
      set({
        pending: state.pending.map((p) =>
          p.clientId === clientId ? { ...p, state: 'queued', error: undefined } : p,
        ),
      })
      flush()
    },
    discard(clientId: string) {
      set({ pending: state.pending.filter((p) => p.clientId !== clientId) })
    },
    putConversation,
    upload: (form: FormData) => api.post<string>('/common/common/upload/file', form),
  }
}

export type ChatStore = ReturnType<typeof createChatStore>

function newClientId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
