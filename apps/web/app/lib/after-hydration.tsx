import { type ReactNode, Suspense } from 'react'
import { useHydrated } from './use-hydrated.ts'

/**
 * `children` in the browser once the page is hydrated, `fallback` before (on the server too): for
 * lazily loaded parts that only work in a browser, so the server never imports them.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
