import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/silk-test-data' }

describe('TRUST_PROXY', () => {
  it("takes the balancers' addresses, and refuses true or a hop count (either believes a client)", () => {
    expect(loadConfig(env).TRUST_PROXY).toBe(false)
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,uniquelocal' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'uniquelocal',
    ])
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/)
    expect(() => loadConfig({ ...env, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: 1 would believe/)
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'lb.internal' })).toThrow(/TRUST_PROXY/)
  })
})

const randomIp = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 250) + 1).join('.')

/** What the load balancer (10.0.0.2) forwards: the client's own header, then the address it saw. */
const throughBalancer = (app: TestApp['app'], client: string) =>
  app.inject({
    method: 'GET',
    url: '/buyer/other/article/articleCategory/list',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': `${randomIp()}, ${randomIp()}, ${client}` },
  })

describe('behind one load balancer (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '5' } })
  })
  afterAll(() => t.close())

  it('a client rotating spoofed X-Forwarded-For entries still meets its limit', async () => {
    const client = randomIp()
    const codes = []
    for (let i = 0; i < 8; i++) codes.push((await throughBalancer(t.app, client)).json().code)
    expect(codes.slice(5)).toEqual(Array(3).fill(ErrorCodes.LIMIT_ERROR.code))
    // Another client behind the same balancer is counted on its own.
    expect((await throughBalancer(t.app, randomIp())).json().code).not.toBe(ErrorCodes.LIMIT_ERROR.code)
  })

  // Two nodes count together only through Redis.
  it.runIf(!!process.env.TEST_REDIS_URL)('two nodes share the count whatever the client spoofs', async () => {
    const other = await buildApp({ config: t.config, database: t.database, store: t.store, logger: false })
    try {
      const client = randomIp()
      const codes = []
      for (let i = 0; i < 8; i++)
        codes.push((await throughBalancer(i % 2 ? other : t.app, client)).json().code)
      expect(codes.slice(5)).toEqual(Array(3).fill(ErrorCodes.LIMIT_ERROR.code))
    } finally {
      await other.close()
    }
  })
})
