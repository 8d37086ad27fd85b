import type { DbOrTx } from '@silk/db/client'
import {
  members,
  storeClerkRoles,
  storeClerks,
  storeDepartmentRoles,
  storeRoles,
  stores,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'

// Who a seller-centre login is, read when its token is checked: accounts resolves every principal, so
// the lookup lives here (store-staff writes the clerk and role rows and calls accounts, not the reverse).
export interface StaffAccess {
  storeId: string
  superUser: boolean
  permissions: string[]
}

/**
 * The store a member may sign in to the seller centre for: the one it owns (`member.store_id`,
 * lilishop's 店主), else the one it clerks for while not suspended. Null when neither.
 */
export async function staffStoreOf(db: DbOrTx, memberId: string): Promise<string | null> {
  const [owner] = await db.select({ storeId: members.storeId }).from(members).where(eq(members.id, memberId))
  if (owner?.storeId) return owner.storeId
  const [clerk] = await db
    .select({ storeId: storeClerks.storeId })
    .from(storeClerks)
    .where(and(eq(storeClerks.memberId, memberId), eq(storeClerks.status, true)))
  return clerk?.storeId ?? null
}

/**
 * What a member may do in a store right now: the owner passes everything, a clerk has the union of
 * its roles' grants, or of its department's default roles while it has none of its own (decision 173). Null when the store is closed or the member no longer works there, so a
 * seller login dies with its store or its clerk row.
 */
export async function staffAccess(
  db: DbOrTx,
  memberId: string,
  storeId: string,
): Promise<StaffAccess | null> {
  const [store] = await db.select({ disable: stores.storeDisable }).from(stores).where(eq(stores.id, storeId))
  if (store?.disable !== 'OPEN') return null
  const [owner] = await db.select({ storeId: members.storeId }).from(members).where(eq(members.id, memberId))
  if (owner?.storeId === storeId) return { storeId, superUser: true, permissions: [] }
  const [clerk] = await db
    .select({ id: storeClerks.id, departmentId: storeClerks.departmentId })
    .from(storeClerks)
    .where(
      and(eq(storeClerks.memberId, memberId), eq(storeClerks.storeId, storeId), eq(storeClerks.status, true)),
    )
  if (!clerk) return null
  let roles = await db
    .select({ permissions: storeRoles.permissions })
    .from(storeClerkRoles)
    .innerJoin(storeRoles, eq(storeRoles.id, storeClerkRoles.roleId))
    .where(eq(storeClerkRoles.clerkId, clerk.id))
  if (roles.length === 0 && clerk.departmentId) {
    roles = await db
      .select({ permissions: storeRoles.permissions })
      .from(storeDepartmentRoles)
      .innerJoin(storeRoles, eq(storeRoles.id, storeDepartmentRoles.roleId))
      .where(eq(storeDepartmentRoles.departmentId, clerk.departmentId))
  }
  const permissions = [...new Set(roles.flatMap((r) => r.permissions))].sort()
  return { storeId, superUser: false, permissions }
}
