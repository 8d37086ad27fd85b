import { createMemoryStore } from './memory-store.ts'
import { createRedisStore } from './redis-store.ts'
import type { EphemeralStore } from './types.ts'

export function createStore(redisUrl: string | undefined, prefix?: string): EphemeralStore {
  return redisUrl ? createRedisStore(redisUrl, prefix) : createMemoryStore()
}
