import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Upstream binds parameters from the query string or a form body interchangeably (reference §1.1).
 * Form fields are merged into `request.query` before validation, so every route declares its
 * parameters once, as `querystring`. Repeated keys stay arrays; JSON bodies are left alone.
 */
export const paramsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const type = request.headers['content-type'] ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded')) return done()
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object') return done()
    const query = { ...(request.query as Record<string, unknown>) }
    for (const [key, value] of Object.entries(body)) {
      const existing = query[key]
      if (existing === undefined) query[key] = value
      else query[key] = ([] as unknown[]).concat(existing, value)
    }
    request.query = query
    done()
  })
})

/**
 * Some calls arrive as a JSON body, a form or a query string (reference §1.1, spec §7). A JSON object
 * body is merged into the query before validation (`preValidation`), so each route declares its
 * parameters once (`querystring`), like the form bodies above.
 */
export async function jsonIntoQuery(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? ''
  const body = request.body
  if (!type.startsWith('application/json') || !body || typeof body !== 'object' || Array.isArray(body)) return
  request.query = { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) }
}
