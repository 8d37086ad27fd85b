import type { Audience } from '@silk/contracts/permissions'
import type { Database, Db, DbOrTx } from '@silk/db/client'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { JobSender } from '../jobs/define.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

/** The signed-in member as the auth plugin resolves it from the `accessToken` header. */
export interface AuthMember {
  id: string
  username: string
  nickName: string | null
  /** The login (refresh-token family) this access token belongs to; logout revokes it. */
  sessionId?: string
}

/**
 * Whoever a live access token speaks for. Only a MEMBER principal becomes `request.member`; a STORE
 * principal acts for `storeId` (owner = `superUser`, clerks hold `permissions`), a MANAGER one for the
 * platform.
 */
export interface Principal extends AuthMember {
  audience: Audience
  storeId?: string
  superUser?: boolean
  /** `area:read` / `area:write` */
  permissions?: string[]
}

/** What every module function receives first: `(ctx, input)`. */
export interface Ctx {
  db: DbOrTx
  store: EphemeralStore
  config: Config
  log: FastifyBaseLogger
  requestId: string
  member: AuthMember | null
  /** The device id from the `uuid` header; keys captcha and SMS caches. */
  uuid: string | null
  ip: string
  locale: 'zh-CN' | 'en'
  /** The job queue: `ctx.jobs.send(job, data, { tx })` queues work with the caller's transaction. */
  jobs: JobSender
}

export interface Services {
  database: Database
  store: EphemeralStore
  config: Config
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
  interface FastifyRequest {
    member: AuthMember | null
    principal: Principal | null
    ctx(): Ctx
  }
}

/** The interface language a request asks for: `Accept-Language: en…` is English, anything else Chinese. */
export function localeOf(acceptLanguage: string | undefined): Ctx['locale'] {
  return acceptLanguage?.startsWith('en') ? 'en' : 'zh-CN'
}

export const contextPlugin = fp(async (app: FastifyInstance, services: Services) => {
  app.decorate('services', services)
  app.decorateRequest('member', null)
  app.decorateRequest('principal', null)
  app.decorateRequest('ctx', function (this: FastifyRequest): Ctx {
    const uuid = this.headers.uuid
    return {
      db: services.database.db as Db,
      store: services.store,
      config: services.config,
      log: this.log,
      requestId: this.id,
      member: this.member,
      uuid: typeof uuid === 'string' && uuid.length > 0 && uuid.length <= 64 ? uuid : null,
      ip: this.ip,
      locale: localeOf(this.headers['accept-language']),
      jobs: this.server.jobs,
    }
  })
})
