/** Cookie names of spec §3. */
export const COOKIE = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  uuid: 'uuid',
  cartNum: 'cartNum',
  logoImg: 'logoImg',
  siteName: 'siteName',
  /** The ICP licence line under the footer, cached with the site name (empty: none configured). */
  siteIcp: 'siteIcp',
  hotWordsList: 'hotWordsList',
  hotWordsReloadTime: 'hotWordsReloadTime',
  /** The language the cached hot words are in. */
  hotWordsLang: 'hotWordsLang',
  lang: 'lang',
  /** The display currency (decision 130): a code of DISPLAY_CURRENCIES, or absent for CNY only. */
  currency: 'currency',
} as const

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const key = part.slice(0, i).trim()
    if (!key || key in out) continue
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      out[key] = part.slice(i + 1).trim()
    }
  }
  return out
}

/** Browser only. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  return parseCookies(document.cookie)[name] ?? null
}

/** Browser only. `maxAgeSeconds` omitted = session cookie; 0 deletes. `path` scopes a console's cookies. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number, path = '/'): void {
  if (typeof document === 'undefined') return
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax']
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`)
  if (location.protocol === 'https:') parts.push('Secure')
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's client state lives in plain cookies
  document.cookie = parts.join('; ')
}

export function deleteCookie(name: string, path = '/'): void {
  writeCookie(name, '', 0, path)
}
