import {
  DistributionGoodsVO,
  DistributionOrder,
  StoreDistributionCheckQuery,
  StoreDistributionGoodsQuery,
  StoreDistributionOrderQuery,
} from '@silk/contracts/distribution'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  cancelStoreDistributionGoods,
  checkStoreDistributionGoods,
  listStoreDistributionGoods,
  listStoreDistributionOrders,
} from '../../modules/distribution/store-goods.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Params = z.object({ id: Id })

/**
 * `/store/distribution/goods|order` (lilishop `DistributionGoodsStoreController`,
 * `DistributionOrderStoreController`; decision 166): the store's SKUs in the distribution programme and
 * the distribution orders of its goods.
 */
export async function storeDistributionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/distribution/goods',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '分销商品列表',
        querystring: StoreDistributionGoodsQuery,
        response: { 200: envelope(page(DistributionGoodsVO)) },
      },
    },
    async (req) => ok(await listStoreDistributionGoods(storeCtx(req), req.query)),
  )
  r.put(
    '/store/distribution/goods/checked/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '选择商品规格参与分销（或修改佣金）',
        params: Params,
        querystring: StoreDistributionCheckQuery,
        response: { 200: envelope(DistributionGoodsVO) },
      },
    },
    async (req) => ok(await checkStoreDistributionGoods(storeCtx(req), req.params.id, req.query.commission)),
  )
  r.delete(
    '/store/distribution/goods/cancel/:id',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '取消分销商品', params: Params, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await cancelStoreDistributionGoods(storeCtx(req), req.params.id)
      return done()
    },
  )
  r.get(
    '/store/distribution/order',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '分销订单列表（本店商品）',
        querystring: StoreDistributionOrderQuery,
        response: { 200: envelope(page(DistributionOrder)) },
      },
    },
    async (req) => ok(await listStoreDistributionOrders(storeCtx(req), req.query)),
  )
}
