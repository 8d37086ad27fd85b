import { Redis } from 'ioredis'
import { type EphemeralStore, StoreUnavailableError } from './types.ts'

export type RedisStore = EphemeralStore & { client: Redis; url: string; prefix: string }

/** The Redis server and key prefix behind a store, for parts that need their own connection (chat). */
export function redisOf(store: EphemeralStore): { url: string; prefix: string } | null {
  return store.kind === 'redis' && 'url' in store ? (store as RedisStore) : null
}

/** Statuses in which Redis is known to be unreachable: fail at once instead of queueing. */
const DOWN = new Set(['reconnecting', 'close', 'end'])

const DEADLINE_MS = 1000
/** A timer this much later than asked means the event loop was held, not that Redis was slow. */
const STALL_MS = 200

/**
 * `promise`, or a rejection when Redis has not answered within DEADLINE_MS of this node's own time
 * (issue 59). A turn of the event loop runs due timers before it reads the sockets, so after the
 * thread was held (a long render, a large body) a plain timeout fires while Redis's answer already
 * waits unread — a healthy Redis reported as down, logins and SMS answering 503. Here the timer
 * looks again after the turn's I/O (`setImmediate`), and a timer that fired late (the loop stalled)
 * grants another window instead of failing. A Redis that truly hangs misses an on-time window.
 */
function withinDeadline<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let timer: NodeJS.Timeout
    const arm = () => {
      const due = Date.now() + DEADLINE_MS
      timer = setTimeout(() => {
        const late = Date.now() - due > STALL_MS
        setImmediate(() => {
          if (settled) return
          if (late) arm()
          else reject(new Error(`Redis did not answer within ${DEADLINE_MS} ms`))
        })
      }, DEADLINE_MS)
    }
    arm()
    promise.then(
      (value) => {
        settled = true
        clearTimeout(timer)
        resolve(value)
      },
      (err) => {
        settled = true
        clearTimeout(timer)
        reject(err)
      },
    )
  })
}

/**
 * Redis-backed store shared by every app node. Keys are namespaced with `prefix` (tests use their own).
 * During an outage every call fails at once with StoreUnavailableError (no offline queue to wait in,
 * a 1 s ceiling on a hung command), so callers can degrade or answer 503 instead of stalling.
 */
export function createRedisStore(url: string, prefix = 'silk:'): RedisStore {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    // Only a backstop that clears a hung command from ioredis's queue: the 1 s ceiling callers see
    // is `withinDeadline` below, which tells a stalled event loop from a Redis that does not answer.
    commandTimeout: 10_000,
    enableOfflineQueue: true, // only while first connecting: `call` refuses once the link is down
    keyPrefix: prefix,
    // Every API request counts against the shared rate limit here: the commands a turn of the event
    // loop issues go out in one write instead of one each.
    enableAutoPipelining: true,
  }) as Redis & { incrWindow(key: string, windowMs: number, by: number): Promise<number> }
  // INCRBY, and PEXPIRE when the window has none yet, as one command (a MULTI of both was four).
  client.defineCommand('incrWindow', {
    numberOfKeys: 1,
    lua: "local n = redis.call('INCRBY', KEYS[1], ARGV[2]) redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX') return n",
  })
  // Connection errors surface through the calls (and /readyz); the event only needs a listener.
  client.on('error', () => {})
  const subscribers: Redis[] = []
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    if (DOWN.has(client.status)) throw new StoreUnavailableError()
    try {
      return await withinDeadline(run())
    } catch (err) {
      throw new StoreUnavailableError(err)
    }
  }

  return {
    kind: 'redis',
    client,
    url,
    prefix,
    get: (key) => call(() => client.get(key)),
    set: (key, value, ttlMs) =>
      call(async () => {
        if (ttlMs) await client.set(key, value, 'PX', ttlMs)
        else await client.set(key, value)
      }),
    setIfAbsent: (key, value, ttlMs) =>
      call(async () => (await client.set(key, value, 'PX', ttlMs, 'NX')) === 'OK'),
    take: (key) => call(() => client.getdel(key)),
    del: (key) =>
      call(async () => {
        await client.del(key)
      }),
    incr: (key, windowMs, by = 1) => call(() => client.incrWindow(key, windowMs, by)),
    publish: (channel, message) =>
      call(async () => {
        await client.publish(`${prefix}${channel}`, message)
      }),
    ping: () =>
      call(async () => {
        await client.ping()
      }),
    subscribe: async (channel, handler) => {
      const sub = client.duplicate({ keyPrefix: '' })
      sub.on('error', () => {})
      subscribers.push(sub)
      await sub.subscribe(`${prefix}${channel}`)
      sub.on('message', (_ch: string, message: string) => handler(message))
      return async () => {
        await sub.quit()
      }
    },
    close: async () => {
      await Promise.all(subscribers.map((s) => s.quit().catch(() => undefined)))
      await client.quit()
    },
  }
}
