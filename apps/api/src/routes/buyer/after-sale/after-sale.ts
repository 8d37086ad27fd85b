import { AfterSaleReason, ReasonType } from '@silk/contracts/after-sale'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listReasons } from '../../../modules/after-sale/reasons.ts'
import { releaseGuardOnFailure } from '../../../modules/trade/buyer.ts'
import { ok } from '../../../shared/envelope.ts'

/** Buyer after-sale (reference §10.3): owner checks on every sn. */
export async function afterSaleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['after-sale']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/order/afterSale/get/afterSaleReason/:serviceType',
    {
      ...auth,
      schema: {
        tags,
        summary: '售后原因',
        params: z.object({ serviceType: ReasonType }),
        response: { 200: envelope(z.array(AfterSaleReason)) },
      },
    },
    async (req) => ok(await listReasons(req.ctx(), req.params.serviceType)),
  )
}
