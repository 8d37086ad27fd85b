import type { Transport } from '../../lib/api/types.ts'
import { COOKIE, deleteCookie, readCookie, writeCookie } from '../../lib/cookies.ts'
import { deviceUuid } from '../../lib/device.ts'

/** Fired on window whenever the login changes outside React (refresh failed, login, logout). */
export const SESSION_EVENT = 'silk:session'
/** Spec §9: callers waiting for a refresh in progress look again every 500 ms. */
export const REFRESH_POLL_MS = 500

/** True when a JWT's `exp` has passed (or is due within a few seconds); clients read it before sending. */
export function isExpiredJwt(token: string, skewMs = 5_000): boolean {
  try {
    const part = token.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const payload = JSON.parse(json) as { exp?: unknown }
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now() + skewMs
  } catch {
    return true
  }
}

export function saveTokens(tokens: { accessToken: string; refreshToken: string }): void {
  writeCookie(COOKIE.accessToken, tokens.accessToken)
  writeCookie(COOKIE.refreshToken, tokens.refreshToken)
}

/** Forgets the login (spec §4): tokens and user info go, the cart count becomes 0 everywhere. */
export function clearSession(): void {
  deleteCookie(COOKIE.accessToken)
  deleteCookie(COOKIE.refreshToken)
  deleteCookie(COOKIE.userInfo)
  writeCookie(COOKIE.cartNum, '0')
  window.dispatchEvent(new Event('silk:cart-num'))
  window.dispatchEvent(new Event(SESSION_EVENT))
}

/**
 * Revokes a login on the server, best effort, with the token it had: called after the login is
 * forgotten here, so it goes round the clients (no refresh, no toast, no redirect on a refusal).
 */
export async function revokeLogin(path: string, accessToken: string | null | undefined): Promise<void> {
  if (!accessToken) return
  const headers: Record<string, string> = { accessToken }
  const uuid = deviceUuid()
  if (uuid) headers.uuid = uuid
  await fetch(path, { method: 'POST', headers, signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function callRefresh(): Promise<boolean> {
  const refreshToken = readCookie(COOKIE.refreshToken)
  if (!refreshToken) return false
  try {
    const headers: Record<string, string> = {}
    const uuid = deviceUuid()
    if (uuid) headers.uuid = uuid
    const res = await fetch(`/buyer/passport/member/refresh/${encodeURIComponent(refreshToken)}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json()) as {
      success?: boolean
      result?: { accessToken: string; refreshToken: string }
    }
    if (!body.success || !body.result) return false
    saveTokens(body.result)
    return true
  } catch {
    return false
  }
}

/**
 * The single refresh of spec §4: the first caller asks the server; everyone arriving meanwhile polls
 * every 500 ms until it settles and shares its outcome. On failure the login is cleared. One per login
 * kind (the buyer's here, each console's in features/console).
 */
export function singleRefresh(call: () => Promise<boolean>, onFailure: () => void): () => Promise<boolean> {
  let running = false
  let lastResult = false
  return async () => {
    if (running) {
      while (running) await sleep(REFRESH_POLL_MS)
      return lastResult
    }
    running = true
    try {
      lastResult = await call()
      if (!lastResult) onFailure()
      return lastResult
    } finally {
      running = false
    }
  }
}

export const refreshTokens = singleRefresh(callRefresh, clearSession)

/**
 * Wraps the browser transport: a request about to leave with an expired stored token waits for the
 * refresh first and goes out with the new token (or without one when the login is gone). A request
 * that read the token just before another call's refresh stored a new one takes that one instead of
 * refreshing a second time.
 */
export function withFreshToken(
  transport: Transport,
  refresh: () => Promise<boolean>,
  cookie: string = COOKIE.accessToken,
): Transport {
  return async (request) => {
    const token = request.headers?.accessToken
    if (!token || !isExpiredJwt(token)) return transport(request)
    const stored = readCookie(cookie)
    if (!stored || stored === token || isExpiredJwt(stored)) await refresh()
    const headers = { ...request.headers }
    const fresh = readCookie(cookie)
    if (fresh) headers.accessToken = fresh
    else delete headers.accessToken
    return transport({ ...request, headers })
  }
}
