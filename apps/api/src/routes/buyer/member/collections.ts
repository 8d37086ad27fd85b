import { envelope } from '@silk/contracts/envelope'
import { GoodsCollection, GoodsCollectionVO, StoreCollectionVO } from '@silk/contracts/goods'
import { PageQuery, page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addGoodsCollection,
  deleteGoodsCollection,
  isGoodsCollected,
  listGoodsCollections,
} from '../../../modules/collections/goods-collections.ts'
import {
  addStoreCollection,
  deleteStoreCollection,
  isStoreCollected,
  listStoreCollections,
} from '../../../modules/collections/store-collections.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const GoodsPath = z.object({ type: z.literal('GOODS', { error: '收藏类型错误' }), id: Id })
const StorePath = z.object({ type: z.literal('STORE', { error: '收藏类型错误' }), id: Id })

/** Favourites (reference §15.5): goods keyed by SKU id, stores by store id. */
export async function collectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['collection']

  // lilishop answers its stores list here too (`collection/{type}`: GOODS, else stores); its PC
  // client's 我的收藏 opened on the 店铺 tab (`?type=STORE`) first asks this path for STORE.
  r.get(
    '/buyer/member/collection/:type',
    {
      ...auth,
      schema: {
        tags,
        summary: '收藏的商品（STORE：收藏的店铺，同 storeCollection/STORE）',
        params: z.object({ type: z.enum(['GOODS', 'STORE'], { error: '收藏类型错误' }) }),
        querystring: PageQuery,
        response: { 200: envelope(z.union([page(GoodsCollectionVO), page(StoreCollectionVO)])) },
      },
    },
    async (request) =>
      ok(
        request.params.type === 'STORE'
          ? await listStoreCollections(buyerCtx(request), request.query)
          : await listGoodsCollections(buyerCtx(request), request.query),
      ),
  )
  r.post(
    '/buyer/member/collection/add/:type/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '收藏商品（SKU）',
        params: GoodsPath,
        response: { 200: envelope(GoodsCollection) },
      },
    },
    async (request) => ok(await addGoodsCollection(buyerCtx(request), request.params.id)),
  )
  r.delete(
    '/buyer/member/collection/delete/:type/:id',
    {
      ...auth,
      schema: { tags, summary: '取消收藏商品', params: GoodsPath, response: { 200: envelope(z.boolean()) } },
    },
    async (request) => ok(await deleteGoodsCollection(buyerCtx(request), request.params.id)),
  )
  r.get(
    '/buyer/member/collection/isCollection/:type/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '是否已收藏商品',
        params: GoodsPath,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok(await isGoodsCollected(buyerCtx(request), request.params.id)),
  )

  r.get(
    '/buyer/member/storeCollection/:type',
    {
      ...auth,
      schema: {
        tags,
        summary: '收藏的店铺',
        params: z.object({ type: z.literal('STORE') }),
        querystring: PageQuery,
        response: { 200: envelope(page(StoreCollectionVO)) },
      },
    },
    async (request) => ok(await listStoreCollections(buyerCtx(request), request.query)),
  )
  r.post(
    '/buyer/member/storeCollection/add/:type/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '收藏店铺',
        params: StorePath,
        response: { 200: envelope(z.object({ id: z.string(), memberId: z.string(), storeId: z.string() })) },
      },
    },
    async (request) => ok(await addStoreCollection(buyerCtx(request), request.params.id)),
  )
  r.delete(
    '/buyer/member/storeCollection/delete/:type/:id',
    {
      ...auth,
      schema: { tags, summary: '取消收藏店铺', params: StorePath, response: { 200: envelope(z.boolean()) } },
    },
    async (request) => ok(await deleteStoreCollection(buyerCtx(request), request.params.id)),
  )
  r.get(
    '/buyer/member/storeCollection/isCollection/:type/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '是否已收藏店铺',
        params: StorePath,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok(await isStoreCollected(buyerCtx(request), request.params.id)),
  )
}
