import { LRUCache } from 'lru-cache'

export interface ResultCache<V extends {} = string> {
  /** The cached value for `key` if fresh (no promise on the hot path). */
  peek(key: string): V | undefined
  /** The cached value for `key`, or `load()`'s (concurrent misses share one load). */
  get(key: string, load: () => Promise<V>): Promise<V>
  /** Replaces the cached value for `key` (a caller learnt a fresher value on the way). */
  set(key: string, value: V): void
  clear(): void
}

/**
 * A short-lived, bounded cache for public listings that many visitors ask for at once (the first pages
 * of a popular keyword or category). It keeps results already serialised (`ResultBytes`): a listing
 * page is tens of kilobytes of JSON, and writing it again for every hit cost more than everything else
 * the request did. Each node keeps its own; `ttlSeconds` bounds how stale a listing can be (stock and
 * prices are checked again on the goods page and at checkout). 0 turns it off.
 */
export function resultCache<V extends {} = string>(ttlSeconds: number, max = 1000): ResultCache<V> {
  if (ttlSeconds <= 0)
    return { peek: () => undefined, get: (_key, load) => load(), set: () => {}, clear: () => {} }
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  return {
    peek: (key) => cache.get(key),
    get: async (key, load) => (await cache.fetch(key, { context: load })) as V,
    set: (key, value) => {
      cache.set(key, value)
    },
    clear: () => cache.clear(),
  }
}
