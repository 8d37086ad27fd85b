import { envelope } from '@silk/contracts/envelope'
import {
  EsGoodsIndex,
  EsGoodsRelatedInfo,
  GoodsSearchQuery,
  GoodsSkuDetail,
  SearchSuggestions,
  SearchSuggestQuery,
  SkuDetailParams,
} from '@silk/contracts/goods'
import { page } from '@silk/contracts/paging'
import type { Db } from '@silk/db/client'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { recordFootprint } from '../../../modules/footprints/record-footprint.ts'
import { keepCardsShown } from '../../../modules/goods/cards-shown.ts'
import { detailCache } from '../../../modules/goods/detail-cache.ts'
import { getSkuDetail } from '../../../modules/goods/get-sku-detail.ts'
import { recordSearch } from '../../../modules/goods/hot-words.ts'
import { searchFacets } from '../../../modules/goods/search-facets.ts'
import { searchPages } from '../../../modules/goods/search-goods.ts'
import { suggest } from '../../../modules/goods/suggest.ts'
import {
  allLiveFullDiscounts,
  covers,
  fullDiscountCardMap,
  fullDiscountView,
} from '../../../modules/promotions/full-discount.ts'
import { flashSaleSkuIds, liveFlashOf } from '../../../modules/promotions/seckill.ts'
import { isSharedFill } from '../../../plugins/render-calls.ts'
import type { SharedWithEffect } from '../../../plugins/same-for-everyone.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { localeOf } from '../../../shared/context.ts'
import { memoize } from '../../../shared/memo.ts'
import { resultCache } from '../../../shared/result-cache.ts'
import { resultSerializer, sendOkJson } from '../../../shared/serialized-cache.ts'

export async function goodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Listings and facets are the same for every visitor: popular ones are served from a short cache
  // (about 400 listing pages; the long tail's pages are put together from kept cards instead).
  const cache = resultCache(app.services.config.SEARCH_CACHE_SECONDS, 16 * 2 ** 20)
  // Cards carry the live 满减 covering their goods (the list's 满减 tag, decision 161).
  const pages = searchPages(app, app.services.config.SEARCH_CACHE_SECONDS, async (db) => {
    const live = await allLiveFullDiscounts(db)
    return (storeId, goodsId) => fullDiscountCardMap(live, storeId, goodsId)
  })
  const { listing } = app
  // A goods published, shelved, unshelved, deleted or reviewed on this node leaves no stale listing.
  const unsubscribe = onChange((change) => {
    if (
      (change.kind === 'goods' && change.listed) ||
      change.kind === 'listing' ||
      change.kind === 'catalogue'
    ) {
      cache.clear()
      pages.clear()
    }
  })
  app.addHook('onClose', async () => unsubscribe())
  keepCardsShown(app, pages)
  const facetsJson = resultSerializer(app, EsGoodsRelatedInfo)
  const details = detailCache(app.services.config.GOODS_CACHE_SECONDS)
  const detailJson = resultSerializer(app, GoodsSkuDetail)
  app.addHook('onClose', async () => details.close())
  const flashSkus = memoize(() => flashSaleSkuIds(app.services.database.db as Db), 15_000)
  // Every search counts for the hot words of whoever searched, cached or not: here for callers of the
  // API, and for a render given the answer its node keeps (web-transport.ts) by its transport.
  const searchCounts: SharedWithEffect = {
    effect: (caller, query) => {
      if (typeof query.keyword === 'string' && query.keyword.trim())
        recordSearch(
          { db: app.services.database.db, log: app.log, member: null, ip: caller.ip },
          query.keyword,
        )
    },
  }
  r.get(
    '/buyer/goods/goods/es',
    {
      config: { sameForEveryone: searchCounts },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['goods'],
        summary: '商品搜索（每个 SKU 一条）',
        querystring: GoodsSearchQuery,
        response: { 200: envelope(page(EsGoodsIndex)) },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx()
      if (request.query.keyword && !isSharedFill(request)) recordSearch(ctx, request.query.keyword)
      const key = `es:${ctx.locale}:${JSON.stringify(request.query)}`
      await sendOkJson(
        reply,
        cache.peek(key) ?? (await cache.get(key, () => pages.search(ctx, request.query, listing))),
      )
    },
  )
  const suggestJson = resultSerializer(app, SearchSuggestions)
  r.get(
    '/buyer/goods/goods/suggest',
    {
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['goods'],
        summary: '搜索联想：输入中的关键词匹配的商品、分类和店铺（本站扩展，lilishop 无此接口）',
        querystring: SearchSuggestQuery,
        response: { 200: envelope(SearchSuggestions) },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx()
      const { keyword, count = 6 } = request.query
      // Not a search: typed prefixes do not count for the hot words. Cached with the listings.
      const key = `suggest:${ctx.locale}:${count}:${keyword.toLowerCase()}`
      await sendOkJson(
        reply,
        cache.peek(key) ??
          (await cache.get(key, async () => suggestJson(await suggest(ctx, keyword, count)))),
      )
    },
  )
  r.get(
    '/buyer/goods/goods/es/related',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['goods'],
        summary: '搜索筛选项：分类、品牌、参数',
        querystring: GoodsSearchQuery,
        response: { 200: envelope(EsGoodsRelatedInfo) },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx()
      const key = `related:${ctx.locale}:${JSON.stringify(request.query)}`
      await sendOkJson(
        reply,
        cache.peek(key) ??
          (await cache.get(key, async () => facetsJson(await searchFacets(ctx, request.query, listing)))),
      )
    },
  )
  r.get(
    '/buyer/goods/goods/sku/:goodsId/:skuId',
    {
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['goods'],
        summary: '商品详情（登录时记录足迹）',
        params: SkuDetailParams,
        response: { 200: envelope(GoodsSkuDetail) },
      },
    },
    async (request, reply) => {
      const { goodsId, skuId } = request.params
      // One cached page per language: the key ends with it, so forgetting a goods still drops both.
      const variant = `${skuId}/${localeOf(request.headers['accept-language'])}`
      const detail =
        details.peek(goodsId, variant) ??
        (await details.get(goodsId, variant, async () => {
          const found = await getSkuDetail(request.ctx(), request.params)
          const { data } = found
          return { body: detailJson(found), goodsId: data.goodsId, skuId: data.id, storeId: data.storeId }
        }))
      const { goodsId: viewed, skuId: sku, storeId } = detail
      // Most views are anonymous and answered from memory: they need no request context at all.
      if (request.member) await recordFootprint(request.ctx(), { goodsId: viewed, skuId: sku, storeId })
      // A SKU in a flash sale is answered fresh: its price and countdown change by the hour. So is a
      // goods a live 满减/满折 covers (decision 160): activities start, end and close on their own.
      const flashing = (await flashSkus('all')).has(sku)
      const db = app.services.database.db as Db
      const full = (await allLiveFullDiscounts(db)).filter((a) => covers(a, storeId, viewed))
      if (flashing || full.length > 0) {
        const found = await getSkuDetail(request.ctx(), request.params)
        const flash = flashing ? await liveFlashOf(request.ctx().db, sku) : null
        if (flash) {
          found.data.promotionFlag = true
          found.data.promotionPrice = flash.price
          found.promotionMap = { [`SECKILL-${flash.id}`]: flash }
        }
        for (const a of full) found.promotionMap[`FULL_DISCOUNT-${a.row.id}`] = fullDiscountView(a.row)
        return sendOkJson(reply, detailJson(found))
      }
      await sendOkJson(reply, detail.body)
    },
  )
}
