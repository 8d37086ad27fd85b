import type { Access } from '@silk/contracts/permissions'
import type { StoreArea } from '@silk/contracts/store-staff'

/**
 * Route options every `/store/**` route spreads in: the STORE audience and what it needs there
 * (plugins/auth.ts enforces both; a route without them fails the start).
 */
export const can = (area: StoreArea, access: Access) =>
  ({ config: { audience: 'STORE', permission: { area, access } } }) as const

/** Any signed-in seller-centre user of the store (their own menu, logout, password). */
export const anyStaff = { config: { audience: 'STORE', permission: null } } as const

/** Sign-in and refresh: no token needed. */
export const open = { config: { public: true } } as const

export const tags = ['seller']
