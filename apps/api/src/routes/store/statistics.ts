import { envelope } from '@silk/contracts/envelope'
import { StoreDashboardView } from '@silk/contracts/store-statistics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { storeDashboard } from '../../modules/settlement/dashboard.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { anyStaff, tags } from './access.ts'

/** The seller dashboard's figures: any staff, each count only for an area the user may read. */
export async function storeStatisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/statistics/dashboard',
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '首页：待办数量、今日订单与近30天销售',
        response: { 200: envelope(StoreDashboardView) },
      },
    },
    async (req) => ok(await storeDashboard(storeCtx(req))),
  )
}
