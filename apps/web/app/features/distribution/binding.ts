import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { COOKIE, deleteCookie, readCookie, writeCookie } from '../../lib/cookies.ts'
import { deviceUuid } from '../../lib/device.ts'

/** Where a share link's distributor waits until the visitor is logged in (UI reference A5). */
export const DISTRIBUTION_COOKIE = 'distributionId'
const KEEP_SECONDS = 30 * 24 * 3600
let binding: Promise<void> | null = null

async function bind(id: string): Promise<void> {
  const token = readCookie(COOKIE.accessToken)
  if (!token) return
  try {
    const response = await fetch(`/buyer/distribution/distribution/bindingDistribution/${id}`, {
      headers: { accessToken: token, uuid: deviceUuid() ?? '' },
      credentials: 'same-origin',
    })
    // Bound, or a link that can never bind (closed, unknown distributor, one's own): done either
    // way. A lapsed login keeps the cookie for the next page after the token is refreshed.
    if (response.status !== 401 && response.status !== 403 && response.status < 500)
      deleteCookie(DISTRIBUTION_COOKIE)
  } catch {
    // offline: try again on the next page
  }
}

/**
 * Any page opened with `?distributionId=` remembers the distributor in a cookie; a logged-in
 * visitor is then bound once through `bindingDistribution`, an anonymous one right after login.
 */
export function useDistributionBinding(loggedIn: boolean) {
  const { search } = useLocation()
  useEffect(() => {
    const id = new URLSearchParams(search).get('distributionId')
    if (id && /^\d{1,20}$/.test(id)) writeCookie(DISTRIBUTION_COOKIE, id, KEEP_SECONDS)
    if (!loggedIn || binding) return
    const pending = readCookie(DISTRIBUTION_COOKIE)
    if (!pending || !/^\d{1,20}$/.test(pending)) return
    binding = bind(pending).finally(() => {
      binding = null
    })
  }, [search, loggedIn])
}
