import { envelope } from '@silk/contracts/envelope'
import { EvaluationReplyQuery } from '@silk/contracts/evaluation'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { replyEvaluation } from '../../modules/evaluations/reply.ts'
import { done } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** `/store/member/evaluation/**`: the store answers its reviews. */
export async function storeEvaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.put(
    '/store/member/evaluation/reply/:id',
    {
      ...can('evaluation', 'write'),
      schema: {
        tags,
        summary: '商家回复评价',
        params: z.object({ id: Id }),
        querystring: EvaluationReplyQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await replyEvaluation(storeCtx(req), req.params.id, req.query.reply)
      return done()
    },
  )
}
