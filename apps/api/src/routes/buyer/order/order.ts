import { envelope } from '@silk/contracts/envelope'
import {
  CancelQuery,
  OrderDetailVO,
  OrderListQuery,
  OrderPackage,
  OrderSimpleVO,
  Traces,
} from '@silk/contracts/order'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cancelOrder } from '../../../flows/cancel-order.ts'
import {
  deleteOrder,
  orderPackages,
  orderTraces,
  receiveOrder,
} from '../../../modules/orders/order-actions.ts'
import { listOrders, orderDetail } from '../../../modules/orders/order-queries.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const Done = { 200: envelope(z.null()) }

/** Buyer orders (reference §9); owner checks everywhere (§20 #13). Seller calls: `routes/store/`. */
export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const guarded = { preHandler: [app.requireMember, preventDuplicate] }
  const tags = ['order']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/order/order',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的订单',
        querystring: OrderListQuery,
        response: { 200: envelope(page(OrderSimpleVO)) },
      },
    },
    async (req) => ok(await listOrders(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/order/order/:sn',
    {
      ...auth,
      schema: { tags, summary: '订单详情', params: Sn, response: { 200: envelope(OrderDetailVO) } },
    },
    async (req) => ok(await orderDetail(buyerCtx(req), req.params.sn)),
  )
  r.post(
    '/buyer/order/order/:sn/cancel',
    {
      ...guarded,
      schema: { tags, summary: '取消订单', params: Sn, querystring: CancelQuery, response: Done },
    },
    async (req) => {
      await cancelOrder(buyerCtx(req), req.params.sn, req.query.reason)
      return done()
    },
  )
  r.post(
    '/buyer/order/order/:sn/receiving',
    { ...guarded, schema: { tags, summary: '确认收货', params: Sn, response: Done } },
    async (req) => {
      await receiveOrder(buyerCtx(req), req.params.sn)
      return done()
    },
  )
  r.delete(
    '/buyer/order/order/:sn',
    { ...guarded, schema: { tags, summary: '删除订单', params: Sn, response: Done } },
    async (req) => {
      await deleteOrder(buyerCtx(req), req.params.sn)
      return done()
    },
  )
  r.post(
    '/buyer/order/order/getTraces/:sn',
    { ...auth, schema: { tags, summary: '物流轨迹', params: Sn, response: { 200: envelope(Traces) } } },
    async (req) => ok(await orderTraces(buyerCtx(req), req.params.sn)),
  )
  r.get(
    '/buyer/order/order/getPackage/:sn',
    {
      ...auth,
      schema: { tags, summary: '包裹', params: Sn, response: { 200: envelope(z.array(OrderPackage)) } },
    },
    async (req) => ok(await orderPackages(buyerCtx(req), req.params.sn)),
  )
}
