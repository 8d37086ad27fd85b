import type { ManagerStoreApplyQuery } from '@silk/contracts/store-apply'
import { storeApplies } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, gt, ilike, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { storeApplyViews } from './applications.ts'

/**
 * `GET /manager/store/apply`: submitted applications (oldest waiting first) or, by status, the
 * refused and opened ones; drafts still being filled are the applicant's own business.
 */
export async function listStoreApplies(ctx: ManagerCtx, query: z.infer<typeof ManagerStoreApplyQuery>) {
  const where = and(
    query.status ? eq(storeApplies.status, query.status) : ne(storeApplies.status, 'APPLY'),
    gt(storeApplies.step, 2),
    query.storeName ? ilike(storeApplies.storeName, containsPattern(query.storeName)) : undefined,
    query.memberName ? ilike(storeApplies.memberName, containsPattern(query.memberName)) : undefined,
  )
  const order =
    query.status === 'APPLYING'
      ? [asc(storeApplies.submitTime), asc(storeApplies.id)]
      : [desc(storeApplies.submitTime), desc(storeApplies.id)]
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(storeApplies)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(storeApplies).where(where),
  ])
  return toPage(await storeApplyViews(ctx.db, rows, ctx.locale), total, query)
}

/** `GET /manager/store/apply/{id}`: one application with its pictures. */
export async function getStoreApply(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db.select().from(storeApplies).where(eq(storeApplies.id, id))
  if (!row || row.step < 3) throw new BizError('STORE_APPLY_NOT_EXIST')
  return (await storeApplyViews(ctx.db, [row], ctx.locale))[0]
}
