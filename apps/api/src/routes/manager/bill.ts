import { envelope } from '@silk/contracts/envelope'
import {
  BillCloseResult,
  BillFlowPage,
  BillFlowQuery,
  BillPage,
  BillPayForm,
  BillSnParam,
  BillView,
  ManagerBillQuery,
} from '@silk/contracts/settlement'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import {
  billFlowsOf,
  billView,
  examineBill,
  getBill,
  listBills,
  payBill,
} from '../../modules/settlement/bills.ts'
import { cutBills } from '../../modules/settlement/cut-bills.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** `/manager/order/bill` (lilishop 店铺结算): every store's bills, 审核, 付款, and 立即出账 (decision 122). */
export async function managerBillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/order/bill/getByPage',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '结算单分页',
        querystring: ManagerBillQuery,
        response: { 200: envelope(BillPage) },
      },
    },
    async (req) => ok(await listBills(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/order/bill/get/:sn',
    {
      ...can('store', 'read'),
      schema: { tags, summary: '结算单详情', params: BillSnParam, response: { 200: envelope(BillView) } },
    },
    async (req) => ok(await getBill(managerCtx(req), req.params.sn)),
  )
  r.get(
    '/manager/order/bill/:sn/getStoreFlow',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '结算单流水（订单与退款）',
        params: BillSnParam,
        querystring: BillFlowQuery,
        response: { 200: envelope(BillFlowPage) },
      },
    },
    async (req) => ok(await billFlowsOf(managerCtx(req), req.params.sn, req.query)),
  )
  r.put(
    '/manager/order/bill/examine/:sn',
    {
      ...can('store', 'write'),
      schema: {
        tags,
        summary: '审核结算单（已对账 → 已审核）',
        params: BillSnParam,
        response: { 200: envelope(BillView) },
      },
    },
    async (req) => ok(await examineBill(managerCtx(req), req.params.sn)),
  )
  r.put(
    '/manager/order/bill/pay/:sn',
    {
      ...can('store', 'write'),
      schema: {
        tags,
        summary: '结算单付款（已审核 → 已付款，附付款流水号）',
        params: BillSnParam,
        querystring: BillPayForm,
        response: { 200: envelope(BillView) },
      },
    },
    async (req) => ok(await payBill(managerCtx(req), req.params.sn, req.query.payReference)),
  )
  r.post(
    '/manager/order/bill/close',
    {
      ...can('store', 'write'),
      schema: {
        tags,
        summary: '立即出账：每个有未结算订单或退款的店铺，本期截至此刻出结算单',
        response: { 200: envelope(BillCloseResult) },
      },
    },
    async (req) => {
      const ctx = managerCtx(req)
      const made = await adminWrite(ctx, { action: 'bill.close' }, async (tx) => {
        const rows = await cutBills(tx, { mode: 'now' })
        return { after: { bills: rows.map((b) => b.sn) }, result: rows }
      })
      return ok({ bills: made.map(billView) })
    },
  )
}
