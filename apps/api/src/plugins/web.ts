import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { consoleOf } from '@silk/contracts/console'
import { isDisplayCurrency } from '@silk/contracts/display-currency'
import type { PublicConfig } from '@silk/contracts/public-config'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { onChange } from '../shared/change-feed.ts'
import { BizError } from '../shared/errors.ts'
import { loopLag } from '../shared/loop-lag.ts'
import { mediaOrigin } from '../shared/media-url.ts'
import { encodingFor } from '../shared/serialized-cache.ts'
import { audienceBuilds } from './audience-builds.ts'
import { BUSY_PAGE_POLICY, busyPage } from './busy-page.ts'
import { notFound } from './errors.ts'
import { memberClass, memberKey, memberShellMatcher, shellCookies } from './member-shell.ts'
import { encoded, type PreparedPage, pageCache, preparePage } from './page-cache.ts'
import { RenderBusyError, renderGate } from './render-gate.ts'
import { isApi, pageSecurityPolicy } from './security.ts'
import { consoleSession, needsSession, ssrSession } from './ssr-session.ts'
import { injectTransport } from './web-transport.ts'

export interface WebOptions {
  buildDir: string
  publicConfig: PublicConfig
  /** Reach the API over HTTP instead of in-process (when the web runs as its own process). */
  apiOrigin?: string
  /**
   * Anonymous pages kept in memory (decision 022); `ttlSeconds` 0 = every page is rendered. Member
   * shells are kept apart, in `memberMaxBytes`, so members never push out the shop's pages.
   */
  pageCache?: { ttlSeconds: number; staleSeconds: number; maxBytes: number; memberMaxBytes: number }
  /**
   * Renders at once, how long one may wait for its turn and run (ms) before a 503, and the mean
   * event-loop delay (ms) above which new renders are refused at once (0 = never).
   */
  renders?: { concurrency: number; queueMs: number; timeoutMs: number; shedLagMs?: number }
  /** How the chrome's frozen parts are drawn (`on` when not given; decision 022, session 36). */
  frozenChrome?: 'on' | 'verify' | 'off'
}

/** A client navigation's call (route data, route discovery): the browser retries it (lib/shed-retry.ts). */
const isNavigationCall = (url: string) => {
  const path = url.split('?')[0] ?? ''
  return path.endsWith('.data') || path.startsWith('/__manifest')
}

/** Cookies that make a page someone's own: a login (header, prices) or a cart (its count). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:accessToken|refreshToken|userInfo)=|(?:^|;\s*)cartNum=(?!0(?:;|$))/
const LANG_EN = /(?:^|;\s*)lang=en(?:;|$)/
const CURRENCY = /(?:^|;\s*)currency=([A-Z]{3})(?:;|$)/

/** The display currency a page shows "≈" amounts in (decision 130): part of the cache key. */
function displayCurrency(request: FastifyRequest): string {
  const code = CURRENCY.exec(request.headers.cookie ?? '')?.[1]
  return isDisplayCurrency(code) ? code : '-'
}

/** The path of a document GET that may be shared, or null: route data and discovery are not, nor a console's pages. */
function sharedDocumentPath(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const path = request.url.split('?')[0] ?? ''
  if (path.endsWith('.data') || path.startsWith('/__manifest')) return null
  // A console's pages (even its sign-in page) are never shared (decision 103).
  if (consoleOf(path)) return null
  return path
}

const langOf = (request: FastifyRequest): 'en' | 'zh-CN' =>
  LANG_EN.test(request.headers.cookie ?? '') ? 'en' : 'zh-CN'

/**
 * Serves the React Router build from the API process: hashed assets with a year of caching, public
 * files, and server rendering for every other GET, with loaders calling the API in-process.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const serverEntry = path.join(options.buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) throw new Error(`web build not found at ${serverEntry}: run npm run build`)
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const audiences = audienceBuilds(build)
  /** A rendered document's bytes, kept by the web build's entry (`entry.server.tsx`). */
  const entry = build.entry.module as { documentOf?: (response: Response) => Buffer | undefined }
  const documentOf = (response: Response) => entry.documentOf?.(response)
  const handlers = {
    buyer: createRequestHandler(audiences.buyer, 'production'),
    console: createRequestHandler(audiences.console, 'production'),
    all: createRequestHandler(build, 'production'),
  }
  /** The handler of a path's audience; route discovery knows every route (audience-builds.ts). */
  const handle = (request: Request, context: Parameters<typeof handlers.all>[1]) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/__manifest')) return handlers.all(request, context)
    return (consoleOf(pathname) ? handlers.console : handlers.buyer)(request, context)
  }
  // Answers the same for everyone are reused by renders for as long as a page is (up to 4M characters
  // of JSON, about 8 MB).
  const reuseSeconds = options.pageCache?.ttlSeconds ?? 0
  const transport = injectTransport(app, options.apiOrigin, { seconds: reuseSeconds, maxChars: 2 ** 22 })
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

  const cacheOptions = options.pageCache
  const cache = cacheOptions && cacheOptions.ttlSeconds > 0 ? pageCache(cacheOptions) : null
  const memberShells =
    cacheOptions && cache ? pageCache({ ...cacheOptions, maxBytes: cacheOptions.memberMaxBytes }) : null
  const isMemberShell = memberShellMatcher(build)
  if (cache) {
    const unsubscribe = onChange((change) => {
      cache.apply(change)
      memberShells?.apply(change)
    })
    app.addHook('onClose', async () => {
      unsubscribe()
    })
  }
  const renders = options.renders ?? { concurrency: 4, queueMs: 2_000, timeoutMs: 10_000 }
  const lag = renders.shedLagMs ? loopLag() : null
  if (lag) app.addHook('onClose', async () => lag.close())
  let accepted = 0
  app.server.on('connection', () => {
    accepted++
  })
  const gate = renderGate({
    ...renders,
    overloaded: lag ? () => lag.ms > (renders.shedLagMs ?? 0) : undefined,
    accepted: () => accepted,
    acceptFirstMs: 100,
  })
  // The nonce cached renders are given, replaced by script hashes before anyone sees the page.
  const placeholder = randomBytes(18).toString('base64url')

  /**
   * Renders a page as a whole class of visitors sees it: those with this language and display
   * currency, and for a member shell this name and cart count; no other cookie. Its API calls carry
   * no login, so nothing of any member but those cookies can reach the page.
   */
  const renderShared = async (
    request: FastifyRequest,
    lang: string,
    currency: string,
    personal: string[] = [],
  ): Promise<PreparedPage | null> => {
    const apiPaths: string[] = []
    const headers = new Headers({ accept: 'text/html' })
    const cookies = [
      lang === 'en' ? 'lang=en' : '',
      currency !== '-' ? `currency=${currency}` : '',
      ...personal,
    ]
    if (cookies.some(Boolean)) headers.set('cookie', cookies.filter(Boolean).join('; '))
    const url = new URL(request.url, `${request.protocol}://${request.host}`)
    const response = await handle(new Request(url, { method: 'GET', headers }), {
      transport: (call: Parameters<typeof transport>[0]) => {
        apiPaths.push(call.path)
        const { accessToken: _none, ...headers } = call.headers ?? {}
        return transport({ ...call, headers })
      },
      nonce: placeholder,
      publicConfig: options.publicConfig,
      frozenChrome: options.frozenChrome,
    })
    const html = documentOf(response)?.toString() ?? (response.body ? await response.text() : '')
    return preparePage(
      { status: response.status, headers: response.headers, html, apiPaths },
      placeholder,
      media,
    )
  }

  /** `member`: a member shell, which no CDN or shared cache may keep. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PreparedPage, member = false) => {
    reply.status(page.status)
    for (const [key, value] of page.headers) reply.header(key, value)
    reply.header('content-security-policy', page.csp)
    if (page.shareable && cacheOptions && !member) {
      // A CDN may keep it as long as this node does; browsers ask again each time (ETag).
      reply.header(
        'cache-control',
        `public, max-age=0, s-maxage=${cacheOptions.ttlSeconds}, stale-while-revalidate=${cacheOptions.staleSeconds}`,
      )
    } else reply.header('cache-control', 'private, no-cache')
    if (!page.body.length) return reply.send()
    const encoding = page.body.length >= 1024 ? encodingFor(request.headers['accept-encoding']) : null
    if (encoding) reply.header('content-encoding', encoding)
    if (page.shareable && cacheOptions) {
      // One tag per representation: a compressed body is not the same bytes as the plain one.
      const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag
      reply.header('etag', etag)
      reply.header('vary', 'accept-encoding, cookie')
      const match = request.headers['if-none-match']
      if (match?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send()
    }
    return reply.send(encoded(page, encoding))
  }

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url) || request.url.startsWith('/docs')) {
      return reply.status(404).send(notFound(request))
    }
    const shared = cache ? sharedDocumentPath(request) : null
    if (cache && shared !== null) {
      const lang = langOf(request)
      const currency = displayCurrency(request)
      const where = `${lang} ${currency} ${request.protocol}://${request.host}${request.url}`
      if (!PERSONAL_COOKIES.test(request.headers.cookie ?? '')) {
        const page = await cache.get(where, () => gate.run(() => renderShared(request, lang, currency)))
        if (page) return sendPage(request, reply, page)
      } else if (memberShells && isMemberShell(shared)) {
        const member = memberClass(request.headers.cookie)
        if (member) {
          const page = await memberShells.get(`${memberKey(member)} ${where}`, () =>
            gate.run(() => renderShared(request, lang, currency, shellCookies(member))),
          )
          if (page) return sendPage(request, reply, page, true)
        }
      }
    }
    reply.header('cache-control', 'private, no-cache')
    const policy = pageSecurityPolicy(media)
    reply.header('content-security-policy', policy.header)
    // A console page carries the console's login, not the buyer's (decision 103).
    const site = consoleOf(request.url.split('?')[0] ?? '')
    // The render's calls are the visitor's: from the visitor's address (web-transport.ts).
    const visitor = { ip: request.ip }
    const visitorTransport = (call: Parameters<typeof transport>[0]) => transport(call, visitor)
    const session = ssrSession(
      request.headers.cookie,
      visitorTransport,
      request.protocol === 'https',
      site ? consoleSession(site) : undefined,
      renders.timeoutMs,
    )
    if (needsSession(request.url)) await session.refreshIfExpired()
    const response = await gate.run(() => {
      // A visitor who gave up while waiting for a turn (closed the connection) is not rendered for.
      if (request.socket.destroyed) throw new RenderBusyError('gone')
      return handle(toFetchRequest(request, session.cookieHeader()), {
        transport: visitorTransport,
        nonce: policy.nonce,
        publicConfig: options.publicConfig,
        frozenChrome: options.frozenChrome,
        refresh: () => session.refresh(),
        accessToken: () => session.accessToken(),
      })
    })
    reply.status(response.status)
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue
      reply.header(key, value)
    }
    const cookies = [...session.setCookies, ...response.headers.getSetCookie()]
    if (cookies.length) reply.header('set-cookie', cookies)
    // Sent as one buffer: a document is whole before its response starts (entry.server), and route
    // data is too (loaders await all their data), so streaming them only cost a write, and a
    // compression step, per chunk.
    const document = documentOf(response)
    if (document) return reply.send(document)
    if (!response.body) return reply.send()
    return reply.send(Buffer.from(await response.arrayBuffer()))
  }
  // A crowd gets a quick 503 it can retry, not a wait past its own timeout (decision 022).
  const guarded = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await render(request, reply)
    } catch (error) {
      if (!(error instanceof RenderBusyError) || reply.sent) throw error
      if (error.phase === 'gone') return reply
      request.log.warn(
        { phase: error.phase, running: gate.running, waiting: gate.waiting, lagMs: lag?.ms },
        error.message,
      )
      reply.status(503).header('retry-after', '1').header('cache-control', 'no-store')
      // The page's own script retries its navigation calls; they need no page.
      if (isNavigationCall(request.url)) return reply.type('text/plain; charset=utf-8').send('busy')
      // A visitor gets the busy page, which loads the address again in 3 to 6 seconds (busy-page.ts).
      return reply
        .header('content-security-policy', BUSY_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(busyPage(langOf(request), 3 + Math.floor(Math.random() * 4)))
    }
  }
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: guarded, schema: { hide: true } })
  app.get('/', { schema: { hide: true } }, guarded)
}

/** The request as the page's action reads it: a fetch `Request` with a form body (exported for tests). */
export function toFetchRequest(request: FastifyRequest, cookie: string): Request {
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
    else if (Array.isArray(body)) {
      // Page actions read forms; a JSON array has no field names to give them.
      throw new BizError('PARAMS_ERROR', { detail: '请求体应为表单' })
    } else if (body && typeof body === 'object') {
      const form = new URLSearchParams()
      for (const [key, value] of Object.entries(body)) form.append(key, String(value))
      init.body = form.toString()
      headers.set('content-type', 'application/x-www-form-urlencoded')
    }
  }
  return new Request(new URL(request.url, origin), init)
}
