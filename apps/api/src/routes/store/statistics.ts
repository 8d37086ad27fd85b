import { envelope } from '@silk/contracts/envelope'
import {
  LiliGoodsStatistics,
  LiliGoodsStatisticsQuery,
  LiliOrderChartPoint,
  LiliOrderOverview,
  LiliShopPick,
  LiliStatisticsOrder,
  LiliStatisticsPageQuery,
  LiliStatisticsQuery,
  LiliStatisticsRefund,
  LiliViewDay,
} from '@silk/contracts/lili-statistics'
import { PageQuery, page } from '@silk/contracts/paging'
import { ReportCsvQuery, ReportQuery, ReportView } from '@silk/contracts/reports'
import { LiliStoreIndexView, StoreDashboardView } from '@silk/contracts/store-statistics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reportCsv } from '../../modules/reports/csv.ts'
import {
  liliGoodsStatistics,
  liliOrderChart,
  liliOrderOverview,
  liliShopPick,
  liliStatisticsOrders,
  liliStatisticsRefunds,
  liliViewList,
  sellerScope,
} from '../../modules/reports/lili-statistics.ts'
import { buildReport } from '../../modules/reports/report.ts'
import { storeDashboard } from '../../modules/settlement/dashboard.ts'
import { liliStoreIndex } from '../../modules/settlement/lili-index.ts'
import { datedCsvName, sendCsv } from '../../shared/csv-reply.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { anyStaff, can, tags } from './access.ts'

/** The seller dashboard's figures and the store's reports (统计, decision 158): the seller's own store only. */
export async function storeStatisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/statistics/dashboard',
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '首页：待办数量、今日订单与近30天销售',
        response: { 200: envelope(StoreDashboardView) },
      },
    },
    async (req) => ok(await storeDashboard(storeCtx(req))),
  )
  r.get(
    '/store/statistics/index',
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '首页数据（lilishop 商家端首页的待办与今日概况）',
        response: { 200: envelope(LiliStoreIndexView) },
      },
    },
    async (req) => ok(await liliStoreIndex(storeCtx(req))),
  )
  r.get(
    '/store/statistics/report',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '统计报表：销售、订单、退款、买家、商品排行与流量（按日/周/月）',
        querystring: ReportQuery,
        response: { 200: envelope(ReportView) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      return ok(
        await buildReport(ctx.db, { storeId: ctx.seller.storeId, members: false }, req.query, ctx.locale),
      )
    },
  )
  r.get(
    '/store/statistics/report/export',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '导出统计报表的一张表（CSV，UTF-8 带 BOM）',
        querystring: ReportCsvQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const ctx = storeCtx(req)
      const report = await buildReport(
        ctx.db,
        { storeId: ctx.seller.storeId, members: false },
        req.query,
        ctx.locale,
      )
      return sendCsv(
        reply,
        datedCsvName(`report-${req.query.table}`),
        reportCsv(report, req.query.table, ctx.locale),
      )
    },
  )
  liliStatisticsRoutes(app)
}

/**
 * lilishop's seller 统计 pages (issue 67): the same report in lilishop's VOs, the seller's own store
 * only (its `storeId` parameter is ignored), for whoever may read this product's 统计报表.
 */
function liliStatisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const read = can('statistics', 'read')
  r.get(
    '/store/shop',
    {
      ...read,
      schema: {
        tags,
        summary: '统计页的店铺选择（lilishop 商家端：本店）',
        querystring: PageQuery,
        response: { 200: envelope(page(LiliShopPick)) },
      },
    },
    async (req) => ok(await liliShopPick(storeCtx(req), req.query)),
  )
  r.get(
    '/store/statistics/goods',
    {
      ...read,
      schema: {
        tags,
        summary: '商品统计：热门商品销量或金额排行（lilishop GoodsStatisticsDataVO）',
        querystring: LiliGoodsStatisticsQuery,
        response: { 200: envelope(z.array(LiliGoodsStatistics)) },
      },
    },
    async (req) => ok(await liliGoodsStatistics(storeCtx(req), req.query)),
  )
  r.get(
    '/store/statistics/order',
    {
      ...read,
      schema: {
        tags,
        summary: '订单统计图表：每日付款金额（lilishop OrderStatisticsDataVO）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(z.array(LiliOrderChartPoint)) },
      },
    },
    async (req) => ok(await liliOrderChart(sellerScope(storeCtx(req)), req.query)),
  )
  r.get(
    '/store/statistics/order/overview',
    {
      ...read,
      schema: {
        tags,
        summary: '订单统计概览：访客、下单、付款、退款与转化率（lilishop OrderOverviewVO）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(LiliOrderOverview) },
      },
    },
    async (req) => ok(await liliOrderOverview(sellerScope(storeCtx(req)), req.query)),
  )
  r.get(
    '/store/statistics/order/order',
    {
      ...read,
      schema: {
        tags,
        summary: '订单统计：时段内下单的订单（分页）',
        querystring: LiliStatisticsPageQuery,
        response: { 200: envelope(page(LiliStatisticsOrder)) },
      },
    },
    async (req) => ok(await liliStatisticsOrders(sellerScope(storeCtx(req)), req.query)),
  )
  r.get(
    '/store/statistics/order/refund',
    {
      ...read,
      schema: {
        tags,
        summary: '订单统计：时段内申请的售后（分页）',
        querystring: LiliStatisticsPageQuery,
        response: { 200: envelope(page(LiliStatisticsRefund)) },
      },
    },
    async (req) => ok(await liliStatisticsRefunds(sellerScope(storeCtx(req)), req.query)),
  )
  r.get(
    '/store/statistics/view/list',
    {
      ...read,
      schema: {
        tags,
        summary: '流量统计：每日浏览量与访客数（lilishop PlatformViewVO）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(z.array(LiliViewDay)) },
      },
    },
    async (req) => ok(await liliViewList(storeCtx(req), req.query)),
  )
}
