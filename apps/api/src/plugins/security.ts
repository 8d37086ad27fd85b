import { randomBytes } from 'node:crypto'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { EphemeralStore } from '../shared/store/types.ts'
import { rateLimitPlugin } from './rate-limit.ts'

// `/seller` and `/admin` are console pages (decision 103); their APIs are `/store` and `/manager`.
const API_PREFIXES = ['/buyer/', '/common/', '/store/', '/manager/']

/**
 * The Content-Security-Policy of server-rendered pages. Scripts need the response's nonce; styles
 * allow inline attributes because the toast and carousel libraries set them. Built once; only the
 * nonce changes per response (JSON answers need no CSP, so the API path pays nothing for it). Pictures
 * come from the media origin (answers carry absolute URLs on it), and a live room's share QR code from
 * WeChat's picture host (decision 169).
 */
const CSP_TEMPLATE = [
  "default-src 'self'",
  "script-src 'self' 'nonce-{NONCE}'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' {MEDIA} https://mmbiz.qpic.cn data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

export function pageSecurityPolicy(mediaOrigin: string): { nonce: string; header: string } {
  const nonce = randomBytes(16).toString('base64')
  return { nonce, header: CSP_TEMPLATE.replace('{NONCE}', nonce).replace('{MEDIA}', mediaOrigin) }
}

/**
 * The same policy for a page served from the page cache: its inline scripts are allowed by their
 * SHA-256 hashes instead of a nonce, so many responses can share one document without sharing a
 * nonce an attacker could read from one and reuse in another.
 */
export function hashedSecurityPolicy(hashes: Iterable<string>, mediaOrigin: string): string {
  const sources = [...new Set(hashes)].map((h) => `'sha256-${h}'`).join(' ')
  return CSP_TEMPLATE.replace('{MEDIA}', mediaOrigin)
    .replace("'nonce-{NONCE}'", sources || "'none'")
    .replace("'self' 'none'", "'self'")
}

/**
 * The headers helmet would send, computed once. One `reply.headers()` per request instead of helmet's
 * chain of middlewares keeps the hot path short. Pages replace the CSP with their nonce policy; our
 * own pages may still frame documents (the PDF preview).
 */
function documentHeaders(production: boolean): Record<string, string> {
  return {
    ...apiHeaders(production),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

/**
 * What a JSON answer needs (OWASP REST security): no content may run or be framed, no sniffing, no
 * cross-origin embedding, HTTPS only. The document-only headers above mean nothing to `fetch`;
 * leaving them off the API keeps each of its responses a few hundred bytes and header checks
 * lighter. That includes Referrer-Policy: it governs the requests a document makes and the
 * navigations from it, and a JSON answer (nosniff) never becomes a document; what our pages send
 * to the API follows the pages' own policy.
 */
function apiHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  }
  if (production) headers['strict-transport-security'] = 'max-age=15552000; includeSubDomains'
  return headers
}

/** A file (asset, picture, favicon) by its extension; React Router's `.data` loader calls render. */
const STATIC_FILE = /\.(?!data$)[a-z0-9]{1,8}$/i

/** What the web plugin renders (every page costs a server render): not the API, health or a file. */
export const isRenderedPage = (url: string) => {
  if (isApi(url)) return false
  const path = url.split('?')[0]
  return !path.startsWith('/uploads/') && !STATIC_FILE.test(path) && path !== '/healthz' && path !== '/readyz'
}

/** Paths that always answer JSON envelopes, never a page (also unknown ones: 404 envelope). */
export const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p))

/**
 * Security headers and the request id on every response, compression, and a per-client rate limit
 * on API routes that all app nodes share through Redis when it is configured.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; store: EphemeralStore }) => {
    const api = apiHeaders(opts.config.production)
    const documents = documentHeaders(opts.config.production)
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? api : documents)
      reply.header('x-request-id', request.id)
      done()
    })
    // Browsers never compress what they send: no route inflates request bodies, so none pays for
    // the check (and no one can send a decompression bomb). Set before @fastify/compress reads it.
    app.addHook('onRoute', (route) => {
      route.decompress ??= false
    })
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
    await app.register(rateLimitPlugin, {
      scope: 'api',
      perMinute: opts.config.RATE_LIMIT_PER_MINUTE,
      store: opts.store,
      applies: isApi,
    })
    await app.register(rateLimitPlugin, {
      scope: 'page',
      perMinute: opts.config.PAGE_RATE_LIMIT_PER_MINUTE,
      store: opts.store,
      applies: isRenderedPage,
    })
  },
)
