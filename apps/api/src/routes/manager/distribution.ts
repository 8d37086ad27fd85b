import {
  DistributionAuditForm,
  DistributionAuditParams,
  ManagerDistributionCashQuery,
  ManagerDistributionPage,
  ManagerDistributionQuery,
} from '@silk/contracts/admin'
import { Distribution, DistributionCash } from '@silk/contracts/distribution'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reviewDistributor } from '../../flows/review-distributor.ts'
import { listAllDistributionCash } from '../../modules/distribution/admin-cash.ts'
import { listDistributors } from '../../modules/distribution/admin-distributors.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** `/manager/distribution/distribution` (lilishop 分销员): the applications queue and its audit. */
export async function managerDistributionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // lilishop's console pages the same list at …/getByPage.
  for (const url of ['/manager/distribution/distribution', '/manager/distribution/distribution/getByPage'])
    r.get(
      url,
      {
        ...can('distribution', 'read'),
        schema: {
          tags,
          summary: '分销员与申请列表',
          querystring: ManagerDistributionQuery,
          response: { 200: envelope(ManagerDistributionPage) },
        },
      },
      async (req) => ok(await listDistributors(managerCtx(req), req.query)),
    )
  r.put(
    '/manager/distribution/distribution/audit/:id',
    {
      ...can('distribution', 'write'),
      schema: {
        tags,
        summary: '审核分销员申请（PASS 通过 / REFUSE 拒绝并说明原因）',
        params: DistributionAuditParams,
        querystring: DistributionAuditForm,
        response: { 200: envelope(Distribution) },
      },
    },
    async (req) => ok(await reviewDistributor(managerCtx(req), req.params.id, req.query)),
  )
  r.get(
    '/manager/distribution/cash/getByPage',
    {
      ...can('distribution', 'read'),
      schema: {
        tags,
        summary: '佣金提现记录（lilishop DistributionCash；提现即入余额，无需审核）',
        querystring: ManagerDistributionCashQuery,
        response: { 200: envelope(page(DistributionCash)) },
      },
    },
    async (req) => ok(await listAllDistributionCash(managerCtx(req), req.query)),
  )
}
