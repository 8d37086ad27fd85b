import { redirect } from 'react-router'
import { COOKIE, parseCookies } from '../../lib/cookies.ts'
import { isLoginRequired, loginRedirectPath } from './login-path.ts'

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
  return isLoginRequired(error) ? redirect(loginRedirectPath(new URL(request.url))) : null
}
