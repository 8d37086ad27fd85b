import { useCallback, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../lib/api/browser.ts'
import { COOKIE, readCookie } from '../../lib/cookies.ts'
import { refreshTokens } from '../accounts/refresh.ts'
import { type ChatState, type ChatStore, createChatStore } from './chat-store.ts'

let buyer: ChatStore | null = null

/** The buyer's chat for this page (browser only): one connection for the window, lists and badges. */
export function buyerChat(): ChatStore {
  buyer ??= createChatStore({
    side: 'buyer',
    api,
    accessCookie: COOKIE.accessToken,
    refresh: () => refreshTokens(),
    lang: () => document.documentElement.lang,
  })
  return buyer
}

const EMPTY: ChatState = {
  status: 'idle',
  conversations: {},
  messages: {},
  more: {},
  pending: [],
  active: null,
}

/** A slice of a chat store's state, re-rendered when it changes (nothing on the server). */
export function useChatState<T>(store: ChatStore | null, select: (s: ChatState) => T): T {
  return useSyncExternalStore(
    store ? store.subscribe : noSubscribe,
    () => select(store ? store.getState() : EMPTY),
    () => select(EMPTY),
  )
}
const noSubscribe = () => () => {}

/** What a chat was opened from: a card the buyer may send in one click. */
export interface ChatTarget {
  storeId: string
  skuId?: string
  orderSn?: string
}

/** The docked window's state (desktop). */
interface Dock {
  open: boolean
  minimised: boolean
  target: ChatTarget | null
  /** Opened from the member centre's list: a conversation rather than a store. */
  conversationId: string | null
}
let dock: Dock = { open: false, minimised: false, target: null, conversationId: null }
const dockListeners = new Set<() => void>()
export const dockStore = {
  get: () => dock,
  subscribe(l: () => void) {
    dockListeners.add(l)
    return () => dockListeners.delete(l)
  },
  set(next: Partial<Dock>) {
    dock = { ...dock, ...next }
    for (const l of dockListeners) l()
  },
}
const CLOSED_DOCK: Dock = { open: false, minimised: false, target: null, conversationId: null }
export function useDock(): Dock {
  return useSyncExternalStore(dockStore.subscribe, dockStore.get, () => CLOSED_DOCK)
}

/** Phones (under 768 px, decision 027) chat full screen on `/im`; desktops in the docked window. */
export const isPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches

/** The address of the full-screen chat with a store (lilishop's client opens `/im?id=` too). */
export function chatHref(target: ChatTarget | { conversationId: string }): string {
  const q = new URLSearchParams()
  if ('conversationId' in target) q.set('talk', target.conversationId)
  else {
    q.set('id', target.storeId)
    if (target.skuId) q.set('skuId', target.skuId)
    if (target.orderSn) q.set('orderSn', target.orderSn)
  }
  return `/im?${q}`
}

/**
 * 联系客服: signs in first when needed, then opens the chat with the store (the window on a desktop,
 * the full-screen page on a phone), offering the goods or order it was opened from as a card.
 */
export function useOpenChat() {
  const navigate = useNavigate()
  return useCallback(
    (target: ChatTarget | { conversationId: string }) => {
      if (!readCookie(COOKIE.accessToken)) {
        const back = `${location.pathname}${location.search}`
        navigate(`/login?rePath=${encodeURIComponent(back)}`)
        return
      }
      if (isPhone()) {
        navigate(chatHref(target))
        return
      }
      void buyerChat().connect()
      if ('conversationId' in target)
        dockStore.set({ open: true, minimised: false, target: null, conversationId: target.conversationId })
      else dockStore.set({ open: true, minimised: false, target, conversationId: null })
    },
    [navigate],
  )
}
