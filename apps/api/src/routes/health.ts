import type { FastifyInstance } from 'fastify'
import type { PictureDrawing } from '../modules/media/render-goods-image.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The seeded pictures this node draws as it starts (server.ts), or null (tests, other nodes). */
    pictures: PictureDrawing | null
    /** The busiest pages rendered once before the node says ready (server.ts `warmPages`), or null. */
    warming: { done: boolean } | null
  }
}

const answers = (check: Promise<void>) =>
  check.then(
    () => 'up' as const,
    () => 'down' as const,
  )

/**
 * Liveness (the process answers) and readiness. Not ready (503) without the database, which every
 * request needs, nor while a starting node reads its listing index (plugins/listing.ts) or draws the
 * seeded pictures (server.ts; issue 64: no visitor waits for a picture to be drawn), nor until it has
 * rendered its busiest pages once (the first visitor does not pay for a cold renderer). Without the shared store the node is `degraded` but stays in the balancer: all
 * nodes share that one store, so failing them all would turn "no logins or SMS codes for a while"
 * into "no site at all"; browsing, carts and orders keep working (decision 016).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { database, store } = app.services
    const [db, st] = await Promise.all([answers(database.ping()), answers(store.ping())])
    const body = { database: db, store: st, databaseKind: database.kind, storeKind: store.kind }
    if (db === 'down') {
      app.log.warn('readiness: database unavailable')
      return reply.status(503).send({ status: 'unavailable', ...body })
    }
    if (!app.listing.loaded)
      return reply.status(503).send({ status: 'starting', listing: 'loading', ...body })
    const { pictures } = app
    if (pictures && !pictures.done)
      return reply
        .status(503)
        .send({ status: 'starting', pictures: `${pictures.drawn}/${pictures.total}`, ...body })
    if (app.warming && !app.warming.done)
      return reply.status(503).send({ status: 'starting', pages: 'warming', ...body })
    return { status: st === 'up' ? 'ready' : 'degraded', ...body }
  })
}
