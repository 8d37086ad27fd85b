import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, type Lang, namespaces, resources } from './resources.ts'

/** A fresh instance per server render (languages differ per request); one per page in the browser. */
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

const fixed = new Map<Lang, i18n>()

/** A translator for code outside React (page titles in `meta`). */
export function translator(lang: Lang) {
  let instance = fixed.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    fixed.set(lang, instance)
  }
  return instance.t
}
