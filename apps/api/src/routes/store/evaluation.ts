import { envelope } from '@silk/contracts/envelope'
import {
  EvaluationReplyQuery,
  MyEvaluationVO,
  StoreEvaluationNumbers,
  StoreEvaluationQuery,
} from '@silk/contracts/evaluation'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { replyEvaluation } from '../../modules/evaluations/reply.ts'
import { listStoreEvaluations, storeEvaluationNumbers } from '../../modules/evaluations/store-evaluations.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** `/store/member/evaluation/**`: the store's reviews and its one answer to each. */
export async function storeEvaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/member/evaluation',
    {
      ...can('evaluation', 'read'),
      schema: {
        tags,
        summary: '店铺的评价',
        querystring: StoreEvaluationQuery,
        response: { 200: envelope(page(MyEvaluationVO)) },
      },
    },
    async (req) => ok(await listStoreEvaluations(storeCtx(req), req.query)),
  )
  r.get(
    '/store/member/evaluation/numbers',
    {
      ...can('evaluation', 'read'),
      schema: { tags, summary: '店铺评价数量', response: { 200: envelope(StoreEvaluationNumbers) } },
    },
    async (req) => ok(await storeEvaluationNumbers(storeCtx(req))),
  )
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
