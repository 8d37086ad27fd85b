import { envelope } from '@silk/contracts/envelope'
import {
  EsGoodsIndex,
  EsGoodsRelatedInfo,
  GoodsSearchQuery,
  GoodsSkuDetail,
  SkuDetailParams,
} from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { getSkuDetail } from '../../../modules/goods/get-sku-detail.ts'
import { searchFacets } from '../../../modules/goods/search-facets.ts'
import { searchGoods } from '../../../modules/goods/search-goods.ts'
import { ok } from '../../../shared/envelope.ts'
import { resultCache } from '../../../shared/result-cache.ts'

export async function goodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Listings and facets are the same for every visitor: popular ones are served from a short cache.
  const cache = resultCache(app.services.config.SEARCH_CACHE_SECONDS)
  r.get(
    '/buyer/goods/goods/es',
    {
      schema: {
        tags: ['goods'],
        summary: '商品搜索（每个 SKU 一条）',
        querystring: GoodsSearchQuery,
        response: { 200: envelope(page(EsGoodsIndex)) },
      },
    },
    async (request) => ok(await searchGoods(request.ctx(), request.query, cache)),
  )
  r.get(
    '/buyer/goods/goods/es/related',
    {
      schema: {
        tags: ['goods'],
        summary: '搜索筛选项：分类、品牌、参数',
        querystring: GoodsSearchQuery,
        response: { 200: envelope(EsGoodsRelatedInfo) },
      },
    },
    async (request) =>
      ok(
        await cache.get(`related:${JSON.stringify(request.query)}`, () =>
          searchFacets(request.ctx(), request.query),
        ),
      ),
  )
  r.get(
    '/buyer/goods/goods/sku/:goodsId/:skuId',
    {
      schema: {
        tags: ['goods'],
        summary: '商品详情（登录时记录足迹）',
        params: SkuDetailParams,
        response: { 200: envelope(GoodsSkuDetail) },
      },
    },
    async (request) => ok(await getSkuDetail(request.ctx(), request.params)),
  )
}
