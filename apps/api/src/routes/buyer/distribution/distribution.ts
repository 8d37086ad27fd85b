import {
  Distribution,
  DistributionApply,
  DistributionCash,
  DistributionCashQuery,
  DistributionGoodsCheckParam,
  DistributionGoodsCheckQuery,
  DistributionGoodsQuery,
  DistributionGoodsVO,
  DistributionIdParam,
  DistributionOrder,
  DistributionOrderQuery,
} from '@silk/contracts/distribution'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cashOutCommission } from '../../../flows/distribution-cash.ts'
import { listDistributionCash } from '../../../modules/distribution/cash.ts'
import {
  applyDistribution,
  bindDistribution,
  myDistribution,
} from '../../../modules/distribution/distributors.ts'
import { checkDistributionGoods, listDistributionGoods } from '../../../modules/distribution/goods.ts'
import { listDistributionOrders } from '../../../modules/distribution/orders.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Distribution (affiliates, reference §14). Every call checks DISTRIBUTION_SETTING first (22000). */
export async function distributionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const guarded = { preHandler: [app.requireMember, preventDuplicate] }
  const tags = ['distribution']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/distribution/distribution',
    {
      ...auth,
      schema: { tags, summary: '我的分销员信息', response: { 200: envelope(Distribution.nullable()) } },
    },
    async (req) => ok(await myDistribution(buyerCtx(req))),
  )
  r.post(
    '/buyer/distribution/distribution',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请成为分销员',
        querystring: DistributionApply,
        response: { 200: envelope(Distribution) },
      },
    },
    async (req) => ok(await applyDistribution(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/distribution/distribution/bindingDistribution/:distributionId',
    {
      ...auth,
      schema: {
        tags,
        summary: '绑定分销员（分享链接）',
        params: DistributionIdParam,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => ok(await bindDistribution(buyerCtx(req), req.params.distributionId)),
  )
  for (const url of ['/buyer/distribution/order', '/buyer/distribution/distribution/distributionOrder']) {
    r.get(
      url,
      {
        ...auth,
        schema: {
          tags,
          summary: '我的分销订单',
          querystring: DistributionOrderQuery,
          response: { 200: envelope(page(DistributionOrder)) },
        },
      },
      async (req) => ok(await listDistributionOrders(buyerCtx(req), req.query)),
    )
  }
  r.get(
    '/buyer/distribution/goods',
    {
      ...auth,
      schema: {
        tags,
        summary: '分销商品（已选 / 未选）',
        querystring: DistributionGoodsQuery,
        response: { 200: envelope(page(DistributionGoodsVO)) },
      },
    },
    async (req) => ok(await listDistributionGoods(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/distribution/goods/checked/:distributionGoodsId',
    {
      ...auth,
      schema: {
        tags,
        summary: '选择或取消分销商品',
        params: DistributionGoodsCheckParam,
        querystring: DistributionGoodsCheckQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await checkDistributionGoods(buyerCtx(req), req.params.distributionGoodsId, req.query.checked)
      return done()
    },
  )
  r.post(
    '/buyer/distribution/cash',
    {
      ...guarded,
      schema: {
        tags,
        summary: '佣金提现（到余额）',
        querystring: DistributionCashQuery,
        response: { 200: envelope(DistributionCash) },
      },
    },
    async (req) => ok(await cashOutCommission(buyerCtx(req), req.query.price)),
  )
  r.get(
    '/buyer/distribution/cash',
    {
      ...auth,
      schema: {
        tags,
        summary: '提现记录',
        querystring: PageQuery,
        response: { 200: envelope(page(DistributionCash)) },
      },
    },
    async (req) => ok(await listDistributionCash(buyerCtx(req), req.query)),
  )
}
