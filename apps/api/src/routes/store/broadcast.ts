import {
  CommodityForms,
  CommodityPage,
  CommodityQuery,
  CommodityVO,
  LiveModeVO,
  StudioDetailVO,
  StudioEditForm,
  StudioForm,
  StudioPage,
  StudioQuery,
} from '@silk/contracts/broadcast'
import { envelope } from '@silk/contracts/envelope'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addCommodities,
  deleteCommodity,
  listStoreCommodities,
  resubmitCommodity,
  withdrawCommodity,
} from '../../modules/broadcast/commodities.ts'
import { liveApi } from '../../modules/broadcast/live-api.ts'
import {
  createStudio,
  deleteStudio,
  editStudio,
  listStoreStudios,
  pushStudioGoods,
  removeStudioGoods,
  storeStudioDetail,
} from '../../modules/broadcast/studios.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const WechatId = z.coerce.number().int().positive().max(2_147_483_647)
const RoomGoods = z.object({ roomId: WechatId, liveGoodsId: WechatId })
const LiveGoods = z.object({ goodsId: WechatId })

/**
 * `/store/broadcast/studio|commodity` (lilishop `StudioStoreController`, `CommodityStoreController`;
 * decision 169): the store's live rooms and its goods in the mini program's live goods library, at
 * WeChat (or the sandbox). Rooms and goods are named by WeChat's ids in the paths, as lilishop's.
 */
export async function storeBroadcastRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/broadcast/mode',
    {
      ...can('promotion', 'read'),
      schema: { tags, summary: '直播：微信或沙箱', response: { 200: envelope(LiveModeVO) } },
    },
    async (req) => ok({ sandbox: liveApi(storeCtx(req).config).sandbox }),
  )
  r.get(
    '/store/broadcast/studio',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺直播间列表',
        querystring: StudioQuery,
        response: { 200: envelope(StudioPage) },
      },
    },
    async (req) => ok(await listStoreStudios(storeCtx(req), req.query)),
  )
  r.get(
    '/store/broadcast/studio/studioInfo/:studioId',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺直播间详情',
        params: z.object({ studioId: Id }),
        response: { 200: envelope(StudioDetailVO) },
      },
    },
    async (req) => ok(await storeStudioDetail(storeCtx(req), req.params.studioId)),
  )
  r.post(
    '/store/broadcast/studio',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '添加直播间', body: StudioForm, response: { 200: envelope(StudioDetailVO) } },
    },
    async (req) => ok(await createStudio(storeCtx(req), req.body)),
  )
  r.put(
    '/store/broadcast/studio/edit',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改直播间（开播前）',
        body: StudioEditForm,
        response: { 200: envelope(StudioDetailVO) },
      },
    },
    async (req) => ok(await editStudio(storeCtx(req), req.body)),
  )
  r.delete(
    '/store/broadcast/studio/:studioId',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '删除直播间',
        params: z.object({ studioId: Id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteStudio(storeCtx(req), req.params.studioId)
      return done()
    },
  )
  r.put(
    '/store/broadcast/studio/push/:roomId/:liveGoodsId',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '直播间添加商品',
        params: RoomGoods,
        response: { 200: envelope(CommodityVO) },
      },
    },
    async (req) => ok(await pushStudioGoods(storeCtx(req), req.params.roomId, req.params.liveGoodsId)),
  )
  r.delete(
    '/store/broadcast/studio/deleteInRoom/:roomId/:liveGoodsId',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '直播间删除商品', params: RoomGoods, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await removeStudioGoods(storeCtx(req), req.params.roomId, req.params.liveGoodsId)
      return done()
    },
  )
  r.get(
    '/store/broadcast/commodity',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '店铺直播商品列表',
        querystring: CommodityQuery,
        response: { 200: envelope(CommodityPage) },
      },
    },
    async (req) => ok(await listStoreCommodities(storeCtx(req), req.query)),
  )
  r.post(
    '/store/broadcast/commodity',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '添加直播商品（提交微信审核）',
        body: CommodityForms,
        response: { 200: envelope(z.array(CommodityVO)) },
      },
    },
    async (req) => ok(await addCommodities(storeCtx(req), req.body)),
  )
  r.put(
    '/store/broadcast/commodity/resubmit/:goodsId',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '重新提交审核', params: LiveGoods, response: { 200: envelope(CommodityVO) } },
    },
    async (req) => ok(await resubmitCommodity(storeCtx(req), req.params.goodsId)),
  )
  r.put(
    '/store/broadcast/commodity/withdraw/:goodsId',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '撤回审核', params: LiveGoods, response: { 200: envelope(CommodityVO) } },
    },
    async (req) => ok(await withdrawCommodity(storeCtx(req), req.params.goodsId)),
  )
  r.delete(
    '/store/broadcast/commodity/:goodsId',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '删除直播商品', params: LiveGoods, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteCommodity(storeCtx(req), req.params.goodsId)
      return done()
    },
  )
}
