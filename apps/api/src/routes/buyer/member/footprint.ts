import { envelope } from '@silk/contracts/envelope'
import { EsGoodsIndex, FootprintQuery } from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import { Id, listParam } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  clearFootprints,
  countFootprints,
  deleteFootprints,
  listFootprints,
} from '../../../modules/footprints/manage-footprints.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Footprints (reference §15.4); they are written by the goods detail call. */
export async function footprintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['footprint']
  r.get(
    '/buyer/member/footprint',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的足迹',
        querystring: FootprintQuery,
        response: { 200: envelope(page(EsGoodsIndex)) },
      },
    },
    async (request) => ok(await listFootprints(buyerCtx(request), request.query)),
  )
  r.delete(
    '/buyer/member/footprint',
    { ...auth, schema: { tags, summary: '清空足迹', response: { 200: envelope(z.null()) } } },
    async (request) => {
      await clearFootprints(buyerCtx(request))
      return done()
    },
  )
  r.delete(
    '/buyer/member/footprint/delByIds/:ids',
    {
      ...auth,
      schema: {
        tags,
        summary: '按商品编号删除足迹',
        params: z.object({ ids: listParam(Id) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteFootprints(buyerCtx(request), request.params.ids)
      return done()
    },
  )
  r.get(
    '/buyer/member/footprint/getFootprintNum',
    { ...auth, schema: { tags, summary: '足迹数量', response: { 200: envelope(z.number().int()) } } },
    async (request) => ok(await countFootprints(buyerCtx(request))),
  )
}
