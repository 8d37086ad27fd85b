import { envelope } from '@silk/contracts/envelope'
import {
  ManagerCancelQuery,
  ManagerOrderCounts,
  ManagerOrderDetail,
  ManagerOrderFilter,
  ManagerOrderPage,
  ManagerOrderQuery,
  ManagerPayQuery,
} from '@silk/contracts/manager-order'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { managerCancelOrder } from '../../flows/cancel-order.ts'
import { managerConfirmTradeTransfer, managerConfirmTransfer } from '../../flows/confirm-transfer.ts'
import { orderAfterSales } from '../../modules/after-sale/order-cases.ts'
import { managerOrderDetail } from '../../modules/orders/admin-orders.ts'
import { countDeskOrders, exportDeskOrders, listDeskOrders } from '../../modules/orders/store-orders.ts'
import { datedCsvName, sendCsv } from '../../shared/csv-reply.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
/** Every store's orders: the seller desk's reader with no store scope. */
const EVERY_STORE = {}

/**
 * `/manager/order/order/**` (lilishop 管理端 订单 → 商品订单, decision 116): every store's orders by tab
 * with counts and filters, their CSV export, an order's detail, cancelling an unpaid one and
 * confirming a bank transfer received for one, or for its whole trade (area `order`).
 */
export async function managerOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/order/order',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '全部店铺订单分页（状态、订单号、买家、店铺、付款状态、下单日期）',
        querystring: ManagerOrderQuery,
        response: { 200: envelope(ManagerOrderPage) },
      },
    },
    async (req) => ok(await listDeskOrders(managerCtx(req), EVERY_STORE, req.query)),
  )
  r.get(
    '/manager/order/order/orderNum',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '各状态订单数量（同样的筛选条件）',
        querystring: ManagerOrderFilter,
        response: { 200: envelope(ManagerOrderCounts) },
      },
    },
    async (req) => ok(await countDeskOrders(managerCtx(req), EVERY_STORE, req.query)),
  )
  r.get(
    '/manager/order/order/queryExportOrder',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '导出筛选后的全部店铺订单（CSV，UTF-8 带 BOM，含店铺列）',
        querystring: ManagerOrderFilter,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      sendCsv(reply, datedCsvName('orders'), await exportDeskOrders(managerCtx(req), EVERY_STORE, req.query)),
  )
  r.get(
    '/manager/order/order/:sn',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '订单详情（商品、金额、收货、支付、物流、日志、售后）',
        params: Sn,
        response: { 200: envelope(ManagerOrderDetail) },
      },
    },
    async (req) => {
      const ctx = managerCtx(req)
      const [detail, afterSales] = await Promise.all([
        managerOrderDetail(ctx, req.params.sn),
        orderAfterSales(ctx, req.params.sn),
      ])
      return ok({ ...detail, afterSales })
    },
  )
  r.post(
    '/manager/order/order/:sn/cancel',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '平台取消未付款订单（库存、优惠券退回，买家收到原因）',
        params: Sn,
        querystring: ManagerCancelQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await managerCancelOrder(managerCtx(req), req.params.sn, req.query.reason)
      return done()
    },
  )
  r.post(
    '/manager/order/order/:sn/pay',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '平台确认线下转账收款（未付款 → 已付款，附转账流水号）',
        params: Sn,
        querystring: ManagerPayQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await managerConfirmTransfer(managerCtx(req), req.params.sn, req.query.receivableNo)
      return done()
    },
  )
  r.post(
    '/manager/order/trade/:sn/pay',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '平台确认整笔交易的线下转账收款（交易内未付款订单 → 已付款，附转账流水号）',
        params: Sn,
        querystring: ManagerPayQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await managerConfirmTradeTransfer(managerCtx(req), req.params.sn, req.query.receivableNo)
      return done()
    },
  )
}
