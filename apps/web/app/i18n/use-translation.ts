import type { i18n as I18n, TFunction } from 'i18next'
import { useContext, useSyncExternalStore } from 'react'
import { I18nContext } from 'react-i18next'

interface Translation {
  t: TFunction
  i18n: I18n
}

/** One `{ t, i18n }` per instance, language and namespace, made once and shared by every caller. */
const made = new WeakMap<I18n, Map<string, Translation>>()
const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>()

/**
 * `t` remembering what it returned for a key without options: i18next's own copies its whole options
 * object on every call, and a page asks for the same few hundred labels on every render.
 */
function remembering(t: TFunction): TFunction {
  const seen = new Map<string, unknown>()
  const call = t as unknown as (...args: unknown[]) => unknown
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest)
    let value = seen.get(key)
    if (value === undefined) {
      value = call(key)
      // Keys come from code; the bound only guards against one built from data.
      if (seen.size < 5000) seen.set(key, value)
    }
    return value
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
    found = { t: remembering(i18n.getFixedT(lng, ns)), i18n }
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
  const lng = useSyncExternalStore(subscriber(i18n), language, language)
  const first = typeof ns === 'string' ? ns : ns?.[0]
  return translation(i18n, lng, first ?? String(i18n.options.defaultNS ?? 'common'))
}
