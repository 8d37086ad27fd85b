import { envelope } from '@silk/contracts/envelope'
import {
  DifferencePage,
  DifferenceQuery,
  ReconcileRunBody,
  ReconcileRunResult,
  ReconciliationDifference,
  ReconciliationPage,
  ReconciliationQuery,
  ResolveDifferenceBody,
} from '@silk/contracts/reconciliation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listDifferences,
  listReconciliations,
  rerunReconciliation,
  resolveDifference,
} from '../../modules/payment/admin-reconciliation.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * 对账 (decision 149): the gateways' trade bills of each day compared with our payments and refunds.
 * Reading needs the order area; resolving a difference and reading a bill again write there.
 */
export async function managerReconciliationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/order/reconciliation',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '对账：每个支付渠道每天的账单核对结果',
        querystring: ReconciliationQuery,
        response: { 200: envelope(ReconciliationPage) },
      },
    },
    async (req) => ok(await listReconciliations(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/order/reconciliation/differences',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '对账差异：渠道有我方无、我方有渠道无、金额不一致',
        querystring: DifferenceQuery,
        response: { 200: envelope(DifferencePage) },
      },
    },
    async (req) => ok(await listDifferences(managerCtx(req), req.query)),
  )
  r.put(
    '/manager/order/reconciliation/differences/:id/resolve',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '处理对账差异（填写处理说明）',
        params: z.object({ id: z.string().trim().min(1).max(32) }),
        body: ResolveDifferenceBody,
        response: { 200: envelope(ReconciliationDifference) },
      },
    },
    async (req) => ok(await resolveDifference(managerCtx(req), req.params.id, req.body)),
  )
  r.post(
    '/manager/order/reconciliation/run',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '重新获取并核对某渠道某天的账单',
        body: ReconcileRunBody,
        response: { 200: envelope(ReconcileRunResult) },
      },
    },
    async (req) => ok(await rerunReconciliation(managerCtx(req), req.body)),
  )
}
