import { LRUCache } from 'lru-cache'

export interface ResultCache {
  /** The cached value for `key`, or `load()`'s (concurrent misses share one load). */
  get<V extends object>(key: string, load: () => Promise<V>): Promise<V>
  clear(): void
}

/**
 * A short-lived, bounded cache for public listings that many visitors ask for at once (the first pages
 * of a popular keyword or category). Each node keeps its own; `ttlSeconds` bounds how stale a listing
 * can be (stock and prices are checked again on the goods page and at checkout). 0 turns it off.
 */
export function resultCache(ttlSeconds: number, max = 1000): ResultCache {
  if (ttlSeconds <= 0) return { get: (_key, load) => load(), clear: () => {} }
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  return {
    get: async <V extends object>(key: string, load: () => Promise<V>) =>
      (await cache.fetch(key, { context: load })) as V,
    clear: () => cache.clear(),
  }
}
