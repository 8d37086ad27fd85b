import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createMember } from '../testing/accounts.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { logRedaction, redactUrl } from './log-redaction.ts'
import { RENDER_CALL_HEADER, RENDER_CALL_HEADERS } from './render-calls.ts'

let t: TestApp
let logged = ''
let app: Awaited<ReturnType<typeof buildApp>>
beforeAll(async () => {
  t = await createTestApp()
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString()
      done()
    },
  })
  // A node logging requests the way production does.
  app = await buildApp({
    config: t.config,
    database: t.database,
    store: t.store,
    logger: { level: 'info', ...logRedaction, stream },
  })
})
afterAll(async () => {
  await app.close()
  await t.close()
})

describe('request logs', () => {
  it('never hold a refresh token from the path nor a token from the query', async () => {
    const { refreshToken, accessToken } = await createMember(t)
    const refreshed = await app.inject({
      method: 'GET',
      url: `/buyer/passport/member/refresh/${refreshToken}`,
    })
    expect(refreshed.json().success).toBe(true)
    await app.inject({ method: 'GET', url: `/buyer/passport/member/refresh/${refreshToken}?x=1` })
    await app.inject({ method: 'GET', url: `/buyer/members/wallet?accessToken=${accessToken}&a=b` })
    expect(logged).toContain('/buyer/passport/member/refresh/[redacted]')
    expect(logged).toContain('accessToken=[redacted]&a=b')
    for (const token of [refreshToken, accessToken, refreshed.json().result.refreshToken])
      expect(logged).not.toContain(token)
    expect(logged).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
  })

  it("never hold the secret a render's own API calls carry", () => {
    const secret = RENDER_CALL_HEADERS[RENDER_CALL_HEADER] as string
    app.log.warn({ headers: { ...RENDER_CALL_HEADERS, accept: 'text/html' } }, 'headers logged')
    expect(logged).toContain('headers logged')
    expect(logged).not.toContain(secret)
  })

  it('keep the rest of the URL readable', () => {
    expect(redactUrl('/buyer/goods/goods/es?keyword=茶具&pageNumber=1')).toBe(
      '/buyer/goods/goods/es?keyword=茶具&pageNumber=1',
    )
  })
})
