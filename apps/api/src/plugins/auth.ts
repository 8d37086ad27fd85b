import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BizError } from '../shared/errors.ts'
import type { AuthMember } from './context.ts'

/** Turns an `accessToken` header into a member, or null when it is not a live token. */
export type TokenVerifier = (token: string, request: FastifyRequest) => Promise<AuthMember | null>

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in member. */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>
    setTokenVerifier(verifier: TokenVerifier): void
  }
  interface FastifyRequest {
    /** True when an access token was sent but is expired, revoked or forged. */
    tokenRejected: boolean
  }
}

/**
 * The `accessToken` header seam (reference §4.1). On every request a sent token is checked by the
 * verifier the accounts module installs; public routes ignore a bad token, protected routes answer
 * HTTP 401 so the client runs its single refresh (spec §4).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  let verify: TokenVerifier = async () => null
  app.decorate('setTokenVerifier', (verifier: TokenVerifier) => {
    verify = verifier
  })
  app.decorateRequest('tokenRejected', false)

  // Callback style: a request without a token (most public traffic) costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.accesstoken
    const token = typeof header === 'string' ? header.trim() : ''
    if (!token || token === 'undefined' || token === 'null') return done()
    verify(token, request).then((member) => {
      request.member = member
      request.tokenRejected = member === null
      done()
    }, done)
  })

  const requireMember = async (request: FastifyRequest) => {
    if (request.member) return
    throw new BizError(request.tokenRejected ? 'USER_AUTH_EXPIRED' : 'USER_NOT_LOGIN', { status: 401 })
  }
  app.decorate('requireMember', requireMember)

  // Routes name `requireMember` as a preHandler; it runs as the route's first onRequest hook instead,
  // so a caller without a token hears 401 before any complaint about its parameters (and its body is
  // never parsed), and the OpenAPI document marks the operation as needing the token.
  app.addHook('onRoute', (route) => {
    const before = [route.onRequest ?? []].flat()
    const handlers = [route.preHandler ?? []].flat()
    if (handlers.includes(requireMember)) {
      const rest = handlers.filter((h) => h !== requireMember)
      route.preHandler = rest.length ? rest : undefined
      route.onRequest = [requireMember, ...before]
    } else if (!before.includes(requireMember)) return
    if (route.schema) route.schema.security ??= [{ accessToken: [] }]
  })
})
