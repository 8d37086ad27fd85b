import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import { onChange } from '../shared/change-feed.ts'
import { OK_HEAD } from '../shared/serialized-cache.ts'
import { RENDER_CALL_HEADERS, SHARED_FILL_HEADERS } from './render-calls.ts'

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, unknown>
  body?: unknown
  json?: boolean
  headers?: Record<string, string>
  /** Ends a call to a remote API (`API_ORIGIN`) that takes too long; an `inject` cannot hang. */
  signal?: AbortSignal
}

/** How long rendered pages may reuse an answer that is the same for everyone, and how much of them. */
export interface AnswerReuse {
  seconds: number
  /** Bound on the kept answers' JSON text, in characters. */
  maxChars: number
}

function encode(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v))
  }
  return search.toString()
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** Freezes a parsed answer and everything in it: renders share it, so none may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

interface Answer {
  status: number
  body: unknown
}

/** A parsed answer with what keeping it needs: the length of its text, and whether it succeeded. */
interface Parsed extends Answer {
  chars: number
  ok: boolean
}

/**
 * Answers of `sameForEveryone` routes (plugins/same-for-everyone.ts), parsed once and kept for a few
 * seconds per language and URL: a render asks the site settings, the rates and the category tree
 * again and again, and each `inject` runs the whole request path (hooks, routing, the envelope),
 * a tenth of a goods list's render; parsing the tree's 28 KB again was another twentieth. Every
 * render gets the same deeply frozen value, so no loader can change what another sees: one that
 * tried would fail at once, also in tests, where nothing is kept but answers are frozen all the
 * same. Any catalogue or content change drops them all; an answer asked for while a change is
 * announced is used once and not kept. Only successful answers are kept.
 */
function sharedAnswers(app: FastifyInstance, reuse: AnswerReuse | undefined) {
  const asked = async (ask: () => Promise<{ status: number; text: string }>): Promise<Parsed> => {
    const { status, text } = await ask()
    return { status, body: deepFreeze(parsed(text)), chars: text.length, ok: text.startsWith(OK_HEAD) }
  }
  if (!reuse || reuse.seconds <= 0)
    return async (_key: string, ask: () => Promise<{ status: number; text: string }>): Promise<Answer> =>
      asked(ask)
  const kept = new LRUCache<string, Parsed>({
    maxSize: reuse.maxChars,
    sizeCalculation: (answer) => Math.max(1, answer.chars),
    ttl: reuse.seconds * 1000,
  })
  const asking = new Map<string, Promise<Answer>>()
  let generation = 0
  const unsubscribe = onChange(() => {
    generation++
    kept.clear()
  })
  app.addHook('onClose', async () => {
    unsubscribe()
  })
  return async (key: string, ask: () => Promise<{ status: number; text: string }>): Promise<Answer> => {
    const hit = kept.get(key)
    if (hit) return hit
    let answer = asking.get(key)
    if (!answer) {
      const generationAsked = generation
      const fresh = asked(ask)
      answer = fresh.finally(() => asking.delete(key))
      asking.set(key, answer)
      const got = await fresh
      if (got.status === 200 && got.ok && generationAsked === generation) kept.set(key, got)
    }
    return answer
  }
}

/** Who a render is for: its calls are made on the visitor's behalf, from the visitor's address. */
export interface Visitor {
  ip: string
}

/**
 * The transport server-side loaders use: `inject` into this same Fastify instance (no socket, no
 * serialisation round trip through the kernel), or plain fetch when the API lives elsewhere. A call
 * made for a `visitor` comes from the visitor's address (`x-forwarded-for` over fetch, for an API
 * that trusts this node as its proxy), so the API sees who it serves (hot words, per-address limits).
 */
export function injectTransport(app: FastifyInstance, apiOrigin?: string, reuse?: AnswerReuse) {
  const shared = apiOrigin ? null : sharedAnswers(app, reuse)
  return async (request: ApiRequest, visitor?: Visitor) => {
    const qs = encode(request.query as Record<string, unknown>)
    const url = qs ? `${request.path}?${qs}` : request.path
    const headers: Record<string, string> = { ...request.headers }
    let payload: string | undefined
    if (request.body !== undefined) {
      headers['content-type'] = request.json ? 'application/json' : 'application/x-www-form-urlencoded'
      payload = request.json ? JSON.stringify(request.body) : encode(request.body as Record<string, unknown>)
    }
    if (apiOrigin) {
      if (visitor) headers['x-forwarded-for'] = visitor.ip
      const res = await fetch(`${apiOrigin}${url}`, {
        method: request.method,
        headers,
        body: payload,
        signal: request.signal,
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    }
    const declared = shared && request.method === 'GET' ? app.sameForEveryone(request.path) : undefined
    // A route whose asking does something for its caller shares only with anonymous renders: a
    // member's effect would need the member, read from the token.
    if (declared && (declared === true || !(headers.accessToken ?? headers.accesstoken))) {
      const language = headers['accept-language'] ?? ''
      // Asked as nobody in particular: the kept answer is the one every caller would get.
      const anonymous = { ...SHARED_FILL_HEADERS, ...(language ? { 'accept-language': language } : {}) }
      const { status, body } = await shared!(`${language} ${url}`, async () => {
        const res = await app.inject({ method: 'GET', url, headers: anonymous })
        return { status: res.statusCode, text: res.body }
      })
      // What the route would have done for this caller (light-my-request's address without a visitor).
      if (declared !== true && status === 200)
        declared.effect({ ip: visitor?.ip ?? '127.0.0.1' }, request.query ?? {})
      return { status, body }
    }
    const res = await app.inject({
      method: request.method,
      url,
      headers: { ...headers, ...RENDER_CALL_HEADERS },
      payload,
      ...(visitor ? { remoteAddress: visitor.ip } : {}),
    })
    return { status: res.statusCode, body: parsed(res.body) }
  }
}
