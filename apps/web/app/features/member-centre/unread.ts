import { useSyncExternalStore } from 'react'
import { api } from '../../lib/api/browser.ts'

/**
 * The member's unread message count for the header badge. It is read in the browser only (never in
 * a loader), so no page waits for it; pages that change messages call `refreshUnread()` and every
 * badge follows.
 */
const EVENT = 'silk:unread-messages'
let unread: number | null = null

export function setUnread(count: number): void {
  unread = Math.max(0, Math.floor(count))
  window.dispatchEvent(new Event(EVENT))
}

export async function refreshUnread(): Promise<void> {
  try {
    setUnread(Number(await api.get<number>('/buyer/message/member/count')) || 0)
  } catch {
    // The badge keeps its last value.
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  return () => window.removeEventListener(EVENT, onChange)
}

export function useUnread(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  )
}
