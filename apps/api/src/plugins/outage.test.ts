import { ErrorCodes } from '@silk/contracts/errors'
import { openDatabase } from '@silk/db/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createMemoryStore } from '../shared/store/memory-store.ts'
import { createRedisStore } from '../shared/store/redis-store.ts'
import { createMember } from '../testing/accounts.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

const UNAVAILABLE = ErrorCodes.SERVICE_UNAVAILABLE.code

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('while Redis is down', () => {
  // Nothing listens on port 1: the store is as gone as a crashed Redis.
  const store = createRedisStore('redis://127.0.0.1:1', 'silk:test:outage:')
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    app = await buildApp({
      config: { ...t.config, RATE_LIMIT_PER_MINUTE: 5 },
      database: t.database,
      store,
      logger: false,
    })
    while (store.client.status !== 'reconnecting') await new Promise((r) => setTimeout(r, 20))
  })
  afterAll(async () => {
    await app.close()
    store.client.disconnect()
  })

  it('keeps answering at once, with the rate limit counted on the node', async () => {
    // Warm the route (first use compiles its serializer) from another client, then time.
    await app.inject({ url: '/buyer/other/article?pageSize=1', remoteAddress: '192.0.2.9' })
    const started = Date.now()
    const codes = []
    for (let i = 0; i < 8; i++)
      codes.push(
        (await app.inject({ url: '/buyer/other/article?pageSize=1', remoteAddress: '192.0.2.1' })).statusCode,
      )
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('serves a signed-in member from the database', async () => {
    const { headers } = await createMember(t)
    const res = await app.inject({ url: '/buyer/passport/member', headers, remoteAddress: '192.0.2.2' })
    expect(res.json()).toMatchObject({ success: true })
  })

  it('answers 503 with the envelope where the store is needed (slider, SMS)', async () => {
    const res = await app.inject({
      url: '/common/common/slider/LOGIN',
      headers: { uuid: 'u-outage' },
      remoteAddress: '192.0.2.3',
    })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ success: false, code: UNAVAILABLE })
  })

  it('reports the node degraded, still ready', async () => {
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'up', store: 'down' })
  })
})

describe.each([
  ['over TCP', 'postgres://postgres@127.0.0.1:1/gone'],
  // A stopped server's socket file is gone: connecting fails with ENOENT, not ECONNREFUSED.
  ['over a Unix socket', `postgres://postgres@${encodeURIComponent('/tmp/silk-no-such-socket-dir')}/gone`],
])('while PostgreSQL is down (%s)', (_, url) => {
  let app: Awaited<ReturnType<typeof buildApp>>
  let database: Awaited<ReturnType<typeof openDatabase>>
  beforeAll(async () => {
    database = await openDatabase({ url, poolSize: 2 })
    app = await buildApp({ config: t.config, database, store: createMemoryStore(), logger: false })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 503 with the envelope, and readiness says unavailable', async () => {
    const res = await app.inject('/buyer/other/article?pageSize=1')
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toMatchObject({ success: false, code: UNAVAILABLE })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' })
  })
})
