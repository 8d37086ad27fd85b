import { COOKIE, readCookie, writeCookie } from './cookies.ts'

const TEN_YEARS = 10 * 365 * 24 * 3600

/** The device id: generated once in the browser, kept in the `uuid` cookie, sent as the `uuid` header. */
export function deviceUuid(): string | null {
  if (typeof document === 'undefined') return null
  let id = readCookie(COOKIE.uuid)
  if (!id) {
    id = crypto.randomUUID()
    writeCookie(COOKIE.uuid, id, TEN_YEARS)
  }
  return id
}
