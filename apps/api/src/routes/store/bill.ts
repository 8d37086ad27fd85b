import { envelope } from '@silk/contracts/envelope'
import {
  BillFlowPage,
  BillFlowQuery,
  BillPage,
  BillSnParam,
  BillView,
  StoreBillQuery,
} from '@silk/contracts/settlement'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { billCsv } from '../../modules/settlement/bill-csv.ts'
import {
  confirmStoreBill,
  getStoreBill,
  listStoreBills,
  storeBillExport,
  storeBillFlows,
} from '../../modules/settlement/bills.ts'
import { sendCsv } from '../../shared/csv-reply.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** `/store/order/bill` (lilishop 结算单): the store's bills, their lines, 核对 and the CSV (decision 122). */
export async function storeBillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/order/bill/getByPage',
    {
      ...can('finance', 'read'),
      schema: {
        tags,
        summary: '结算单分页',
        querystring: StoreBillQuery,
        response: { 200: envelope(BillPage) },
      },
    },
    async (req) => ok(await listStoreBills(storeCtx(req), req.query)),
  )
  r.get(
    '/store/order/bill/get/:sn',
    {
      ...can('finance', 'read'),
      schema: { tags, summary: '结算单详情', params: BillSnParam, response: { 200: envelope(BillView) } },
    },
    async (req) => ok(await getStoreBill(storeCtx(req), req.params.sn)),
  )
  r.get(
    '/store/order/bill/:sn/getStoreFlow',
    {
      ...can('finance', 'read'),
      schema: {
        tags,
        summary: '结算单流水（订单与退款）',
        params: BillSnParam,
        querystring: BillFlowQuery,
        response: { 200: envelope(BillFlowPage) },
      },
    },
    async (req) => ok(await storeBillFlows(storeCtx(req), req.params.sn, req.query)),
  )
  r.put(
    '/store/order/bill/check/:sn',
    {
      ...can('finance', 'write'),
      schema: {
        tags,
        summary: '核对结算单（已出账 → 已对账）',
        params: BillSnParam,
        response: { 200: envelope(BillView) },
      },
    },
    async (req) => ok(await confirmStoreBill(storeCtx(req), req.params.sn)),
  )
  r.get(
    '/store/order/bill/downLoad/:sn',
    {
      ...can('finance', 'read'),
      schema: {
        tags,
        summary: '下载结算单（CSV，UTF-8 BOM）',
        params: BillSnParam,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const { bill, lines } = await storeBillExport(storeCtx(req), req.params.sn)
      return sendCsv(reply, `bill-${bill.sn}.csv`, billCsv(bill, lines))
    },
  )
}
