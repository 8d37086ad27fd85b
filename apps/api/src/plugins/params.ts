import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BizError } from '../shared/errors.ts'

/** Deeper than any request of the contract; deeper input is refused before anything recurses on it. */
const MAX_DEPTH = 32

/** Parsed JSON, forms and query strings (whose objects have odd prototypes), not buffers or streams. */
const isPlain = (v: object) => !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== 'function'

/** No input at all: nothing, or an object without keys (a query string that was empty). */
export function isEmptyInput(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value !== 'object') return false
  for (const _ in value) return false
  return true
}

/**
 * Why `value` cannot be taken as input, or null: a NUL character (PostgreSQL cannot store it in
 * text) or nesting deeper than MAX_DEPTH. Iterative, so hostile nesting cannot overflow the stack.
 */
export function unacceptableInput(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number]
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return '不能包含空字符'
    } else if (v && typeof v === 'object' && isPlain(v)) {
      if (depth >= MAX_DEPTH) return '嵌套过深'
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return '不能包含空字符'
        stack.push([child, depth + 1])
      }
    }
  }
  return null
}

import { z } from 'zod'

/**
 * The optional parameters of a route's querystring schema, worked out once per schema: a parameter is
 * optional when its schema accepts `undefined`.
 */
const optionalKeys = new WeakMap<object, Set<string>>()
function optionalOf(schema: unknown): Set<string> | null {
  if (!(schema instanceof z.ZodObject)) return null
  let keys = optionalKeys.get(schema)
  if (!keys) {
    keys = new Set(
      Object.entries(schema.shape as Record<string, z.ZodType>)
        .filter(([, field]) => field.safeParse(undefined).success)
        .map(([key]) => key),
    )
    optionalKeys.set(schema, keys)
  }
  return keys
}

/**
 * Upstream (Spring) binds an empty value of an optional parameter as if it were absent: clients send
 * `categoryId=` or `face=` for fields left blank. Such values are dropped before validation, for
 * every route, so only a parameter the route requires can be refused for being empty.
 */
function dropEmptyOptionals(request: FastifyRequest, query: Record<string, unknown>) {
  const optional = optionalOf(request.routeOptions.schema?.querystring)
  if (!optional) return query
  let out = query
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' || !optional.has(key)) continue
    if (out === query) out = { ...query }
    delete out[key]
  }
  return out
}

/**
 * Upstream binds parameters from the query string or a form body interchangeably (reference §1.1).
 * Form fields are merged into `request.query` before validation, so every route declares its
 * parameters once, as `querystring`. Repeated keys stay arrays; JSON bodies are left alone.
 */
export const paramsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    // Most calls carry nothing (a GET without a query string): nothing to check, merge or drop.
    if (isEmptyInput(request.query) && isEmptyInput(request.params) && isEmptyInput(request.body))
      return done()
    const refused =
      unacceptableInput(request.query) ?? unacceptableInput(request.params) ?? unacceptableInput(request.body)
    if (refused) return done(new BizError('PARAMS_ERROR', { detail: refused }))
    let query = request.query as Record<string, unknown>
    const type = request.headers['content-type'] ?? ''
    const body = request.body as Record<string, unknown> | undefined
    const form =
      type.startsWith('application/x-www-form-urlencoded') ||
      // fields of a multipart form, read by the multipart-fields plugin
      (type.toLowerCase().startsWith('multipart/form-data') && !Buffer.isBuffer(body))
    if (form && body && typeof body === 'object') {
      query = { ...query }
      for (const [key, value] of Object.entries(body)) {
        const existing = query[key]
        if (existing === undefined) query[key] = value
        else query[key] = ([] as unknown[]).concat(existing, value)
      }
    }
    request.query = dropEmptyOptionals(request, query)
    done()
  })
})

/**
 * Some calls arrive as a JSON body, a form or a query string (reference §1.1, spec §7). A JSON object
 * body is merged into the query before validation (`preValidation`), so each route declares its
 * parameters once (`querystring`), like the form bodies above.
 */
export async function jsonIntoQuery(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? ''
  const body = request.body
  if (!type.startsWith('application/json') || !body || typeof body !== 'object' || Array.isArray(body)) return
  request.query = { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) }
}
