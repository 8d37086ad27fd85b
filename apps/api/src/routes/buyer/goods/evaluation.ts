import { envelope } from '@silk/contracts/envelope'
import { EvaluationNumberVO, EvaluationQuery, MemberEvaluationVO } from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { countGoodsEvaluations, listGoodsEvaluations } from '../../../modules/goods/list-evaluations.ts'
import { ok } from '../../../shared/envelope.ts'

/** The public read side of reviews; writing them belongs to the evaluation issue. */
export async function goodsEvaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/buyer/member/evaluation/:goodsId/goodsEvaluation',
    {
      schema: {
        tags: ['evaluation'],
        summary: '商品评价列表（公开）',
        params: z.object({ goodsId: Id }),
        querystring: EvaluationQuery,
        response: { 200: envelope(page(MemberEvaluationVO)) },
      },
    },
    async (request) =>
      ok(await listGoodsEvaluations(request.ctx(), { ...request.query, goodsId: request.params.goodsId })),
  )
  r.get(
    '/buyer/member/evaluation/:goodsId/evaluationNumber',
    {
      schema: {
        tags: ['evaluation'],
        summary: '商品评价数量（公开）',
        params: z.object({ goodsId: Id }),
        response: { 200: envelope(EvaluationNumberVO) },
      },
    },
    async (request) => ok(await countGoodsEvaluations(request.ctx(), request.params.goodsId)),
  )
}
