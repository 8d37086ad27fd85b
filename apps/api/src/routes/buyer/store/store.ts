import { envelope } from '@silk/contracts/envelope'
import { StoreBasicInfoVO, StoreGoodsLabelVO, StoreListQuery } from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getStoreDetail, listStoreLabels, listStores } from '../../../modules/stores/get-store.ts'
import { ok } from '../../../shared/envelope.ts'

export async function storeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/buyer/store/store',
    {
      schema: {
        tags: ['store'],
        summary: '店铺列表（推荐优先）',
        querystring: StoreListQuery,
        response: { 200: envelope(page(StoreBasicInfoVO)) },
      },
    },
    async (request) => ok(await listStores(request.ctx(), request.query)),
  )
  r.get(
    '/buyer/store/store/get/detail/:id',
    {
      schema: {
        tags: ['store'],
        summary: '店铺详情',
        params: z.object({ id: Id }),
        response: { 200: envelope(StoreBasicInfoVO) },
      },
    },
    async (request) => ok(await getStoreDetail(request.ctx(), request.params.id)),
  )
  r.get(
    '/buyer/store/store/label/get/:id',
    {
      schema: {
        tags: ['store'],
        summary: '店铺商品分类',
        params: z.object({ id: Id }),
        response: { 200: envelope(z.array(StoreGoodsLabelVO)) },
      },
    },
    async (request) => ok(await listStoreLabels(request.ctx(), request.params.id)),
  )
}
