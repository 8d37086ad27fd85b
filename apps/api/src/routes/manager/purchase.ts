import { envelope } from '@silk/contracts/envelope'
import { ManagerPurchaseQuery, PurchaseOrderPage } from '@silk/contracts/rfq'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { managerPurchases } from '../../modules/rfq/index.ts'
import { ok } from '../../shared/envelope.ts'
import { can, tags } from './access.ts'

/** `/manager/other/purchase/purchase` (decision 132): the operators' read-only view of every request. */
export async function managerPurchaseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/other/purchase/purchase',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '采购需求（只读）',
        querystring: ManagerPurchaseQuery,
        response: { 200: envelope(PurchaseOrderPage) },
      },
    },
    async (req) => ok(await managerPurchases(req.ctx().db, req.query)),
  )
}
