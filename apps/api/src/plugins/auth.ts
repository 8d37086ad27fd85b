import { type Audience, allows, type Permission } from '@silk/contracts/permissions'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Principal } from '../shared/context.ts'
import { BizError } from '../shared/errors.ts'

/** Turns an `accessToken` header into a principal, or null when it is not a live token. */
export type TokenVerifier = (token: string, request: FastifyRequest) => Promise<Principal | null>

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for buyer routes that need a signed-in member. */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>
    setTokenVerifier(verifier: TokenVerifier): void
  }
  interface FastifyRequest {
    /** True when an access token was sent but is expired, revoked or forged. */
    tokenRejected: boolean
  }
  interface FastifyContextConfig {
    /** The audience whose token the route needs (STORE for `/store/**`, MANAGER for `/manager/**`). */
    audience?: Audience
    /** What the route needs within its audience; null = any signed-in user of it. */
    permission?: Permission | null
    /** A `/store/**` or `/manager/**` route anyone may call (sign-in, refresh). */
    public?: boolean
  }
}

/** Prefixes whose every route must say who may call it; a route that forgets fails the start. */
const GUARDED = /^\/(store|manager)\//

function notSignedIn(request: FastifyRequest) {
  return new BizError(request.tokenRejected ? 'USER_AUTH_EXPIRED' : 'USER_NOT_LOGIN', { status: 401 })
}

/** The one permission check: the route's declared audience and permission against the principal. */
function guard(request: FastifyRequest, audience: Audience, permission: Permission | null | undefined) {
  const p = request.principal
  if (!p) return notSignedIn(request)
  if (p.audience !== audience) return new BizError('USER_AUTHORITY_ERROR', { status: 403 })
  if (permission && !allows(p, permission)) return new BizError('USER_AUTHORITY_ERROR', { status: 403 })
  return undefined
}

/**
 * The `accessToken` header seam (reference §4.1) and the audience wall. On every request a sent
 * token is checked by the verifier the accounts module installs; public routes ignore a bad token,
 * protected routes answer HTTP 401 so the client runs its single refresh (spec §4), and a token of
 * another audience, or without the route's permission, gets 403 / 20005.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  let verify: TokenVerifier = async () => null
  app.decorate('setTokenVerifier', (verifier: TokenVerifier) => {
    verify = verifier
  })
  app.decorateRequest('tokenRejected', false)

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      audience?: Audience
      permission?: Permission | null
      public?: boolean
    }
    if (GUARDED.test(route.url) && !config.public) {
      if (!config.audience || config.permission === undefined) {
        throw new Error(`${route.method} ${route.url} must declare config.audience and config.permission`)
      }
    }
    // The wall stands on the routes that declare an audience, checked once the token is read (route
    // hooks run after the app's), so other requests never look up their route's options.
    const { audience, permission } = config
    if (!audience) return
    const wall: onRequestHookHandler = (request, _reply, done) => done(guard(request, audience, permission))
    route.onRequest = [wall, ...[route.onRequest ?? []].flat()]
    // The OpenAPI document says so, as for the member's routes below.
    if (route.schema) route.schema.security ??= [{ accessToken: [] }]
  })

  // Callback style: a request without a token (most public traffic) costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.accesstoken
    const token = typeof header === 'string' ? header.trim() : ''
    if (!token || token === 'undefined' || token === 'null') return done()
    verify(token, request).then((principal) => {
      request.principal = principal
      request.member = principal?.audience === 'MEMBER' ? principal : null
      request.tokenRejected = principal === null
      done()
    }, done)
  })

  const requireMember = async (request: FastifyRequest) => {
    if (request.member) return
    if (request.principal) throw new BizError('USER_AUTHORITY_ERROR', { status: 403 })
    throw notSignedIn(request)
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
