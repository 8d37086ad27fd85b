import { LRUCache } from 'lru-cache'
import { announceChange } from '../../shared/change-feed.ts'
import type { ResultBytes } from '../../shared/serialized-cache.ts'

/** A goods page as the cache keeps it: the serialised result, and what a footprint needs. */
export interface CachedDetail {
  body: ResultBytes
  goodsId: string
  skuId: string
  storeId: string
}

export interface DetailCache {
  /** The page if this node holds a fresh copy (no promise on the hot path). */
  peek(goodsId: string, skuId: string): CachedDetail | undefined
  get(goodsId: string, skuId: string, load: () => Promise<CachedDetail>): Promise<CachedDetail>
  close(): void
}

const live = new Set<LRUCache<string, CachedDetail, () => Promise<CachedDetail>>>()

/**
 * Goods pages of this node, for `ttlSeconds` (0 = off). A hot goods page is read far more often than
 * its stock changes; checkout and the cart always read the database, so nothing is sold on a cached
 * figure. Stock changes on this node drop the goods' pages at once (`forgetGoods`); other nodes serve
 * theirs until the TTL ends.
 */
export function detailCache(ttlSeconds: number, max = 2000, maxBytes = 64 * 2 ** 20): DetailCache {
  if (ttlSeconds <= 0) return { peek: () => undefined, get: (_g, _s, load) => load(), close: () => {} }
  const cache = new LRUCache<string, CachedDetail, () => Promise<CachedDetail>>({
    max,
    // Merchant introductions make some pages large: the total is bounded too.
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  live.add(cache)
  return {
    peek: (goodsId, skuId) => cache.get(`${goodsId}/${skuId}`),
    get: async (goodsId, skuId, load) =>
      (await cache.fetch(`${goodsId}/${skuId}`, { context: load })) as CachedDetail,
    close: () => {
      live.delete(cache)
      cache.clear()
    },
  }
}

/** Drops the cached answers and rendered pages of these goods (their stock, counts or state changed). */
export function forgetGoods(goodsIds: Iterable<string>, listed = false) {
  const ids = [...new Set(goodsIds)]
  // Rendered pages showing these goods (their stock, price or counts) go too; when they enter or
  // leave the listings, so do the cached search results.
  announceChange({ kind: 'goods', goodsIds: ids, listed })
  if (live.size === 0) return
  const prefixes = ids.map((id) => `${id}/`)
  for (const cache of live) {
    for (const key of cache.keys()) {
      if (prefixes.some((p) => key.startsWith(p))) cache.delete(key)
    }
  }
}
