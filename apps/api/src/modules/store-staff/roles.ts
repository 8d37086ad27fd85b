import { SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import { permissionsFromMenus, roleMenus } from '@silk/contracts/role-menus'
import type { RoleForm } from '@silk/contracts/store-staff'
import { nextId } from '@silk/db/ids'
import { storeClerkRoles, storeClerks, storeDepartmentRoles, storeRoles } from '@silk/db/schema/index'
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

/** The clerks holding the role, themselves or through their department's defaults. */
async function holdersOf(ctx: StoreCtx, roleId: string) {
  const [own, byDepartment] = await Promise.all([
    ctx.db
      .select({ memberId: storeClerks.memberId })
      .from(storeClerkRoles)
      .innerJoin(storeClerks, eq(storeClerks.id, storeClerkRoles.clerkId))
      .where(and(eq(storeClerkRoles.roleId, roleId), eq(storeClerks.storeId, ctx.seller.storeId))),
    ctx.db
      .select({ memberId: storeClerks.memberId })
      .from(storeDepartmentRoles)
      .innerJoin(storeClerks, eq(storeClerks.departmentId, storeDepartmentRoles.departmentId))
      .where(and(eq(storeDepartmentRoles.roleId, roleId), eq(storeClerks.storeId, ctx.seller.storeId))),
  ])
  return [...new Set([...own, ...byDepartment].map((r) => r.memberId))]
}

async function forgetHolders(ctx: StoreCtx, roleId: string) {
  await Promise.all((await holdersOf(ctx, roleId)).map((m) => forgetCachedSessions(ctx, m)))
}

async function ownRole(ctx: StoreCtx, id: string) {
  const [row] = await ctx.db.select().from(storeRoles).where(mine(ctx, id))
  if (!row) throw new BizError('ROLE_NOT_EXIST')
  return row
}

/** `GET /store/roleMenu/{roleId}`: the lilishop menu pages the role's areas open (decision 173). */
export async function roleMenu(ctx: StoreCtx, id: string) {
  const row = await ownRole(ctx, id)
  return roleMenus(SELLER_MENU_TREE, row.permissions).map((m) => ({ roleId: id, ...m }))
}

/**
 * `POST /store/roleMenu/{roleId}`: the chosen pages become the role's area grants, as `PUT /store/role`
 * would set them (the same permission, the same checks); unknown menu ids are refused (51018).
 */
export async function saveRoleMenu(
  ctx: StoreCtx,
  id: string,
  chosen: readonly { menuId: string; isSuper: number }[],
) {
  const row = await ownRole(ctx, id)
  const { permissions, unknown } = permissionsFromMenus(SELLER_MENU_TREE, row.permissions, chosen)
  if (unknown.length)
    throw new BizError('ROLE_MENU_UNKNOWN', { detail: unknown.join(', '), detailEn: unknown.join(', ') })
  await editRole(ctx, id, {
    roleName: row.roleName,
    description: row.description,
    permissions,
  })
}
