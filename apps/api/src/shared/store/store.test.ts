import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory-store.ts'
import { createRedisStore } from './redis-store.ts'
import type { EphemeralStore } from './types.ts'

const stores: [string, () => EphemeralStore][] = [['memory', createMemoryStore]]
if (process.env.TEST_REDIS_URL) stores.push(['redis', () => createRedisStore(process.env.TEST_REDIS_URL!)])

describe.each(stores)('%s store', (_name, make) => {
  const store = make()
  const key = (k: string) => `test:${process.pid}:${Math.random().toString(36).slice(2)}:${k}`
  afterAll(() => store.close())

  it('gets, sets with expiry and deletes', async () => {
    const k = key('a')
    await store.set(k, 'v', 50)
    expect(await store.get(k)).toBe('v')
    await new Promise((r) => setTimeout(r, 80))
    expect(await store.get(k)).toBeNull()
    await store.set(k, 'w')
    await store.del(k)
    expect(await store.get(k)).toBeNull()
  })

  it('setIfAbsent lets exactly one concurrent caller win', async () => {
    const k = key('lock')
    const results = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent(k, '1', 1000)))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('take returns a value once', async () => {
    const k = key('once')
    await store.set(k, 'code', 1000)
    const taken = await Promise.all([store.take(k), store.take(k)])
    expect(taken.filter((v) => v === 'code')).toHaveLength(1)
  })

  it('counts within a window', async () => {
    const k = key('n')
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.incr(k, 1000)))
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('adds several at once', async () => {
    const k = key('by')
    expect(await store.incr(k, 1000, 3)).toBe(3)
    expect(await store.incr(k, 1000)).toBe(4)
  })

  it('starts a new count when the window of the first increment has passed, not a later one', async () => {
    const k = key('w')
    expect(await store.incr(k, 150)).toBe(1)
    await new Promise((r) => setTimeout(r, 100))
    // A later increment does not stretch the window.
    expect(await store.incr(k, 150)).toBe(2)
    await new Promise((r) => setTimeout(r, 100))
    expect(await store.incr(k, 150)).toBe(1)
  })

  it('delivers published messages to subscribers', async () => {
    const channel = key('ch')
    const got: string[] = []
    const stop = await store.subscribe(channel, (m) => got.push(m))
    await store.publish(channel, 'hello')
    await new Promise((r) => setTimeout(r, 50))
    await stop()
    expect(got).toEqual(['hello'])
  })
})
