import { useSyncExternalStore } from 'react'

/** The global loading indicator: visible while requests are in flight, hidden 200 ms after the last answer. */
export const HIDE_DELAY_MS = 200

let pending = 0
let visible = false
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: boolean) {
  if (visible === next) return
  visible = next
  for (const l of listeners) l()
}

export function trackActivity(delta: 1 | -1): void {
  pending = Math.max(0, pending + delta)
  if (pending > 0) {
    clearTimeout(hideTimer)
    set(true)
  } else {
    clearTimeout(hideTimer)
    hideTimer = setTimeout(() => set(false), HIDE_DELAY_MS)
  }
}

/** The current state, for code outside React. */
export function isLoading(): boolean {
  return visible
}

export function useLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => visible,
    () => false,
  )
}
