import { envelope } from '@silk/contracts/envelope'
import {
  KanjiaActivityPage,
  KanjiaActivityQuery,
  KanjiaActivityVO,
  KanjiaGoodsPage,
  KanjiaGoodsQuery,
  KanjiaGoodsVO,
  KanjiaLogPage,
  KanjiaLogQuery,
  KanjiaLogVO,
} from '@silk/contracts/kanjia'
import { PageQuery } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  kanjiaGoodsDetail,
  listKanjiaGoods,
  runningKanjiaOfGoods,
} from '../../../modules/promotions/kanjia.ts'
import {
  bargainLogs,
  bargainOf,
  cutBargain,
  myBargains,
  startBargain,
} from '../../../modules/promotions/kanjia-bargains.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/**
 * 砍价 for buyers (lilishop `KanjiaGoodsActivityBuyerController`, reference §18; decision 167). The
 * reads are public here (lilishop asks a token): the offers and a bargain are the same for everyone but
 * the viewer's flags, read from the token when there is one; a bargain's helpers are masked. Starting,
 * cutting and the member's own list need a token. Buying: cart way KANJIA.
 */
export async function kanjiaBuyerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['promotion']
  const auth = { preHandler: app.requireMember }
  r.get(
    '/buyer/promotion/kanjiaGoods',
    {
      schema: {
        tags,
        summary: '进行中的砍价商品',
        querystring: KanjiaGoodsQuery.omit({ promotionStatus: true }),
        response: { 200: envelope(KanjiaGoodsPage) },
      },
    },
    async (req) => ok(await listKanjiaGoods(req.ctx().db, req.query, true)),
  )
  r.get(
    '/buyer/promotion/kanjiaGoods/goods/:goodsId',
    {
      schema: {
        tags,
        summary: '商品进行中的砍价',
        params: z.object({ goodsId: Id }),
        response: { 200: envelope(KanjiaGoodsVO.nullable()) },
      },
    },
    async (req) => ok(await runningKanjiaOfGoods(req.ctx().db, req.params.goodsId)),
  )
  r.get(
    '/buyer/promotion/kanjiaGoods/getKanjiaActivity/logs',
    {
      schema: {
        tags,
        summary: '砍价的帮砍记录',
        querystring: KanjiaLogQuery,
        response: { 200: envelope(KanjiaLogPage) },
      },
    },
    async (req) => ok(await bargainLogs(req.ctx().db, req.query.kanJiaActivityId, req.query)),
  )
  r.post(
    '/buyer/promotion/kanjiaGoods/getKanjiaActivity',
    {
      schema: {
        tags,
        summary: '砍价记录（按编号，或我在该砍价商品上的）',
        querystring: KanjiaActivityQuery,
        response: { 200: envelope(KanjiaActivityVO.nullable()) },
      },
    },
    async (req) => ok(await bargainOf(req.ctx().db, req.member?.id ?? null, req.query)),
  )
  r.get(
    '/buyer/promotion/kanjiaGoods/kanjiaActivity/mine/',
    {
      ...auth,
      schema: {
        tags,
        summary: '我发起的砍价',
        querystring: PageQuery,
        response: { 200: envelope(KanjiaActivityPage) },
      },
    },
    async (req) => ok(await myBargains(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/promotion/kanjiaGoods/:id',
    {
      schema: {
        tags,
        summary: '砍价商品详情',
        params: z.object({ id: Id }),
        response: { 200: envelope(KanjiaGoodsVO) },
      },
    },
    async (req) => ok(await kanjiaGoodsDetail(req.ctx().db, req.params.id)),
  )
  r.post(
    '/buyer/promotion/kanjiaGoods',
    {
      ...auth,
      schema: {
        tags,
        summary: '发起砍价（并砍第一刀）',
        querystring: z.object({ id: Id }),
        response: { 200: envelope(KanjiaLogVO) },
      },
    },
    async (req) => ok(await startBargain(buyerCtx(req), req.query.id)),
  )
  r.post(
    '/buyer/promotion/kanjiaGoods/help/:kanjiaActivityId',
    {
      ...auth,
      schema: {
        tags,
        summary: '帮砍一刀',
        params: z.object({ kanjiaActivityId: Id }),
        response: { 200: envelope(KanjiaLogVO) },
      },
    },
    async (req) => ok(await cutBargain(buyerCtx(req), req.params.kanjiaActivityId)),
  )
}
