import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { ZodType } from 'zod'
import { absoluteMediaJson, mediaOrigin } from './media-url.ts'
import { resultCache } from './result-cache.ts'
import { fastSerializerCompiler } from './serializer.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
/** How every `ok(result)` answer begins, cached or serialised by its route. */
export const OK_HEAD = '{"success":true,"message":"success","code":200,"timestamp":'
const RESULT = ',"result":'
/** Smaller answers are sent as they are (as @fastify/compress does for the other routes). */
const COMPRESS_FROM_BYTES = 1024

/**
 * A result serialised once and encoded to UTF-8 once. Kept as bytes, a cached answer costs each
 * request a copy: as a string (Chinese text, so two bytes a character) Node measured its UTF-8
 * length for the content-length and encoded it again for the socket on every request, which was
 * about a third of a cached goods page's CPU.
 */
export type ResultBytes = Buffer

/**
 * The whole answer for a cached result, built at most once a second: the `ok` envelope (its
 * `timestamp` is the second it was built in) and, when first asked for, its brotli and gzip forms.
 * Compressing a goods page took about 200 µs, more than everything else its request did; browsers
 * always ask for it, so each hot answer is now compressed once a second instead of on every request.
 */
interface Answer {
  second: number
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}
export type Encoding = 'br' | 'gzip'

const answers = new WeakMap<ResultBytes, Answer>()
// Accept-Encoding values are few in practice; the choices are kept in a bounded cache so odd ones
// cannot fill memory.
const chosen = new LRUCache<string, Encoding | 'identity'>({ max: 256 })
export function encodingFor(accepted: string | undefined): Encoding | null {
  if (!accepted) return null
  let encoding = chosen.get(accepted)
  if (encoding === undefined) {
    encoding = negotiate<Encoding>(accepted.toLowerCase(), ['br', 'gzip']) ?? 'identity'
    chosen.set(accepted, encoding)
  }
  return encoding === 'identity' ? null : encoding
}
export const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
}

/**
 * The route serialiser for a result schema alone (verified against zod under test, as every route's
 * is), so a result can be cached as bytes and only wrapped per request.
 */
export function resultSerializer(app: FastifyInstance, schema: ZodType): (result: unknown) => ResultBytes {
  const { config } = app.services
  const serialize = fastSerializerCompiler({
    verify: config.NODE_ENV === 'test',
    rewrite: absoluteMediaJson(mediaOrigin(config)),
  })({
    schema,
    method: 'GET',
    url: '(cached result)',
    httpStatus: '200',
  })
  return (result) => Buffer.from(serialize(result))
}

/** `ok(result)` for a result in parts, and where the result lies in it. */
function envelope(parts: Buffer[], now: number): { identity: Buffer; start: number; end: number } {
  const head = `${OK_HEAD}${now}${RESULT}`
  // One buffer written in place: the envelope is ASCII, so its length in bytes is its length.
  let length = head.length + 1
  for (const part of parts) length += part.length
  // Not from Node's shared pool: a kept answer would keep the pool's whole 8 KB slab alive.
  const identity = Buffer.allocUnsafeSlow(length)
  identity.write(head, 0, 'latin1')
  let end = head.length
  for (const part of parts) end += part.copy(identity, end)
  identity[end] = 0x7d // }
  return { identity, start: head.length, end }
}

/**
 * A result put together from its parts (a listing page from its cards) inside the answer that
 * sends it this second, so a result asked once — most of a long tail's pages — is copied once, not
 * joined and then copied again into its envelope (decision 022, session 39).
 */
export function resultOf(parts: Buffer[]): ResultBytes {
  const now = Date.now()
  const { identity, start, end } = envelope(parts, now)
  const result = identity.subarray(start, end)
  answers.set(result, { second: Math.floor(now / 1000), identity })
  return result
}

/**
 * Sends `ok(result)` for a result already serialised, compressed as the client accepts. Routes that
 * answer this way turn @fastify/compress off (`compress: false`): the answer is compressed here, once.
 * Returns the reply, which settles once the answer has gone out: handlers must await or return it.
 * Synchronous, so a cached answer costs its request no promise.
 */
export function sendOkJson(reply: FastifyReply, result: ResultBytes): FastifyReply {
  const now = Date.now()
  const second = Math.floor(now / 1000)
  let answer = answers.get(result)
  if (answer?.second !== second) {
    answer = { second, identity: envelope([result], now).identity }
    answers.set(result, answer)
  }
  reply.type(JSON_TYPE)
  let body = answer.identity
  if (body.length >= COMPRESS_FROM_BYTES) {
    reply.header('vary', 'accept-encoding')
    const encoding = encodingFor(reply.request.headers['accept-encoding'])
    if (encoding) {
      answer[encoding] ??= compressors[encoding](answer.identity)
      body = answer[encoding]
      reply.header('content-encoding', encoding)
    }
  }
  return reply.send(body)
}

/**
 * For the hottest read-mostly answers (site settings, regions, the category tree): the result is
 * loaded and serialised once per `ttlSeconds` per key (at most 8 MB of them, least recently used go
 * first), and each request only wraps the cached bytes in a fresh envelope.
 */
export function serializedCache<V>(
  app: FastifyInstance,
  schema: ZodType,
  load: (key: string) => Promise<V>,
  ttlSeconds: number,
) {
  const serialize = resultSerializer(app, schema)
  const cache = resultCache(ttlSeconds)
  // A hit answers synchronously: the handler returns nothing, so Fastify waits on no promise.
  const send = (reply: FastifyReply, key: string): undefined | Promise<void> => {
    const hit = cache.peek(key)
    if (hit) {
      sendOkJson(reply, hit)
      return
    }
    return cache
      .get(key, async () => serialize(await load(key)))
      .then(async (bytes) => {
        await sendOkJson(reply, bytes)
      })
  }
  return Object.assign(send, { clear: () => cache.clear() })
}
