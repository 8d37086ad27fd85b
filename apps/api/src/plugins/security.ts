import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

const API_PREFIXES = ['/buyer/', '/common/', '/seller/']

export type RawWithNonce = IncomingMessage & { cspNonce?: string }

/**
 * Security headers (with a per-response script nonce for server-rendered pages), compression, and a
 * per-IP rate limit on API routes that all app nodes share through Redis when it is configured.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; store: EphemeralStore }) => {
    // Our own script nonce: helmet's option would also nonce style-src, which switches off the
    // 'unsafe-inline' that the toast and carousel libraries need for their style attributes.
    app.addHook('onRequest', async (request) => {
      ;(request.raw as RawWithNonce).cspNonce = randomBytes(16).toString('base64')
    })
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (req) => `'nonce-${(req as RawWithNonce).cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.production,
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
