import { envelope } from '@silk/contracts/envelope'
import { Yuan } from '@silk/contracts/primitives'
import {
  PurchaseIdParams,
  PurchaseQuoteVO,
  QuoteForm,
  StoreRfqPage,
  StoreRfqQuery,
  StoreRfqVO,
} from '@silk/contracts/rfq'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeQuotableSkus, storeRfqDetail, storeRfqList, submitQuote } from '../../modules/rfq/index.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const QuotableSku = z.object({
  skuId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  simpleSpecs: z.string(),
  price: Yuan,
  quantity: z.number().int(),
})

/** `/store/rfq/**` (decision 132): the requests a store may quote on, and its quotes. */
export async function storeRfqRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/rfq',
    {
      ...can('rfq', 'read'),
      schema: {
        tags,
        summary: '可报价的采购需求（本店经营类目与指定本店的），或本店已报价的',
        querystring: StoreRfqQuery,
        response: { 200: envelope(StoreRfqPage) },
      },
    },
    async (req) => ok(await storeRfqList(storeCtx(req), req.query)),
  )
  r.get(
    '/store/rfq/skus',
    {
      ...can('rfq', 'write'),
      schema: {
        tags,
        summary: '报价可选的本店在售SKU',
        querystring: z.object({ keyword: z.string().trim().max(50).optional() }),
        response: { 200: envelope(z.array(QuotableSku)) },
      },
    },
    async (req) => ok(await storeQuotableSkus(storeCtx(req), req.query.keyword || undefined)),
  )
  r.get(
    '/store/rfq/:id',
    {
      ...can('rfq', 'read'),
      schema: {
        tags,
        summary: '采购需求详情与本店报价',
        params: PurchaseIdParams,
        response: { 200: envelope(StoreRfqVO) },
      },
    },
    async (req) => ok(await storeRfqDetail(storeCtx(req), req.params.id)),
  )
  r.post(
    '/store/rfq/quote',
    {
      ...can('rfq', 'write'),
      preValidation: jsonIntoQuery,
      preHandler: preventDuplicate,
      schema: {
        tags,
        summary: '报价或修改本店报价（第10个报价后需求关闭）',
        querystring: QuoteForm,
        response: { 200: envelope(PurchaseQuoteVO) },
      },
    },
    async (req) => ok(await submitQuote(storeCtx(req), req.query)),
  )
}
