import type { AppLoadContext } from 'react-router'
import { type Lang, toLang } from '../../i18n/resources.ts'
import { COOKIE, parseCookies } from '../cookies.ts'
import { createApiClient } from './client.ts'

/**
 * The language a request is rendered in: `?lang=en` (the English alternate search engines are given,
 * lib/seo.ts hreflang), else the `lang` cookie.
 */
export function renderLang(request: Request): Lang {
  const cookies = parseCookies(request.headers.get('cookie'))
  return toLang(new URL(request.url).searchParams.get('lang') ?? cookies[COOKIE.lang])
}

/**
 * A client for one server-rendered request: it forwards the visitor's `accessToken` and `uuid`
 * cookies and never shows messages (failures on the rendering path reject silently).
 */
export function serverApi(request: Request, context: AppLoadContext) {
  const cookies = parseCookies(request.headers.get('cookie'))
  return createApiClient({
    transport: context.transport,
    getAccessToken: () => (context.accessToken ? context.accessToken() : cookies[COOKIE.accessToken]),
    getUuid: () => cookies[COOKIE.uuid],
    getLang: () => renderLang(request),
    refresh: context.refresh ? () => context.refresh!(request) : undefined,
  })
}
