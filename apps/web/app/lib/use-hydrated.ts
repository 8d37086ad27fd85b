import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False during server rendering and hydration, true afterwards. Buttons that need JavaScript stay disabled until
 * then, so an early click is neither lost nor turned into a native GET that would put the password
 * in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
