import type { AdminRoleForm } from '@silk/contracts/admin'
import { MANAGER_MENU_TREE } from '@silk/contracts/lili-menus'
import { permissionsFromMenus, roleMenus } from '@silk/contracts/role-menus'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminDepartmentRoles, adminRoles, adminUserRoles, adminUsers } from '@silk/db/schema/index'
import { asc, count, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { forgetLogins, liveAdminLogins } from '../accounts/sessions.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type RoleInput = z.infer<typeof AdminRoleForm>
type RoleRow = typeof adminRoles.$inferSelect

const view = (r: RoleRow, holders: number) => ({
  id: r.id,
  roleName: r.roleName,
  description: r.description,
  permissions: r.permissions,
  holders,
  createTime: formatDateTime(r.createTime) as string,
})
/** What the operation log keeps of a role. */
const summary = (r: RoleRow) => ({ roleName: r.roleName, permissions: r.permissions })

async function holderIds(db: DbOrTx, roleId: string) {
  const rows = await db
    .select({ adminId: adminUserRoles.adminId })
    .from(adminUserRoles)
    .where(eq(adminUserRoles.roleId, roleId))
  return rows.map((r) => r.adminId)
}

/** Operators placed in a department that gives the role by default. */
async function departmentHolderIds(db: DbOrTx, roleId: string) {
  const rows = await db
    .select({ adminId: adminUsers.id })
    .from(adminDepartmentRoles)
    .innerJoin(adminUsers, eq(adminUsers.departmentId, adminDepartmentRoles.departmentId))
    .where(eq(adminDepartmentRoles.roleId, roleId))
  return rows.map((r) => r.adminId)
}

/** `GET /manager/permission/role`: every role with how many operators hold it. */
export async function listAdminRoles(ctx: ManagerCtx) {
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(adminRoles).orderBy(asc(adminRoles.createTime), asc(adminRoles.id)),
    ctx.db
      .select({ roleId: adminUserRoles.roleId, n: count() })
      .from(adminUserRoles)
      .groupBy(adminUserRoles.roleId),
  ])
  const held = new Map(counts.map((c) => [c.roleId, c.n]))
  return rows.map((r) => view(r, held.get(r.id) ?? 0))
}

/** `POST /manager/permission/role`: names are unique (20109). */
export function addAdminRole(ctx: ManagerCtx, input: RoleInput) {
  const id = nextId()
  return adminWrite(ctx, { action: 'permission.role.add', target: id }, async (tx) => {
    const [row] = await tx
      .insert(adminRoles)
      .values({ id, ...input })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new BizError('ADMIN_ROLE_NAME_EXIST')
    return { after: summary(row), result: view(row, 0) }
  })
}

/** `PUT /manager/permission/role/{id}`: its holders get the new grants at their next request. */
export async function editAdminRole(ctx: ManagerCtx, id: string, input: RoleInput) {
  let holders: string[] = []
  const result = await adminWrite(ctx, { action: 'permission.role.edit', target: id }, async (tx) => {
    const [before] = await tx.select().from(adminRoles).where(eq(adminRoles.id, id)).for('update')
    if (!before) throw new BizError('ADMIN_ROLE_NOT_EXIST')
    const [clash] = await tx
      .select({ id: adminRoles.id })
      .from(adminRoles)
      .where(eq(adminRoles.roleName, input.roleName))
    if (clash && clash.id !== id) throw new BizError('ADMIN_ROLE_NAME_EXIST')
    const [row] = await tx.update(adminRoles).set(input).where(eq(adminRoles.id, id)).returning()
    holders = [...new Set([...(await holderIds(tx, id)), ...(await departmentHolderIds(tx, id))])]
    return { before: summary(before), after: summary(row), result: view(row, holders.length) }
  })
  await forgetLogins(ctx, await liveAdminLogins(ctx.db, holders))
  return result
}

/** `DELETE /manager/permission/role/{id}`: only a role nobody holds (20110), so no one loses access unseen. */
export function deleteAdminRole(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'permission.role.delete', target: id }, async (tx) => {
    const [before] = await tx.select().from(adminRoles).where(eq(adminRoles.id, id)).for('update')
    if (!before) throw new BizError('ADMIN_ROLE_NOT_EXIST')
    if ((await holderIds(tx, id)).length > 0) throw new BizError('ADMIN_ROLE_IN_USE')
    const [given] = await tx
      .select({ id: adminDepartmentRoles.departmentId })
      .from(adminDepartmentRoles)
      .where(eq(adminDepartmentRoles.roleId, id))
      .limit(1)
    if (given) throw new BizError('ADMIN_ROLE_DEFAULT_OF_DEPARTMENT')
    await tx.delete(adminRoles).where(eq(adminRoles.id, id))
    return { before: summary(before), result: null }
  })
}

/** Checks every id names a role (20108); returns their names for the log. */
export async function roleNames(db: DbOrTx, roleIds: string[]) {
  if (roleIds.length === 0) return []
  const rows = await db
    .select({ id: adminRoles.id, roleName: adminRoles.roleName })
    .from(adminRoles)
    .where(inArray(adminRoles.id, roleIds))
  if (rows.length !== new Set(roleIds).size) throw new BizError('ADMIN_ROLE_NOT_EXIST')
  return rows.map((r) => r.roleName).sort()
}

async function roleRow(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db.select().from(adminRoles).where(eq(adminRoles.id, id))
  if (!row) throw new BizError('ADMIN_ROLE_NOT_EXIST')
  return row
}

/** `GET /manager/permission/roleMenu/{roleId}`: the lilishop menu pages the role's areas open. */
export async function adminRoleMenu(ctx: ManagerCtx, id: string) {
  const row = await roleRow(ctx, id)
  return roleMenus(MANAGER_MENU_TREE, row.permissions).map((m) => ({ roleId: id, ...m }))
}

/**
 * `POST /manager/permission/roleMenu/{roleId}`: the chosen pages become the role's area grants, saved
 * as `PUT /manager/permission/role` saves them (logged as 修改角色, decision 173).
 */
export async function saveAdminRoleMenu(
  ctx: ManagerCtx,
  id: string,
  chosen: readonly { menuId: string; isSuper: number }[],
) {
  const row = await roleRow(ctx, id)
  const { permissions, unknown } = permissionsFromMenus(MANAGER_MENU_TREE, row.permissions, chosen)
  if (unknown.length)
    throw new BizError('ROLE_MENU_UNKNOWN', { detail: unknown.join(', '), detailEn: unknown.join(', ') })
  await editAdminRole(ctx, id, { roleName: row.roleName, description: row.description, permissions })
}
