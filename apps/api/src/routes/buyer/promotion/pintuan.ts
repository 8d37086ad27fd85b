import { envelope } from '@silk/contracts/envelope'
import {
  GoodsPintuanVO,
  PintuanGroupVO,
  PintuanPage,
  PintuanQuery,
  PintuanShareQuery,
  PintuanShareVO,
} from '@silk/contracts/pintuan'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pintuanViews, runningPintuanOfGoods, runningPintuans } from '../../../modules/promotions/pintuan.ts'
import { openGroups, shareGroup } from '../../../modules/promotions/pintuan-groups.ts'
import { ok } from '../../../shared/envelope.ts'

/**
 * 拼团 for buyers (lilishop `PintuanBuyerController`; decision 161). Public reads: nothing depends on
 * who asks, and members are shown masked. Buying goes through the cart (`cartType=PINTUAN`) and
 * create/trade (`parentOrderSn` to join a group).
 */
export async function pintuanBuyerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['promotion']
  r.get(
    '/buyer/promotion/pintuan',
    {
      schema: {
        tags,
        summary: '进行中的拼团活动',
        querystring: PintuanQuery.extend({ goodsName: z.string().trim().max(64).optional() }),
        response: { 200: envelope(PintuanPage) },
      },
    },
    async (req) => ok(await runningPintuans(req.ctx().db, req.query)),
  )
  r.get(
    '/buyer/promotion/pintuan/share',
    {
      schema: {
        tags,
        summary: '拼团分享：团的成员与活动',
        querystring: PintuanShareQuery,
        response: { 200: envelope(PintuanShareVO) },
      },
    },
    async (req) => ok(await shareGroup(req.ctx().db, req.query)),
  )
  r.get(
    '/buyer/promotion/pintuan/goods/:goodsId',
    {
      schema: {
        tags,
        summary: '商品进行中的拼团与可参加的团',
        params: z.object({ goodsId: Id }),
        response: { 200: envelope(GoodsPintuanVO.nullable()) },
      },
    },
    async (req) => {
      const db = req.ctx().db
      const row = await runningPintuanOfGoods(db, req.params.goodsId)
      if (!row) return ok(null)
      const [[pintuan], groups] = await Promise.all([pintuanViews(db, [row]), openGroups(db, row.id)])
      return ok({ pintuan, groups })
    },
  )
  r.get(
    '/buyer/promotion/pintuan/:pintuanId/members',
    {
      schema: {
        tags,
        summary: '可参加的团（团长与还差人数）',
        params: z.object({ pintuanId: Id }),
        response: { 200: envelope(z.array(PintuanGroupVO)) },
      },
    },
    async (req) => ok(await openGroups(req.ctx().db, req.params.pintuanId)),
  )
}
