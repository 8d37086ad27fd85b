import type { PageQuery } from '@silk/contracts/paging'
import type { ClerkAddForm, ClerkEditForm } from '@silk/contracts/store-staff'
import { nextId } from '@silk/db/ids'
import { members, storeClerkRoles, storeClerks, storeDepartments, storeRoles } from '@silk/db/schema/index'
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { forgetCachedSessions } from '../accounts/sessions.ts'
import { assertOwnDepartment } from './departments.ts'
import { assertOwnRoles } from './roles.ts'

const mine = (ctx: StoreCtx, id: string) =>
  and(eq(storeClerks.id, id), eq(storeClerks.storeId, ctx.seller.storeId))

/** `GET /store/clerk`: the store's clerks with their roles, newest first. */
export async function listClerks(ctx: StoreCtx, query: PageQuery) {
  const where = eq(storeClerks.storeId, ctx.seller.storeId)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        clerk: storeClerks,
        username: members.username,
        mobile: members.mobile,
        departmentTitle: storeDepartments.title,
      })
      .from(storeClerks)
      .innerJoin(members, eq(members.id, storeClerks.memberId))
      .leftJoin(storeDepartments, eq(storeDepartments.id, storeClerks.departmentId))
      .where(where)
      .orderBy(desc(storeClerks.createTime), desc(storeClerks.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(storeClerks).where(where),
  ])
  const ids = rows.map((r) => r.clerk.id)
  const roles =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ clerkId: storeClerkRoles.clerkId, id: storeRoles.id, roleName: storeRoles.roleName })
          .from(storeClerkRoles)
          .innerJoin(storeRoles, eq(storeRoles.id, storeClerkRoles.roleId))
          .where(inArray(storeClerkRoles.clerkId, ids))
  const records = rows.map(({ clerk, username, mobile, departmentTitle }) => ({
    id: clerk.id,
    memberId: clerk.memberId,
    username,
    mobile,
    clerkName: clerk.clerkName,
    status: clerk.status,
    roles: roles.filter((r) => r.clerkId === clerk.id).map(({ id, roleName }) => ({ id, roleName })),
    departmentId: clerk.departmentId,
    departmentTitle: departmentTitle ?? null,
    createTime: formatDateTime(clerk.createTime) as string,
  }))
  return toPage(records, total, query)
}

/**
 * `POST /store/clerk`: an existing member (by username or mobile) becomes a clerk with roles. A
 * member works for one store: a store owner or another store's clerk is refused (51002).
 */
export async function addClerk(ctx: StoreCtx, input: z.infer<typeof ClerkAddForm>) {
  await assertOwnRoles(ctx, input.roleIds)
  const [member] = await ctx.db
    .select({ id: members.id, storeId: members.storeId })
    .from(members)
    .where(
      and(
        or(
          eq(sql`lower(${members.username})`, input.username.toLowerCase()),
          eq(members.mobile, input.username),
        ),
        eq(members.deleteFlag, false),
      ),
    )
    .limit(1)
  if (!member) throw new BizError('CLERK_MEMBER_NOT_EXIST')
  if (member.storeId) throw new BizError('CLERK_BOUND_OTHER')
  const id = nextId()
  await ctx.db.transaction(async (tx) => {
    await assertOwnDepartment(tx, ctx.seller.storeId, input.departmentId)
    // The unique member index decides a race between two stores adding the same member.
    const [row] = await tx
      .insert(storeClerks)
      .values({
        id,
        storeId: ctx.seller.storeId,
        memberId: member.id,
        clerkName: input.clerkName,
        departmentId: input.departmentId,
      })
      .onConflictDoNothing()
      .returning({ id: storeClerks.id })
    if (!row) {
      const [held] = await tx
        .select({ storeId: storeClerks.storeId })
        .from(storeClerks)
        .where(eq(storeClerks.memberId, member.id))
      throw new BizError(held?.storeId === ctx.seller.storeId ? 'CLERK_EXIST' : 'CLERK_BOUND_OTHER')
    }
    if (input.roleIds.length > 0) {
      await tx.insert(storeClerkRoles).values(input.roleIds.map((roleId) => ({ clerkId: id, roleId })))
    }
  })
  return { id }
}

/** `PUT /store/clerk/{id}`: name, roles (replaced as a whole) and suspension, effective at once. */
export async function editClerk(ctx: StoreCtx, id: string, input: z.infer<typeof ClerkEditForm>) {
  if (input.roleIds) await assertOwnRoles(ctx, input.roleIds)
  const memberId = await ctx.db.transaction(async (tx) => {
    if (input.departmentId !== undefined)
      await assertOwnDepartment(tx, ctx.seller.storeId, input.departmentId)
    const [row] = await tx
      .update(storeClerks)
      .set({
        updateTime: new Date(),
        ...(input.clerkName !== undefined ? { clerkName: input.clerkName } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.departmentId !== undefined ? { departmentId: input.departmentId } : {}),
      })
      .where(mine(ctx, id))
      .returning({ memberId: storeClerks.memberId })
    if (!row) throw new BizError('CLERK_NOT_EXIST')
    if (input.roleIds) {
      await tx.delete(storeClerkRoles).where(eq(storeClerkRoles.clerkId, id))
      if (input.roleIds.length > 0) {
        await tx.insert(storeClerkRoles).values(input.roleIds.map((roleId) => ({ clerkId: id, roleId })))
      }
    }
    return row.memberId
  })
  await forgetCachedSessions(ctx, memberId)
}

/** `DELETE /store/clerk/{id}`: the member stops working for the store; its seller logins die. */
export async function deleteClerk(ctx: StoreCtx, id: string) {
  const [row] = await ctx.db
    .delete(storeClerks)
    .where(mine(ctx, id))
    .returning({ memberId: storeClerks.memberId })
  if (!row) throw new BizError('CLERK_NOT_EXIST')
  await forgetCachedSessions(ctx, row.memberId)
}
