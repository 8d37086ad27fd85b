import { envelope } from '@silk/contracts/envelope'
import {
  FullDiscountDetail,
  FullDiscountForm,
  FullDiscountPage,
  FullDiscountQuery,
} from '@silk/contracts/full-discount'
import { Id } from '@silk/contracts/primitives'
import { nextId } from '@silk/db/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import {
  closeFullDiscount,
  createFullDiscount,
  forgetLiveFullDiscounts,
  fullDiscountDetail,
  listFullDiscounts,
  PLATFORM_OWNER,
  updateFullDiscount,
} from '../../modules/promotions/full-discount.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(FullDiscountDetail) }
const Params = z.object({ id: Id })

/**
 * `/manager/promotion/fullDiscount` (lilishop `FullDiscountManagerController`; decision 160): the
 * platform's own 满减/满折 (owner '0', borne by the platform), on every store's goods or chosen ones.
 * Each write is in the operation log.
 */
export async function managerFullDiscountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/promotion/fullDiscount',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '平台满减活动列表',
        querystring: FullDiscountQuery,
        response: { 200: envelope(FullDiscountPage) },
      },
    },
    async (req) => ok(await listFullDiscounts(managerCtx(req).db, PLATFORM_OWNER, req.query)),
  )
  r.get(
    '/manager/promotion/fullDiscount/:id',
    {
      ...can('promotion', 'read'),
      schema: { tags, summary: '平台满减活动详情', params: Params, response: One },
    },
    async (req) => ok(await fullDiscountDetail(managerCtx(req).db, PLATFORM_OWNER, req.params.id)),
  )
  r.post(
    '/manager/promotion/fullDiscount',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '新增平台满减/满折', body: FullDiscountForm, response: One },
    },
    async (req) => {
      const id = nextId()
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.fullDiscount.create', target: id },
        async (tx) => {
          const created = await createFullDiscount(tx, PLATFORM_OWNER, req.body, id)
          return { after: created, result: created }
        },
      ).finally(forgetLiveFullDiscounts)
      return ok(view)
    },
  )
  r.put(
    '/manager/promotion/fullDiscount/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改平台满减活动（开始前）',
        params: Params,
        body: FullDiscountForm,
        response: One,
      },
    },
    async (req) => {
      const { id } = req.params
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.fullDiscount.update', target: id },
        async (tx) => {
          const before = await fullDiscountDetail(tx, PLATFORM_OWNER, id)
          const after = await updateFullDiscount(tx, PLATFORM_OWNER, id, req.body)
          return { before, after, result: after }
        },
      ).finally(forgetLiveFullDiscounts)
      return ok(view)
    },
  )
  r.put(
    '/manager/promotion/fullDiscount/:id/close',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '提前结束平台满减活动', params: Params, response: One },
    },
    async (req) => {
      const { id } = req.params
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.fullDiscount.close', target: id },
        async (tx) => {
          const after = await closeFullDiscount(tx, PLATFORM_OWNER, id)
          return { after, result: after }
        },
      ).finally(forgetLiveFullDiscounts)
      return ok(view)
    },
  )
}
