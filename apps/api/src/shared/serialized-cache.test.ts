import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resultOf, sendOkJson } from './serialized-cache.ts'

afterEach(() => void vi.useRealTimers())

describe('a result put together from its parts (decision 022, session 39)', () => {
  it('is the parts joined, answered in the ok envelope of the second it is sent in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_795_000_000_250)
    const parts = ['{"records":[', '{"goodsName":"青花瓷"}', ',', '{"goodsName":"紫砂壶"}', '],"total":2}']
    const result = resultOf(parts.map((part) => Buffer.from(part)))
    expect(result.toString()).toBe(parts.join(''))

    const app = Fastify()
    app.get('/page', (_request, reply) => sendOkJson(reply, result))
    const first = await app.inject('/page')
    expect(first.json()).toEqual({
      success: true,
      message: 'success',
      code: 200,
      timestamp: 1_795_000_000_250,
      result: { records: [{ goodsName: '青花瓷' }, { goodsName: '紫砂壶' }], total: 2 },
    })
    // Kept and asked again later (a cached page): the same result in a new envelope.
    vi.setSystemTime(1_795_000_003_100)
    const later = await app.inject('/page')
    expect(later.json()).toEqual({ ...first.json(), timestamp: 1_795_000_003_100 })
    expect(Number(later.headers['content-length'])).toBe(later.rawPayload.length)
    await app.close()
  })
})
