import {
  CouponActivityDetail,
  CouponActivityForm,
  CouponActivityGrant,
  CouponActivityQuery,
  CouponActivityVO,
} from '@silk/contracts/coupon-activity'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import { nextId } from '@silk/db/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  closeCouponActivity,
  couponActivityDetail,
  createCouponActivity,
  listCouponActivities,
  listCouponActivityGrants,
} from '../../modules/coupons/coupon-activities.ts'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(CouponActivityDetail) }
const Params = z.object({ id: Id })

/**
 * `/manager/promotion/couponActivity` (lilishop `CouponActivityManagerController`; decision 166): the
 * platform's 精准发券 and 新人赠券. Each write is in the operation log.
 */
export async function managerCouponActivityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/promotion/couponActivity',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '券活动列表',
        querystring: CouponActivityQuery,
        response: { 200: envelope(page(CouponActivityVO)) },
      },
    },
    async (req) => ok(await listCouponActivities(managerCtx(req).db, req.query)),
  )
  r.get(
    '/manager/promotion/couponActivity/:id',
    { ...can('promotion', 'read'), schema: { tags, summary: '券活动详情', params: Params, response: One } },
    async (req) => ok(await couponActivityDetail(managerCtx(req).db, req.params.id)),
  )
  r.get(
    '/manager/promotion/couponActivity/:id/received',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '券活动发放记录（会员与所得优惠券）',
        params: Params,
        querystring: PageQuery.extend({ memberName: z.string().trim().max(64).optional() }),
        response: { 200: envelope(page(CouponActivityGrant)) },
      },
    },
    async (req) => ok(await listCouponActivityGrants(managerCtx(req).db, req.params.id, req.query)),
  )
  r.post(
    '/manager/promotion/couponActivity',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '新增券活动（精准发券 / 新人赠券）', body: CouponActivityForm, response: One },
    },
    async (req) => {
      const ctx = managerCtx(req)
      const id = nextId()
      const view = await adminWrite(
        ctx,
        { action: 'promotion.couponActivity.create', target: id },
        async (tx) => {
          const created = await createCouponActivity(tx, ctx.jobs, req.body, id)
          return { after: created, result: created }
        },
      )
      return ok(view)
    },
  )
  r.put(
    '/manager/promotion/couponActivity/status/:id',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '关闭券活动', params: Params, response: One },
    },
    async (req) => {
      const { id } = req.params
      const view = await adminWrite(
        managerCtx(req),
        { action: 'promotion.couponActivity.close', target: id },
        async (tx) => {
          const after = await closeCouponActivity(tx, id)
          return { after, result: after }
        },
      )
      return ok(view)
    },
  )
}
