import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { BizError } from '../shared/errors.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

const WINDOW_MS = 60_000

/**
 * The per-client limit on API calls: at most `perMinute` requests per fixed minute window, answered
 * 429 / 1003 with `Retry-After` beyond that. With Redis the counters are shared by every app node
 * (one INCR per request); in-process they are a map of the current minute, so a request costs no
 * promise at all. (@fastify/rate-limit did the same job with five awaits and an IPv6 regular
 * expression per request: 8–10 % of a cached goods page's CPU. Decision 014.)
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { scope: string; perMinute: number; store: EphemeralStore; applies: (url: string) => boolean },
  ) => {
    const count = opts.store.kind === 'memory' ? localCounter() : sharedCounter(opts.store, opts.scope)
    // While the shared store is down each node counts on its own, so the limit still holds per node.
    const fallback = localCounter()
    const judge = (reply: FastifyReply, hits: number, windowEnd: number, done: (err?: Error) => void) => {
      if (hits <= opts.perMinute) return done()
      reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000))))
      done(new BizError('LIMIT_ERROR', { status: 429 }))
    }
    app.addHook('onRequest', (request, reply, done) => {
      if (!opts.applies(request.url)) return done()
      const window = Math.floor(Date.now() / WINDOW_MS)
      const windowEnd = (window + 1) * WINDOW_MS
      const hits = count(clientKey(request.ip), window)
      if (typeof hits === 'number') return judge(reply, hits, windowEnd, done)
      hits.then(
        (n) => judge(reply, n, windowEnd, done),
        (err) => {
          request.log.warn({ err }, 'rate limit store unavailable; counting on this node')
          judge(reply, fallback(clientKey(request.ip), window) as number, windowEnd, done)
        },
      )
    })
  },
  // No plugin name: registered once for the API and once for pages.
)

type Counter = (client: string, window: number) => number | Promise<number>

/** Most clients one node tracks in a minute; beyond that new clients share one counter. */
const MAX_CLIENTS = 100_000

/** This minute's counters in memory; the previous minute's map is dropped when the next begins. */
function localCounter(): Counter {
  let current = -1
  let hits = new Map<string, number>()
  return (key, window) => {
    if (window !== current) {
      current = window
      hits = new Map()
    }
    const client = hits.size < MAX_CLIENTS || hits.has(key) ? key : 'overflow'
    const n = (hits.get(client) ?? 0) + 1
    hits.set(client, n)
    return n
  }
}

/** Counters every node shares; each key lives a little over its window. */
function sharedCounter(store: EphemeralStore, scope: string): Counter {
  return (client, window) => store.incr(`rl:${scope}:${client}:${window}`, WINDOW_MS + 5_000)
}

/**
 * Who a request counts against: its IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber usually holds a whole /64 and could otherwise rotate addresses to escape the limit).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7)
  const [head, tail] = ip.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}
