import { Redis } from 'ioredis'
import type { EphemeralStore } from './types.ts'

/** Redis-backed store shared by every app node. Keys are namespaced with `prefix` (tests use their own). */
export function createRedisStore(url: string, prefix = 'silk:'): EphemeralStore & { client: Redis } {
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix: prefix })
  const subscribers: Redis[] = []

  return {
    kind: 'redis',
    client,
    get: (key) => client.get(key),
    set: async (key, value, ttlMs) => {
      if (ttlMs) await client.set(key, value, 'PX', ttlMs)
      else await client.set(key, value)
    },
    setIfAbsent: async (key, value, ttlMs) => (await client.set(key, value, 'PX', ttlMs, 'NX')) === 'OK',
    take: (key) => client.getdel(key),
    del: async (key) => {
      await client.del(key)
    },
    incr: async (key, windowMs) => {
      const [[, count]] = (await client.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [
        [Error | null, number],
      ]
      return count
    },
    publish: async (channel, message) => {
      await client.publish(`${prefix}${channel}`, message)
    },
    subscribe: async (channel, handler) => {
      const sub = client.duplicate({ keyPrefix: '' })
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
