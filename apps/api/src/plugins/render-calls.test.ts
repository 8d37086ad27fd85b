import { ErrorCodes } from '@silk/contracts/errors'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../shared/envelope.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { RENDER_CALL_HEADER } from './render-calls.ts'
import { injectTransport } from './web-transport.ts'

/** A probe that says which address it was asked from. */
async function probe(app: FastifyInstance) {
  app.get('/buyer/probe/who', async (request) => ok({ ip: request.ctx().ip }))
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', env: { RATE_LIMIT_PER_MINUTE: '5' }, extraRoutes: [probe] })
})
afterAll(() => t.close())

/** The codes of seven calls made straight to the API from `remoteAddress` (the limit is five). */
async function directCodes(remoteAddress: string, headers: Record<string, string> = {}) {
  const codes: number[] = []
  for (let i = 0; i < 7; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/buyer/probe/who', remoteAddress, headers })
    codes.push((JSON.parse(res.body) as { code: number }).code)
  }
  return codes
}

describe("a page render's own API calls", () => {
  it('come from the visitor, and are not counted against the API limit (the page was)', async () => {
    const transport = injectTransport(t.app)
    const answers = []
    for (let i = 0; i < 12; i++)
      answers.push(await transport({ method: 'GET', path: '/buyer/probe/who' }, { ip: '203.0.113.7' }))
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200))
    expect(answers[11]?.body).toMatchObject({ result: { ip: '203.0.113.7' } })
  })

  it('leave the limit of everyone else as it was', async () => {
    const codes = await directCodes('198.51.100.1')
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(200))
    expect(codes.slice(5)).toEqual([ErrorCodes.LIMIT_ERROR.code, ErrorCodes.LIMIT_ERROR.code])
  })

  it('cannot be claimed from outside: a caller that sends the header without the secret is counted', async () => {
    const codes = await directCodes('198.51.100.2', { [RENDER_CALL_HEADER]: 'guessed' })
    expect(codes.slice(5)).toEqual([ErrorCodes.LIMIT_ERROR.code, ErrorCodes.LIMIT_ERROR.code])
  })
})
