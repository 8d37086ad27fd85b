import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { Change } from '../shared/change-feed.ts'
import { compressors, type Encoding } from '../shared/serialized-cache.ts'
import { hashedSecurityPolicy } from './security.ts'

/** A page rendered for an anonymous visitor, ready to send to any anonymous visitor. */
export interface PreparedPage {
  status: number
  /** Response headers of the render (no Set-Cookie: a page that sets one is never shared). */
  headers: [string, string][]
  body: Buffer
  /** The CSP allowing exactly the page's inline scripts by hash. */
  csp: string
  etag: string
  /** What the page shows: `catalogue` (goods, stores, reviews) and/or `content` (articles). */
  tags: Set<string>
  /** Whether it may be kept and shared: a 200 HTML document that sets no cookie. */
  shareable: boolean
  renderedAt: number
  br?: Buffer
  gzip?: Buffer
}

/** Which change drops a page: the API paths its loaders called say what it shows. */
export function tagsOf(apiPaths: Iterable<string>): Set<string> {
  const tags = new Set<string>()
  for (const path of apiPaths) {
    if (/^\/buyer\/(goods|store|promotion|member\/evaluation)\//.test(path)) tags.add('catalogue')
    else if (path.startsWith('/buyer/other/')) tags.add('content')
  }
  return tags
}

const SCRIPT_OPEN = /<script\b[^>]*>/g

/**
 * Makes a rendered document shareable: the placeholder nonce the render was given (random per
 * process, so no page content can spell it) is taken out of every tag, and each of those inline scripts is allowed by its SHA-256 hash instead.
 * A nonce must differ per response; a hash is a property of the script itself, so one cached
 * document serves every visitor with a valid, nonce-free policy (CSP level 2 hash sources).
 */
export function prepareDocument(
  html: string,
  placeholder: string,
): { body: Buffer; hashes: string[] } | null {
  const attribute = ` nonce="${placeholder}"`
  const hashes: string[] = []
  let out = ''
  let last = 0
  for (const match of html.matchAll(SCRIPT_OPEN)) {
    const tag = match[0]
    if (!tag.includes(attribute)) continue
    const start = match.index + tag.length
    const end = html.indexOf('</script>', start)
    if (end < 0) return null
    if (!/\bsrc=/.test(tag)) hashes.push(createHash('sha256').update(html.slice(start, end)).digest('base64'))
    out += html.slice(last, match.index) + tag.replace(attribute, '')
    last = start
  }
  // Module preload links carry the nonce too; 'self' allows them without it.
  out = (out + html.slice(last)).replaceAll(attribute, '')
  // A placeholder left anywhere else would be a nonce we did not account for: not shared.
  if (out.includes(placeholder)) return null
  return { body: Buffer.from(out), hashes }
}

export function preparePage(
  rendered: { status: number; headers: Headers; html: string; apiPaths: string[] },
  placeholder: string,
  mediaOrigin: string,
): PreparedPage | null {
  const document = prepareDocument(rendered.html, placeholder)
  if (!document) return null
  const headers: [string, string][] = []
  for (const [key, value] of rendered.headers) if (key !== 'set-cookie') headers.push([key, value])
  const contentType = rendered.headers.get('content-type') ?? ''
  return {
    status: rendered.status,
    headers,
    body: document.body,
    csp: hashedSecurityPolicy(document.hashes, mediaOrigin),
    etag: `"${createHash('sha1').update(document.body).digest('base64url')}"`,
    tags: tagsOf(rendered.apiPaths),
    shareable:
      rendered.status === 200 &&
      contentType.startsWith('text/html') &&
      rendered.headers.getSetCookie().length === 0,
    renderedAt: Date.now(),
  }
}

/** The body in the encoding asked for, compressed once per cached page. */
export function encoded(page: PreparedPage, encoding: Encoding | null): Buffer {
  if (!encoding) return page.body
  page[encoding] ??= compressors[encoding](page.body)
  return page[encoding]
}

export interface PageCache {
  /**
   * The page for `key`: from memory while fresh; while stale (up to `staleSeconds` more) the old
   * page is answered and one render refreshes it; otherwise one render per key at a time, shared by
   * every request waiting for it. Null when the render gave nothing to share.
   */
  get(key: string, render: () => Promise<PreparedPage | null>): Promise<PreparedPage | null>
  /** Drops the pages a change makes wrong, and forgets renders begun before it. */
  apply(change: Change): void
  readonly size: number
}

export function pageCache(options: {
  ttlSeconds: number
  staleSeconds: number
  maxBytes: number
}): PageCache {
  const ttlMs = options.ttlSeconds * 1000
  const pages = new LRUCache<string, PreparedPage>({
    maxSize: options.maxBytes,
    // The compressed forms come later and are about a quarter of the body each.
    sizeCalculation: (page) => Math.ceil(page.body.length * 1.5) + 512,
    ttl: ttlMs + options.staleSeconds * 1000,
  })
  const inflight = new Map<string, Promise<PreparedPage | null>>()
  let generation = 0

  function refresh(key: string, render: () => Promise<PreparedPage | null>) {
    const startedIn = generation
    const pending = render()
      .then((page) => {
        // A change announced while this render ran may not be in it: share it with those who
        // waited, keep it for no one else.
        if (page?.shareable && startedIn === generation) pages.set(key, page)
        return page
      })
      .finally(() => {
        if (inflight.get(key) === pending) inflight.delete(key)
      })
    inflight.set(key, pending)
    return pending
  }

  return {
    get(key, render) {
      const page = pages.get(key)
      if (page) {
        if (Date.now() - page.renderedAt >= ttlMs && !inflight.has(key)) {
          refresh(key, render).catch(() => {})
        }
        return Promise.resolve(page)
      }
      return inflight.get(key) ?? refresh(key, render)
    },
    apply(change) {
      generation++
      inflight.clear()
      if (change.kind === 'site') {
        pages.clear()
        return
      }
      const tag = change.kind === 'content' ? 'content' : 'catalogue'
      for (const [key, page] of pages.entries()) if (page.tags.has(tag)) pages.delete(key)
    },
    get size() {
      return pages.size
    },
  }
}
