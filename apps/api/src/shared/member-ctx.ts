import type { FastifyRequest } from 'fastify'
import type { Ctx } from '../plugins/context.ts'
import { BizError } from './errors.ts'

/** The ctx of a route behind `app.requireMember`, with the member typed as present. */
export function memberCtx(request: FastifyRequest): Ctx & { member: NonNullable<Ctx['member']> } {
  const ctx = request.ctx()
  if (!ctx.member) throw new BizError('USER_NOT_LOGIN', { status: 401 })
  return ctx as Ctx & { member: NonNullable<Ctx['member']> }
}
