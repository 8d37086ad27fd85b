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

/** The browser's client: same-origin fetch, toasts for failures, the loading indicator. */
export const api = createApiClient({
  transport: withFreshToken(fetchTransport(''), () => (refreshHook ? refreshHook() : Promise.resolve(false))),
  getAccessToken: () => readCookie(COOKIE.accessToken),
  getUuid: deviceUuid,
  // The page's language (root sets it from the same cookie the server read).
  getLang: () => document.documentElement.lang,
  notify: (message) => {
    if (message) toast.error(message)
  },
  onActivity: trackActivity,
  refresh: () => (refreshHook ? refreshHook() : Promise.resolve(false)),
})
