import { envelope } from '@silk/contracts/envelope'
import { EvaluationNumberVO, EvaluationQuery, MemberEvaluationVO } from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { countGoodsEvaluations, listGoodsEvaluations } from '../../../modules/goods/list-evaluations.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { serializedCache } from '../../../shared/serialized-cache.ts'

/**
 * The public read side of reviews; writing them belongs to the evaluation issue. Every goods page
 * render reads both answers (three queries), so they are prepared answers per goods and query, for
 * 30 s per node, dropped when any goods changes here (a review or a reply forgets its goods).
 */
export async function goodsEvaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const ctx = () => ({ db: app.services.database.db })
  const answers = {
    list: serializedCache(
      app,
      page(MemberEvaluationVO),
      (key) => listGoodsEvaluations(ctx(), JSON.parse(key)),
      30,
    ),
    counts: serializedCache(app, EvaluationNumberVO, (goodsId) => countGoodsEvaluations(ctx(), goodsId), 30),
  }
  const unsubscribe = onChange((change) => {
    if (change.kind !== 'goods') return
    answers.list.clear()
    answers.counts.clear()
  })
  app.addHook('onClose', async () => unsubscribe())

  r.get(
    '/buyer/member/evaluation/:goodsId/goodsEvaluation',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['evaluation'],
        summary: '商品评价列表（公开）',
        params: z.object({ goodsId: Id }),
        querystring: EvaluationQuery,
        response: { 200: envelope(page(MemberEvaluationVO)) },
      },
    },
    (request, reply) =>
      answers.list(reply, JSON.stringify({ ...request.query, goodsId: request.params.goodsId })),
  )
  r.get(
    '/buyer/member/evaluation/:goodsId/evaluationNumber',
    {
      config: { sameForEveryone: true },
      compress: false,
      schema: {
        tags: ['evaluation'],
        summary: '商品评价数量（公开）',
        params: z.object({ goodsId: Id }),
        response: { 200: envelope(EvaluationNumberVO) },
      },
    },
    (request, reply) => answers.counts(reply, request.params.goodsId),
  )
}
