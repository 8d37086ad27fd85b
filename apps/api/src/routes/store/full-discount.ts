import { envelope } from '@silk/contracts/envelope'
import {
  FullDiscountDetail,
  FullDiscountForm,
  FullDiscountPage,
  FullDiscountQuery,
} from '@silk/contracts/full-discount'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  closeFullDiscount,
  createFullDiscount,
  fullDiscountDetail,
  listFullDiscounts,
  updateFullDiscount,
} from '../../modules/promotions/full-discount.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(FullDiscountDetail) }
const Params = z.object({ id: Id })

/**
 * `/store/promotion/fullDiscount` (lilishop `FullDiscountStoreController`; issue 66, decision 160):
 * the store's 满减/满折. Every call acts on the token's store only; another store's id is 42030.
 */
export async function storeFullDiscountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/promotion/fullDiscount',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '本店满减活动列表',
        querystring: FullDiscountQuery,
        response: { 200: envelope(FullDiscountPage) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await listFullDiscounts(ctx.db, ctx.seller.storeId, req.query))
    },
  )
  r.get(
    '/store/promotion/fullDiscount/:id',
    { ...can('promotion', 'read'), schema: { tags, summary: '满减活动详情', params: Params, response: One } },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await fullDiscountDetail(ctx.db, ctx.seller.storeId, req.params.id))
    },
  )
  r.post(
    '/store/promotion/fullDiscount',
    {
      ...can('promotion', 'write'),
      preHandler: preventDuplicate,
      schema: { tags, summary: '添加满减/满折活动', body: FullDiscountForm, response: One },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await createFullDiscount(ctx.db, ctx.seller.storeId, req.body))
    },
  )
  r.put(
    '/store/promotion/fullDiscount/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改满减活动（开始前）',
        params: Params,
        body: FullDiscountForm,
        response: One,
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await updateFullDiscount(ctx.db, ctx.seller.storeId, req.params.id, req.body))
    },
  )
  r.put(
    '/store/promotion/fullDiscount/:id/close',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '提前结束满减活动', params: Params, response: One },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await closeFullDiscount(ctx.db, ctx.seller.storeId, req.params.id))
    },
  )
}
