import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { PublicConfig } from '@silk/contracts/public-config'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { failure } from '../shared/envelope.ts'
import { mediaOrigin } from '../shared/media-url.ts'
import { isApi, pageSecurityPolicy } from './security.ts'
import { needsSession, ssrSession } from './ssr-session.ts'
import { injectTransport } from './web-transport.ts'

export interface WebOptions {
  buildDir: string
  publicConfig: PublicConfig
  /** Reach the API over HTTP instead of in-process (when the web runs as its own process). */
  apiOrigin?: string
}

/**
 * Serves the React Router build from the API process: hashed assets with a year of caching, public
 * files, and server rendering for every other GET, with loaders calling the API in-process.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const serverEntry = path.join(options.buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) throw new Error(`web build not found at ${serverEntry}: run npm run build`)
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  const transport = injectTransport(app, options.apiOrigin)
  const media = mediaOrigin(app.services.config)

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    wildcard: false,
    index: false,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here.
    setHeaders: (reply: unknown, file: string) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`)
      ;(reply as FastifyReply).header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url) || request.url.startsWith('/docs')) {
      return reply
        .status(404)
        .send(failure(404, `请求的资源不存在：${request.method} ${request.url.split('?')[0]}`))
    }
    const policy = pageSecurityPolicy(media)
    reply.header('content-security-policy', policy.header)
    const session = ssrSession(request.headers.cookie, transport, request.protocol === 'https')
    if (needsSession(request.url)) await session.refreshIfExpired()
    const response = await handle(toFetchRequest(request, session.cookieHeader()), {
      transport,
      nonce: policy.nonce,
      publicConfig: options.publicConfig,
      refresh: () => session.refresh(),
      accessToken: () => session.accessToken(),
    })
    reply.status(response.status)
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue
      reply.header(key, value)
    }
    const cookies = [...session.setCookies, ...response.headers.getSetCookie()]
    if (cookies.length) reply.header('set-cookie', cookies)
    if (!response.body) return reply.send()
    return reply.send(response.body)
  }
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render, schema: { hide: true } })
  app.get('/', { schema: { hide: true } }, render)
}

function toFetchRequest(request: FastifyRequest, cookie: string): Request {
  const origin = `${request.protocol}://${request.host}`
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else headers.set(key, String(value))
  }
  if (cookie) headers.set('cookie', cookie)
  else headers.delete('cookie')
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const body = request.body
    if (typeof body === 'string' || body instanceof Buffer) init.body = body
    else if (body && typeof body === 'object') {
      init.body = new URLSearchParams(body as Record<string, string>).toString()
      headers.set('content-type', 'application/x-www-form-urlencoded')
    }
  }
  return new Request(new URL(request.url, origin), init)
}
