import { Component, type ReactNode, Suspense } from 'react'
import { useHydrated } from './use-hydrated.ts'

/**
 * `children` in the browser once the page is hydrated, `fallback` before (on the server too): for
 * lazily loaded parts that only work in a browser, so the server never imports them. If the part
 * cannot load (a tab left open across a deployment asks for a chunk that is gone), `failed` takes
 * its place and the rest of the page — a form half filled in — stays.
 */
export function AfterHydration({
  fallback,
  failed,
  children,
}: {
  fallback: ReactNode
  failed: ReactNode
  children: ReactNode
}) {
  return useHydrated() ? (
    <LoadFailure failed={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  ) : (
    fallback
  )
}

class LoadFailure extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false }
  static getDerivedStateFromError() {
    return { error: true }
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children
  }
}
