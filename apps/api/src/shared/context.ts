import type { Audience } from '@silk/contracts/permissions'
import type { DbOrTx } from '@silk/db/client'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { JobSender } from './jobs.ts'
import type { EphemeralStore } from './store/types.ts'

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

/**
 * What every module function receives first: `(ctx, input)`. A request's is built by the context
 * plugin (`plugins/context.ts`, `request.ctx()`); a job's by the queue (`JobCtx`).
 */
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

/** The interface language a request asks for: `Accept-Language: en…` is English, anything else Chinese. */
export function localeOf(acceptLanguage: string | undefined): Ctx['locale'] {
  return acceptLanguage?.startsWith('en') ? 'en' : 'zh-CN'
}
