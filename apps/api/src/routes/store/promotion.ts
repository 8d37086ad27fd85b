import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import {
  StoreCouponForm,
  StoreCouponQuery,
  StoreCouponReceipt,
  StoreCouponReceivedQuery,
  StoreCouponStatusQuery,
  StoreCouponUpdate,
  StoreCouponVO,
} from '@silk/contracts/store-coupon'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  closeStoreCoupons,
  createStoreCoupon,
  listStoreCouponReceipts,
  listStoreCoupons,
  storeCouponDetail,
  updateStoreCoupon,
} from '../../modules/coupons/store-coupons.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const One = { 200: envelope(StoreCouponVO) }

/** `/store/promotion/coupon` (lilishop `CouponStoreController`, decision 121): the store's coupons. */
export async function storePromotionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/promotion/coupon',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺优惠券列表',
        querystring: StoreCouponQuery,
        response: { 200: envelope(page(StoreCouponVO)) },
      },
    },
    async (req) => ok(await listStoreCoupons(storeCtx(req), req.query)),
  )
  r.get(
    '/store/promotion/coupon/received',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺优惠券领取记录',
        querystring: StoreCouponReceivedQuery,
        response: { 200: envelope(page(StoreCouponReceipt)) },
      },
    },
    async (req) => ok(await listStoreCouponReceipts(storeCtx(req), req.query)),
  )
  r.get(
    '/store/promotion/coupon/:couponId',
    {
      ...can('promotion', 'read'),
      schema: { tags, summary: '店铺优惠券详情', params: z.object({ couponId: Id }), response: One },
    },
    async (req) => ok(await storeCouponDetail(storeCtx(req), req.params.couponId)),
  )
  r.post(
    '/store/promotion/coupon',
    {
      ...can('promotion', 'write'),
      preHandler: preventDuplicate,
      schema: { tags, summary: '添加店铺优惠券', body: StoreCouponForm, response: One },
    },
    async (req) => ok(await createStoreCoupon(storeCtx(req), req.body)),
  )
  r.put(
    '/store/promotion/coupon',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '修改店铺优惠券（领取前）', body: StoreCouponUpdate, response: One },
    },
    async (req) => {
      const { id, ...form } = req.body
      return ok(await updateStoreCoupon(storeCtx(req), id, form))
    },
  )
  r.put(
    '/store/promotion/coupon/status',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '关闭店铺优惠券',
        querystring: StoreCouponStatusQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await closeStoreCoupons(storeCtx(req), req.query.couponIds)
      return done()
    },
  )
}
