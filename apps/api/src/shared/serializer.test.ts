import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fastSerializerCompiler } from './serializer.ts'

const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as unknown as Parameters<
    ReturnType<typeof fastSerializerCompiler>
  >[0]

const Member = z.object({ id: z.string(), nickName: z.string().nullable(), point: z.number().int() })

describe('fastSerializerCompiler', () => {
  it('writes only the declared fields', () => {
    const serialize = fastSerializerCompiler({ verify: false })(route(Member))
    const row = { id: '1', nickName: null, point: 3, password: 'scrypt$hash' }
    expect(JSON.parse(serialize(row))).toEqual({ id: '1', nickName: null, point: 3 })
  })

  it('under verify, a response the contract refuses fails instead of being coerced', () => {
    const serialize = fastSerializerCompiler({ verify: true })(route(Member))
    expect(() => serialize({ id: 1, nickName: null, point: 3 })).toThrow()
    expect(() => serialize({ id: '1', nickName: null, point: 2.5 })).toThrow()
    expect(serialize({ id: '1', nickName: '茶', point: 2 })).toBe('{"id":"1","nickName":"茶","point":2}')
  })

  it('handles recursive schemas (the category tree) and falls back to zod for what JSON Schema cannot say', () => {
    type Node = { id: string; children: Node[] }
    const Tree: z.ZodType<Node> = z.object({
      id: z.string(),
      get children() {
        return z.array(Tree)
      },
    })
    const tree = { id: '1', children: [{ id: '11', children: [] }] }
    expect(JSON.parse(fastSerializerCompiler({ verify: true })(route(Tree))(tree))).toEqual(tree)
    const Dated = z.object({ at: z.date() })
    const at = new Date('2026-11-23T00:00:00Z')
    expect(fastSerializerCompiler({ verify: false })(route(Dated))({ at })).toBe(JSON.stringify({ at }))
  })

  it('compiles a route on its first answer, once', () => {
    let reads = 0
    const Lazy = z.object({
      get id() {
        reads++
        return z.string()
      },
    })
    const serialize = fastSerializerCompiler({ verify: false })(route(Lazy))
    expect(reads).toBe(0)
    expect(serialize({ id: '1' })).toBe('{"id":"1"}')
    const afterFirst = reads
    expect(afterFirst).toBeGreaterThan(0)
    expect(serialize({ id: '2' })).toBe('{"id":"2"}')
    expect(reads).toBe(afterFirst)
  })
})
