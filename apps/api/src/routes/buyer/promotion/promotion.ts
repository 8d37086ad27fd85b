import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import {
  PointsGoods,
  PointsGoodsCategory,
  PointsGoodsIdParams,
  PointsGoodsQuery,
  SeckillGoods,
  SeckillTimeline,
  TimeLineParams,
} from '@silk/contracts/promotion'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listPointsGoods,
  listPointsGoodsCategories,
  pointsGoodsDetail,
} from '../../../modules/promotions/points-goods.ts'
import { seckillSession, seckillToday } from '../../../modules/promotions/seckill.ts'
import { ok } from '../../../shared/envelope.ts'

/**
 * Flash sales and the points mall (lilishop `promotion.js`). Public reads: lilishop's client sends
 * its token to the points mall, but nothing there depends on who asks; exchanging goes through the
 * cart (`cartType=POINTS`) and checkout.
 */
export async function promotionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['promotion']
  r.get(
    '/buyer/promotion/seckill',
    {
      schema: {
        tags,
        summary: '今日秒杀场次（从进行中的一场起）',
        response: { 200: envelope(z.array(SeckillTimeline)) },
      },
    },
    async (req) => ok(await seckillToday(req.ctx().db, undefined, req.ctx().locale)),
  )
  r.get(
    '/buyer/promotion/seckill/:timeline',
    {
      schema: {
        tags,
        summary: '今日某一场的秒杀商品',
        params: TimeLineParams,
        response: { 200: envelope(z.array(SeckillGoods)) },
      },
    },
    async (req) => ok(await seckillSession(req.ctx().db, req.params.timeline, undefined, req.ctx().locale)),
  )
  r.get(
    '/buyer/promotion/pointsGoods',
    {
      schema: {
        tags,
        summary: '积分商品',
        querystring: PointsGoodsQuery,
        response: { 200: envelope(page(PointsGoods)) },
      },
    },
    async (req) => ok(await listPointsGoods(req.ctx().db, req.query, req.ctx().locale)),
  )
  r.get(
    '/buyer/promotion/pointsGoods/category',
    {
      schema: {
        tags,
        summary: '积分商品分类',
        querystring: PageQuery,
        response: { 200: envelope(page(PointsGoodsCategory)) },
      },
    },
    async (req) => ok(await listPointsGoodsCategories(req.ctx().db, req.query, req.ctx().locale)),
  )
  r.get(
    '/buyer/promotion/pointsGoods/:id',
    {
      schema: {
        tags,
        summary: '积分商品详情',
        params: PointsGoodsIdParams,
        response: { 200: envelope(PointsGoods) },
      },
    },
    async (req) => ok(await pointsGoodsDetail(req.ctx().db, req.params.id, req.ctx().locale)),
  )
}
