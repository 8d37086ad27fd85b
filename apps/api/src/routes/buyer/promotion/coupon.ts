import { CanUseQuery, Coupon, CouponCentreQuery, MemberCoupon, MyCouponsQuery } from '@silk/contracts/coupon'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { grantActivityCoupons } from '../../../modules/coupons/coupon-activity.ts'
import {
  listClaimableCoupons,
  listMyCoupons,
  listUsableCoupons,
} from '../../../modules/coupons/coupon-queries.ts'
import { receiveCoupon } from '../../../modules/coupons/receive-coupon.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Coupons (reference §13.2): the centre is public, the rest need a token. */
export async function couponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['coupon']

  r.get(
    '/buyer/promotion/coupon',
    {
      schema: {
        tags,
        summary: '领券中心',
        querystring: CouponCentreQuery,
        response: { 200: envelope(page(Coupon)) },
      },
    },
    async (req) => ok(await listClaimableCoupons(req.ctx(), req.query)),
  )
  r.get(
    '/buyer/promotion/coupon/activity',
    {
      // Token optional, as upstream: a visitor is granted nothing.
      schema: {
        tags,
        summary: '领取活动优惠券（登录后自动发放，每人每券一次）',
        response: { 200: envelope(z.array(MemberCoupon)) },
      },
    },
    async (req) => ok(await grantActivityCoupons(req.ctx())),
  )
  r.get(
    '/buyer/promotion/coupon/getCoupons',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的优惠券',
        querystring: MyCouponsQuery,
        response: { 200: envelope(page(MemberCoupon)) },
      },
    },
    async (req) => ok(await listMyCoupons(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/promotion/coupon/canUse',
    {
      ...auth,
      schema: {
        tags,
        summary: '可用优惠券',
        querystring: CanUseQuery,
        response: { 200: envelope(page(MemberCoupon)) },
      },
    },
    async (req) => ok(await listUsableCoupons(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/promotion/coupon/receive/:couponId',
    {
      ...auth,
      schema: {
        tags,
        summary: '领取优惠券',
        params: z.object({ couponId: Id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await receiveCoupon(buyerCtx(req), req.params.couponId)
      return done()
    },
  )
}
