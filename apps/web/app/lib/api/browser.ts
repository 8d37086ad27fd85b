import { toast } from 'sonner'
import { refreshTokens, withFreshToken } from '../../features/accounts/refresh.ts'
import { COOKIE, readCookie } from '../cookies.ts'
import { deviceUuid } from '../device.ts'
import { trackActivity } from '../loading.ts'
import { type ClientOptions, createApiClient } from './client.ts'
import { fetchTransport } from './fetch-transport.ts'

let refreshHook: ClientOptions['refresh'] = refreshTokens

/** The accounts feature installs the spec §4 refresh flow here. */
export function setRefreshHook(hook: ClientOptions['refresh']): void {
  refreshHook = hook
}

/**
 * A browser client: same-origin fetch, toasts for failures, the loading indicator, the token of
 * `accessCookie` refreshed by `refresh` before it lapses and after a refusal. The buyer's is `api`;
 * each console makes its own (features/console/browser.ts).
 */
export function browserClient(accessCookie: string, refresh: () => Promise<boolean>) {
  return createApiClient({
    transport: withFreshToken(fetchTransport(''), refresh, accessCookie),
    getAccessToken: () => readCookie(accessCookie),
    getUuid: deviceUuid,
    notify: (message) => {
      if (message) toast.error(message)
    },
    onActivity: trackActivity,
    refresh,
  })
}

/** The buyer's client. */
export const api = browserClient(COOKIE.accessToken, () =>
  refreshHook ? refreshHook() : Promise.resolve(false),
)
