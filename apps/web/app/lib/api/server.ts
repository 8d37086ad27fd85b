import type { AppLoadContext } from 'react-router'
import { COOKIE, parseCookies } from '../cookies.ts'
import { createApiClient } from './client.ts'

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
    refresh: context.refresh ? () => context.refresh!(request) : undefined,
  })
}
