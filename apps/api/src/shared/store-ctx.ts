import type { FastifyRequest } from 'fastify'
import type { Ctx, Principal } from './context.ts'
import { BizError } from './errors.ts'

/** A seller-centre principal: always acting for one store. */
export type SellerPrincipal = Principal & { audience: 'STORE'; storeId: string }

/** The ctx of a `/store/**` route: every query is scoped to `seller.storeId`, never to a parameter. */
export type StoreCtx = Ctx & { seller: SellerPrincipal }

/** The ctx of a route declared with `config.audience: 'STORE'` (the auth hook has let it through). */
export function storeCtx(request: FastifyRequest): StoreCtx {
  const p = request.principal
  if (p?.audience !== 'STORE' || !p.storeId) throw new BizError('USER_AUTHORITY_ERROR', { status: 403 })
  return { ...request.ctx(), seller: p as SellerPrincipal }
}
