/**
 * A small in-process cache for read-mostly reference data (settings, regions). Entries live `ttlMs`;
 * concurrent misses share one load.
 */
export function memoize<K, V>(load: (key: K) => Promise<V>, ttlMs: number) {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>()
  const get = (key: K): Promise<V> => {
    const hit = entries.get(key)
    if (hit && hit.expiresAt > Date.now()) return hit.value
    const value = load(key)
    entries.set(key, { value, expiresAt: Date.now() + ttlMs })
    value.catch(() => entries.delete(key))
    return value
  }
  return Object.assign(get, { clear: () => entries.clear() })
}
