import { COOKIE, readCookie, writeCookie } from './cookies.ts'

/** Hot words are fetched at most every 5 minutes (spec §9), 5 at a time. */
export const HOT_WORDS_TTL_MS = 300_000
export const HOT_WORDS_COUNT = 5

/** The words kept in the `hotWordsList` cookie while `hotWordsReloadTime` is younger than 5 minutes. */
export function cachedHotWords(lang: string, now = Date.now()): string[] | null {
  // The words are in the language they were fetched in (decision 026): another language fetches anew.
  if ((readCookie(COOKIE.hotWordsLang) ?? 'zh-CN') !== lang) return null
  const loadedAt = Number(readCookie(COOKIE.hotWordsReloadTime))
  const raw = readCookie(COOKIE.hotWordsList)
  if (!raw || !loadedAt || now - loadedAt >= HOT_WORDS_TTL_MS || loadedAt > now) return null
  try {
    const words = JSON.parse(raw)
    return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : null
  } catch {
    return null
  }
}

export function storeHotWords(words: string[], lang: string, now = Date.now()): void {
  writeCookie(COOKIE.hotWordsLang, lang)
  writeCookie(COOKIE.hotWordsList, JSON.stringify(words.slice(0, HOT_WORDS_COUNT)))
  writeCookie(COOKIE.hotWordsReloadTime, String(now))
}
