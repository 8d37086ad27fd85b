import { redirect } from 'react-router'
import { COOKIE, parseCookies } from '../../lib/cookies.ts'

/** `/login?rePath=<path>&query=<search>`: where an anonymous visitor of a member page is sent. */
export function loginRedirectPath(url: URL): string {
  const params = new URLSearchParams({ rePath: url.pathname })
  if (url.search.length > 1) params.set('query', url.search.slice(1))
  return `/login?${params}`
}

/**
 * Member pages need a login (judged by the access token, spec §6). The server has already refreshed
 * an expired token, or dropped the cookies when that failed, before loaders run.
 */
export function requireLogin(request: Request): void {
  const cookies = parseCookies(request.headers.get('cookie'))
  if (!cookies[COOKIE.accessToken]) throw redirect(loginRedirectPath(new URL(request.url)))
}

/** A loader call that failed for want of a login (401/403, 20003/20004) sends the visitor to log in. */
export function loginRequiredError(request: Request, error: unknown): Response | null {
  const e = error as { status?: number; code?: number | null }
  const unauthorized = e?.status === 401 || e?.status === 403 || e?.code === 20003 || e?.code === 20004
  return unauthorized ? redirect(loginRedirectPath(new URL(request.url))) : null
}
