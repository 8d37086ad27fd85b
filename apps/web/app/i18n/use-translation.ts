import type { i18n as I18n, TFunction } from 'i18next'
import { useContext, useSyncExternalStore } from 'react'
import { I18nContext } from 'react-i18next'
import { hydrationLanguage } from './i18n.ts'

interface Translation {
  t: TFunction
  i18n: I18n
  /** The language of this render's texts: read this, not `i18n.language`, which hydration must not see change. */
  lang: string
}

/** One `{ t, i18n }` per instance, language and namespace, made once and shared by every caller. */
const made = new WeakMap<I18n, Map<string, Translation>>()
const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>()

/** i18next options that change which text is chosen or what comes back: such calls go to i18next. */
const RESOLVING_OPTIONS = new Set([
  'context',
  'defaultValue',
  'fallbackLng',
  'interpolation',
  'joinArrays',
  'keyPrefix',
  'lng',
  'lngs',
  'ns',
  'ordinal',
  'postProcess',
  'replace',
  'returnDetails',
  'returnObjects',
])
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g
const PLAIN_NAME = /^\w+$/

type Values = Record<string, string | number>

/** Options that only name values to put in (and a `count`), as nearly every call here passes. */
function plainValues(options: unknown): options is Values {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return false
  for (const name in options) {
    if (RESOLVING_OPTIONS.has(name)) return false
    const value = (options as Record<string, unknown>)[name]
    if (typeof value !== 'string' && typeof value !== 'number') return false
  }
  return true
}

/** `{{name}}` replaced by its value, as i18next does with `escapeValue: false` (left as it is when missing). */
function fill(template: string, values: Values): string {
  return template.replace(VARIABLE, (variable, name: string) => {
    const value = values[name]
    return value === undefined ? variable : String(value)
  })
}

/**
 * `t` remembering what it returned for a key without options, and the text (before values are put
 * in) for a key with values: i18next's own copies its whole options object and looks the key up again
 * on every call, and a page asks for the same few hundred labels on every render (a goods card's
 * "{{count}} sold" twenty times per list). With a `count`, the text depends on its plural form, so
 * the form is part of what is remembered. Anything else goes to i18next.
 */
export function remembering(t: TFunction, lng: string): TFunction {
  const seen = new Map<string, unknown>()
  const templates = new Map<string, string | null>()
  const plural = new Intl.PluralRules(lng)
  const call = t as unknown as (...args: unknown[]) => unknown
  // Keys come from code; the bounds only guard against one built from data.
  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    if (map.size < 5000) map.set(key, value)
    return value
  }
  return ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return call(key, ...rest)
    const [options] = rest
    if (options === undefined) return seen.has(key) ? seen.get(key) : remember(seen, key, call(key))
    if (!plainValues(options)) return call(key, ...rest)
    const { count } = options
    // i18next looks for `_zero` first when the count is 0, then the language's form.
    const form = typeof count === 'number' ? `${count === 0 ? 'zero/' : ''}${plural.select(count)}` : ''
    const id = `${key}\u0000${form}`
    let template = templates.get(id)
    if (template === undefined) {
      const text = call(key, { ...options, skipInterpolation: true })
      const simple =
        typeof text === 'string' && [...text.matchAll(VARIABLE)].every((m) => PLAIN_NAME.test(m[1] ?? ''))
      template = remember(templates, id, simple ? text : null)
    }
    return template === null ? call(key, options) : fill(template, options)
  }) as unknown as TFunction
}

function translation(i18n: I18n, lng: string, ns: string): Translation {
  let byKey = made.get(i18n)
  if (!byKey) {
    byKey = new Map()
    made.set(i18n, byKey)
  }
  const key = `${lng}|${ns}`
  let found = byKey.get(key)
  if (!found) {
    found = { t: remembering(i18n.getFixedT(lng, ns), lng), i18n, lang: lng }
    byKey.set(key, found)
  }
  return found
}

function subscriber(i18n: I18n) {
  let subscribe = subscribers.get(i18n)
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    }
    subscribers.set(i18n, subscribe)
  }
  return subscribe
}

/**
 * react-i18next's `useTranslation`, for what this app uses of it (`t` of a namespace, the instance,
 * re-rendering when the language changes). Its own hook copies the whole i18next instance into a
 * wrapper and builds a new `t` for every component it runs in: on the server, where every render
 * mounts every component afresh, that was about a tenth of a page's CPU (decision 022). Resources
 * are bundled, so there is nothing to wait for.
 */
export function useTranslation(ns?: string | readonly string[]): Translation {
  const { i18n } = useContext(I18nContext)
  const language = () => i18n.language
  // Hydration renders the server's language; a switch made before a part hydrated follows at once.
  const lng = useSyncExternalStore(subscriber(i18n), language, () => hydrationLanguage(i18n))
  const first = typeof ns === 'string' ? ns : ns?.[0]
  return translation(i18n, lng, first ?? String(i18n.options.defaultNS ?? 'common'))
}
