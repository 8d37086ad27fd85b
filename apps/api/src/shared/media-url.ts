import type { Config } from '../config.ts'

/**
 * Pictures are kept as site-relative paths (`/media/…`, `/uploads/…`, `/brand/…`) and leave the API as
 * absolute URLs on the media origin, so a client served from another domain (lilishop's own buyer
 * client, a CDN-fronted site) shows them. Incoming values on that origin are made relative again, so
 * what the API stores never depends on where it was reached.
 */
const PREFIXES = 'media|uploads|brand'
// A media path opens a string, an HTML attribute or an item of a comma list. JSON's own commas are never
// followed by `/`, so `,/uploads/` can only be inside a string.
const OUTGOING = new RegExp(`(["',])/(${PREFIXES})/`, 'g')

/** MEDIA_ORIGIN (a CDN) or else PUBLIC_ORIGIN, without a trailing slash. */
export function mediaOrigin(config: Pick<Config, 'MEDIA_ORIGIN' | 'PUBLIC_ORIGIN'>): string {
  return (config.MEDIA_ORIGIN ?? config.PUBLIC_ORIGIN).replace(/\/+$/, '')
}

/**
 * Rewrites serialised JSON: every media path that starts a string, a comma-list item or an HTML
 * attribute gets the origin. One regular-expression pass over text already built.
 */
export function absoluteMediaJson(origin: string): (json: string) => string {
  const replacement = `$1${origin}/$2/`
  return (json) => json.replace(OUTGOING, replacement)
}

/**
 * The same rewrite made on a value instead of its JSON text, answering a copy (keys whose value is
 * `undefined` left out, as JSON leaves them): what is sent without being serialised here first (a
 * socket's event). A string's own start counts as the `"` that opens it in JSON; `"` inside a string
 * is still the `"` before `/` once escaped, and `'` and `,` are never escaped.
 */
export function absoluteMediaValue(origin: string): <T>(value: T) => T {
  const inString = new RegExp(`(^|["',])/(${PREFIXES})/`, 'g')
  const replacement = `$1${origin}/$2/`
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('/') ? value.replace(inString, replacement) : value
    if (value === null || typeof value !== 'object') return value
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
      return map((value as { toJSON(): unknown }).toJSON())
    if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : map(v)))
    const out: Record<string, unknown> = {}
    for (const key in value) {
      const v = (value as Record<string, unknown>)[key]
      if (v !== undefined && typeof v !== 'function') out[key] = map(v)
    }
    return out
  }
  return <T>(value: T) => map(value) as T
}

/** Turns media URLs on `origin` back into site paths, anywhere in a string (comma lists included). */
export function relativeMediaUrls(origin: string): (value: string) => string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`${escaped}/(${PREFIXES})/`, 'g')
  return (value) => (value.includes(origin) ? value.replace(pattern, '/$1/') : value)
}

/** Applies `map` to every string in a parsed query or JSON body, returning a new value. */
export function mapStrings(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, map)
    return out
  }
  return value
}
