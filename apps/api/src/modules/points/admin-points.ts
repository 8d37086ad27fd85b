import type { ManagerPointsHistoryQuery } from '@silk/contracts/lili-manager-pages'
import { memberPointsHistory, members } from '@silk/db/schema/index'
import { ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { pointsHistoryPage } from './points-queries.ts'

/** `GET /manager/member/memberPointsHistory/getByPage` (lilishop 积分历史): every member's points log. */
export async function listAllPointsHistory(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerPointsHistoryQuery>,
) {
  const where = query.memberName
    ? ilike(memberPointsHistory.memberName, containsPattern(query.memberName))
    : undefined
  return pointsHistoryPage(ctx, where, query)
}

/**
 * `GET /manager/member/memberPointsHistory/queryMemberPointsStatistics`: points ever granted to members
 * (the sum of their running totals) and points they still hold.
 */
export async function pointsStatistics(ctx: ManagerCtx) {
  const [row] = await ctx.db
    .select({
      totalPoint: sql<number>`coalesce(sum(${members.totalPoint}), 0)::bigint`,
      unUsedPoint: sql<number>`coalesce(sum(${members.point}), 0)::bigint`,
    })
    .from(members)
  return { totalPoint: Number(row?.totalPoint ?? 0), unUsedPoint: Number(row?.unUsedPoint ?? 0) }
}
