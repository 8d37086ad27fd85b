import { memberWallets } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createMember } from '../testing/accounts.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('what a production node exposes', () => {
  it('has /docs off by default in production, embedded or not', () => {
    const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/silk-test-data', SMS_OUTBOX_ALLOWED: 'true' }
    const deployed = { ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/silk' }
    expect(loadConfig(deployed).DOCS_ENABLED).toBe(false)
    expect(loadConfig({ ...deployed, DOCS_ENABLED: 'true' }).DOCS_ENABLED).toBe(true)
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).DOCS_ENABLED).toBe(false)
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).DOCS_ENABLED).toBe(true)
  })

  it('keeps /docs off unless DOCS_ENABLED turns it on', async () => {
    const production = await buildApp({
      config: { ...t.config, production: true, DOCS_ENABLED: false },
      database: t.database,
      store: t.store,
      logger: false,
    })
    try {
      for (const url of ['/docs', '/docs/json']) {
        const res = await production.inject(url)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ success: false })
      }
    } finally {
      await production.close()
    }
    expect((await t.app.inject('/docs/json')).statusCode).toBe(200)
  })

  it('marks every operation that needs a token with security in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>
    }
    // Every /store/** and /manager/** operation a caller without a token hears 401 from.
    let guarded = 0
    const missing: string[] = []
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!/^\/(store|manager)\//.test(path)) continue
      for (const [method, op] of Object.entries(ops)) {
        const probe = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
        })
        const needsToken = probe.statusCode === 401
        if (needsToken && !op.security?.length) missing.push(`${method.toUpperCase()} ${path}`)
        if (needsToken) guarded++
      }
    }
    expect(missing).toEqual([])
    expect(guarded).toBeGreaterThan(200)
  })
})

describe('reading the wallet', () => {
  it('writes nothing', async () => {
    const { headers, member } = await createMember(t)
    const res = await t.app.inject({ url: '/buyer/wallet/wallet', headers })
    expect(res.json().result).toEqual({
      memberWallet: 0,
      memberFrozenWallet: 0,
      recharge: { minPrice: 1, maxPrice: 10000 },
    })
    const rows = await t.database.db.select().from(memberWallets).where(eq(memberWallets.memberId, member.id))
    expect(rows).toHaveLength(0)
  })
})
