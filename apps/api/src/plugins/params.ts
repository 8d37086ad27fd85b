import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BizError } from '../shared/errors.ts'

/** Deeper than any request of the contract; deeper input is refused before anything recurses on it. */
const MAX_DEPTH = 32

/**
 * Why `value` cannot be taken as input, or null: a NUL character (PostgreSQL cannot store it in
 * text) or nesting deeper than MAX_DEPTH. Iterative, so hostile nesting cannot overflow the stack.
 */
/** Parsed JSON, forms and query strings (whose objects have odd prototypes), not buffers or streams. */
const isPlain = (v: object) => !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== 'function'

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

/**
 * Upstream binds parameters from the query string or a form body interchangeably (reference §1.1).
 * Form fields are merged into `request.query` before validation, so every route declares its
 * parameters once, as `querystring`. Repeated keys stay arrays; JSON bodies are left alone.
 */
export const paramsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const refused =
      unacceptableInput(request.query) ?? unacceptableInput(request.params) ?? unacceptableInput(request.body)
    if (refused) return done(new BizError('PARAMS_ERROR', { detail: refused }))
    const type = request.headers['content-type'] ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded')) return done()
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object') return done()
    const query = { ...(request.query as Record<string, unknown>) }
    for (const [key, value] of Object.entries(body)) {
      const existing = query[key]
      if (existing === undefined) query[key] = value
      else query[key] = ([] as unknown[]).concat(existing, value)
    }
    request.query = query
    done()
  })
})
