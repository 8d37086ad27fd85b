import { Logistics } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import { DeliveryQuery, TakeParams } from '@silk/contracts/order'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deliverOrder } from '../../modules/orders/order-actions.ts'
import { takeOrder } from '../../modules/orders/take-order.ts'
import { listLogistics } from '../../modules/system/list-logistics.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const Done = { 200: envelope(z.null()) }

/** `/store/order/order/**`: shipping and pickup-code redemption for the seller's store. */
export async function storeOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/other/logistics',
    {
      ...can('order', 'read'),
      schema: { tags, summary: '可选物流公司（发货用）', response: { 200: envelope(z.array(Logistics)) } },
    },
    async (req) => ok(await listLogistics(req.ctx())),
  )
  r.post(
    '/store/order/order/:sn/delivery',
    {
      ...can('order', 'write'),
      schema: { tags, summary: '商家发货', params: Sn, querystring: DeliveryQuery, response: Done },
    },
    async (req) => {
      await deliverOrder(storeCtx(req), req.params.sn, req.query)
      return done()
    },
  )
  r.put(
    '/store/order/order/take/:orderSn/:verificationCode',
    {
      ...can('order', 'write'),
      schema: { tags, summary: '核验自提订单', params: TakeParams, response: Done },
    },
    async (req) => {
      await takeOrder(storeCtx(req), req.params.orderSn, req.params.verificationCode)
      return done()
    },
  )
}
