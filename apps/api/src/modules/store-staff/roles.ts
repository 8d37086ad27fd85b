import type { RoleForm } from '@silk/contracts/store-staff'
import { nextId } from '@silk/db/ids'
import { storeClerkRoles, storeClerks, storeRoles } from '@silk/db/schema/index'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { forgetCachedSessions } from '../accounts/sessions.ts'

type RoleInput = z.infer<typeof RoleForm>
type RoleRow = typeof storeRoles.$inferSelect

const view = (r: RoleRow) => ({
  id: r.id,
  roleName: r.roleName,
  description: r.description,
  permissions: r.permissions,
  createTime: formatDateTime(r.createTime) as string,
})

const mine = (ctx: StoreCtx, id: string) =>
  and(eq(storeRoles.id, id), eq(storeRoles.storeId, ctx.seller.storeId))

/** `GET /store/role`: the store's roles. */
export async function listRoles(ctx: StoreCtx) {
  const rows = await ctx.db
    .select()
    .from(storeRoles)
    .where(eq(storeRoles.storeId, ctx.seller.storeId))
    .orderBy(asc(storeRoles.createTime), asc(storeRoles.id))
  return rows.map(view)
}

/** `POST /store/role`: a new role; names are unique within the store (51011). */
export async function addRole(ctx: StoreCtx, input: RoleInput) {
  const [row] = await ctx.db
    .insert(storeRoles)
    .values({ id: nextId(), storeId: ctx.seller.storeId, ...input })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new BizError('ROLE_NAME_EXIST')
  return view(row)
}

/** `PUT /store/role/{id}`: the clerks holding it get the new grants at their next request. */
export async function editRole(ctx: StoreCtx, id: string, input: RoleInput) {
  const [clash] = await ctx.db
    .select({ id: storeRoles.id })
    .from(storeRoles)
    .where(and(eq(storeRoles.storeId, ctx.seller.storeId), eq(storeRoles.roleName, input.roleName)))
  if (clash && clash.id !== id) throw new BizError('ROLE_NAME_EXIST')
  const [row] = await ctx.db
    .update(storeRoles)
    .set({ ...input, updateTime: new Date() })
    .where(mine(ctx, id))
    .returning()
  if (!row) throw new BizError('ROLE_NOT_EXIST')
  await forgetHolders(ctx, id)
  return view(row)
}

/** `DELETE /store/role/{id}`: clerks lose what it granted. */
export async function deleteRole(ctx: StoreCtx, id: string) {
  const holders = await holdersOf(ctx, id)
  const gone = await ctx.db.delete(storeRoles).where(mine(ctx, id)).returning({ id: storeRoles.id })
  if (gone.length === 0) throw new BizError('ROLE_NOT_EXIST')
  await Promise.all(holders.map((m) => forgetCachedSessions(ctx, m)))
}

/** Checks every id is a role of the seller's store (51010 otherwise). */
export async function assertOwnRoles(ctx: StoreCtx, roleIds: string[]) {
  if (roleIds.length === 0) return
  const rows = await ctx.db
    .select({ id: storeRoles.id })
    .from(storeRoles)
    .where(eq(storeRoles.storeId, ctx.seller.storeId))
  const own = new Set(rows.map((r) => r.id))
  if (!roleIds.every((id) => own.has(id))) throw new BizError('ROLE_NOT_EXIST')
}

async function holdersOf(ctx: StoreCtx, roleId: string) {
  const rows = await ctx.db
    .select({ memberId: storeClerks.memberId })
    .from(storeClerkRoles)
    .innerJoin(storeClerks, eq(storeClerks.id, storeClerkRoles.clerkId))
    .where(and(eq(storeClerkRoles.roleId, roleId), eq(storeClerks.storeId, ctx.seller.storeId)))
  return rows.map((r) => r.memberId)
}

async function forgetHolders(ctx: StoreCtx, roleId: string) {
  await Promise.all((await holdersOf(ctx, roleId)).map((m) => forgetCachedSessions(ctx, m)))
}
