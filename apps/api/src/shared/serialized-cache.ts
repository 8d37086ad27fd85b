import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodType } from 'zod'
import { fastSerializerCompiler } from '../plugins/serializer.ts'
import { memoize } from './memo.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * For the hottest read-mostly endpoints (site settings, regions): the result is loaded and serialized
 * once per `ttlMs` with the same contract serializer as every route (verified against zod in tests),
 * and each request only wraps the cached JSON in a fresh `ok` envelope. Fastify sends a string with a
 * JSON content type as it is.
 */
export function serializedCache<K, V>(
  app: FastifyInstance,
  schema: ZodType,
  load: (key: K) => Promise<V>,
  ttlMs: number,
) {
  const serialize = fastSerializerCompiler({ verify: app.services.config.NODE_ENV === 'test' })({
    schema,
    method: 'GET',
    url: '(serialized cache)',
    httpStatus: '200',
  })
  const cached = memoize(async (key: K) => serialize(await load(key)), ttlMs)
  // Sends before the handler's promise settles, so Fastify takes the reply as it is.
  return async (reply: FastifyReply, key: K): Promise<void> => {
    const result = await cached(key)
    reply
      .type(JSON_TYPE)
      .send(`{"success":true,"message":"success","code":200,"timestamp":${Date.now()},"result":${result}}`)
  }
}
