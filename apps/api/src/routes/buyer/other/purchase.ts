import { envelope } from '@silk/contracts/envelope'
import { PageQuery } from '@silk/contracts/paging'
import {
  AcceptQuoteForm,
  PurchaseCreated,
  PurchaseForm,
  PurchaseIdParams,
  PurchaseListQuery,
  PurchaseOrderIdParams,
  PurchaseOrderPage,
  PurchaseOrderVO,
  PurchaseQuoteVO,
  QuoteAccepted,
} from '@silk/contracts/rfq'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptQuote } from '../../../flows/accept-quote.ts'
import {
  buyerQuoteDetail,
  closePurchase,
  createPurchase,
  listOpenPurchases,
  myPurchases,
  purchaseDetail,
  quotesOfPurchase,
} from '../../../modules/rfq/index.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { jsonIntoQuery } from '../../../plugins/params.ts'
import { ok } from '../../../shared/envelope.ts'
import { BizError } from '../../../shared/errors.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/**
 * 采购需求 / 询价 (decision 132), lilishop's `PurchaseBuyerController` and `PurchaseQuotedController`.
 * The upstream detail path `purchaseQuotedpurchaseQuoted/{id}` is a typo; only the corrected
 * `purchaseQuoted/{id}` is served. Quoting itself is the seller centre's (`/store/rfq/quote`).
 */
export async function purchaseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['purchase']
  const auth = { onRequest: app.requireMember }
  releaseGuardOnFailure(app)
  r.post(
    '/buyer/other/purchase/purchase',
    {
      ...auth,
      preValidation: jsonIntoQuery,
      preHandler: preventDuplicate,
      schema: {
        tags,
        summary: '发布采购需求',
        querystring: PurchaseForm,
        response: { 200: envelope(PurchaseCreated) },
      },
    },
    async (req) => ok(await createPurchase(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/other/purchase/purchase',
    {
      ...auth,
      schema: {
        tags,
        summary: '开放中的采购需求（不含指定店铺的询价）',
        querystring: PurchaseListQuery,
        response: { 200: envelope(PurchaseOrderPage) },
      },
    },
    async (req) => ok(await listOpenPurchases(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/other/purchase/purchase/getByMember',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的采购需求',
        querystring: PageQuery,
        response: { 200: envelope(PurchaseOrderPage) },
      },
    },
    async (req) => ok(await myPurchases(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/other/purchase/purchase/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '采购需求详情',
        params: PurchaseIdParams,
        response: { 200: envelope(PurchaseOrderVO) },
      },
    },
    async (req) => ok(await purchaseDetail(buyerCtx(req), req.params.id)),
  )
  r.put(
    '/buyer/other/purchase/purchase/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '关闭采购需求（不再接受报价）',
        params: PurchaseIdParams,
        response: { 200: envelope(PurchaseOrderVO) },
      },
    },
    async (req) => ok(await closePurchase(buyerCtx(req), req.params.id)),
  )
  r.post(
    '/buyer/other/purchase/purchase/:id/accept',
    {
      ...auth,
      preValidation: jsonIntoQuery,
      preHandler: preventDuplicate,
      schema: {
        tags,
        summary: '接受报价：按报价阶梯价生成待付款订单',
        params: PurchaseIdParams,
        querystring: AcceptQuoteForm,
        response: { 200: envelope(QuoteAccepted) },
      },
    },
    async (req) => ok(await acceptQuote(buyerCtx(req), req.params.id, req.query)),
  )
  r.post(
    '/buyer/other/purchase/purchaseQuoted',
    {
      ...auth,
      schema: { tags, summary: '报价由商家中心 /store/rfq/quote 提交，此处一律拒绝 (60705)' },
    },
    async () => {
      throw new BizError('PURCHASE_QUOTE_BY_STORE', { status: 403 })
    },
  )
  r.get(
    '/buyer/other/purchase/purchaseQuoted/purchaseOrder/:purchaseOrderId',
    {
      ...auth,
      schema: {
        tags,
        summary: '采购需求的报价（仅发布者可见，他人为空）',
        params: PurchaseOrderIdParams,
        response: { 200: envelope(z.array(PurchaseQuoteVO)) },
      },
    },
    async (req) => ok(await quotesOfPurchase(buyerCtx(req), req.params.purchaseOrderId)),
  )
  r.get(
    '/buyer/other/purchase/purchaseQuoted/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '报价详情（仅采购需求发布者）',
        params: PurchaseIdParams,
        response: { 200: envelope(PurchaseQuoteVO) },
      },
    },
    async (req) => ok(await buyerQuoteDetail(buyerCtx(req), req.params.id)),
  )
}
