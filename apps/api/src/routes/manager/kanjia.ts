import { envelope } from '@silk/contracts/envelope'
import { KanjiaGoodsForm, KanjiaGoodsPage, KanjiaGoodsQuery, KanjiaGoodsVO } from '@silk/contracts/kanjia'
import { Id } from '@silk/contracts/primitives'
import { nextId } from '@silk/db/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import {
  closeKanjiaGoods,
  createKanjiaGoods,
  kanjiaGoodsDetail,
  listKanjiaGoods,
  updateKanjiaGoods,
} from '../../modules/promotions/kanjia.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(KanjiaGoodsVO) }
const Params = z.object({ id: Id })

/**
 * `/manager/promotion/kanJiaGoods` (lilishop `KanJiaActivityGoodsManagerController`; decision 167):
 * the platform's 砍价 offers on any store's SKU. Each write is in the operation log.
 */
export async function managerKanjiaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/promotion/kanJiaGoods',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '砍价商品列表',
        querystring: KanjiaGoodsQuery,
        response: { 200: envelope(KanjiaGoodsPage) },
      },
    },
    async (req) => ok(await listKanjiaGoods(managerCtx(req).db, req.query)),
  )
  r.get(
    '/manager/promotion/kanJiaGoods/:id',
    { ...can('promotion', 'read'), schema: { tags, summary: '砍价商品详情', params: Params, response: One } },
    async (req) => ok(await kanjiaGoodsDetail(managerCtx(req).db, req.params.id)),
  )
  r.post(
    '/manager/promotion/kanJiaGoods',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '添加砍价商品', body: KanjiaGoodsForm, response: One },
    },
    async (req) => {
      const id = nextId()
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.kanjia.create', target: id },
        async (tx) => {
          const created = await createKanjiaGoods(tx, req.body, id)
          return { after: created, result: created }
        },
      )
      return ok(view)
    },
  )
  r.put(
    '/manager/promotion/kanJiaGoods/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改砍价商品（开始前）',
        params: Params,
        body: KanjiaGoodsForm,
        response: One,
      },
    },
    async (req) => {
      const { id } = req.params
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.kanjia.update', target: id },
        async (tx) => {
          const before = await kanjiaGoodsDetail(tx, id)
          const after = await updateKanjiaGoods(tx, id, req.body)
          return { before, after, result: after }
        },
      )
      return ok(view)
    },
  )
  r.put(
    '/manager/promotion/kanJiaGoods/:id/close',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '关闭砍价商品', params: Params, response: One },
    },
    async (req) => {
      const { id } = req.params
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.kanjia.close', target: id },
        async (tx) => {
          const after = await closeKanjiaGoods(tx, id)
          return { after, result: after }
        },
      )
      return ok(view)
    },
  )
}
