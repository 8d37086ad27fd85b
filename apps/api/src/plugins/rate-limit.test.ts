import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../shared/store/memory-store.ts'
import type { EphemeralStore } from '../shared/store/types.ts'
import { FLUSH_MS, sharedCounter } from './rate-limit.ts'

/** A store shared by several nodes, counting the round trips made to it. */
function countingStore() {
  const store = createMemoryStore()
  const calls = { incr: 0 }
  const counted: EphemeralStore = {
    ...store,
    incr: (...args) => {
      calls.incr++
      return store.incr(...args)
    },
  }
  return { store: counted, calls, close: () => store.close() }
}

const down: EphemeralStore = {
  ...createMemoryStore(),
  incr: () => Promise.reject(new Error('connection refused')),
}

const settle = () => new Promise((r) => setTimeout(r, FLUSH_MS + 50))

describe('the rate limit counted through a shared store', () => {
  const opened: { close: () => void }[] = []
  const node = (store: EphemeralStore, perMinute: number, onError: (err: unknown) => void = () => {}) => {
    const counter = sharedCounter(store, 'api', perMinute, onError)
    opened.push(counter)
    return counter.count
  }
  afterEach(() => {
    for (const c of opened.splice(0)) c.close()
  })

  it('far from the limit answers at once and sends the count in one call per pause', async () => {
    const shared = countingStore()
    const count = node(shared.store, 1000)
    const answers = Array.from({ length: 50 }, () => count('198.51.100.1', 1))
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(shared.calls.incr).toBe(0)
    await settle()
    expect(shared.calls.incr).toBe(1)
    expect(await shared.store.get('rl:api:198.51.100.1:1')).toBe('50')
    shared.close()
  })

  it('two nodes share the count: near the limit every request asks the store', async () => {
    const shared = countingStore()
    const [a, b] = [node(shared.store, 10), node(shared.store, 10)]
    const answers: number[] = []
    for (let i = 0; i < 14; i++) answers.push(await (i % 2 ? b : a)('198.51.100.2', 7))
    // Each node counted its first requests alone; past half the limit the store's totals decide,
    // and the 12th request of the pair (the 11th and later that the store has seen) is over.
    expect(answers.slice(0, 4)).toEqual([1, 1, 2, 2])
    expect(answers.slice(-3).every((n) => n > 10)).toBe(true)
    await settle()
    expect(await shared.store.get('rl:api:198.51.100.2:7')).toBe('14')
    shared.close()
  })

  it('after a pause a node knows what the other counted', async () => {
    const shared = countingStore()
    const [a, b] = [node(shared.store, 100), node(shared.store, 100)]
    for (let i = 0; i < 30; i++) a('198.51.100.3', 3)
    await settle()
    // b learns the total from its first exchange with the store.
    b('198.51.100.3', 3)
    await settle()
    expect(await b('198.51.100.3', 3)).toBe(32)
    shared.close()
  })

  it('keeps clients and minutes apart', async () => {
    const shared = countingStore()
    const count = node(shared.store, 100)
    count('198.51.100.4', 5)
    count('198.51.100.4', 5)
    expect(count('198.51.100.5', 5)).toBe(1)
    expect(count('198.51.100.4', 6)).toBe(1)
    shared.close()
  })

  it('while the store is down, the limit holds on the node', async () => {
    const errors: unknown[] = []
    const count = node(down, 5, (err) => errors.push(err))
    const answers: number[] = []
    for (let i = 0; i < 8; i++) answers.push(await count('198.51.100.6', 9))
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(errors.length).toBeGreaterThan(0)
  })
})
