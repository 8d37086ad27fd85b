import { envelope } from '@silk/contracts/envelope'
import {
  DraftDetail,
  DraftForm,
  DraftPage,
  GoodsForm,
  GoodsIdList,
  GoodsIdParams,
  GoodsSaved,
  StoreGoodsCounts,
  StoreGoodsDetail,
  StoreGoodsPage,
  StoreGoodsQuery,
} from '@silk/contracts/goods-publish'
import { PageQuery } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deleteDraft, getDraft, listDrafts, saveDraft } from '../../modules/store-goods/drafts.ts'
import {
  countStoreGoods,
  deleteGoods,
  getStoreGoods,
  listStoreGoods,
  setMarketEnable,
} from '../../modules/store-goods/manage.ts'
import { createGoods, updateGoods } from '../../modules/store-goods/publish.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** 商品发布与管理 (lilishop `/store/goods/goods`, `/store/goods/draftGoods`), scoped to the token's store. */
export async function storeGoodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/goods/goods/list',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '分页获取商品列表',
        querystring: StoreGoodsQuery,
        response: { 200: envelope(StoreGoodsPage) },
      },
    },
    async (req) => ok(await listStoreGoods(storeCtx(req), req.query)),
  )
  r.get(
    '/store/goods/goods/goodsNumber',
    {
      ...can('goods', 'read'),
      schema: { tags, summary: '各状态商品数量', response: { 200: envelope(StoreGoodsCounts) } },
    },
    async (req) => ok(await countStoreGoods(storeCtx(req))),
  )
  r.get(
    '/store/goods/goods/get/:goodsId',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '获取商品（编辑）',
        params: GoodsIdParams,
        response: { 200: envelope(StoreGoodsDetail) },
      },
    },
    async (req) => ok(await getStoreGoods(storeCtx(req), req.params.goodsId)),
  )
  r.post(
    '/store/goods/goods/create',
    {
      ...can('goods', 'write'),
      schema: { tags, summary: '新增商品', body: GoodsForm, response: { 200: envelope(GoodsSaved) } },
    },
    async (req) => ok(await createGoods(storeCtx(req), req.body)),
  )
  r.put(
    '/store/goods/goods/update/:goodsId',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '修改商品',
        params: GoodsIdParams,
        body: GoodsForm,
        response: { 200: envelope(GoodsSaved) },
      },
    },
    async (req) => ok(await updateGoods(storeCtx(req), req.params.goodsId, req.body)),
  )
  for (const [path, state, summary] of [
    ['/store/goods/goods/up', 'UPPER', '上架商品'],
    ['/store/goods/goods/under', 'DOWN', '下架商品'],
  ] as const) {
    r.put(
      path,
      {
        ...can('goods', 'write'),
        schema: { tags, summary, querystring: GoodsIdList, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await setMarketEnable(storeCtx(req), req.query.goodsId, state)
        return done()
      },
    )
  }
  r.put(
    '/store/goods/goods/delete',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '删除商品（无未完成订单时）',
        querystring: GoodsIdList,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteGoods(storeCtx(req), req.query.goodsId)
      return done()
    },
  )
  r.get(
    '/store/goods/draftGoods/page',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '草稿商品列表',
        querystring: PageQuery,
        response: { 200: envelope(DraftPage) },
      },
    },
    async (req) => ok(await listDrafts(storeCtx(req), req.query)),
  )
  r.get(
    '/store/goods/draftGoods/get/:id',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '获取草稿',
        params: z.object({ id: Id }),
        response: { 200: envelope(DraftDetail) },
      },
    },
    async (req) => ok(await getDraft(storeCtx(req), req.params.id)),
  )
  r.post(
    '/store/goods/draftGoods/save',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '保存草稿',
        body: DraftForm,
        response: { 200: envelope(DraftDetail.omit({ form: true })) },
      },
    },
    async (req) => ok(await saveDraft(storeCtx(req), req.body)),
  )
  r.delete(
    '/store/goods/draftGoods/delete/:id',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '删除草稿',
        params: z.object({ id: Id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteDraft(storeCtx(req), req.params.id)
      return done()
    },
  )
}
