import { Logistics } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import { CancelQuery, DeliveryQuery, TakeParams } from '@silk/contracts/order'
import {
  BatchDeliverInput,
  BatchDeliverResult,
  ConsigneeInput,
  PriceQuery,
  SellerRemarkQuery,
  StoreOrderCounts,
  StoreOrderDetailVO,
  StoreOrderFilter,
  StoreOrderPage,
  StoreOrderQuery,
} from '@silk/contracts/store-order'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sellerCancelOrder } from '../../flows/cancel-order.ts'
import { deliverOrder } from '../../modules/orders/order-actions.ts'
import {
  batchDeliver,
  changeConsignee,
  changeOrderPrice,
  setSellerRemark,
} from '../../modules/orders/store-order-actions.ts'
import {
  countDeskOrders,
  deliverTemplate,
  exportDeskOrders,
  listDeskOrders,
  storeOrderDetail,
  storeScope,
} from '../../modules/orders/store-orders.ts'
import { takeOrder } from '../../modules/orders/take-order.ts'
import { listLogistics } from '../../modules/system/list-logistics.ts'
import { datedCsvName, sendCsv } from '../../shared/csv-reply.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const Done = { 200: envelope(z.null()) }

/**
 * `/store/order/order/**`: the seller's order desk (decision 120) — list, counts, detail, export, and
 * shipping (one or a CSV batch), price and consignee changes, remark, cancel and pickup redemption.
 */
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
  r.get(
    '/store/order/order',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '店铺订单分页（状态、订单号、买家、商品、下单日期）',
        querystring: StoreOrderQuery,
        response: { 200: envelope(StoreOrderPage) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await listDeskOrders(ctx, storeScope(ctx), req.query))
    },
  )
  r.get(
    '/store/order/order/orderNum',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '各状态订单数量（同样的筛选条件）',
        querystring: StoreOrderFilter,
        response: { 200: envelope(StoreOrderCounts) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await countDeskOrders(ctx, storeScope(ctx), req.query))
    },
  )
  r.get(
    '/store/order/order/queryExportOrder',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '导出筛选后的订单（CSV，UTF-8 带 BOM）',
        querystring: StoreOrderFilter,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const ctx = storeCtx(req)
      return sendCsv(reply, datedCsvName('orders'), await exportDeskOrders(ctx, storeScope(ctx), req.query))
    },
  )
  r.get(
    '/store/order/order/downLoadDeliverExcel',
    {
      ...can('order', 'read'),
      schema: { tags, summary: '待发货订单批量发货模板（CSV）', produces: ['text/csv'] },
    },
    async (req, reply) => sendCsv(reply, datedCsvName('deliver'), await deliverTemplate(storeCtx(req))),
  )
  r.put(
    '/store/order/order/batchDeliver',
    {
      ...can('order', 'write'),
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: '上传CSV批量发货（有错误行则整批不发货）',
        body: BatchDeliverInput,
        response: { 200: envelope(BatchDeliverResult) },
      },
    },
    async (req) => ok(await batchDeliver(storeCtx(req), req.body.csv)),
  )
  r.get(
    '/store/order/order/:sn',
    {
      ...can('order', 'read'),
      schema: { tags, summary: '订单详情', params: Sn, response: { 200: envelope(StoreOrderDetailVO) } },
    },
    async (req) => ok(await storeOrderDetail(storeCtx(req), req.params.sn)),
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
    '/store/order/order/update/:sn/price',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '修改订单价格（未付款）',
        params: Sn,
        querystring: PriceQuery,
        response: Done,
      },
    },
    async (req) => {
      await changeOrderPrice(storeCtx(req), req.params.sn, req.query.orderPrice)
      return done()
    },
  )
  r.post(
    '/store/order/order/update/:sn/consignee',
    {
      ...can('order', 'write'),
      schema: { tags, summary: '修改收货人（发货前）', params: Sn, body: ConsigneeInput, response: Done },
    },
    async (req) => {
      await changeConsignee(storeCtx(req), req.params.sn, req.body)
      return done()
    },
  )
  r.put(
    '/store/order/order/:sn/sellerRemark',
    {
      ...can('order', 'write'),
      schema: { tags, summary: '商家备注', params: Sn, querystring: SellerRemarkQuery, response: Done },
    },
    async (req) => {
      await setSellerRemark(storeCtx(req), req.params.sn, req.query.sellerRemark)
      return done()
    },
  )
  r.post(
    '/store/order/order/:sn/cancel',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '商家取消订单（库存、优惠券退回）',
        params: Sn,
        querystring: CancelQuery,
        response: Done,
      },
    },
    async (req) => {
      await sellerCancelOrder(storeCtx(req), req.params.sn, req.query.reason)
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
