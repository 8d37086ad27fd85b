import type { StoreEvaluationQuery } from '@silk/contracts/evaluation'
import { memberEvaluations } from '@silk/db/schema/goods'
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { evaluationView } from './my-evaluations.ts'

/** `GET /store/member/evaluation` (decision 121): the store's reviews, newest first. */
export async function listStoreEvaluations(ctx: StoreCtx, query: StoreEvaluationQuery) {
  const start = query.startTime ? parseChinaDateTime(query.startTime) : null
  const end = query.endTime ? parseChinaDateTime(query.endTime) : null
  const filters: (SQL | undefined)[] = [
    eq(memberEvaluations.storeId, ctx.seller.storeId),
    eq(memberEvaluations.deleteFlag, false),
    query.grade ? eq(memberEvaluations.grade, query.grade) : undefined,
    query.goodsName ? ilike(memberEvaluations.goodsName, containsPattern(query.goodsName)) : undefined,
    query.haveImage === undefined ? undefined : eq(memberEvaluations.haveImage, query.haveImage),
    query.replied === undefined ? undefined : eq(memberEvaluations.replyStatus, query.replied),
    start ? gte(memberEvaluations.createTime, start) : undefined,
    end ? lt(memberEvaluations.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  ]
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(memberEvaluations)
      .where(where)
      .orderBy(desc(memberEvaluations.createTime), desc(memberEvaluations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(memberEvaluations).where(where),
  ])
  return toPage(rows.map(evaluationView), total?.n ?? 0, query)
}

/** `GET /store/member/evaluation/numbers`: the filter tabs' counts. */
export async function storeEvaluationNumbers(ctx: StoreCtx) {
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`
  const [row] = await ctx.db
    .select({
      all: sql<number>`count(*)::int`,
      good: n(eq(memberEvaluations.grade, 'GOOD')),
      moderate: n(eq(memberEvaluations.grade, 'MODERATE')),
      worse: n(eq(memberEvaluations.grade, 'WORSE')),
      haveImage: n(eq(memberEvaluations.haveImage, true)),
      unreplied: n(eq(memberEvaluations.replyStatus, false)),
    })
    .from(memberEvaluations)
    .where(and(eq(memberEvaluations.storeId, ctx.seller.storeId), eq(memberEvaluations.deleteFlag, false)))
  return row
}
