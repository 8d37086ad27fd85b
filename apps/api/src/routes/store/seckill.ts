import { envelope } from '@silk/contracts/envelope'
import { Id } from '@silk/contracts/primitives'
import {
  SeckillApplyForm,
  SeckillApplyPage,
  SeckillApplyQuery,
  SeckillApplyVO,
  SeckillPage,
  SeckillQuery,
} from '@silk/contracts/seckill-admin'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applySeckill,
  listOpenSeckills,
  listStoreSeckillApplies,
} from '../../modules/promotions/store-seckill.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/**
 * `/store/promotion/seckill` (lilishop `SeckillStoreController`, issue 66): the platform's flash-sale
 * activities open for applications, this store's applications, and applying a SKU to a session.
 */
export async function storeSeckillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/promotion/seckill',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '可报名的秒杀活动',
        querystring: SeckillQuery,
        response: { 200: envelope(SeckillPage) },
      },
    },
    async (req) => ok(await listOpenSeckills(storeCtx(req), req.query)),
  )
  r.get(
    '/store/promotion/seckill/apply',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '本店的秒杀报名',
        querystring: SeckillApplyQuery,
        response: { 200: envelope(SeckillApplyPage) },
      },
    },
    async (req) => ok(await listStoreSeckillApplies(storeCtx(req), req.query)),
  )
  r.post(
    '/store/promotion/seckill/:seckillId/apply',
    {
      ...can('promotion', 'write'),
      preHandler: preventDuplicate,
      schema: {
        tags,
        summary: '报名秒杀场次（本店商品、低于原价、不超过库存）',
        params: z.object({ seckillId: Id }),
        body: SeckillApplyForm,
        response: { 200: envelope(SeckillApplyVO) },
      },
    },
    async (req) => ok(await applySeckill(storeCtx(req), req.params.seckillId, req.body)),
  )
}
