import {
  AfterSaleConfirmQuery,
  AfterSaleLog,
  AfterSaleNumbers,
  AfterSalePageQuery,
  AfterSaleReviewQuery,
  AfterSaleVO,
  StoreAfterSaleAddress,
} from '@silk/contracts/after-sale'
import { envelope } from '@silk/contracts/envelope'
import { LiliAfterSaleNum, LiliAfterSaleNumQuery } from '@silk/contracts/lili-console'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { confirmReturn, reviewAfterSale } from '../../flows/after-sale-review.ts'
import { liliAfterSaleNumbers } from '../../modules/after-sale/lili-numbers.ts'
import {
  listStoreAfterSales,
  storeAfterSaleDetail,
  storeAfterSaleLogs,
  storeAfterSaleNumbers,
  storeReturnAddress,
} from '../../modules/after-sale/queries.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Sn = z.object({ sn: z.string().trim().min(1).max(40) })
const One = { 200: envelope(AfterSaleVO) }

/** `/store/order/afterSale/**`: the store's after-sales, review and receipt of returned goods. */
export async function storeAfterSaleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/order/afterSale/page',
    {
      ...can('afterSale', 'read'),
      schema: {
        tags,
        summary: '店铺售后列表',
        querystring: AfterSalePageQuery,
        response: { 200: envelope(page(AfterSaleVO)) },
      },
    },
    async (req) => ok(await listStoreAfterSales(storeCtx(req), req.query)),
  )
  r.get(
    '/store/order/afterSale/get/:sn',
    { ...can('afterSale', 'read'), schema: { tags, summary: '店铺售后详情', params: Sn, response: One } },
    async (req) => ok(await storeAfterSaleDetail(storeCtx(req), req.params.sn)),
  )
  r.get(
    '/store/order/afterSale/numbers',
    {
      ...can('afterSale', 'read'),
      schema: { tags, summary: '店铺售后各状态数量', response: { 200: envelope(AfterSaleNumbers) } },
    },
    async (req) => ok(await storeAfterSaleNumbers(storeCtx(req))),
  )
  r.get(
    '/store/order/afterSale/afterSaleNumVO',
    {
      ...can('afterSale', 'read'),
      schema: {
        tags,
        summary: '店铺售后各状态数量（lilishop 商家端 AfterSaleNumVO）',
        querystring: LiliAfterSaleNumQuery,
        response: { 200: envelope(LiliAfterSaleNum) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(await liliAfterSaleNumbers(ctx.db, { storeId: ctx.seller.storeId, ...req.query }))
    },
  )
  r.get(
    '/store/order/afterSale/log/:sn',
    {
      ...can('afterSale', 'read'),
      schema: {
        tags,
        summary: '店铺售后日志',
        params: Sn,
        response: { 200: envelope(z.array(AfterSaleLog)) },
      },
    },
    async (req) => ok(await storeAfterSaleLogs(storeCtx(req), req.params.sn)),
  )
  r.get(
    '/store/order/afterSale/getStoreAfterSaleAddress/:sn',
    {
      ...can('afterSale', 'read'),
      schema: {
        tags,
        summary: '售后收件地址（店铺设置的退货地址）',
        params: Sn,
        response: { 200: envelope(StoreAfterSaleAddress) },
      },
    },
    async (req) => ok(await storeReturnAddress(storeCtx(req), req.params.sn)),
  )
  r.post(
    '/store/order/afterSale/review/:sn',
    {
      ...can('afterSale', 'write'),
      preHandler: preventDuplicate,
      schema: { tags, summary: '商家审核售后', params: Sn, querystring: AfterSaleReviewQuery, response: One },
    },
    async (req) => ok(await reviewAfterSale(storeCtx(req), req.params.sn, req.query)),
  )
  r.post(
    '/store/order/afterSale/confirm/:sn',
    {
      ...can('afterSale', 'write'),
      preHandler: preventDuplicate,
      schema: {
        tags,
        summary: '商家确认收到退货',
        params: Sn,
        querystring: AfterSaleConfirmQuery,
        response: One,
      },
    },
    async (req) => ok(await confirmReturn(storeCtx(req), req.params.sn, req.query)),
  )
}
