import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BizError } from '../shared/errors.ts'

/** How long the same call by the same member counts as a repeat (reference §4.7). */
export const DUPLICATE_WINDOW_MS = 3000

/**
 * The contract's duplicate-submit guard (reference §4.7): the same member sending the same call with
 * the same parameters again within 3 s gets 1003. Keyed per member (upstream's key was global).
 */
export async function preventDuplicate(request: FastifyRequest): Promise<void> {
  const member = request.principal?.id ?? request.ip
  const params = JSON.stringify([request.query ?? null, request.body ?? null, request.params ?? null])
  const digest = createHash('sha1').update(`${request.method} ${request.url} ${params}`).digest('hex')
  const key = `dup:${member}:${digest}`
  // Without the store the guard steps aside: stock, money and coupons are guarded by the database.
  const fresh = await request
    .ctx()
    .store.setIfAbsent(key, '1', DUPLICATE_WINDOW_MS)
    .catch(() => true)
  if (!fresh) throw new BizError('LIMIT_ERROR')
  guardKeys.set(request, key)
}

const guardKeys = new WeakMap<FastifyRequest, string>()

/** A guarded call that failed frees its key at once, so the buyer can fix the cause and retry. */
export function releaseGuardOnFailure(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const key = guardKeys.get(request)
    if (key && reply.statusCode >= 400)
      await request
        .ctx()
        .store.del(key)
        .catch(() => {})
  })
}
