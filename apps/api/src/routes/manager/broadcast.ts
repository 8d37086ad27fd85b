import { ManagerStudioQuery, RecommendQuery, StudioDetailVO, StudioPage } from '@silk/contracts/broadcast'
import { envelope } from '@silk/contracts/envelope'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listAllStudios, managerStudioDetail, setStudioRecommend } from '../../modules/broadcast/studios.ts'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * `/manager/broadcast/studio` (lilishop `StudioManagerController`; decision 169): every store's live
 * rooms, one with its goods, and 推荐 (the buyer's list shows recommended rooms first; logged).
 */
export async function managerBroadcastRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/broadcast/studio',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '直播间列表',
        querystring: ManagerStudioQuery,
        response: { 200: envelope(StudioPage) },
      },
    },
    async (req) => ok(await listAllStudios(managerCtx(req).db, req.query)),
  )
  r.get(
    '/manager/broadcast/studio/studioInfo/:studioId',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '直播间详情',
        params: z.object({ studioId: Id }),
        response: { 200: envelope(StudioDetailVO) },
      },
    },
    async (req) => ok(await managerStudioDetail(managerCtx(req).db, req.params.studioId)),
  )
  r.put(
    '/manager/broadcast/studio/recommend/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '推荐直播间',
        params: z.object({ id: Id }),
        querystring: RecommendQuery,
        response: { 200: envelope(StudioDetailVO) },
      },
    },
    async (req) => {
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.live.recommend', target: req.params.id },
        async (tx) => {
          const { before, after } = await setStudioRecommend(tx, req.params.id, req.query.recommend)
          return { before, after: { recommend: after.recommend }, result: after }
        },
      )
      return ok(view)
    },
  )
}
