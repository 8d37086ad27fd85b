import { CONSOLE_COOKIE_PATH, type ConsoleSite } from '@silk/contracts/console'

/**
 * Token refresh for server-rendered requests (spec §4, "server-side rendering does the same with the
 * cookies it receives"). One instance per page request: an expired access token is refreshed once
 * before rendering, loaders that still get 401/403/20004 share one refresh, and the new cookies (or
 * their removal when the refresh fails) go back to the browser as Set-Cookie.
 */
type Transport = (request: {
  method: 'GET'
  path: string
  headers?: Record<string, string>
  signal?: AbortSignal
}) => Promise<{ status: number; body: unknown }>

/** Whose login a page request carries: the buyer's, or a console's (decision 103). */
export interface SessionKind {
  accessCookie: string
  refreshCookie: string
  /** Forgotten with the tokens when a refresh fails. */
  otherCookies: readonly string[]
  refreshPath: string
  /** The cookies' `Path`. */
  path: string
  /** The buyer's cart badge goes to 0 with the login. */
  emptiesCart: boolean
}

export const BUYER_SESSION: SessionKind = {
  accessCookie: 'accessToken',
  refreshCookie: 'refreshToken',
  otherCookies: ['userInfo'],
  refreshPath: '/buyer/passport/member/refresh/',
  path: '/',
  emptiesCart: true,
}

/** A console's login: its own cookies, refreshed through its own endpoint. */
export function consoleSession(site: ConsoleSite): SessionKind {
  return {
    accessCookie: site.accessCookie,
    refreshCookie: site.refreshCookie,
    otherCookies: [],
    refreshPath: site.refreshPath,
    path: CONSOLE_COOKIE_PATH,
    emptiesCart: false,
  }
}

/** A Cookie header's values, decoded; the first of a repeated name wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const key = part.slice(0, i).trim()
    if (!key || out.has(key)) continue
    try {
      out.set(key, decodeURIComponent(part.slice(i + 1).trim()))
    } catch {
      out.set(key, part.slice(i + 1).trim())
    }
  }
  return out
}

/** True when the JWT's `exp` has passed (or is due within a few seconds), as the clients check it. */
export function isExpiredJwt(token: string, skewMs = 5_000): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now() + skewMs
  } catch {
    return true
  }
}

/**
 * Whether a web request can run loaders and so needs a live login. React Router's route discovery
 * (`/__manifest`) runs none: refreshing there would rotate the tokens behind the page's back, in a
 * response fetched while the user hovers a link.
 */
export function needsSession(url: string): boolean {
  return !url.startsWith('/__manifest')
}

export function ssrSession(
  cookieHeader: string | undefined,
  transport: Transport,
  secure: boolean,
  kind: SessionKind = BUYER_SESSION,
  /**
   * How long a refresh may take. It runs before the render, outside the render timeout, so the page
   * passes that timeout (`PAGE_RENDER_TIMEOUT_MS`): a remote API (`API_ORIGIN`) that never answered
   * held the page.
   */
  refreshTimeoutMs = 10_000,
) {
  const cookies = parseCookies(cookieHeader)
  const setCookies: string[] = []
  let pending: Promise<boolean> | null = null
  const attrs = `Path=${kind.path}; SameSite=Lax${secure ? '; Secure' : ''}`
  const tokenNames = [kind.accessCookie, kind.refreshCookie] as const

  async function run(): Promise<boolean> {
    const refreshToken = cookies.get(kind.refreshCookie)
    const uuid = cookies.get('uuid')
    if (refreshToken) {
      const res = await transport({
        method: 'GET',
        path: `${kind.refreshPath}${encodeURIComponent(refreshToken)}`,
        headers: uuid ? { uuid } : {},
        signal: AbortSignal.timeout(refreshTimeoutMs),
      }).catch(() => null)
      const body = res?.body as {
        success?: boolean
        result?: { accessToken?: string; refreshToken?: string }
      } | null
      if (body?.success && body.result?.accessToken && body.result.refreshToken) {
        const issued = [body.result.accessToken, body.result.refreshToken]
        tokenNames.forEach((name, i) => {
          cookies.set(name, issued[i] as string)
          setCookies.push(`${name}=${encodeURIComponent(issued[i] as string)}; ${attrs}`)
        })
        return true
      }
    }
    // Failed: forget the login (and empty the buyer's cart badge), as the browser client does.
    for (const name of [...tokenNames, ...kind.otherCookies]) {
      cookies.delete(name)
      setCookies.push(`${name}=; Max-Age=0; ${attrs}`)
    }
    if (kind.emptiesCart) {
      cookies.set('cartNum', '0')
      setCookies.push(`cartNum=0; ${attrs}`)
    }
    return false
  }

  return {
    /** Shared by every loader of this request: at most one refresh call. */
    refresh(): Promise<boolean> {
      pending ??= run()
      return pending
    },
    /** Before rendering: a stored token that has expired is refreshed first (spec §4). */
    async refreshIfExpired(): Promise<void> {
      const token = cookies.get(kind.accessCookie)
      if (token && isExpiredJwt(token)) await this.refresh()
    },
    accessToken: (): string | undefined => cookies.get(kind.accessCookie),
    /** The Cookie header the renderer should see (after a refresh it carries the new tokens). */
    cookieHeader: (): string => [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
    setCookies,
  }
}
