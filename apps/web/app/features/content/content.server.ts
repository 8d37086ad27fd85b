import { PAGES, type PageKey } from '@silk/content/pages/index'
import { renderLang } from '../../lib/api/server.ts'

/**
 * Loader body for a content page: only the visitor's language is sent to the browser, so the
 * content files never end up in the client bundle.
 */
export function loadPage(request: Request, key: PageKey) {
  // As the root reads it: `?lang=en` (the pages' English links), else the `lang` cookie.
  const lang = renderLang(request)
  return { lang, page: PAGES[lang][key] }
}
