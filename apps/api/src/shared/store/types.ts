/**
 * Short-lived shared state: caches, rate-limit counters, SMS codes, locks, pub/sub. Redis when
 * REDIS_URL is set (shared by every app node), an in-process map otherwise.
 */
export interface EphemeralStore {
  readonly kind: 'memory' | 'redis'
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs?: number): Promise<void>
  /** Sets only when absent; true when this call set it (a lock or a once-only marker). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>
  /** Deletes and returns the value in one step (single-use tokens and codes). */
  take(key: string): Promise<string | null>
  del(key: string): Promise<void>
  /** Adds `by` (default 1) to a counter and returns its total; the first increment starts its time window. */
  incr(key: string, windowMs: number, by?: number): Promise<number>
  publish(channel: string, message: string): Promise<void>
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>
  /** Resolves when the store answers (readiness). */
  ping(): Promise<void>
  close(): Promise<void>
}

/** The shared store cannot be reached: callers degrade or the request answers 503. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('ephemeral store unavailable', { cause })
    this.name = 'StoreUnavailableError'
  }
}
