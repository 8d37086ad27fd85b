import {
  AfterSaleApplyVO,
  AfterSaleDeliveryQuery,
  AfterSaleEscalateForm,
  AfterSaleLog,
  AfterSalePageQuery,
  AfterSaleReason,
  AfterSaleSaveQuery,
  AfterSaleVO,
  ReasonType,
  StoreAfterSaleAddress,
} from '@silk/contracts/after-sale'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applyAfterSale,
  cancelAfterSale,
  deliverReturn,
  escalateAfterSale,
} from '../../../modules/after-sale/actions.ts'
import {
  afterSaleDetail,
  afterSaleLogList,
  applyInfo,
  listAfterSales,
  storeAfterSaleAddress,
} from '../../../modules/after-sale/queries.ts'
import { listReasons } from '../../../modules/after-sale/reasons.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const One = { 200: envelope(AfterSaleVO) }

/**
 * Buyer after-sale (reference §10.3); every sn is checked against the signed-in member. The seller's
 * review and receipt calls are in `routes/store/after-sale.ts`.
 */
export async function afterSaleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const guarded = { preHandler: [app.requireMember, preventDuplicate] }
  const tags = ['after-sale']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/order/afterSale/get/afterSaleReason/:serviceType',
    {
      ...auth,
      schema: {
        tags,
        summary: '售后原因',
        params: z.object({ serviceType: ReasonType }),
        response: { 200: envelope(z.array(AfterSaleReason)) },
      },
    },
    async (req) => ok(await listReasons(req.ctx(), req.params.serviceType)),
  )
  r.get(
    '/buyer/order/afterSale/applyAfterSaleInfo/:sn',
    {
      ...auth,
      schema: {
        tags,
        summary: '申请售后信息（订单项）',
        params: Sn,
        response: { 200: envelope(AfterSaleApplyVO) },
      },
    },
    async (req) => ok(await applyInfo(buyerCtx(req), req.params.sn)),
  )
  r.post(
    '/buyer/order/afterSale/save/:orderItemSn',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请售后',
        params: z.object({ orderItemSn: z.string().trim().min(1).max(40) }),
        querystring: AfterSaleSaveQuery,
        response: One,
      },
    },
    async (req) => ok(await applyAfterSale(buyerCtx(req), req.params.orderItemSn, req.query)),
  )
  r.post(
    '/buyer/order/afterSale/cancel/:sn',
    { ...guarded, schema: { tags, summary: '取消售后', params: Sn, response: One } },
    async (req) => ok(await cancelAfterSale(buyerCtx(req), req.params.sn)),
  )
  r.post(
    '/buyer/order/afterSale/escalate/:sn',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请平台介入（商家拒绝后）',
        params: Sn,
        querystring: AfterSaleEscalateForm,
        response: One,
      },
    },
    async (req) => ok(await escalateAfterSale(buyerCtx(req), req.params.sn, req.query.reason)),
  )
  r.post(
    '/buyer/order/afterSale/delivery/:sn',
    {
      ...guarded,
      schema: {
        tags,
        summary: '提交退货物流',
        params: Sn,
        querystring: AfterSaleDeliveryQuery,
        response: One,
      },
    },
    async (req) => ok(await deliverReturn(buyerCtx(req), req.params.sn, req.query)),
  )
  r.get(
    '/buyer/order/afterSale/get/getAfterSaleLog/:sn',
    {
      ...auth,
      schema: { tags, summary: '售后日志', params: Sn, response: { 200: envelope(z.array(AfterSaleLog)) } },
    },
    async (req) => ok(await afterSaleLogList(buyerCtx(req), req.params.sn)),
  )
  r.get(
    '/buyer/order/afterSale/get/:sn',
    { ...auth, schema: { tags, summary: '售后详情', params: Sn, response: One } },
    async (req) => ok(await afterSaleDetail(buyerCtx(req), req.params.sn)),
  )
  r.get(
    '/buyer/order/afterSale/page',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的售后',
        querystring: AfterSalePageQuery,
        response: { 200: envelope(page(AfterSaleVO)) },
      },
    },
    async (req) => ok(await listAfterSales(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/order/afterSale/getStoreAfterSaleAddress/:sn',
    {
      ...auth,
      schema: {
        tags,
        summary: '商家退货地址',
        params: Sn,
        response: { 200: envelope(StoreAfterSaleAddress) },
      },
    },
    async (req) => ok(await storeAfterSaleAddress(buyerCtx(req), req.params.sn)),
  )
}
