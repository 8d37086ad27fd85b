import { createHash } from 'node:crypto'
import type { FrozenMode, FrozenPart, FrozenRender } from './frozen.tsx'

/**
 * The kept HTML of frozen parts, by part and key, shared by every render of this process. Keys come
 * partly from cookies (the cart count, the site name a browser cached) and from what a listing shows,
 * so each part keeps at most `MAX_COPIES` copies and `MAX_PART_CHARS` characters, the oldest going
 * first: 128 of the chrome's parts (1–4 KB each) fit, and a dozen of a goods list's grids (~19 KB):
 * enough for the pages a crowd is on, at most ~0.5 MB a part. Each copy is a string of its own, not a
 * slice of the document it was cut from, which would keep the whole document alive with it.
 */
const MAX_COPIES = 128
const MAX_PART_CHARS = 2 ** 18
const copies = new Map<string, { byKey: Map<string, string>; chars: number; drawnOnce: Set<string> }>()

/**
 * A key made of a part's data (kilobytes of JSON) is kept as its digest, and its copy only once it
 * was drawn twice: most listings are asked once (and then served from the page cache), and cutting
 * and keeping their copies cost memory and time for nothing. The digests drawn once are bounded too.
 */
const LONG_KEY = 96
const MAX_DRAWN_ONCE = 1024
const digest = (key: string) => createHash('sha256').update(key).digest('base64url')

/** A render's access to the copies, and its list of parts drawn whole. */
export function frozenRender(mode: FrozenMode): FrozenRender {
  // A part's key is looked up as it renders and kept after: its digest is made once.
  const digests = new Map<string, string>()
  const stored = (key: string) => {
    if (key.length <= LONG_KEY) return key
    let kept = digests.get(key)
    if (kept === undefined) {
      kept = digest(key)
      digests.set(key, kept)
    }
    return kept
  }
  return { mode, stored, copy: (name, key) => copies.get(name)?.byKey.get(stored(key)), drawn: [] }
}

export class FrozenMismatchError extends Error {}

/**
 * Takes each part a render drew whole out of its finished document and keeps it. In `verify` mode a
 * part that differs from its kept copy throws: its key misses something the part shows.
 */
export function keepFrozenParts(render: FrozenRender, document: Buffer) {
  if (!render.drawn.length || render.mode === 'off') return
  // One byte a character: the tags are ASCII, and a part's bytes are then decoded on their own.
  let latin1: string | undefined
  const bytes = () => {
    latin1 ??= document.toString('latin1')
    return latin1
  }
  for (const part of render.drawn) {
    const kept = copies.get(part.name) ?? { byKey: new Map<string, string>(), chars: 0, drawnOnce: new Set() }
    copies.set(part.name, kept)
    const key = render.stored(part.key)
    if (key !== part.key && !kept.byKey.has(key) && !kept.drawnOnce.delete(key)) {
      if (kept.drawnOnce.size >= MAX_DRAWN_ONCE)
        kept.drawnOnce.delete(kept.drawnOnce.values().next().value as string)
      kept.drawnOnce.add(key)
      continue
    }
    const inner = innerHtml(document, part, bytes())
    if (inner === null) continue
    const copy = kept.byKey.get(key)
    if (copy !== undefined) {
      if (render.mode === 'verify' && copy !== inner) {
        throw new FrozenMismatchError(
          `frozen part "${part.name}" drew differently under the key "${part.key.slice(0, 200)}": the key misses something it shows`,
        )
      }
      continue
    }
    for (const [oldest, html] of kept.byKey) {
      if (kept.byKey.size < MAX_COPIES && kept.chars + inner.length <= MAX_PART_CHARS) break
      kept.byKey.delete(oldest)
      kept.chars -= html.length
    }
    kept.byKey.set(key, inner)
    kept.chars += inner.length
  }
}

/**
 * The HTML between a part's start and end tags in a UTF-8 document. React's output is well formed and
 * escapes `<` and `>` in text and attribute values, so the tags can be counted. `bytes` is the
 * document as latin1 (one character a byte), when the caller has it already.
 */
export function innerHtml(
  document: Buffer,
  { name, tag }: Pick<FrozenPart, 'name' | 'tag'>,
  bytes = document.toString('latin1'),
): string | null {
  const marker = bytes.indexOf(`data-frozen="${name}"`)
  if (marker < 0) return null
  const start = bytes.indexOf('>', marker) + 1
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g')
  tags.lastIndex = start
  let depth = 1
  for (let match = tags.exec(bytes); match; match = tags.exec(bytes)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return document.toString('utf8', start, match.index)
  }
  return null
}

/** For tests: forget every copy. */
export function forgetFrozenParts() {
  copies.clear()
}
