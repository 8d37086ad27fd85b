import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * API calls a page render of this process makes through `inject` carry this header with a secret
 * drawn at start, which nothing outside the process can know. They are not counted against the API
 * rate limit: all of them would otherwise count for 127.0.0.1, the address `inject` gives, so past
 * RATE_LIMIT_PER_MINUTE calls a minute from every visitor together, each render's data calls were
 * refused and pages rendered empty. The page itself is counted per visitor (PAGE_RATE_LIMIT_PER_MINUTE).
 */
export const RENDER_CALL_HEADER = 'x-silk-render'
const secret = randomBytes(18).toString('base64url')

const fillSecret = randomBytes(18).toString('base64url')

/** The header a render's own calls carry (spread into each call's headers). */
export const RENDER_CALL_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  [RENDER_CALL_HEADER]: secret,
})

/**
 * The header of a render's call for an answer every render will share (web-transport.ts): asked for
 * nobody, so what a route does for its caller (`SharedWithEffect`) is left to each render's transport.
 */
export const SHARED_FILL_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  [RENDER_CALL_HEADER]: fillSecret,
})

export const isRenderCall = (request: FastifyRequest): boolean => {
  const value = request.headers[RENDER_CALL_HEADER]
  return value === secret || value === fillSecret
}

export const isSharedFill = (request: FastifyRequest): boolean =>
  request.headers[RENDER_CALL_HEADER] === fillSecret
