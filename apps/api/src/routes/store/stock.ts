import { envelope } from '@silk/contracts/envelope'
import { LiliSku, LiliSkuQuery } from '@silk/contracts/lili-console'
import { page } from '@silk/contracts/paging'
import {
  SkuStock,
  StockListQuery,
  StockUpdateList,
  StockWarningForm,
  StockWarningView,
} from '@silk/contracts/store-goods'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { liliSkuPage } from '../../modules/store-goods/lili-skus.ts'
import { setStockWarning, stockList, updateStocks } from '../../modules/store-goods/stock.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** Stock per SKU (single or batch), the stock-warning threshold and the low-stock list. */
export async function storeStockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.put(
    '/store/goods/goods/update/stocks',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '修改规格库存（单个或批量；SET 设为、ADD 入库、SUB 出库）',
        body: StockUpdateList,
        response: { 200: envelope(z.array(SkuStock)) },
      },
    },
    async (req) => ok(await updateStocks(storeCtx(req), req.body)),
  )
  r.get(
    '/store/goods/goods/sku/list',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '规格分页（lilishop 商家端 GoodsSku：库存预警、直播与分销选商品）',
        querystring: LiliSkuQuery,
        response: { 200: envelope(page(LiliSku)) },
      },
    },
    async (req) => ok(await liliSkuPage(storeCtx(req), req.query)),
  )
  r.get(
    '/store/goods/goods/list/stocks',
    {
      ...can('goods', 'read'),
      schema: {
        tags,
        summary: '库存管理：全部规格（lowStock=true 只看预警）',
        querystring: StockListQuery,
        response: { 200: envelope(StockWarningView) },
      },
    },
    async (req) => ok(await stockList(storeCtx(req), req.query)),
  )
  r.put(
    '/store/settings/storeSettings/updateStockWarning',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改库存预警数',
        querystring: StockWarningForm,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setStockWarning(storeCtx(req), req.query.stockWarning)
      return done()
    },
  )
}
