import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BizError } from '../shared/errors.ts'

/**
 * Bodies sized to who may send them (issue 59). A route that anyone may call takes what a form of a
 * few fields takes; a member's route a little more; the consoles (goods with their pictures and
 * descriptions, settings) keep BODY_LIMIT_BYTES. A route that declares `bodyLimit` keeps its own. The
 * token is checked before the body is read (plugins/auth.ts), so an anonymous caller can make a
 * node read at most PUBLIC_BODY_BYTES.
 */
export const PUBLIC_BODY_BYTES = 32 * 1024
export const MEMBER_BODY_BYTES = 64 * 1024

/**
 * A JSON body with more values than this, or nested deeper than MAX_DEPTH, is refused before it is
 * parsed: the scan is one pass over the characters, where parsing, checking and validating a large
 * array held the node's only thread for up to a second.
 */
export const MAX_JSON_VALUES = 10_000
const MAX_DEPTH = 32

const REFUSALS = {
  depth: { detail: '嵌套过深', detailEn: 'nested too deeply' },
  values: { detail: '数据项过多', detailEn: 'too many items' },
}

/** Why a JSON text is too big in shape to parse, or null. Strings are skipped (their commas count not). */
export function jsonShapeRefusal(text: string): keyof typeof REFUSALS | null {
  let depth = 0
  let values = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: the next character is escaped
      else if (c === 34) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > MAX_DEPTH) return 'depth'
      values++
    } else if (c === 93 || c === 125) depth--
    else if (c === 44 && ++values > MAX_JSON_VALUES) return 'values'
  }
  return null
}

export const bodyLimitsPlugin = fp(async (app: FastifyInstance, opts: { consoleBytes: number }) => {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return
    const audience = (route.config as { audience?: string } | undefined)?.audience
    const member = [route.onRequest ?? []].flat().includes(app.requireMember)
    if (audience === 'STORE' || audience === 'MANAGER') route.bodyLimit = opts.consoleBytes
    else if (member || audience === 'MEMBER') route.bodyLimit = Math.min(MEMBER_BODY_BYTES, opts.consoleBytes)
    else route.bodyLimit = Math.min(PUBLIC_BODY_BYTES, opts.consoleBytes)
  })

  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refused = jsonShapeRefusal(body as string)
    if (refused) return done(new BizError('PARAMS_ERROR', REFUSALS[refused]), undefined)
    parseJson(request, body as string, done)
  })
})
