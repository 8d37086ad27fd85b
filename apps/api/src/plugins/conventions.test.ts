import { randomInt } from 'node:crypto'
import { envelope } from '@silk/contracts/envelope'
import { ErrorCodes } from '@silk/contracts/errors'
import { PageQuery, page } from '@silk/contracts/paging'
import { listParam } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clientKey } from '../shared/client-key.ts'
import { ok } from '../shared/envelope.ts'
import { BizError } from '../shared/errors.ts'
import { toPage } from '../shared/paging.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

/** Probe routes exercising the conventions every real route relies on. */
async function probeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.route({
    method: ['GET', 'POST', 'PUT'],
    url: '/buyer/probe/params',
    schema: {
      querystring: z.object({ skuIds: listParam(z.string()), num: z.coerce.number().int().min(1).max(99) }),
      response: { 200: envelope(z.object({ skuIds: z.array(z.string()), num: z.number() })) },
    },
    handler: async (request) => ok(request.query),
  })
  r.get(
    '/buyer/probe/page',
    { schema: { querystring: PageQuery, response: { 200: envelope(page(z.number())) } } },
    async (request) => ok(toPage([1, 2, 3], 57, request.query)),
  )
  r.get('/buyer/probe/biz', async () => {
    throw new BizError('GOODS_NOT_EXIST')
  })
  r.get('/buyer/probe/crash', async () => {
    throw new Error('secret internals: password=hunter2')
  })
  r.get('/buyer/probe/member', { preHandler: app.requireMember }, async () => ok(null))
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', extraRoutes: [probeRoutes] })
})
afterAll(() => t.close())

describe('parameter binding (query or form, repeated or comma arrays)', () => {
  it('reads repeated keys and comma lists from the query string', async () => {
    const res = await t.app.inject('/buyer/probe/params?skuIds=1&skuIds=2,3&num=2')
    expect(res.json().result).toEqual({ skuIds: ['1', '2', '3'], num: 2 })
  })

  it('reads the same parameters from a form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/probe/params',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'skuIds=7&skuIds=8&num=5',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toEqual({ skuIds: ['7', '8'], num: 5 })
  })

  it('rejects a bad parameter with 400/4002 naming the field', async () => {
    const res = await t.app.inject('/buyer/probe/params?skuIds=1&num=500')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code, result: null })
    expect(res.json().message).toContain('num')
  })

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/buyer/probe/params',
      headers: { 'content-type': 'application/json' },
      payload: '{"skuIds": [',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })
})

describe('paging', () => {
  it('renders records,total,size,current,pages and caps pageSize at 100', async () => {
    const res = await t.app.inject('/buyer/probe/page?pageNumber=2&pageSize=10')
    expect(res.json().result).toEqual({ records: [1, 2, 3], total: 57, size: 10, current: 2, pages: 6 })
    const capped = await t.app.inject('/buyer/probe/page?pageNumber=0&pageSize=1000')
    expect(capped.json().result).toMatchObject({ size: 100, current: 1, pages: 1 })
    const junk = await t.app.inject('/buyer/probe/page?pageNumber=x&pageSize=-3')
    expect(junk.json().result).toMatchObject({ size: 10, current: 1 })
  })
})

describe('errors', () => {
  it('renders a business error with its code and Chinese message as HTTP 400', async () => {
    const res = await t.app.inject('/buyer/probe/biz')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: ErrorCodes.GOODS_NOT_EXIST.code,
      message: '商品已下架',
      result: null,
    })
  })

  it('hides internals of unexpected errors', async () => {
    const res = await t.app.inject('/buyer/probe/crash')
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('hunter2')
    // The envelope's code says what the status says: the server's fault, not the client's (issue 59).
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '服务器繁忙，请稍后重试' })
  })

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.app.inject('/buyer/nothing/here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 404 })
  })

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/probe/params',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `skuIds=${'1'.repeat(1_100_000)}&num=1`,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: 413 })
  })

  it('protected routes answer 401 with 20003 without a token and 20004 with a bad one', async () => {
    const none = await t.app.inject('/buyer/probe/member')
    expect([none.statusCode, none.json().code]).toEqual([401, ErrorCodes.USER_NOT_LOGIN.code])
    const bad = await t.app.inject({
      url: '/buyer/probe/member',
      headers: { accessToken: 'forged.token.value' },
    })
    expect([bad.statusCode, bad.json().code]).toEqual([401, ErrorCodes.USER_AUTH_EXPIRED.code])
  })
})

describe('transport', () => {
  it('sets security headers and a request id, echoing a sane incoming one', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-12345678' } })
    expect(res.headers['x-request-id']).toBe('req-12345678')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const api = await t.app.inject({ url: '/common/common/site' })
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'")
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    expect(api.headers['x-ratelimit-remaining']).toBeUndefined()
    // Referrer-Policy is a document's: pages carry it, JSON answers do not.
    expect(api.headers['referrer-policy']).toBeUndefined()
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const generated = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('reports readiness with the database kind', async () => {
    const res = await t.app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ready' })
  })

  it('serves OpenAPI 3 generated from the zod schemas', async () => {
    const spec = (await t.app.inject('/docs/json')).json()
    expect(spec.openapi).toMatch(/^3\./)
    expect(Object.keys(spec.paths)).toContain('/common/common/site')
    expect(spec.paths['/common/common/region/item/{id}'].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
    })
  })
})

describe('rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ seed: 'reference', env: { RATE_LIMIT_PER_MINUTE: '3' } })
  })
  afterAll(() => limited.close())

  // Windows are clock minutes: a test must not straddle one.
  const awayFromMinuteEdge = async () => {
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
  }

  it('limits API calls per IP and answers 429 with code 1003', async () => {
    await awayFromMinuteEdge()
    // A client address of its own: with Redis the counters are shared by every test file.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    const call = () => limited.app.inject({ url: '/common/common/site', remoteAddress })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await call()).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const last = await call()
    expect(last.json()).toMatchObject({
      success: false,
      code: ErrorCodes.LIMIT_ERROR.code,
      message: '访问过于频繁，请稍后再试',
    })
    const wait = Number(last.headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    // Another client is not affected, and neither are this client's non-API requests.
    expect(
      (await limited.app.inject({ url: '/common/common/site', remoteAddress: '10.255.255.254' })).statusCode,
    ).toBe(200)
    expect((await limited.app.inject({ url: '/healthz', remoteAddress })).statusCode).toBe(200)
  })

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as IPv4', async () => {
    await awayFromMinuteEdge()
    const net = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`
    const codes: number[] = []
    for (const host of ['1', '2', 'abcd:1:2:3', '9']) {
      const remoteAddress = `${net}:${host.includes(':') ? host : `0:0:0:${host}`}`
      codes.push((await limited.app.inject({ url: '/common/common/site', remoteAddress })).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})
