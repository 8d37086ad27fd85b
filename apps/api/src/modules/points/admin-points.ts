import type { ManagerPointsHistoryQuery } from '@silk/contracts/lili-manager-pages'
import { memberPointsHistory, members } from '@silk/db/schema/index'
import { count, desc, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { localText } from '../../shared/english-texts.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'

/** `GET /manager/member/memberPointsHistory/getByPage` (lilishop 积分历史): every member's points log. */
export async function listAllPointsHistory(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerPointsHistoryQuery>,
) {
  const where = query.memberName
    ? ilike(memberPointsHistory.memberName, containsPattern(query.memberName))
    : undefined
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(memberPointsHistory)
      .where(where)
      .orderBy(desc(memberPointsHistory.createTime), desc(memberPointsHistory.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberPointsHistory).where(where),
  ])
  const records = rows.map((r) => ({
    id: r.id,
    createBy: r.memberName,
    createTime: formatDateTime(r.createTime) ?? '',
    memberId: r.memberId,
    memberName: r.memberName,
    point: r.point,
    beforePoint: r.beforePoint,
    variablePoint: r.variablePoint,
    content: localText(ctx.locale, r.content),
    pointType: r.pointType as 'INCREASE' | 'REDUCE',
  }))
  return toPage(records, total, query)
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
