import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on its URL and language: the same for every caller, signed in
     * or not, and asking has no effect. Pages rendered on this node may reuse the answer for a few
     * seconds instead of asking again (plugins/web-transport.ts).
     */
    sameForEveryone?: boolean
  }
  interface FastifyInstance {
    /** Whether a path (no query) is answered by a `sameForEveryone` route. */
    sameForEveryone(path: string): boolean
  }
}

/** `/a/:id/b` or `/a/*` → a test for paths of that shape. */
function shapeOf(url: string): RegExp {
  const escaped = url
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+')
    .replace(/\\\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** Collects the routes that declare `config.sameForEveryone`; registered before any route. */
export const sameForEveryonePlugin = fp(async (app: FastifyInstance) => {
  const exact = new Set<string>()
  const shapes: RegExp[] = []
  app.addHook('onRoute', (route) => {
    if (!route.config?.sameForEveryone) return
    const methods = [route.method].flat()
    // Asking again must change nothing and reveal nothing of the caller.
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD') || route.config.audience) {
      throw new Error(`${methods.join(',')} ${route.url}: only a public GET can be the same for everyone`)
    }
    if (route.url.includes(':') || route.url.includes('*')) shapes.push(shapeOf(route.url))
    else exact.add(route.url)
  })
  app.decorate('sameForEveryone', (path: string) => exact.has(path) || shapes.some((s) => s.test(path)))
})
