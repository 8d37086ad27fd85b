import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * A GET the same for everyone whose asking also does one thing for its caller: a listing searched
 * counts for the hot words of whoever searched.
 */
export interface SharedWithEffect {
  /** What asking the route does for `caller`, run when a render is given the kept answer instead. */
  effect(caller: { ip: string }, query: Record<string, unknown>): void
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on its URL and language: the same for every caller, signed in
     * or not. Pages rendered on this node may reuse the answer for a few seconds instead of asking
     * again (plugins/web-transport.ts). `true` when asking has no effect; a route whose asking does
     * something for its caller names that `effect`, and shares its answer with anonymous renders only.
     */
    sameForEveryone?: boolean | SharedWithEffect
  }
  interface FastifyInstance {
    /** The declaration of the `sameForEveryone` route answering a path (no query), if there is one. */
    sameForEveryone(path: string): true | SharedWithEffect | undefined
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
  const exact = new Map<string, true | SharedWithEffect>()
  const shapes: [RegExp, true | SharedWithEffect][] = []
  app.addHook('onRoute', (route) => {
    const declared = route.config?.sameForEveryone
    if (!declared) return
    const methods = [route.method].flat()
    // Asking again must reveal nothing of the caller.
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD') || route.config?.audience) {
      throw new Error(`${methods.join(',')} ${route.url}: only a public GET can be the same for everyone`)
    }
    if (route.url.includes(':') || route.url.includes('*')) shapes.push([shapeOf(route.url), declared])
    else exact.set(route.url, declared)
  })
  app.decorate(
    'sameForEveryone',
    (path: string) => exact.get(path) ?? shapes.find(([shape]) => shape.test(path))?.[1],
  )
})
