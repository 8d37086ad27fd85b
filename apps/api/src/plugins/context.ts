import type { Database, Db } from '@silk/db/client'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { type AuthMember, type Ctx, localeOf, type Principal } from '../shared/context.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

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

/** Decorates each request with its `ctx()` (the `Ctx` every module function takes, shared/context.ts). */
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
