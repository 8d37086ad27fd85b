import { createHash } from 'node:crypto'
import type { FrozenMode, FrozenPart, FrozenRender } from './frozen.tsx'

/**
 * The kept HTML of frozen parts, by part and key, shared by every render of this process. Keys come
 * partly from cookies (the cart count, the site name a browser cached) and from what a listing shows,
 * so each part keeps at most `MAX_COPIES` and the oldest goes first: the chrome's parts are a few
 * kilobytes each, a goods list's grid and filters up to ~40 KB (two-byte text), so a few megabytes
 * in all.
 */
const MAX_COPIES = 128
const copies = new Map<string, Map<string, string>>()

/** A key made of a part's data (kilobytes of JSON) is kept as its digest. */
const LONG_KEY = 96
const stored = (key: string) =>
  key.length > LONG_KEY ? createHash('sha256').update(key).digest('base64url') : key

/** A render's access to the copies, and its list of parts drawn whole. */
export function frozenRender(mode: FrozenMode): FrozenRender {
  return { mode, copy: (name, key) => copies.get(name)?.get(stored(key)), drawn: [] }
}

export class FrozenMismatchError extends Error {}

/**
 * Takes each part a render drew whole out of its finished document and keeps it. In `verify` mode a
 * part that differs from its kept copy throws: its key misses something the part shows.
 */
export function keepFrozenParts(render: FrozenRender, document: Buffer) {
  if (!render.drawn.length || render.mode === 'off') return
  const html = document.toString('utf8')
  for (const part of render.drawn) {
    const inner = innerHtml(html, part)
    if (inner === null) continue
    const kept = copies.get(part.name) ?? new Map<string, string>()
    copies.set(part.name, kept)
    const key = stored(part.key)
    const copy = kept.get(key)
    if (copy !== undefined) {
      if (render.mode === 'verify' && copy !== inner) {
        throw new FrozenMismatchError(
          `frozen part "${part.name}" drew differently under the key "${part.key.slice(0, 200)}": the key misses something it shows`,
        )
      }
      continue
    }
    if (kept.size >= MAX_COPIES) kept.delete(kept.keys().next().value as string)
    kept.set(key, inner)
  }
}

/**
 * The HTML between a part's start and end tags. React's output is well formed and escapes `<` and
 * `>` in text and attribute values, so the tags can be counted.
 */
export function innerHtml(html: string, { name, tag }: Pick<FrozenPart, 'name' | 'tag'>): string | null {
  const marker = html.indexOf(`data-frozen="${name}"`)
  if (marker < 0) return null
  const start = html.indexOf('>', marker) + 1
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g')
  tags.lastIndex = start
  let depth = 1
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return html.slice(start, match.index)
  }
  return null
}

/** For tests: forget every copy. */
export function forgetFrozenParts() {
  copies.clear()
}
