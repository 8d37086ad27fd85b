import { Writable } from 'node:stream'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { requestIds } from './request-id.ts'
import { requestLines, requestLogger } from './request-logger.ts'

function root(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  // Fastify's own root logger (pino), as the server makes it.
  return { logger: Fastify({ logger: { level, stream } }).log, lines }
}
const childOf = (logger: FastifyBaseLogger, reqId: string, options = {}) =>
  requestLogger.call(undefined as never, logger, { reqId }, options, undefined as never)

describe('a request logger', () => {
  it('binds the request id to the lines it writes at levels that are on', () => {
    const { logger, lines } = root('warn')
    const log = childOf(logger, 'req-1')
    log.info('not written')
    log.warn({ code: 7 }, 'written')
    log.child({ part: 'db' }).error('from a child')
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'written'],
      ['req-1', 'from a child'],
    ])
    expect(lines[0].code).toBe(7)
    expect(lines[1].part).toBe('db')
  })

  it('tells its level and follows a level set on it', () => {
    const { logger, lines } = root('warn')
    const log = childOf(logger, 'req-2')
    expect(log.level).toBe('warn')
    log.level = 'info'
    log.info('now written')
    expect(lines.map((l) => l.msg)).toEqual(['now written'])
    expect(logger.level).toBe('warn')
  })

  it('is pino’s own child when the route sets a level', () => {
    const { logger, lines } = root('warn')
    const log = childOf(logger, 'req-3', { level: 'debug' })
    log.debug('route level')
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['req-3', 'route level']])
  })
})

describe('Fastify’s request lines', () => {
  it('are skipped when the level would drop them, kept at info and below', () => {
    const request = {} as never
    expect(requestLines({ level: 'warn' }).isLogDisabled(request)).toBe(true)
    expect(requestLines({ level: 'error' }).isLogDisabled(request)).toBe(true)
    expect(requestLines({ level: 'info' }).isLogDisabled(request)).toBe(false)
    expect(requestLines({ level: 'debug' }).isLogDisabled(request)).toBe(false)
    expect(requestLines(true).isLogDisabled(request)).toBe(false)
  })
})

describe('request ids', () => {
  const next = requestIds()
  const request = (headers: Record<string, string> = {}) => next({ headers } as never)

  it('are shaped like UUIDs and never repeat', () => {
    const ids = Array.from({ length: 1000 }, () => request())
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('draw a new head when the count runs out', () => {
    const small = requestIds(4)
    const ids = Array.from({ length: 10 }, () => small({ headers: {} } as never))
    expect(new Set(ids).size).toBe(10)
    expect(new Set(ids.map((id) => id.slice(0, 29))).size).toBe(3)
  })

  it('differ between processes (nodes)', () => {
    expect(requestIds()({ headers: {} } as never).slice(0, 29)).not.toBe(request().slice(0, 29))
  })

  it('keep a sane id a client or proxy sent, and replace any other', () => {
    expect(request({ 'x-request-id': 'req-12345678' })).toBe('req-12345678')
    expect(request({ 'x-request-id': '<script>' })).toMatch(/^[0-9a-f-]{36}$/)
  })
})
