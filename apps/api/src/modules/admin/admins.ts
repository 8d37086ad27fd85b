import type { AdminUserEditForm, AdminUserForm, AdminUserQuery } from '@silk/contracts/admin'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminDepartments, adminRoles, adminUserRoles, adminUsers } from '@silk/db/schema/index'
import { asc, count, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { refuseCommonPassword } from '../accounts/common-passwords.ts'
import { hashPassword, verifyPassword } from '../accounts/password.ts'
import { forgetLogins, liveAdminLogins, revokeAdminLogins } from '../accounts/sessions.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { assertDepartment } from './departments.ts'
import { roleNames } from './roles.ts'

type AdminRow = typeof adminUsers.$inferSelect

async function rolesOf(db: DbOrTx, adminIds: string[]) {
  const byAdmin = new Map<string, { id: string; name: string }[]>()
  if (adminIds.length === 0) return byAdmin
  const rows = await db
    .select({ adminId: adminUserRoles.adminId, id: adminRoles.id, name: adminRoles.roleName })
    .from(adminUserRoles)
    .innerJoin(adminRoles, eq(adminRoles.id, adminUserRoles.roleId))
    .where(inArray(adminUserRoles.adminId, adminIds))
    .orderBy(asc(adminRoles.roleName))
  for (const r of rows) byAdmin.set(r.adminId, [...(byAdmin.get(r.adminId) ?? []), r])
  return byAdmin
}

/** The department in a log summary, only when the operator has one. */
const placed = (departmentId: string | null) => (departmentId ? { departmentId } : {})

async function departmentTitles(db: DbOrTx, rows: AdminRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.departmentId ? [r.departmentId] : [])))]
  if (ids.length === 0) return new Map<string, string>()
  const found = await db
    .select({ id: adminDepartments.id, title: adminDepartments.title })
    .from(adminDepartments)
    .where(inArray(adminDepartments.id, ids))
  return new Map(found.map((d) => [d.id, d.title]))
}

const view = (
  a: AdminRow,
  roles: { id: string; name: string }[],
  departments = new Map<string, string>(),
) => ({
  id: a.id,
  username: a.username,
  nickName: a.nickName,
  superUser: a.superUser,
  enabled: a.enabled,
  totpEnabled: a.totpEnabled,
  roleIds: roles.map((r) => r.id),
  roleNames: roles.map((r) => r.name),
  departmentId: a.departmentId,
  departmentTitle: a.departmentId ? (departments.get(a.departmentId) ?? null) : null,
  createTime: formatDateTime(a.createTime) as string,
  lastLoginTime: formatDateTime(a.lastLoginTime),
})

/** `GET /manager/passport/user`: operator accounts, newest first, by username. */
export async function listAdmins(ctx: ManagerCtx, query: z.infer<typeof AdminUserQuery>) {
  const where = query.username ? ilike(adminUsers.username, containsPattern(query.username)) : undefined
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(adminUsers)
      .where(where)
      .orderBy(desc(adminUsers.createTime), desc(adminUsers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(adminUsers).where(where),
  ])
  const [roles, departments] = await Promise.all([
    rolesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    departmentTitles(ctx.db, rows),
  ])
  return toPage(
    rows.map((r) => view(r, roles.get(r.id) ?? [], departments)),
    total,
    query,
  )
}

async function setRoles(tx: DbOrTx, adminId: string, roleIds: string[]) {
  await tx.delete(adminUserRoles).where(eq(adminUserRoles.adminId, adminId))
  if (roleIds.length) {
    await tx.insert(adminUserRoles).values([...new Set(roleIds)].map((roleId) => ({ adminId, roleId })))
  }
}

/** `POST /manager/passport/user`: a new operator with roles; usernames are unique (20104). */
export async function addAdmin(ctx: ManagerCtx, input: z.infer<typeof AdminUserForm>) {
  const id = nextId()
  const password = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  return adminWrite(ctx, { action: 'admin.user.add', target: id }, async (tx) => {
    const names = await roleNames(tx, input.roleIds ?? [])
    await assertDepartment(tx, input.departmentId)
    const [row] = await tx
      .insert(adminUsers)
      .values({
        id,
        username: input.username,
        password,
        nickName: input.nickName || null,
        departmentId: input.departmentId,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new BizError('ADMIN_USERNAME_EXIST')
    await setRoles(tx, id, input.roleIds ?? [])
    const roles = (await rolesOf(tx, [id])).get(id) ?? []
    return {
      after: { username: row.username, roles: names, ...placed(row.departmentId) },
      result: view(row, roles, await departmentTitles(tx, [row])),
    }
  })
}

/** Locks the operator's row; a super admin is changed only by a super admin (20107). */
async function lockAdmin(ctx: ManagerCtx, tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update')
  if (!row) throw new BizError('ADMIN_NOT_EXIST')
  if (row.superUser && !ctx.admin.superUser) throw new BizError('ADMIN_SUPER_PROTECTED')
  return row
}

/** `PUT /manager/passport/user/{id}`: name and roles; its logins get the new grants at their next request. */
export async function editAdmin(ctx: ManagerCtx, id: string, input: z.infer<typeof AdminUserEditForm>) {
  const result = await adminWrite(ctx, { action: 'admin.user.edit', target: id }, async (tx) => {
    const before = await lockAdmin(ctx, tx, id)
    const beforeRoles = ((await rolesOf(tx, [id])).get(id) ?? []).map((r) => r.name)
    const names = await roleNames(tx, input.roleIds ?? [])
    if (input.departmentId !== undefined) await assertDepartment(tx, input.departmentId)
    const [row] = await tx
      .update(adminUsers)
      .set({
        nickName: input.nickName || null,
        ...(input.departmentId !== undefined ? { departmentId: input.departmentId } : {}),
      })
      .where(eq(adminUsers.id, id))
      .returning()
    await setRoles(tx, id, input.roleIds ?? [])
    return {
      before: { nickName: before.nickName, roles: beforeRoles, ...placed(before.departmentId) },
      after: { nickName: row.nickName, roles: names, ...placed(row.departmentId) },
      result: view(row, (await rolesOf(tx, [id])).get(id) ?? [], await departmentTitles(tx, [row])),
    }
  })
  await forgetLogins(ctx, await liveAdminLogins(ctx.db, [id]))
  return result
}

/**
 * `PUT /manager/passport/user/enable/{id}`: disabling ends every login of the operator at once (the
 * sessions are revoked in the same transaction and their cached principals dropped after it). An
 * operator cannot disable itself (20106).
 */
export async function setAdminEnabled(ctx: ManagerCtx, id: string, enabled: boolean) {
  if (!enabled && id === ctx.admin.id) throw new BizError('ADMIN_DISABLE_SELF')
  let ended: string[] = []
  const result = await adminWrite(
    ctx,
    {
      action: enabled ? 'admin.user.enable' : 'admin.user.disable',
      target: id,
    },
    async (tx) => {
      const before = await lockAdmin(ctx, tx, id)
      const [row] = await tx.update(adminUsers).set({ enabled }).where(eq(adminUsers.id, id)).returning()
      if (!enabled) ended = await revokeAdminLogins(tx, id, 'disabled')
      return {
        before: { enabled: before.enabled },
        after: { enabled, endedLogins: ended.length },
        result: view(row, (await rolesOf(tx, [id])).get(id) ?? [], await departmentTitles(tx, [row])),
      }
    },
  )
  await forgetLogins(ctx, ended)
  return result
}

/**
 * `PUT /manager/passport/user/editPassword`: the operator's own password, proven by the old one
 * (20016); its other logins end, this one stays.
 */
export async function editOwnPassword(ctx: ManagerCtx, input: { password: string; newPassword: string }) {
  const [row] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ctx.admin.id))
  if (!row) throw new BizError('ADMIN_NOT_EXIST')
  if (!(await verifyPassword(input.password, row.password))) throw new BizError('USER_OLD_PASSWORD_ERROR')
  refuseCommonPassword(input.newPassword)
  const password = await hashPassword(input.newPassword, ctx.config.PASSWORD_HASH_COST)
  let ended: string[] = []
  await adminWrite(ctx, { action: 'passport.password.edit', target: row.id }, async (tx) => {
    await tx.update(adminUsers).set({ password }).where(eq(adminUsers.id, row.id))
    ended = await revokeAdminLogins(tx, row.id, 'password', ctx.admin.sessionId)
    return { after: { otherLoginsEnded: ended.length }, result: null }
  })
  await forgetLogins(ctx, ended)
}
