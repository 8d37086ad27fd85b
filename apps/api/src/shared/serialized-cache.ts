import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodType } from 'zod'
import { fastSerializerCompiler } from '../plugins/serializer.ts'
import { resultCache } from './result-cache.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const HEAD = '{"success":true,"message":"success","code":200,"timestamp":'
const RESULT = ',"result":'

/**
 * A result serialised once and encoded to UTF-8 once. Kept as bytes, a cached answer costs each
 * request a copy: as a string (Chinese text, so two bytes a character) Node measured its UTF-8
 * length for the content-length and encoded it again for the socket on every request, which was
 * about a third of a cached goods page's CPU.
 */
export type ResultBytes = Buffer

/**
 * The route serialiser for a result schema alone (verified against zod under test, as every route's
 * is), so a result can be cached as bytes and only wrapped per request.
 */
export function resultSerializer(app: FastifyInstance, schema: ZodType): (result: unknown) => ResultBytes {
  const serialize = fastSerializerCompiler({ verify: app.services.config.NODE_ENV === 'test' })({
    schema,
    method: 'GET',
    url: '(cached result)',
    httpStatus: '200',
  })
  return (result) => Buffer.from(serialize(result))
}

/**
 * Sends `ok(result)` for a result already serialised (Fastify sends a Buffer with a JSON content type
 * as it is) and settles once the answer has gone out. Handlers must await or return it: compressing a
 * large answer is asynchronous, and a handler that settled first would make Fastify send again, empty.
 */
export async function sendOkJson(reply: FastifyReply, result: ResultBytes): Promise<void> {
  const head = `${HEAD}${Date.now()}${RESULT}`
  // One buffer written in place: the envelope is ASCII, so its length in bytes is its length.
  const body = Buffer.allocUnsafe(head.length + result.length + 1)
  body.write(head, 0, 'latin1')
  result.copy(body, head.length)
  body[body.length - 1] = 0x7d // }
  reply.type(JSON_TYPE).send(body)
  await reply
}

/**
 * For the hottest read-mostly answers (site settings, regions, the category tree): the result is
 * loaded and serialised once per `ttlSeconds` per key (at most 1 000 keys, least recently used go
 * first), and each request only wraps the cached bytes in a fresh envelope.
 */
export function serializedCache<V>(
  app: FastifyInstance,
  schema: ZodType,
  load: (key: string) => Promise<V>,
  ttlSeconds: number,
) {
  const serialize = resultSerializer(app, schema)
  const cache = resultCache<ResultBytes>(ttlSeconds)
  return async (reply: FastifyReply, key: string): Promise<void> =>
    sendOkJson(reply, cache.peek(key) ?? (await cache.get(key, async () => serialize(await load(key)))))
}
