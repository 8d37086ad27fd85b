import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createMember, md5 } from '../testing/accounts.ts'
import { makeAdmin } from '../testing/admin.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { makeSeller, makeStore } from '../testing/trade.ts'
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

  it('never hold a password digest, code, ticket or account number sent in the query', async () => {
    const { headers } = await createMember(t)
    const secrets = {
      password: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      newPassword: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      code: '904417',
      ticket: 'tkt-5be1c0d7a9',
      connectNumber: '6222020200112233445',
      bankAccountNum: '6217000010001234567',
    }
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
    const calls: [string, string, Record<string, string>][] = [
      [
        'PUT',
        '/store/passport/login/modifyPass',
        { password: secrets.password, newPassword: secrets.newPassword },
      ],
      [
        'PUT',
        '/manager/passport/user/editPassword',
        { password: secrets.password, newPassword: secrets.newPassword },
      ],
      ['POST', '/manager/passport/user/login', { username: 'admin', password: secrets.password }],
      ['POST', '/manager/passport/user/login/totp', { ticket: secrets.ticket, code: secrets.code }],
      ['POST', '/buyer/passport/member/smsLogin', { mobile: '13800138000', code: secrets.code }],
      ['POST', '/buyer/passport/member/wallet/set-password', { password: secrets.password }],
      [
        'POST',
        '/buyer/wallet/wallet/withdrawal',
        { price: '1', type: 'BANK', connectNumber: secrets.connectNumber },
      ],
      ['PUT', '/store/settings/storeSettlement', { settlementBankAccountNum: secrets.bankAccountNum }],
    ]
    for (const [method, path, params] of calls) {
      const before = logged.length
      await app.inject({ method: method as 'PUT', url: `${path}?${q(params)}&pageSize=3`, headers })
      const line = logged.slice(before)
      expect(line).toContain(path)
      expect(line).toContain('pageSize=3')
      for (const value of Object.values(secrets)) expect(line).not.toContain(value)
      for (const name of Object.keys(params).filter(
        (k) => k !== 'username' && k !== 'mobile' && k !== 'price' && k !== 'type',
      ))
        expect(line).toContain(`${name}=[redacted]`)
    }
  })

  it("take the consoles' password forms as bodies, which never reach the log", async () => {
    const form = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })
    const seller = await createMember(t)
    await makeSeller(t, seller, (await makeStore(t)).id)
    const admin = await makeAdmin(t, { superUser: true })
    const changes = [
      ['/store/passport/login/modifyPass', seller.headers, md5('Passw0rd!'), md5('Passw0rd!x9')],
      [
        '/manager/passport/user/editPassword',
        { accessToken: admin.accessToken },
        md5('Admin#2026'),
        md5('Admin#2026x9'),
      ],
    ] as const
    for (const [url, headers, password, newPassword] of changes) {
      const before = logged.length
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, ...form({ password, newPassword }).headers },
        payload: form({ password, newPassword }).payload,
      })
      expect(res.json()).toMatchObject({ success: true })
      const line = logged.slice(before)
      expect(line).toContain(url)
      expect(line).not.toContain(password)
      expect(line).not.toContain(newPassword)
    }
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
