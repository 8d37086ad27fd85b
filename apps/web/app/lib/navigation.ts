import { useCallback } from 'react'
import { type NavigateOptions, type To, useNavigate } from 'react-router'

/**
 * `navigate` whose failures are swallowed silently (spec §2: a failed route push shows nothing); the
 * route's error boundary still handles errors thrown while rendering the destination.
 */
export function useSafeNavigate() {
  const navigate = useNavigate()
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      try {
        const result = navigate(to, options)
        if (result instanceof Promise) result.catch(() => undefined)
      } catch {
        // ignored on purpose
      }
    },
    [navigate],
  )
}
