import { redirect } from 'react-router'
import { api } from '../../lib/api/browser.ts'
import { COOKIE, readCookie } from '../../lib/cookies.ts'
import { isLoginRequired, loginRedirectPath } from './login-path.ts'

/**
 * A member page whose document is a shell shared by members (`handle.memberShell`, decision 022):
 * its data is read here, in the browser, with the member's own token. Anonymous visitors, and
 * members whose login lapsed and could not be refreshed, go to /login and come back afterwards.
 */
export async function memberClientLoad<T>(
  request: Request,
  load: (client: typeof api, url: URL) => Promise<T>,
): Promise<T> {
  const url = new URL(request.url)
  if (!readCookie(COOKIE.accessToken) && !readCookie(COOKIE.refreshToken)) {
    throw redirect(loginRedirectPath(url))
  }
  try {
    return await load(api, url)
  } catch (error) {
    if (isLoginRequired(error)) throw redirect(loginRedirectPath(url))
    throw error
  }
}
