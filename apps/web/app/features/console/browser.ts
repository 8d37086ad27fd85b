import { CONSOLE_COOKIE_PATH, type ConsoleSite } from '@silk/contracts/console'
import { browserClient } from '../../lib/api/browser.ts'
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies.ts'
import { deviceUuid } from '../../lib/device.ts'
import { revokeLogin, SESSION_EVENT, singleRefresh } from '../accounts/refresh.ts'

export interface ConsoleBrowser {
  api: ReturnType<typeof browserClient>
  saveTokens(tokens: { accessToken: string; refreshToken: string }): void
  /** Forgets the login here (the console's cookies). */
  clear(): void
  /** Revokes the login on the server (best effort), then forgets it. */
  signOut(): Promise<void>
}

const made = new Map<string, ConsoleBrowser>()

/**
 * A console's browser client: its own token cookies, its own single refresh (spec §4
 * rules, the console's refresh endpoint); a lapsed login sends the user to the console's sign-in.
 */
export function consoleBrowser(site: ConsoleSite): ConsoleBrowser {
  const existing = made.get(site.basePath)
  if (existing) return existing
  // Logins kept before session 26 sit on the console's own path; the browser sends those first, so
  // they go whenever the login is written or forgotten.
  const forgetOldPath = () => {
    deleteCookie(site.accessCookie, site.basePath)
    deleteCookie(site.refreshCookie, site.basePath)
  }
  const saveTokens = (tokens: { accessToken: string; refreshToken: string }) => {
    forgetOldPath()
    writeCookie(site.accessCookie, tokens.accessToken, undefined, CONSOLE_COOKIE_PATH)
    writeCookie(site.refreshCookie, tokens.refreshToken, undefined, CONSOLE_COOKIE_PATH)
  }
  const clear = () => {
    forgetOldPath()
    deleteCookie(site.accessCookie, CONSOLE_COOKIE_PATH)
    deleteCookie(site.refreshCookie, CONSOLE_COOKIE_PATH)
    window.dispatchEvent(new Event(SESSION_EVENT))
  }
  const refresh = singleRefresh(
    async () => {
      const token = readCookie(site.refreshCookie)
      if (!token) return false
      try {
        const uuid = deviceUuid()
        const res = await fetch(`${site.refreshPath}${encodeURIComponent(token)}`, {
          headers: uuid ? { uuid } : {},
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
    },
    () => {
      clear()
      const back = encodeURIComponent(location.pathname + location.search)
      location.assign(`${site.basePath}/login?rePath=${back}`)
    },
  )
  const api = browserClient(site.accessCookie, refresh)
  const browser: ConsoleBrowser = {
    api,
    saveTokens,
    clear,
    // Forgotten here first (the chat closes before its token stops working), then revoked.
    signOut: async () => {
      const token = readCookie(site.accessCookie)
      clear()
      await revokeLogin(site.logoutPath, token)
    },
  }
  made.set(site.basePath, browser)
  return browser
}

/** Where to go after sign-in: `rePath` when it is a page of this console, else its home. */
export function consoleReturnPath(site: ConsoleSite, search: URLSearchParams): string {
  const back = search.get('rePath') ?? ''
  const inside = back === site.basePath || back.startsWith(`${site.basePath}/`)
  return inside && !back.startsWith(`${site.basePath}/login`) ? back : site.basePath
}
