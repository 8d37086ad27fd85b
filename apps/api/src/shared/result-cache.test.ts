import { describe, expect, it } from 'vitest'
import { resultCache } from './result-cache.ts'

const bytes = (n: number, fill = 0x61) => Buffer.alloc(n, fill)

describe('resultCache', () => {
  it('keeps results within its byte budget, the least recently used leaving first', async () => {
    // Each result counts twice its size (its bytes and the envelope they are answered in).
    const cache = resultCache(60, 10_000)
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, bytes(2_000))
    expect(cache.peek('a')).toBeUndefined()
    expect(['b', 'c', 'd'].map((key) => cache.peek(key)?.length)).toEqual([undefined, 2_000, 2_000])
  })

  it('answers a result too large to keep without keeping it, and shares one load between callers', async () => {
    const cache = resultCache(60, 10_000)
    let loads = 0
    const load = async () => {
      loads++
      return bytes(6_000)
    }
    const [first, second] = await Promise.all([cache.get('big', load), cache.get('big', load)])
    expect([first.length, second.length, loads]).toEqual([6_000, 6_000, 1])
    expect(cache.peek('big')).toBeUndefined()
  })

  it('keeps nothing when its time to live is 0', async () => {
    const cache = resultCache(0)
    cache.set('a', bytes(10))
    expect(cache.peek('a')).toBeUndefined()
    expect((await cache.get('a', async () => bytes(3))).length).toBe(3)
  })
})
