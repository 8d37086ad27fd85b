import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodType } from 'zod'
import { fastSerializerCompiler } from '../plugins/serializer.ts'
import { resultCache } from './result-cache.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The route serialiser for a result schema alone (verified against zod under test, as every route's
 * is), so a result can be cached as JSON and only wrapped per request.
 */
export function resultSerializer(app: FastifyInstance, schema: ZodType): (result: unknown) => string {
  return fastSerializerCompiler({ verify: app.services.config.NODE_ENV === 'test' })({
    schema,
    method: 'GET',
    url: '(cached result)',
    httpStatus: '200',
  })
}

/**
 * Sends `ok(result)` for a result already serialised (Fastify sends a string with a JSON content type
 * as it is) and settles once the answer has gone out. Handlers must await or return it: compressing a
 * large answer is asynchronous, and a handler that settled first would make Fastify send again, empty.
 */
export async function sendOkJson(reply: FastifyReply, resultJson: string): Promise<void> {
  reply
    .type(JSON_TYPE)
    .send(`{"success":true,"message":"success","code":200,"timestamp":${Date.now()},"result":${resultJson}}`)
  await reply
}

/**
 * For the hottest read-mostly answers (site settings, regions, the category tree): the result is
 * loaded and serialised once per `ttlSeconds` per key (at most 1 000 keys, least recently used go
 * first), and each request only wraps the cached JSON in a fresh envelope.
 */
export function serializedCache<V>(
  app: FastifyInstance,
  schema: ZodType,
  load: (key: string) => Promise<V>,
  ttlSeconds: number,
) {
  const serialize = resultSerializer(app, schema)
  const cache = resultCache(ttlSeconds)
  return async (reply: FastifyReply, key: string): Promise<void> =>
    sendOkJson(reply, await cache.get(key, async () => serialize(await load(key))))
}
