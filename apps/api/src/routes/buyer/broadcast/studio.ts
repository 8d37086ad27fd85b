import { BuyerStudioQuery, StudioDetailVO, StudioPage } from '@silk/contracts/broadcast'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { buyerLiveInfo, listBuyerStudios } from '../../../modules/broadcast/studios.ts'
import { ok } from '../../../shared/envelope.ts'

/**
 * `/buyer/broadcast/studio` (lilishop `StudioController`, public; decision 169): the live rooms,
 * recommended first, and one room with its goods by WeChat's room id. Buyers watch in the mini program
 * (each room's `mediaPath`).
 */
export async function buyerBroadcastRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['broadcast']
  r.get(
    '/buyer/broadcast/studio',
    {
      schema: {
        tags,
        summary: '直播间列表',
        querystring: BuyerStudioQuery,
        response: { 200: envelope(StudioPage) },
      },
    },
    async (req) => {
      const ctx = req.ctx()
      return ok(await listBuyerStudios(ctx.db, ctx.config, req.query))
    },
  )
  r.get(
    '/buyer/broadcast/studio/getLiveInfo/:roomId',
    {
      schema: {
        tags,
        summary: '直播间详情',
        params: z.object({ roomId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelope(StudioDetailVO) },
      },
    },
    async (req) => {
      const ctx = req.ctx()
      return ok(await buyerLiveInfo(ctx.db, ctx.config, req.params.roomId))
    },
  )
}
