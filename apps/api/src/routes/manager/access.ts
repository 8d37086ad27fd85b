import type { AdminArea } from '@silk/contracts/admin'
import { type Access, ANY_AREA } from '@silk/contracts/permissions'

/**
 * Route options every `/manager/**` route spreads in: the MANAGER audience and what it needs there
 * (plugins/auth.ts enforces both; a route without them fails the start). Every write route changes
 * data only through `adminWrite` (modules/operation-log/operation-log.ts), which logs it.
 */
export const can = (area: AdminArea, access: Access) =>
  ({ config: { audience: 'MANAGER', permission: { area, access } } }) as const

/** Any signed-in operator (its own info, logout). */
export const anyAdmin = { config: { audience: 'MANAGER', permission: null } } as const

/** An operator who may write somewhere: shared tools of the writing pages (uploading a picture). */
export const anyWriter = {
  config: { audience: 'MANAGER', permission: { area: ANY_AREA, access: 'write' } },
} as const

/** Sign-in and refresh: no token needed. */
export const open = { config: { public: true } } as const

export const tags = ['manager']
