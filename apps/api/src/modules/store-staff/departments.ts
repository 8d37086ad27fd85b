import type { DepartmentInput } from '@silk/contracts/departments'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { storeClerks, storeDepartmentRoles, storeDepartments, storeRoles } from '@silk/db/schema/index'
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm'
import {
  type DepartmentRow,
  departmentTree,
  lockDepartments,
  searchDepartments,
  subtreeIds,
} from '../../shared/department-tree.ts'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { forgetCachedSessions } from '../accounts/sessions.ts'
import { assertOwnRoles } from './roles.ts'

const rowsOf = (db: DbOrTx, storeId: string): Promise<DepartmentRow[]> =>
  db
    .select({
      id: storeDepartments.id,
      parentId: storeDepartments.parentId,
      title: storeDepartments.title,
      sortOrder: storeDepartments.sortOrder,
    })
    .from(storeDepartments)
    .where(eq(storeDepartments.storeId, storeId))

async function extraOf(db: DbOrTx, storeId: string) {
  const [links, heads] = await Promise.all([
    db
      .select({
        departmentId: storeDepartmentRoles.departmentId,
        id: storeRoles.id,
        name: storeRoles.roleName,
      })
      .from(storeDepartmentRoles)
      .innerJoin(storeRoles, eq(storeRoles.id, storeDepartmentRoles.roleId))
      .where(eq(storeRoles.storeId, storeId))
      .orderBy(asc(storeRoles.roleName)),
    db
      .select({ departmentId: storeClerks.departmentId, n: count() })
      .from(storeClerks)
      .where(and(eq(storeClerks.storeId, storeId), isNotNull(storeClerks.departmentId)))
      .groupBy(storeClerks.departmentId),
  ])
  const roles = new Map<string, { id: string; name: string }[]>()
  for (const l of links) roles.set(l.departmentId, [...(roles.get(l.departmentId) ?? []), l])
  return { roles, members: new Map(heads.map((h) => [h.departmentId as string, h.n])) }
}

/** `GET /store/department`: the store's departments as a tree, or those whose title holds `title`. */
export async function listDepartments(ctx: StoreCtx, title?: string) {
  const storeId = ctx.seller.storeId
  const [rows, extra] = await Promise.all([rowsOf(ctx.db, storeId), extraOf(ctx.db, storeId)])
  return title ? searchDepartments(rows, extra, title) : departmentTree(rows, extra)
}

/** `GET /store/department/{id}`: the sub-departments of one (lilishop loads a tree's branches so). */
export async function departmentChildren(ctx: StoreCtx, id: string) {
  const storeId = ctx.seller.storeId
  const [rows, extra] = await Promise.all([rowsOf(ctx.db, storeId), extraOf(ctx.db, storeId)])
  if (!rows.some((r) => r.id === id)) throw new BizError('DEPARTMENT_NOT_EXIST')
  return departmentTree(rows, extra, id)
}

/** Locks the store's departments and checks the parent: one of them, and not `id` or under it. */
async function checkedParent(tx: Tx, storeId: string, parentId: string | null, id?: string) {
  await lockDepartments(tx, storeId)
  const rows = await rowsOf(tx, storeId)
  if (id && !rows.some((r) => r.id === id)) throw new BizError('DEPARTMENT_NOT_EXIST')
  if (parentId === null) return rows
  if (!rows.some((r) => r.id === parentId)) throw new BizError('DEPARTMENT_NOT_EXIST')
  if (id && subtreeIds(rows, [id]).has(parentId)) throw new BizError('DEPARTMENT_PARENT_INVALID')
  return rows
}

/** `POST /store/department`: a department at the root or under one of the store's. */
export async function addDepartment(ctx: StoreCtx, input: DepartmentInput) {
  const storeId = ctx.seller.storeId
  const id = nextId()
  await ctx.db.transaction(async (tx) => {
    await checkedParent(tx, storeId, input.parentId)
    await tx.insert(storeDepartments).values({ id, storeId, ...input })
  })
  return { id }
}

/** `PUT /store/department/{id}`: title, order and place (never under itself or its own branch). */
export async function editDepartment(ctx: StoreCtx, id: string, input: DepartmentInput) {
  const storeId = ctx.seller.storeId
  await ctx.db.transaction(async (tx) => {
    await checkedParent(tx, storeId, input.parentId, id)
    await tx
      .update(storeDepartments)
      .set({ ...input, updateTime: new Date() })
      .where(and(eq(storeDepartments.id, id), eq(storeDepartments.storeId, storeId)))
  })
}

/**
 * `DELETE /store/department/{ids}`: the departments and everything under them (lilishop's 及其下级),
 * refused whole (51016) while a clerk is placed in any of them.
 */
export async function deleteDepartments(ctx: StoreCtx, ids: string[]) {
  const storeId = ctx.seller.storeId
  await ctx.db.transaction(async (tx) => {
    await lockDepartments(tx, storeId)
    const rows = await rowsOf(tx, storeId)
    const own = new Set(rows.map((r) => r.id))
    if (!ids.every((id) => own.has(id))) throw new BizError('DEPARTMENT_NOT_EXIST')
    const gone = [...subtreeIds(rows, ids)]
    const [{ n }] = await tx
      .select({ n: count() })
      .from(storeClerks)
      .where(and(eq(storeClerks.storeId, storeId), inArray(storeClerks.departmentId, gone)))
    if (n > 0) throw new BizError('DEPARTMENT_HAS_MEMBERS')
    await tx
      .delete(storeDepartments)
      .where(and(eq(storeDepartments.storeId, storeId), inArray(storeDepartments.id, gone)))
  })
}

/** `GET /store/departmentRole/{id}`: the department's default roles. */
export async function departmentRoles(ctx: StoreCtx, id: string) {
  const storeId = ctx.seller.storeId
  const [dept] = await ctx.db
    .select({ id: storeDepartments.id })
    .from(storeDepartments)
    .where(and(eq(storeDepartments.id, id), eq(storeDepartments.storeId, storeId)))
  if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
  return ctx.db
    .select({ departmentId: storeDepartmentRoles.departmentId, roleId: storeDepartmentRoles.roleId })
    .from(storeDepartmentRoles)
    .where(eq(storeDepartmentRoles.departmentId, id))
}

/**
 * `PUT /store/departmentRole/{id}`: replaces the default roles (the store's own only, 51010); the
 * department's clerks get the new grants at their next request.
 */
export async function setDepartmentRoles(ctx: StoreCtx, id: string, roleIds: string[]) {
  const storeId = ctx.seller.storeId
  const wanted = [...new Set(roleIds)]
  await assertOwnRoles(ctx, wanted)
  const members = await ctx.db.transaction(async (tx) => {
    await lockDepartments(tx, storeId)
    const [dept] = await tx
      .select({ id: storeDepartments.id })
      .from(storeDepartments)
      .where(and(eq(storeDepartments.id, id), eq(storeDepartments.storeId, storeId)))
    if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
    await tx.delete(storeDepartmentRoles).where(eq(storeDepartmentRoles.departmentId, id))
    if (wanted.length) {
      await tx.insert(storeDepartmentRoles).values(wanted.map((roleId) => ({ departmentId: id, roleId })))
    }
    return tx
      .select({ memberId: storeClerks.memberId })
      .from(storeClerks)
      .where(eq(storeClerks.departmentId, id))
  })
  await Promise.all(members.map((m) => forgetCachedSessions(ctx, m.memberId)))
}

/**
 * Inside a clerk write: locks the store's departments (so the department cannot go meanwhile) and
 * checks `departmentId` is one of them; null places the clerk in none.
 */
export async function assertOwnDepartment(tx: Tx, storeId: string, departmentId: string | null) {
  if (departmentId === null) return
  await lockDepartments(tx, storeId)
  const [dept] = await tx
    .select({ id: storeDepartments.id })
    .from(storeDepartments)
    .where(and(eq(storeDepartments.id, departmentId), eq(storeDepartments.storeId, storeId)))
  if (!dept) throw new BizError('DEPARTMENT_NOT_EXIST')
}
