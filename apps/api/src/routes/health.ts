import type { FastifyInstance } from 'fastify'

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.services.database.ping()
      return { status: 'ready', database: app.services.database.kind, store: app.services.store.kind }
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })
}
