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

  app.decorate('requireMember', async (request: FastifyRequest) => {
    if (request.member) return
    throw new BizError(request.tokenRejected ? 'USER_AUTH_EXPIRED' : 'USER_NOT_LOGIN', { status: 401 })
  })
})
