import { useEffect } from 'react'

/** Where the tab was when its last page was hidden. */
export const LAST_PAGE_KEY = 'lastPage'

/** Records the address a page is left from, so the home intro can tell a reload without Navigation Timing. */
export function useLastPage() {
  useEffect(() => {
    const record = () => {
      try {
        sessionStorage.setItem(LAST_PAGE_KEY, location.href)
      } catch {
        // Storage disabled: the intro then relies on Navigation Timing alone.
      }
    }
    window.addEventListener('pagehide', record)
    return () => window.removeEventListener('pagehide', record)
  }, [])
}
