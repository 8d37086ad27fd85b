import { envelope } from '@silk/contracts/envelope'
import { PintuanForm, PintuanPage, PintuanQuery, PintuanVO } from '@silk/contracts/pintuan'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  closePintuan,
  createPintuan,
  listPintuans,
  pintuanDetail,
  updatePintuan,
} from '../../modules/promotions/pintuan.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(PintuanVO) }
const Params = z.object({ id: Id })

/**
 * `/store/promotion/pintuan` (lilishop `PintuanStoreController`; issue 66, decision 161): the store's
 * 拼团 activities. Every call acts on the token's store only; another store's id is 42040.
 */
export async function storePintuanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/promotion/pintuan',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '本店拼团活动列表',
        querystring: PintuanQuery,
        response: { 200: envelope(PintuanPage) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await listPintuans(ctx.db, ctx.seller.storeId, req.query))
    },
  )
  r.get(
    '/store/promotion/pintuan/:id',
    { ...can('promotion', 'read'), schema: { tags, summary: '拼团活动详情', params: Params, response: One } },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await pintuanDetail(ctx.db, ctx.seller.storeId, req.params.id))
    },
  )
  r.post(
    '/store/promotion/pintuan',
    {
      ...can('promotion', 'write'),
      preHandler: preventDuplicate,
      schema: { tags, summary: '添加拼团活动', body: PintuanForm, response: One },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await createPintuan(ctx.db, ctx.seller.storeId, req.body))
    },
  )
  r.put(
    '/store/promotion/pintuan/:id',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '修改拼团活动（开始前）', params: Params, body: PintuanForm, response: One },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await updatePintuan(ctx.db, ctx.seller.storeId, req.params.id, req.body))
    },
  )
  r.put(
    '/store/promotion/pintuan/:id/close',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '关闭拼团活动', params: Params, response: One },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await closePintuan(ctx.db, ctx.seller.storeId, req.params.id))
    },
  )
}
