import type { ConsoleSite } from '@silk/contracts/console'
import { type AppLoadContext, data, redirect } from 'react-router'
import { createApiClient } from '../../lib/api/client.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { COOKIE, parseCookies } from '../../lib/cookies.ts'

export type ConsoleApi = ReturnType<typeof createApiClient>

/** What a console page's loader throws when the API refused what it asked, for `ConsolePageError`. */
export interface ConsoleRefusal {
  message: string
  code: number | null
}

/** The sign-in page of a console, coming back to `url` afterwards. */
export function signInPath(site: ConsoleSite, url: URL): string {
  const params = new URLSearchParams({ rePath: url.pathname + url.search })
  return `${site.basePath}/login?${params}`
}

/**
 * A console page's loader: without the console's login it goes to the console's sign-in; its API
 * calls carry the console token (the web server already refreshed an expired one, plugins/web.ts),
 * and a call refused for want of a login (401, 20003/20004) goes to sign-in too. Any other refusal (a
 * stale link's order that does not exist, a permission the role lacks) is the page's own error, shown
 * in the console's frame with the API's words (`ConsolePageError`), not a crash of the whole site.
 */
export async function consoleLoad<T>(
  site: ConsoleSite,
  request: Request,
  context: AppLoadContext,
  load: (api: ConsoleApi, url: URL) => Promise<T>,
): Promise<T> {
  const cookies = parseCookies(request.headers.get('cookie'))
  const url = new URL(request.url)
  const token = () => (context.accessToken ? context.accessToken() : cookies[site.accessCookie])
  if (!token()) throw redirect(signInPath(site, url))
  const api = createApiClient({
    transport: context.transport,
    getAccessToken: token,
    getUuid: () => cookies[COOKIE.uuid],
    // The page's language, so the API names categories and goods in it.
    getLang: () => (cookies[COOKIE.lang] === 'en' ? 'en' : null),
    refresh: context.refresh ? () => context.refresh!(request) : undefined,
  })
  try {
    return await load(api, url)
  } catch (error) {
    const e = error as { status?: number; code?: number | null }
    if (e?.status === 401 || e?.code === 20003 || e?.code === 20004) throw redirect(signInPath(site, url))
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      throw data<ConsoleRefusal>({ message: error.message, code: error.code }, { status: error.status })
    throw error
  }
}
