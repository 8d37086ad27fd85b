import type { ManagerEvaluationQuery } from '@silk/contracts/lili-manager-pages'
import { memberEvaluations } from '@silk/db/schema/goods'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { evaluationView } from './my-evaluations.ts'

/** `GET /manager/member/evaluation/getByPage` (lilishop 会员评价): every store's reviews, newest first. */
export async function listAllEvaluations(ctx: ManagerCtx, query: z.infer<typeof ManagerEvaluationQuery>) {
  const where = and(
    eq(memberEvaluations.deleteFlag, false),
    query.memberName ? ilike(memberEvaluations.memberName, containsPattern(query.memberName)) : undefined,
    query.goodsName ? ilike(memberEvaluations.goodsName, containsPattern(query.goodsName)) : undefined,
    query.storeName ? ilike(memberEvaluations.storeName, containsPattern(query.storeName)) : undefined,
    query.grade ? eq(memberEvaluations.grade, query.grade) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(memberEvaluations)
      .where(where)
      .orderBy(desc(memberEvaluations.createTime), desc(memberEvaluations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberEvaluations).where(where),
  ])
  return toPage(rows.map(evaluationView), total, query)
}

/** `GET /manager/member/evaluation/get/{id}`: one review (a deleted one is not found). */
export async function getEvaluation(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(memberEvaluations)
    .where(and(eq(memberEvaluations.id, id), eq(memberEvaluations.deleteFlag, false)))
  if (!row) throw new BizError('EVALUATION_NOT_EXIST')
  return evaluationView(row)
}

/**
 * `GET /manager/member/evaluation/updateStatus/{id}?status=OPEN|CLOSE` (lilishop's switch, a GET as its
 * client sends it): shows or hides a review on the goods page. Logged.
 */
export async function setEvaluationStatus(ctx: ManagerCtx, id: string, status: 'OPEN' | 'CLOSE') {
  await adminWrite(ctx, { action: 'member.evaluation.status', target: id }, async (tx) => {
    const [before] = await tx
      .select({ status: memberEvaluations.status })
      .from(memberEvaluations)
      .where(and(eq(memberEvaluations.id, id), eq(memberEvaluations.deleteFlag, false)))
    if (!before) throw new BizError('EVALUATION_NOT_EXIST')
    await tx.update(memberEvaluations).set({ status }).where(eq(memberEvaluations.id, id))
    return { before, after: { status }, result: null }
  })
}
