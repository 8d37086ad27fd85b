import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { clientKey } from '../shared/client-key.ts'
import { BizError } from '../shared/errors.ts'
import type { EphemeralStore } from '../shared/store/types.ts'
import { isRenderCall } from './render-calls.ts'

const WINDOW_MS = 60_000

/**
 * The per-client limit on API calls: at most `perMinute` requests per fixed minute window, answered
 * 429 / 1003 with `Retry-After` beyond that. With Redis the counters are shared by every app node
 * (see `sharedCounter`); in-process they are a map of the current minute, so a request costs no
 * promise at all. (@fastify/rate-limit did the same job with five awaits and an IPv6 regular
 * expression per request: 8–10 % of a cached goods page's CPU. Decision 014.)
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { scope: string; perMinute: number; store: EphemeralStore; applies: (url: string) => boolean },
  ) => {
    const counter =
      opts.store.kind === 'memory'
        ? { count: localCounter(), close: () => {} }
        : sharedCounter(opts.store, opts.scope, opts.perMinute, (err) =>
            app.log.warn({ err }, 'rate limit store unavailable; counting on this node'),
          )
    app.addHook('onClose', async () => counter.close())
    const judge = (reply: FastifyReply, hits: number, windowEnd: number, done: (err?: Error) => void) => {
      if (hits <= opts.perMinute) return done()
      reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000))))
      done(new BizError('LIMIT_ERROR', { status: 429 }))
    }
    app.addHook('onRequest', (request, reply, done) => {
      // A render's own data calls: the page that made them was counted (render-calls.ts).
      if (!opts.applies(request.url) || isRenderCall(request)) return done()
      const window = Math.floor(Date.now() / WINDOW_MS)
      const windowEnd = (window + 1) * WINDOW_MS
      const hits = counter.count(clientKey(request.ip), window)
      if (typeof hits === 'number') judge(reply, hits, windowEnd, done)
      else void hits.then((n) => judge(reply, n, windowEnd, done))
    })
  },
  // No plugin name: registered once for the API and once for pages.
)

/** A client's requests so far in `window` (a minute number), this one included. */
type Counter = (client: string, window: number) => number | Promise<number>

/** Most clients one node tracks in a minute; beyond that new clients share one counter. */
const MAX_CLIENTS = 100_000

/** How long a node keeps counts of clients far from their limit before adding them to Redis. */
export const FLUSH_MS = 200

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

/** One client's count in this window, as this node knows it. */
interface Tally {
  /** The shared total at this node's last answer from the store. */
  known: number
  /** Sent to the store, not yet answered. */
  sending: number
  /** Counted here, not yet sent. */
  pending: number
}

/**
 * Counters every node shares through the store, without a round trip per request. While a client's
 * count (the shared total last seen plus this node's unsent requests) is at most half its limit, a
 * request is counted here and answered at once; every FLUSH_MS the node adds what it counted to the
 * store and learns the shared total. Past half the limit each request waits for the store, so the
 * answers near the limit are the store's own. What this costs: a client spread over several nodes
 * can pass its limit by what the other nodes counted in their last FLUSH_MS and had not yet sent,
 * at most half the limit per node. A Redis round trip per API request held `/common/common/site`
 * at 36–57 % of the bare-server baseline (decision 022).
 *
 * While the store is down, counts stay here, so the limit still holds per node; they are sent once
 * it answers again.
 */
export function sharedCounter(
  store: EphemeralStore,
  scope: string,
  perMinute: number,
  onStoreError: (err: unknown) => void,
): { count: Counter; close: () => void } {
  let current = -1
  let tallies = new Map<string, Tally>()
  const unsent = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const estimate = (t: Tally) => t.known + t.sending + t.pending

  /** Sends what `tally` holds unsent; resolves to the count of the last request among them. */
  const send = (client: string, window: number, tally: Tally): Promise<number> => {
    const n = tally.pending
    tally.pending = 0
    tally.sending += n
    return store.incr(`rl:${scope}:${client}:${window}`, WINDOW_MS + 5_000, n).then(
      (total) => {
        tally.sending -= n
        tally.known = Math.max(tally.known, total)
        return total
      },
      (err) => {
        tally.sending -= n
        tally.pending += n
        if (window === current) unsent.add(client)
        onStoreError(err)
        return estimate(tally)
      },
    )
  }
  const flush = () => {
    timer = undefined
    for (const client of unsent) {
      const tally = tallies.get(client)
      if (tally && tally.pending > 0) void send(client, current, tally)
    }
    unsent.clear()
  }

  const count: Counter = (key, window) => {
    if (window !== current) {
      // A finished minute's unsent counts no longer matter.
      current = window
      tallies = new Map()
      unsent.clear()
    }
    const client = tallies.size < MAX_CLIENTS || tallies.has(key) ? key : 'overflow'
    let tally = tallies.get(client)
    if (!tally) {
      tally = { known: 0, sending: 0, pending: 0 }
      tallies.set(client, tally)
    }
    tally.pending += 1
    if (estimate(tally) * 2 > perMinute) {
      unsent.delete(client)
      return send(client, window, tally)
    }
    unsent.add(client)
    if (!timer) {
      timer = setTimeout(flush, FLUSH_MS)
      timer.unref()
    }
    return estimate(tally)
  }
  return { count, close: () => clearTimeout(timer) }
}
