import { Redis } from 'ioredis'
import { type EphemeralStore, StoreUnavailableError } from './types.ts'

/** Statuses in which Redis is known to be unreachable: fail at once instead of queueing. */
const DOWN = new Set(['reconnecting', 'close', 'end'])

/**
 * Redis-backed store shared by every app node. Keys are namespaced with `prefix` (tests use their own).
 * During an outage every call fails at once with StoreUnavailableError (no offline queue to wait in,
 * a 1 s ceiling on a hung command), so callers can degrade or answer 503 instead of stalling.
 */
export function createRedisStore(url: string, prefix = 'silk:'): EphemeralStore & { client: Redis } {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
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
      return await run()
    } catch (err) {
      throw new StoreUnavailableError(err)
    }
  }

  return {
    kind: 'redis',
    client,
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
