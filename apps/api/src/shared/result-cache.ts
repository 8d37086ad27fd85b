import { LRUCache } from 'lru-cache'

export interface ResultCache {
  /** The cached value for `key` if fresh (no promise on the hot path). */
  peek(key: string): Buffer | undefined
  /** The cached value for `key`, or `load()`'s (concurrent misses share one load). */
  get(key: string, load: () => Promise<Buffer>): Promise<Buffer>
  /** Replaces the cached value for `key` (a caller learnt a fresher value on the way). */
  set(key: string, value: Buffer): void
  clear(): void
}

/**
 * A short-lived cache for public listings that many visitors ask for at once (the first pages of a
 * popular keyword or category). It keeps results already serialised (`ResultBytes`): a listing
 * page is tens of kilobytes of JSON, and writing it again for every hit cost more than everything else
 * the request did. Each node keeps its own; `ttlSeconds` bounds how stale a listing can be (stock and
 * prices are checked again on the goods page and at checkout). 0 turns it off.
 *
 * Bounded by bytes, not by count: each result is held twice while it is being answered (the bytes
 * and the envelope `sendOkJson` wraps them in, decision 022), and a thousand listing pages held that
 * way took 39 MB of a node under the long tail.
 */
export function resultCache(ttlSeconds: number, maxBytes = 8 * 2 ** 20): ResultCache {
  if (ttlSeconds <= 0)
    return { peek: () => undefined, get: (_key, load) => load(), set: () => {}, clear: () => {} }
  const cache = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => 2 * bytes.length + 256,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  return {
    peek: (key) => cache.get(key),
    get: async (key, load) => (await cache.fetch(key, { context: load })) as Buffer,
    set: (key, value) => {
      cache.set(key, value)
    },
    clear: () => cache.clear(),
  }
}
