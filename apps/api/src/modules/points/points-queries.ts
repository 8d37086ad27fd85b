import type { PageQuery } from '@silk/contracts/paging'
import { memberPointsHistory, members } from '@silk/db/schema/index'
import { count, desc, eq, type SQL } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { localText } from '../../shared/english-texts.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'

/** `GET /buyer/member/memberPointsHistory/getByPage`: my points log, newest first. */
export async function listPointsHistory(ctx: BuyerCtx, query: PageQuery) {
  const where = eq(memberPointsHistory.memberId, ctx.member.id)
  return pointsHistoryPage(ctx, where, query)
}

/** A page of points-log rows matching `where`, newest first (the buyer's own, the operator's all). */
export async function pointsHistoryPage(
  ctx: Pick<BuyerCtx, 'db' | 'locale'>,
  where: SQL | undefined,
  query: PageQuery,
) {
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

/** `getMemberPointsHistoryVO`: points left and points ever earned, from the member row. */
export async function pointsSummary(ctx: BuyerCtx) {
  const [row] = await ctx.db
    .select({ point: members.point, totalPoint: members.totalPoint })
    .from(members)
    .where(eq(members.id, ctx.member.id))
  return { point: row?.point ?? 0, totalPoint: row?.totalPoint ?? 0 }
}
