import {
  AfterSaleRulingForm,
  ComplaintArbitrationForm,
  CouponClaimPage,
  CouponClaimQuery,
  LiliHotGoods,
  LiliHotQuery,
  LiliHotStores,
  LiliIndexNotice,
  ManagerAfterSaleDetail,
  ManagerAfterSaleQuery,
  ManagerComplaintQuery,
  ManagerCouponPage,
  ManagerCouponQuery,
  ManagerHomeView,
  OfflineRefundForm,
  PaymentLogPage,
  PaymentLogQuery,
  PlatformCommunicationForm,
  PlatformCouponForm,
  RefundLogPage,
  RefundLogQuery,
  RefundNoParam,
} from '@silk/contracts/admin-arbitration'
import { AfterSaleVO } from '@silk/contracts/after-sale'
import { ComplaintCommunication, OrderComplaint, OrderComplaintVO } from '@silk/contracts/complaint'
import { Coupon } from '@silk/contracts/coupon'
import { envelope } from '@silk/contracts/envelope'
import { LiliAfterSaleNum, LiliAfterSaleNumQuery } from '@silk/contracts/lili-console'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { refundAfterSaleOffline, ruleAfterSale } from '../../flows/arbitrate-after-sale.ts'
import { dashboard } from '../../modules/admin/dashboard.ts'
import {
  liliHotGoods,
  liliHotStores,
  liliIndexFigures,
  liliIndexNotice,
} from '../../modules/admin/lili-home.ts'
import { listManagerAfterSales, managerAfterSaleDetail } from '../../modules/after-sale/admin-after-sales.ts'
import { liliAfterSaleNumbers } from '../../modules/after-sale/lili-numbers.ts'
import {
  listManagerComplaints,
  managerArbitrateComplaint,
  managerCommunicate,
  managerComplaintDetail,
  managerForwardComplaint,
} from '../../modules/complaints/admin-complaints.ts'
import {
  closePlatformCoupon,
  createPlatformCoupon,
  listCouponClaims,
  listPlatformCoupons,
  platformCouponDetail,
  updatePlatformCoupon,
} from '../../modules/coupons/admin-coupons.ts'
import { listPayments, listRefunds, retryRefund } from '../../modules/payment/admin-payments.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { anyAdmin, can, tags } from './access.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const IdParams = z.object({ id: Id })

/**
 * The operator's arbitration (after-sales the buyer escalated, offline refunds, complaints), the
 * payment and refund log (area `order`), platform coupons (area `promotion`) and the dashboard's
 * figures (decision 115). Every write goes through `adminWrite`.
 */
export async function managerArbitrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // ------------------------------------------------------------------------------- after-sale
  r.get(
    '/manager/order/afterSale/page',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '售后列表（全部店铺；可按平台介入状态筛选）',
        querystring: ManagerAfterSaleQuery,
        response: { 200: envelope(page(AfterSaleVO)) },
      },
    },
    async (req) => ok(await listManagerAfterSales(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/order/afterSale/afterSaleNumVO',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '售后各状态数量（全部店铺；lilishop 管理端 AfterSaleNumVO）',
        querystring: LiliAfterSaleNumQuery,
        response: { 200: envelope(LiliAfterSaleNum) },
      },
    },
    async (req) => ok(await liliAfterSaleNumbers(managerCtx(req).db, req.query)),
  )
  r.get(
    '/manager/order/afterSale/get/:sn',
    {
      ...can('order', 'read'),
      schema: { tags, summary: '售后详情', params: Sn, response: { 200: envelope(ManagerAfterSaleDetail) } },
    },
    async (req) => ok(await managerAfterSaleDetail(managerCtx(req), req.params.sn)),
  )
  r.put(
    '/manager/order/afterSale/arbitrate/:sn',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '平台介入处理：支持退款或维持商家拒绝',
        params: Sn,
        querystring: AfterSaleRulingForm,
        response: { 200: envelope(AfterSaleVO) },
      },
    },
    async (req) => ok(await ruleAfterSale(managerCtx(req), req.params.sn, req.query)),
  )
  r.put(
    '/manager/order/afterSale/refund/:sn',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '线下退款（记录转账流水号）',
        params: Sn,
        querystring: OfflineRefundForm,
        response: { 200: envelope(AfterSaleVO) },
      },
    },
    async (req) => ok(await refundAfterSaleOffline(managerCtx(req), req.params.sn, req.query)),
  )

  // ------------------------------------------------------------------------------- complaints
  r.get(
    '/manager/order/complain',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '交易投诉列表',
        querystring: ManagerComplaintQuery,
        response: { 200: envelope(page(OrderComplaint)) },
      },
    },
    async (req) => ok(await listManagerComplaints(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/order/complain/:id',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '投诉详情（含申诉与对话）',
        params: IdParams,
        response: { 200: envelope(OrderComplaintVO) },
      },
    },
    async (req) => ok(await managerComplaintDetail(managerCtx(req), req.params.id)),
  )
  r.post(
    '/manager/order/complain/communication/:id',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '平台在投诉对话中回复',
        params: IdParams,
        querystring: PlatformCommunicationForm,
        response: { 200: envelope(ComplaintCommunication) },
      },
    },
    async (req) => ok(await managerCommunicate(managerCtx(req), req.params.id, req.query.content)),
  )
  r.put(
    '/manager/order/complain/status/:id',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '转交商家申诉',
        params: IdParams,
        response: { 200: envelope(OrderComplaintVO) },
      },
    },
    async (req) => ok(await managerForwardComplaint(managerCtx(req), req.params.id)),
  )
  r.put(
    '/manager/order/complain/complete/:id',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '投诉仲裁（结果双方可见）',
        params: IdParams,
        querystring: ComplaintArbitrationForm,
        response: { 200: envelope(OrderComplaintVO) },
      },
    },
    async (req) =>
      ok(await managerArbitrateComplaint(managerCtx(req), req.params.id, req.query.arbitrationResult)),
  )

  // ------------------------------------------------------------------------- payments, refunds
  r.get(
    '/manager/order/paymentLog',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '收款记录（订单支付与钱包充值）',
        querystring: PaymentLogQuery,
        response: { 200: envelope(PaymentLogPage) },
      },
    },
    async (req) => ok(await listPayments(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/order/refundLog',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '退款记录（售后、仲裁、已付款订单取消与迟到支付的退款，网关退款的状态与失败原因）',
        querystring: RefundLogQuery,
        response: { 200: envelope(RefundLogPage) },
      },
    },
    async (req) => ok(await listRefunds(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/order/refundLog/:refundNo/retry',
    {
      ...can('order', 'write'),
      schema: {
        tags,
        summary: '重新发起网关拒绝的退款（同一退款单号，最多退一次）',
        params: RefundNoParam,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await retryRefund(managerCtx(req), req.params.refundNo)
      return done()
    },
  )

  // -------------------------------------------------------------------------- platform coupons
  r.get(
    '/manager/promotion/coupon',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '平台优惠券列表',
        querystring: ManagerCouponQuery,
        response: { 200: envelope(ManagerCouponPage) },
      },
    },
    async (req) => ok(await listPlatformCoupons(managerCtx(req), req.query)),
  )
  // `received` is the path lilishop's manager client lists claims on (else `/:id` would take it).
  for (const [url, summary] of [
    ['/manager/promotion/coupon/claims', '平台优惠券领取记录'],
    ['/manager/promotion/coupon/received', '平台优惠券领取记录（lilishop 管理端的路径）'],
  ] as const) {
    r.get(
      url,
      {
        ...can('promotion', 'read'),
        schema: {
          tags,
          summary,
          querystring: CouponClaimQuery,
          response: { 200: envelope(CouponClaimPage) },
        },
      },
      async (req) => ok(await listCouponClaims(managerCtx(req), req.query)),
    )
  }
  r.get(
    '/manager/promotion/coupon/:id',
    {
      ...can('promotion', 'read'),
      schema: { tags, summary: '平台优惠券详情', params: IdParams, response: { 200: envelope(Coupon) } },
    },
    async (req) => ok(await platformCouponDetail(managerCtx(req), req.params.id)),
  )
  r.post(
    '/manager/promotion/coupon',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '新增平台优惠券',
        body: PlatformCouponForm,
        response: { 200: envelope(Coupon) },
      },
    },
    async (req) => ok(await createPlatformCoupon(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/promotion/coupon/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改平台优惠券（未被领取前）',
        params: IdParams,
        body: PlatformCouponForm,
        response: { 200: envelope(Coupon) },
      },
    },
    async (req) => ok(await updatePlatformCoupon(managerCtx(req), req.params.id, req.body)),
  )
  r.put(
    '/manager/promotion/coupon/close/:id',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '关闭平台优惠券', params: IdParams, response: { 200: envelope(Coupon) } },
    },
    async (req) => ok(await closePlatformCoupon(managerCtx(req), req.params.id)),
  )

  // --------------------------------------------------------------------------------- dashboard
  r.get(
    '/manager/statistics/index',
    {
      ...anyAdmin,
      schema: {
        tags,
        summary: '首页：今日数据与待处理事项（另有 lilishop 管理端首页的字段）',
        response: { 200: envelope(ManagerHomeView) },
      },
    },
    async (req) => {
      const ctx = managerCtx(req)
      const [own, lili] = await Promise.all([dashboard(ctx), liliIndexFigures(ctx)])
      return ok({ ...own, ...lili })
    },
  )
  r.get(
    '/manager/statistics/index/notice',
    {
      ...anyAdmin,
      schema: {
        tags,
        summary: '待处理事项数（lilishop 管理端页头的提醒）',
        response: { 200: envelope(LiliIndexNotice) },
      },
    },
    async (req) => ok(await liliIndexNotice(managerCtx(req))),
  )
  r.get(
    '/manager/statistics/index/goodsStatistics',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '热卖商品 TOP10（按销量，lilishop 管理端首页）',
        querystring: LiliHotQuery,
        response: { 200: envelope(LiliHotGoods) },
      },
    },
    async (req) => ok(await liliHotGoods(managerCtx(req), req.query.searchType)),
  )
  r.get(
    '/manager/statistics/index/storeStatistics',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '热卖店铺 TOP10（按成交额，lilishop 管理端首页）',
        querystring: LiliHotQuery,
        response: { 200: envelope(LiliHotStores) },
      },
    },
    async (req) => ok(await liliHotStores(managerCtx(req), req.query.searchType)),
  )
}
