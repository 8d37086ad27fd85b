import { PAGES, type PageKey } from '@silk/content/pages/index'
import type { Lang } from '../../i18n/resources.ts'
import { toLang } from '../../i18n/resources.ts'
import { COOKIE, parseCookies } from '../../lib/cookies.ts'

/** The visitor's language, as the root loader reads it (the `lang` cookie). */
export function requestLang(request: Request): Lang {
  return toLang(parseCookies(request.headers.get('cookie'))[COOKIE.lang])
}

/**
 * Loader body for a content page: only the visitor's language is sent to the browser, so the
 * content files never end up in the client bundle.
 */
export function loadPage(request: Request, key: PageKey) {
  const lang = requestLang(request)
  return { lang, page: PAGES[lang][key] }
}
