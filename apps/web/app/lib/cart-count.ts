import { useSyncExternalStore } from 'react'
import { COOKIE, readCookie, writeCookie } from './cookies.ts'

/**
 * The cart count shown on the side bar badge (client state `cartNum`, kept in the cookie of spec §3).
 * Anything that changes the cart calls setCartNum so every badge on the page follows.
 */
const EVENT = 'silk:cart-num'

export function setCartNum(count: number): void {
  writeCookie(COOKIE.cartNum, String(Math.max(0, Math.floor(count))))
  window.dispatchEvent(new Event(EVENT))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  return () => window.removeEventListener(EVENT, onChange)
}

const snapshot = () => Number(readCookie(COOKIE.cartNum) ?? 0) || 0

export function useCartNum(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0)
}
