import type { ManagerWithdrawQuery } from '@silk/contracts/admin'
import { withdrawApplies } from '@silk/db/schema/index'
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm'
import type { z } from 'zod'
import { parseChinaDateTime } from '../../shared/dates.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { withdrawView } from './wallet.ts'

/** `GET /manager/wallet/withdrawApply`: every member's applications, newest first, with filters. */
export async function listWithdrawApplies(ctx: ManagerCtx, query: z.infer<typeof ManagerWithdrawQuery>) {
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  const where = and(
    query.sn ? eq(withdrawApplies.sn, query.sn) : undefined,
    query.memberName ? ilike(withdrawApplies.memberName, containsPattern(query.memberName)) : undefined,
    query.applyStatus ? eq(withdrawApplies.applyStatus, query.applyStatus) : undefined,
    start ? gte(withdrawApplies.createTime, start) : undefined,
    end ? lt(withdrawApplies.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(withdrawApplies)
      .where(where)
      .orderBy(desc(withdrawApplies.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(withdrawApplies).where(where),
  ])
  return toPage(rows.map(withdrawView), total, query)
}
