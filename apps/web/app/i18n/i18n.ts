import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, type Lang, loadLanguage, namespaces, resourcesOf } from './resources.ts'

const renderedIn = new WeakMap<i18n, Lang>()

/**
 * The language an instance was made in: the one the server rendered the page in, which hydration must
 * render again even when the visitor has switched language meanwhile (the header hydrates first, and its
 * ENG button could be pressed while the page below it was still the server's HTML: React error #418).
 */
export function hydrationLanguage(instance: i18n): string {
  return renderedIn.get(instance) ?? instance.language
}

/**
 * An instance for one page in the browser (its language may change); see `sharedI18n` for the server.
 * The language's texts must be loaded (`loadLanguage`); Chinese always is, as the fallback.
 */
export function createI18n(lang: Lang): i18n {
  const instance = createInstance()
  renderedIn.set(instance, lang)
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    // Copies of the namespace tables: a namespace added to one instance (a console's, while it renders)
    // went into the module's table, where the other language's instance took it for its own.
    resources: { [DEFAULT_LANG]: { ...resourcesOf(DEFAULT_LANG) }, [lang]: { ...resourcesOf(lang) } },
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}

/** Loads the language's texts if this page has not yet, then switches the instance to it. */
export async function switchLanguage(instance: i18n, lang: Lang): Promise<void> {
  await loadLanguage(lang)
  const resources = resourcesOf(lang)
  for (const ns of namespaces)
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, resources[ns])
  await instance.changeLanguage(lang)
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
