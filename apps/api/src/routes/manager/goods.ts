import {
  GoodsIdParams,
  GoodsReviewSetting,
  GoodsReviewSettingForm,
  ManagerGoodsAuthForm,
  ManagerGoodsDetail,
  ManagerGoodsPage,
  ManagerGoodsQuery,
  ManagerGoodsUnderForm,
} from '@silk/contracts/admin-goods'
import { envelope } from '@silk/contracts/envelope'
import { LiliGoodsNum } from '@silk/contracts/lili-console'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  getManagerGoods,
  goodsReviewSetting,
  judgeGoods,
  listManagerGoods,
  setGoodsReview,
  takeDownGoods,
} from '../../modules/store-goods/admin-goods.ts'
import { countAllGoods } from '../../modules/store-goods/manage.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** Goods (lilishop 商品管理): the platform list, the review queue, approve/refuse, forced take-down. */
export async function managerGoodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Page = { 200: envelope(ManagerGoodsPage) }
  r.get(
    '/manager/goods/goods/list',
    {
      ...can('goods', 'read'),
      schema: { tags, summary: '平台商品列表', querystring: ManagerGoodsQuery, response: Page },
    },
    async (req) => ok(await listManagerGoods(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/goods/goods/goodsNumber',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '各状态商品数量（lilishop GoodsNumVO）',
        response: { 200: envelope(LiliGoodsNum) },
      },
    },
    async (req) => ok(await countAllGoods(managerCtx(req).db)),
  )
  r.get(
    '/manager/goods/goods/auth/list',
    {
      ...can('goods', 'read'),
      schema: { tags, summary: '待审核商品（先提交的在前）', querystring: ManagerGoodsQuery, response: Page },
    },
    async (req) => ok(await listManagerGoods(managerCtx(req), req.query, true)),
  )
  r.get(
    '/manager/goods/goods/get/:id',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '商品详情（图片、规格、价格）',
        params: GoodsIdParams,
        response: { 200: envelope(ManagerGoodsDetail) },
      },
    },
    async (req) => ok(await getManagerGoods(managerCtx(req), req.params.id)),
  )
  r.put(
    '/manager/goods/goods/auth',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '审核商品（通过，或拒绝并说明原因）',
        querystring: ManagerGoodsAuthForm,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (req) => ok(await judgeGoods(managerCtx(req), req.query)),
  )
  r.put(
    '/manager/goods/goods/:id/under',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '违规下架（商品即刻离开商城，商家可见原因）',
        params: GoodsIdParams,
        querystring: ManagerGoodsUnderForm,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await takeDownGoods(managerCtx(req), req.params.id, req.query.reason)
      return ok(null)
    },
  )
  r.get(
    '/manager/setting/goods',
    {
      ...can('setting', 'read'),
      schema: { tags, summary: '商品审核开关', response: { 200: envelope(GoodsReviewSetting) } },
    },
    async (req) => ok(await goodsReviewSetting(managerCtx(req))),
  )
  r.put(
    '/manager/setting/goods',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '开启或关闭商品审核',
        querystring: GoodsReviewSettingForm,
        response: { 200: envelope(GoodsReviewSetting) },
      },
    },
    async (req) => ok(await setGoodsReview(managerCtx(req), req.query.goodsCheck)),
  )
}
