import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../testing/accounts.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

let t: TestApp
let signedIn: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  signedIn = (await createMember(t)).headers
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method, url, ...extra })

const PARAMS = ErrorCodes.PARAMS_ERROR.code

describe('bad input answers 4xx envelopes, never 500', () => {
  it('refuses NUL characters in the query, a path parameter and a JSON body', async () => {
    for (const res of [
      await send('GET', '/buyer/other/article?title=x%00y'),
      await send('GET', '/buyer/order/order/x%00y', { headers: signedIn }),
      await send('POST', '/buyer/trade/carts/create/trade', {
        headers: signedIn,
        payload: { way: 'CART', remark: [{ storeId: '1', remark: 'a\u0000b' }] },
      }),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: PARAMS })
    }
  })

  it('refuses deeply nested JSON before the duplicate-submit guard reads it', async () => {
    const deep = `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`
    const res = await send('POST', '/buyer/members/sign', {
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: deep,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: PARAMS })
  })

  it('refuses a malformed multipart upload', async () => {
    const res = await send('POST', '/common/common/upload/file', {
      headers: { ...signedIn, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: PARAMS })
  })

  it('answers bad percent-encoding and an over-long path parameter with the envelope', async () => {
    const bad = await send('GET', '/common/common/slider/%E4%')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: PARAMS })
    const long = await send('GET', `/buyer/order/order/${'x'.repeat(600)}`, { headers: signedIn })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ success: false, code: PARAMS })
  })
})

describe('token-only operations', () => {
  it('answer 401 without a token even when their parameters are missing too', async () => {
    for (const [method, url] of [
      ['POST', '/buyer/trade/carts/create/trade'],
      ['GET', '/buyer/trade/carts/select/receipt'],
      ['POST', '/buyer/member/evaluation'],
      ['POST', '/buyer/order/afterSale/save/1'],
      ['POST', '/buyer/order/afterSale/delivery/1'],
      ['POST', '/buyer/distribution/distribution'],
      ['POST', '/buyer/order/order/1/cancel'],
    ] as const) {
      const res = await send(method, url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.USER_NOT_LOGIN.code })
    }
  })

  it('are marked in the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> }
    const secured = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(secured).toContain('POST /buyer/trade/carts/create/trade')
    expect(secured).toContain('GET /buyer/order/order/{sn}')
    expect(secured).not.toContain('GET /buyer/goods/goods/es')
    expect(secured.length).toBeGreaterThan(90)
  })
})
