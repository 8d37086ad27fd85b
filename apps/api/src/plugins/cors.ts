import { ErrorCodes } from '@silk/contracts/errors'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { localeOf } from '../shared/context.ts'
import { failure } from '../shared/envelope.ts'
import { errorText } from '../shared/errors.ts'
import { notFound } from './errors.ts'
import { isApi } from './security.ts'

/** What lilishop's buyer clients send: the token, the device id, the client type, form or JSON bodies. */
const ALLOWED_HEADERS = 'accessToken, uuid, clientType, Content-Type'
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
/** Pictures are public; other origins' pages may show them (<img> sends no CORS request). */
const MEDIA_PREFIXES = ['/media/', '/uploads/', '/brand/']

/**
 * Cross-origin calls to the API from the configured origins (CORS_ORIGINS; `*` = any, as lilishop
 * allows). The clients send `uuid` on every call, so even GETs are preflighted: OPTIONS is answered
 * here for every API path. A credentialed answer must name the origin, so the allowed one is echoed
 * (never `*`) with `Vary: Origin`. Pictures get `Cross-Origin-Resource-Policy: cross-origin` so those
 * pages can show them.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  const { CORS_ORIGINS, CORS_MAX_AGE_SECONDS } = app.services.config
  const any = CORS_ORIGINS.includes('*')
  const listed = new Set(CORS_ORIGINS)
  const allowed = (origin: string | undefined): origin is string =>
    origin !== undefined && (any || listed.has(origin))

  const allow = (reply: FastifyReply, origin: string) => {
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-allow-credentials', 'true')
    reply.header('access-control-expose-headers', 'x-request-id')
  }

  // With no other origin configured, no API answer names one: only pictures need this hook.
  const crossOrigin = any || listed.size > 0
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request
    if (MEDIA_PREFIXES.some((p) => url.startsWith(p)))
      reply.header('cross-origin-resource-policy', 'cross-origin')
    else if (crossOrigin && isApi(url)) {
      const origin = request.headers.origin
      if (allowed(origin)) allow(reply, origin)
    }
    done()
  })
  // Answers differ by Origin only when some other origin may call: then caches must key on it.
  // Cached answers set Vary themselves; Origin is added to whatever they chose.
  if (crossOrigin)
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApi(request.url)) {
        const vary = reply.getHeader('vary')
        if (!vary) reply.header('vary', 'Origin')
        else if (!String(vary).toLowerCase().includes('origin')) reply.header('vary', `${vary}, Origin`)
      }
      done(null, payload)
    })

  app.options('/*', { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin
    if (!isApi(request.url)) {
      return reply.status(404).send(notFound(request))
    }
    if (!allowed(origin) || !request.headers['access-control-request-method']) {
      return reply
        .status(403)
        .send(
          failure(
            ErrorCodes.CORS_ORIGIN_DENIED.code,
            errorText(ErrorCodes.CORS_ORIGIN_DENIED, localeOf(request.headers['accept-language'])),
          ),
        )
    }
    return reply
      .status(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
      .send()
  })
})
