import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceChange } from '../shared/change-feed.ts'
import { localeOf } from '../shared/context.ts'
import { ok } from '../shared/envelope.ts'
import { BizError } from '../shared/errors.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { sameForEveryonePlugin } from './same-for-everyone.ts'
import { injectTransport } from './web-transport.ts'

let asked: { shared: number; plain: number; failing: number; effect: number }
let effects: { ip: string; query: Record<string, unknown> }[]
let release: (() => void) | null = null
let transport: ReturnType<typeof injectTransport>

/** Probe routes that count how often they are really asked, and the transport renders would use. */
async function probes(app: FastifyInstance) {
  const shared = { config: { sameForEveryone: true } }
  app.get('/buyer/probe/shared/:id', shared, async (request) => {
    asked.shared++
    if (release) await new Promise<void>((resolve) => (release = resolve))
    return ok({
      id: (request.params as { id: string }).id,
      query: request.query,
      locale: localeOf(request.headers['accept-language']),
      token: request.headers.accesstoken ?? null,
      uuid: request.headers.uuid ?? null,
      list: [1, 2, 3],
    })
  })
  app.get('/buyer/probe/failing', shared, async () => {
    asked.failing++
    throw new BizError('GOODS_NOT_EXIST')
  })
  const effect = {
    effect: (caller: { ip: string }, query: Record<string, unknown>) => effects.push({ ...caller, query }),
  }
  app.get('/buyer/probe/effect', { config: { sameForEveryone: effect } }, async (request) => {
    asked.effect++
    if ((request.query as { fail?: string }).fail) throw new BizError('GOODS_NOT_EXIST')
    return ok({ token: request.headers.accesstoken ?? null })
  })
  app.get('/buyer/probe/plain', async () => {
    asked.plain++
    return ok(asked.plain)
  })
  transport = injectTransport(app, undefined, { seconds: 60, maxChars: 100_000 })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', extraRoutes: [probes] })
})
afterAll(() => t.close())
beforeEach(() => {
  asked = { shared: 0, plain: 0, failing: 0, effect: 0 }
  effects = []
  release = null
  announceChange({ kind: 'content' })
})

type Answer = {
  result: { id: string; locale: string; token: string | null; uuid: string | null; list: number[] }
}
const get = async (path: string, headers: Record<string, string> = {}, query?: Record<string, string>) =>
  (await transport({ method: 'GET', path, query, headers })) as { status: number; body: Answer }

describe('answers the same for everyone, reused by renders', () => {
  it('asks the route once for many renders, and no render can change what the others get', async () => {
    const first = await get('/buyer/probe/shared/1', { 'accept-language': 'zh-CN' })
    expect(() => first.body.result.list.push(4)).toThrow(TypeError)
    expect(() => {
      first.body.result.id = '2'
    }).toThrow(TypeError)
    const second = await get('/buyer/probe/shared/1', { 'accept-language': 'zh-CN' })
    expect(asked.shared).toBe(1)
    expect(second).toMatchObject({ status: 200, body: { result: { id: '1', list: [1, 2, 3] } } })
  })

  it('hands out frozen answers even when nothing is kept, so a loader that changes one fails its tests', async () => {
    const uncached = injectTransport(t.app, undefined, { seconds: 0, maxChars: 0 })
    const one = (await uncached({ method: 'GET', path: '/buyer/probe/shared/1' })) as { body: Answer }
    await uncached({ method: 'GET', path: '/buyer/probe/shared/1' })
    expect(asked.shared).toBe(2)
    expect(() => one.body.result.list.push(4)).toThrow(TypeError)
    const plain = (await uncached({ method: 'GET', path: '/buyer/probe/plain' })) as {
      body: { result: number }
    }
    plain.body.result = 7
    expect(plain.body.result).toBe(7)
  })

  it('keeps languages, paths and queries apart', async () => {
    const zh = await get('/buyer/probe/shared/1', { 'accept-language': 'zh-CN' })
    const en = await get('/buyer/probe/shared/1', { 'accept-language': 'en' })
    await get('/buyer/probe/shared/2', { 'accept-language': 'en' })
    await get('/buyer/probe/shared/2', { 'accept-language': 'en' }, { page: '2' })
    expect([zh.body.result.locale, en.body.result.locale]).toEqual(['zh-CN', 'en'])
    expect(asked.shared).toBe(4)
  })

  it('asks as nobody: no member token or device id reaches the route, and a member reuses the answer', async () => {
    const member = await get('/buyer/probe/shared/1', { accessToken: 'member-token', uuid: 'device-1' })
    const visitor = await get('/buyer/probe/shared/1')
    expect(member.body.result).toMatchObject({ token: null, uuid: null })
    expect(visitor.body).toEqual(member.body)
    expect(asked.shared).toBe(1)
  })

  it('drops every kept answer when the catalogue or the content changes', async () => {
    await get('/buyer/probe/shared/1')
    announceChange({ kind: 'goods', goodsIds: ['1'] })
    await get('/buyer/probe/shared/1')
    expect(asked.shared).toBe(2)
  })

  it('uses an answer asked for while a change was announced once, and does not keep it', async () => {
    release = () => {}
    const pending = get('/buyer/probe/shared/1')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const alongside = get('/buyer/probe/shared/1')
    announceChange({ kind: 'content' })
    const finish = release as () => void
    release = null
    finish()
    expect((await pending).body.result.id).toBe('1')
    expect((await alongside).body.result.id).toBe('1')
    expect(asked.shared).toBe(1)
    await get('/buyer/probe/shared/1')
    expect(asked.shared).toBe(2)
  })

  it('keeps no failed answer, and routes not declared the same for everyone are always asked', async () => {
    const failed = await get('/buyer/probe/failing')
    await get('/buyer/probe/failing')
    expect((failed.body as unknown as { success: boolean }).success).toBe(false)
    expect(asked.failing).toBe(2)
    await get('/buyer/probe/plain')
    const plain = await get('/buyer/probe/plain')
    expect((plain.body as unknown as { result: number }).result).toBe(2)
  })
})

describe('an answer the same for everyone whose asking does something for the caller', () => {
  const render = (ip: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    transport({ method: 'GET', path: '/buyer/probe/effect', query, headers }, { ip })

  it('is asked once for anonymous renders, and its effect runs for each render with its query', async () => {
    await render('10.9.0.1', { keyword: 'a' })
    await render('10.9.0.2', { keyword: 'a' })
    expect(asked.effect).toBe(1)
    expect(effects).toEqual([
      { ip: '10.9.0.1', query: { keyword: 'a' } },
      { ip: '10.9.0.2', query: { keyword: 'a' } },
    ])
  })

  it('is asked by a member’s render as the member, with no effect from the transport', async () => {
    const member = (await render('10.9.0.3', { keyword: 'a' }, { accessToken: 'member-token' })) as {
      body: { result: { token: string } }
    }
    expect(member.body.result.token).toBe('member-token')
    expect(asked.effect).toBe(1)
    expect(effects).toEqual([])
  })

  it('runs no effect for a failed answer', async () => {
    await render('10.9.0.4', { fail: '1' })
    expect(asked.effect).toBe(1)
    expect(effects).toEqual([])
  })
})

describe('declaring a route the same for everyone', () => {
  const refusal = async (declare: (app: FastifyInstance) => void) => {
    const app = Fastify()
    await app.register(sameForEveryonePlugin)
    try {
      declare(app)
      await app.ready()
      return 'accepted'
    } catch (error) {
      return (error as Error).message
    } finally {
      await app.close()
    }
  }

  it('is refused for anything but a public GET', async () => {
    const config = { sameForEveryone: true }
    expect(await refusal((app) => app.get('/buyer/x/:id', { config }, async () => null))).toBe('accepted')
    expect(await refusal((app) => app.post('/buyer/x', { config }, async () => null))).toMatch(
      /only a public GET/,
    )
    expect(
      await refusal((app) =>
        app.get('/store/x', { config: { ...config, audience: 'STORE', permission: null } }, async () => null),
      ),
    ).toMatch(/only a public GET/)
  })

  it('matches the paths of its routes only', async () => {
    const app = Fastify()
    await app.register(sameForEveryonePlugin)
    app.get('/buyer/x/:id/y', { config: { sameForEveryone: true } }, async () => null)
    app.get('/buyer/z', { config: { sameForEveryone: true } }, async () => null)
    await app.ready()
    expect(
      ['/buyer/x/1/y', '/buyer/z', '/buyer/x/1', '/buyer/x/1/y/2', '/buyer/zz'].map(app.sameForEveryone),
    ).toEqual([true, true, undefined, undefined, undefined])
    await app.close()
  })
})

describe('a remote API (API_ORIGIN)', () => {
  it('is given up when the call’s signal ends it, instead of holding the render', async () => {
    // A remote API that accepts the call and never answers.
    const remote = Fastify()
    remote.get('/buyer/slow', () => new Promise(() => {}))
    await remote.listen({ port: 0, host: '127.0.0.1' })
    const local = Fastify()
    try {
      const address = remote.server.address() as { port: number }
      const overFetch = injectTransport(local, `http://127.0.0.1:${address.port}`)
      const started = Date.now()
      await expect(
        overFetch({ method: 'GET', path: '/buyer/slow', signal: AbortSignal.timeout(200) }),
      ).rejects.toThrow(/aborted|timeout/i)
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      await local.close()
      await remote.close()
    }
  })
})
