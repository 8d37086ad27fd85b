import type { FastifyRequest } from 'fastify'
import type { Ctx, Principal } from './context.ts'
import { BizError } from './errors.ts'

/** An operator-console principal (`/manager/**`). */
export type AdminPrincipal = Principal & { audience: 'MANAGER' }

/** The ctx of a `/manager/**` route: who acts, for the operation log and the checks. */
export type ManagerCtx = Ctx & { admin: AdminPrincipal }

/** The ctx of a route declared with `config.audience: 'MANAGER'` (the auth hook has let it through). */
export function managerCtx(request: FastifyRequest): ManagerCtx {
  const p = request.principal
  if (p?.audience !== 'MANAGER') throw new BizError('USER_AUTHORITY_ERROR', { status: 403 })
  return { ...request.ctx(), admin: p as AdminPrincipal }
}
