import { randomBytes } from 'node:crypto'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

const API_PREFIXES = ['/buyer/', '/common/', '/seller/']

/**
 * The Content-Security-Policy of server-rendered pages. Scripts need the response's nonce; styles
 * allow inline attributes because the toast and carousel libraries set them. Built once; only the
 * nonce changes per response (JSON answers need no CSP, so the API path pays nothing for it).
 */
const CSP_TEMPLATE = [
  "default-src 'self'",
  "script-src 'self' 'nonce-{NONCE}'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

export function pageSecurityPolicy(): { nonce: string; header: string } {
  const nonce = randomBytes(16).toString('base64')
  return { nonce, header: CSP_TEMPLATE.replace('{NONCE}', nonce) }
}

/**
 * Static security headers on every response, compression, and a per-IP rate limit on API routes
 * that all app nodes share through Redis when it is configured.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; store: EphemeralStore }) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.production ? { maxAge: 15552000, includeSubDomains: true } : false,
    })
    // JSON and static files run nothing; our own pages may still frame them (the PDF preview).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      }
      return payload
    })
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
    const redis =
      opts.store.kind === 'redis' ? (opts.store as unknown as { client: unknown }).client : undefined
    await app.register(rateLimit, {
      global: true,
      max: opts.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      redis: redis as never,
      nameSpace: 'silk:rl:',
      allowList: (request) => !API_PREFIXES.some((p) => request.url.startsWith(p)),
    })
  },
)
