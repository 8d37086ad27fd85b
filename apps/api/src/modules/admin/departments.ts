import type { DepartmentInput } from '@silk/contracts/departments'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminDepartmentRoles, adminDepartments, adminRoles, adminUsers } from '@silk/db/schema/index'
import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm'
import {
  type DepartmentRow,
  departmentTree,
  lockDepartments,
  searchDepartments,
  subtreeIds,
} from '../../shared/department-tree.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { forgetLogins, liveAdminLogins } from '../accounts/sessions.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { roleNames } from './roles.ts'

/** The operators' departments are one tree: one lock scope. */
const SCOPE = 'manager'

const rowsOf = (db: DbOrTx): Promise<DepartmentRow[]> =>
  db
    .select({
      id: adminDepartments.id,
      parentId: adminDepartments.parentId,
      title: adminDepartments.title,
      sortOrder: adminDepartments.sortOrder,
    })
    .from(adminDepartments)

async function extraOf(db: DbOrTx) {
  const [links, heads] = await Promise.all([
    db
      .select({
        departmentId: adminDepartmentRoles.departmentId,
        id: adminRoles.id,
        name: adminRoles.roleName,
      })
      .from(adminDepartmentRoles)
      .innerJoin(adminRoles, eq(adminRoles.id, adminDepartmentRoles.roleId))
      .orderBy(asc(adminRoles.roleName)),
    db
      .select({ departmentId: adminUsers.departmentId, n: count() })
      .from(adminUsers)
      .where(isNotNull(adminUsers.departmentId))
      .groupBy(adminUsers.departmentId),
  ])
  const roles = new Map<string, { id: string; name: string }[]>()
  for (const l of links) roles.set(l.departmentId, [...(roles.get(l.departmentId) ?? []), l])
  return { roles, members: new Map(heads.map((h) => [h.departmentId as string, h.n])) }
}

/** `GET /manager/permission/department`: the tree, or the departments whose title holds `title`. */
export async function listAdminDepartments(ctx: ManagerCtx, title?: string) {
  const [rows, extra] = await Promise.all([rowsOf(ctx.db), extraOf(ctx.db)])
  return title ? searchDepartments(rows, extra, title) : departmentTree(rows, extra)
}

/** `GET /manager/permission/department/{id}`: the sub-departments of one. */
export async function adminDepartmentChildren(ctx: ManagerCtx, id: string) {
  const [rows, extra] = await Promise.all([rowsOf(ctx.db), extraOf(ctx.db)])
  if (!rows.some((r) => r.id === id)) throw new BizError('DEPARTMENT_NOT_EXIST')
  return departmentTree(rows, extra, id)
}

async function checkedParent(tx: Tx, parentId: string | null, id?: string) {
  await lockDepartments(tx, SCOPE)
  const rows = await rowsOf(tx)
  const before = id ? rows.find((r) => r.id === id) : undefined
  if (id && !before) throw new BizError('DEPARTMENT_NOT_EXIST')
  if (parentId !== null) {
    if (!rows.some((r) => r.id === parentId)) throw new BizError('DEPARTMENT_NOT_EXIST')
    if (id && subtreeIds(rows, [id]).has(parentId)) throw new BizError('DEPARTMENT_PARENT_INVALID')
  }
  return before
}

const summary = (d: DepartmentInput | DepartmentRow) => ({
  title: d.title,
  parentId: d.parentId,
  sortOrder: d.sortOrder,
})

export function addAdminDepartment(ctx: ManagerCtx, input: DepartmentInput) {
  const id = nextId()
  return adminWrite(ctx, { action: 'permission.department.add', target: id }, async (tx) => {
    await checkedParent(tx, input.parentId)
    await tx.insert(adminDepartments).values({ id, ...input })
    return { after: summary(input), result: { id } }
  })
}

export function editAdminDepartment(ctx: ManagerCtx, id: string, input: DepartmentInput) {
  return adminWrite(ctx, { action: 'permission.department.edit', target: id }, async (tx) => {
    const before = await checkedParent(tx, input.parentId, id)
    await tx
      .update(adminDepartments)
      .set({ ...input, updateTime: new Date() })
      .where(eq(adminDepartments.id, id))
    return { before: before && summary(before), after: summary(input), result: null }
  })
}

/** The departments and everything under them, refused whole (51016) while an operator is in any. */
export function deleteAdminDepartments(ctx: ManagerCtx, ids: string[]) {
  return adminWrite(ctx, { action: 'permission.department.delete', target: ids.join(',') }, async (tx) => {
    await lockDepartments(tx, SCOPE)
    const rows = await rowsOf(tx)
    const own = new Set(rows.map((r) => r.id))
    if (!ids.every((id) => own.has(id))) throw new BizError('DEPARTMENT_NOT_EXIST')
    const gone = [...subtreeIds(rows, ids)]
    const [{ n }] = await tx
      .select({ n: count() })
      .from(adminUsers)
      .where(inArray(adminUsers.departmentId, gone))
    if (n > 0) throw new BizError('DEPARTMENT_HAS_MEMBERS')
    await tx.delete(adminDepartments).where(inArray(adminDepartments.id, gone))
    return { before: { titles: rows.filter((r) => gone.includes(r.id)).map((r) => r.title) }, result: null }
  })
}

export async function departmentRolesOf(ctx: ManagerCtx, id: string) {
  const [dept] = await ctx.db
    .select({ id: adminDepartments.id })
    .from(adminDepartments)
    .where(eq(adminDepartments.id, id))
  if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
  return ctx.db
    .select({ departmentId: adminDepartmentRoles.departmentId, roleId: adminDepartmentRoles.roleId })
    .from(adminDepartmentRoles)
    .where(eq(adminDepartmentRoles.departmentId, id))
}

/** Replaces the default roles; the department's operators get the new grants at their next request. */
export async function setAdminDepartmentRoles(ctx: ManagerCtx, id: string, roleIds: string[]) {
  const wanted = [...new Set(roleIds)]
  let members: string[] = []
  await adminWrite(ctx, { action: 'permission.department.roles', target: id }, async (tx) => {
    await lockDepartments(tx, SCOPE)
    const [dept] = await tx
      .select({ id: adminDepartments.id })
      .from(adminDepartments)
      .where(eq(adminDepartments.id, id))
    if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
    const names = await roleNames(tx, wanted)
    const before = await tx
      .select({ name: adminRoles.roleName })
      .from(adminDepartmentRoles)
      .innerJoin(adminRoles, eq(adminRoles.id, adminDepartmentRoles.roleId))
      .where(eq(adminDepartmentRoles.departmentId, id))
    await tx.delete(adminDepartmentRoles).where(eq(adminDepartmentRoles.departmentId, id))
    if (wanted.length) {
      await tx.insert(adminDepartmentRoles).values(wanted.map((roleId) => ({ departmentId: id, roleId })))
    }
    members = (
      await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.departmentId, id))
    ).map((m) => m.id)
    return { before: { roles: before.map((b) => b.name).sort() }, after: { roles: names }, result: null }
  })
  await forgetLogins(ctx, await liveAdminLogins(ctx.db, members))
}

/** Inside an operator write: locks the departments and checks `departmentId` names one (51015). */
export async function assertDepartment(tx: Tx, departmentId: string | null) {
  if (departmentId === null) return
  await lockDepartments(tx, SCOPE)
  const [dept] = await tx
    .select({ id: adminDepartments.id })
    .from(adminDepartments)
    .where(eq(adminDepartments.id, departmentId))
  if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
}
