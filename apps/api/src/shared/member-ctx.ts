import type { FastifyRequest } from 'fastify'
import type { AuthMember, Ctx } from './context.ts'
import { BizError } from './errors.ts'

/** The ctx of a route behind `app.requireMember`: the member is present. */
export type BuyerCtx = Ctx & { member: AuthMember }

/** The ctx of a route behind `app.requireMember`, with the member typed as present. */
export function buyerCtx(request: FastifyRequest): BuyerCtx {
  const ctx = request.ctx()
  if (!ctx.member) throw new BizError('USER_NOT_LOGIN', { status: 401 })
  return ctx as BuyerCtx
}

export const memberName = (member: AuthMember) => member.nickName || member.username
