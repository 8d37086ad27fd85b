import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, type Lang, namespaces, resources } from './resources.ts'

/** An instance for one page in the browser (its language may change); see `sharedI18n` for the server. */
export function createI18n(lang: Lang): i18n {
  const instance = createInstance()
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources: resources as never,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}

const shared = new Map<Lang, i18n>()

/**
 * One instance per language, made once: server renders share it, since a render never changes its
 * language (creating and initialising one per request was ~0.6 ms of every page, decision 022).
 */
export function sharedI18n(lang: Lang): i18n {
  let instance = shared.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    shared.set(lang, instance)
  }
  return instance
}

/** A translator for code outside React (page titles in `meta`). */
export function translator(lang: Lang) {
  return sharedI18n(lang).t
}
