import { EventEmitter } from 'node:events'
import type { EphemeralStore } from './types.ts'

interface Entry {
  value: string
  expiresAt: number
}

/** Single-process store for the embedded mode and tests; expired keys are dropped on read and swept. */
export function createMemoryStore(): EphemeralStore {
  const map = new Map<string, Entry>()
  const bus = new EventEmitter()
  bus.setMaxListeners(0)
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [k, e] of map) if (e.expiresAt <= now) map.delete(k)
  }, 60_000)
  sweep.unref()

  const read = (key: string): Entry | undefined => {
    const entry = map.get(key)
    if (entry && entry.expiresAt <= Date.now()) {
      map.delete(key)
      return undefined
    }
    return entry
  }
  const expiry = (ttlMs?: number) => (ttlMs ? Date.now() + ttlMs : Number.POSITIVE_INFINITY)

  return {
    ping: async () => {},
    kind: 'memory',
    get: async (key) => read(key)?.value ?? null,
    set: async (key, value, ttlMs) => {
      map.set(key, { value, expiresAt: expiry(ttlMs) })
    },
    setIfAbsent: async (key, value, ttlMs) => {
      if (read(key)) return false
      map.set(key, { value, expiresAt: expiry(ttlMs) })
      return true
    },
    take: async (key) => {
      const entry = read(key)
      map.delete(key)
      return entry?.value ?? null
    },
    del: async (key) => {
      map.delete(key)
    },
    incr: async (key, windowMs, by = 1) => {
      const entry = read(key)
      const next = (entry ? Number(entry.value) : 0) + by
      map.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? expiry(windowMs) })
      return next
    },
    publish: async (channel, message) => {
      bus.emit(channel, message)
    },
    subscribe: async (channel, handler) => {
      bus.on(channel, handler)
      return async () => {
        bus.off(channel, handler)
      }
    },
    close: async () => {
      clearInterval(sweep)
      map.clear()
    },
  }
}
