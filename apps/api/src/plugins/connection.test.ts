import { connect } from 'node:net'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp({
    env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', PAGE_RATE_LIMIT_PER_MINUTE: '3' },
    extraRoutes: [
      async (app) => {
        app.get('/country/probe', async () => 'page')
        app.get('/assets/probe.js', async () => 'asset')
      },
    ],
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})
afterAll(() => t.close())

/** Writes `chunks` to a raw socket (one every `everyMs`) and resolves with all it read, and when. */
function raw(chunks: string[], everyMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('data', (d) => {
      text += d.toString()
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ text, ms: Date.now() - started })
    })
    socket.on('connect', () => {
      let i = 0
      const next = () => {
        if (i < chunks.length && socket.writable) socket.write(chunks[i++])
      }
      next()
      if (everyMs) timer = setInterval(next, everyMs)
      else while (i < chunks.length) next()
    })
    setTimeout(() => reject(new Error(`still open: ${text}`)), 15_000).unref()
  })
}

const envelopeOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))

describe('connections', () => {
  it('answers headers too large with the envelope', async () => {
    const { text } = await raw([
      `GET /buyer/goods/goods/es HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ])
    expect(text).toMatch(/^HTTP\/1.1 431 /)
    expect(envelopeOf(text)).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })

  it('closes a connection whose body drips in, with 408, after the request timeout', async () => {
    const head =
      'POST /buyer/passport/member/userLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n'
    const { text, ms } = await raw([head, ...Array(100).fill('a')], 100)
    expect(text).toMatch(/^HTTP\/1.1 408 /)
    expect(envelopeOf(text)).toMatchObject({ success: false, code: ErrorCodes.REQUEST_TIMEOUT.code })
    expect(ErrorCodes.REQUEST_TIMEOUT.code).toBe(408)
    expect(ms).toBeLessThan(6000)
  })

  it('closes a connection whose headers drip in', async () => {
    const { text, ms } = await raw(['GET / HTTP/1.1\r\n', ...Array(100).fill('X-A: b\r\n')], 100)
    expect(text).toMatch(/^HTTP\/1.1 408 /)
    expect(ms).toBeLessThan(6000)
  })
})

describe('rendered pages', () => {
  it('are rate limited per client; static files are not', async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/country/probe', remoteAddress: '198.51.100.9' })
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await page()).statusCode)
    expect(codes).toEqual([200, 200, 200, 429, 429])
    expect((await page()).json()).toMatchObject({ code: ErrorCodes.LIMIT_ERROR.code })
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/probe.js',
      remoteAddress: '198.51.100.9',
    })
    expect(asset.statusCode).toBe(200)
  })
})
