import { envelope } from '@silk/contracts/envelope'
import { PintuanPage, PintuanQuery } from '@silk/contracts/pintuan'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listPintuans } from '../../modules/promotions/pintuan.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * `GET /manager/promotion/pintuan` (lilishop `PintuanManagerController`; decision 161): every store's
 * 拼团 activities, read-only (stores run their own).
 */
export async function managerPintuanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/promotion/pintuan',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺拼团活动列表（只读）',
        querystring: PintuanQuery,
        response: { 200: envelope(PintuanPage) },
      },
    },
    async (req) => ok(await listPintuans(managerCtx(req).db, null, req.query)),
  )
}
