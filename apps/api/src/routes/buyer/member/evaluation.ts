import { envelope } from '@silk/contracts/envelope'
import {
  MemberEvaluationDetailVO,
  MemberEvaluationDTO,
  MemberEvaluationResult,
  MyEvaluationQuery,
  MyEvaluationVO,
} from '@silk/contracts/evaluation'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { evaluateOrderItem } from '../../../flows/evaluate-order-item.ts'
import { getMyEvaluation, listMyEvaluations } from '../../../modules/evaluations/my-evaluations.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const ById = z.object({ id: Id })

/**
 * The member's reviews (reference §12): write one for an item of a received order, list and read
 * one's own. The public goods list and counts are in `buyer/goods/evaluation.ts`; the seller's reply
 * in `store/evaluation.ts`.
 */
export async function memberEvaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['evaluation']
  releaseGuardOnFailure(app)

  r.post(
    '/buyer/member/evaluation',
    {
      preHandler: [app.requireMember, preventDuplicate],
      schema: {
        tags,
        summary: '评价订单商品',
        querystring: MemberEvaluationDTO,
        response: { 200: envelope(MemberEvaluationResult) },
      },
    },
    async (req) => ok(await evaluateOrderItem(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/evaluation',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的评价',
        querystring: MyEvaluationQuery,
        response: { 200: envelope(page(MyEvaluationVO)) },
      },
    },
    async (req) => ok(await listMyEvaluations(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/evaluation/get/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '评价详情（本人）',
        params: ById,
        response: { 200: envelope(MemberEvaluationDetailVO) },
      },
    },
    async (req) => ok(await getMyEvaluation(buyerCtx(req), req.params.id)),
  )
}
