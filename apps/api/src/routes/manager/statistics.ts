import { envelope } from '@silk/contracts/envelope'
import {
  LiliGoodsStatistics,
  LiliGoodsStatisticsQuery,
  LiliMemberStatistics,
  LiliOrderChartPoint,
  LiliOrderOverview,
  LiliStatisticsOrder,
  LiliStatisticsPageQuery,
  LiliStatisticsQuery,
  LiliStatisticsRefund,
  LiliViewDay,
} from '@silk/contracts/lili-statistics'
import { page } from '@silk/contracts/paging'
import type { ManagerReportQuery as ReportFilter } from '@silk/contracts/reports'
import { ManagerReportCsvQuery, ManagerReportQuery, ReportView } from '@silk/contracts/reports'
import { stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reportCsv } from '../../modules/reports/csv.ts'
import {
  goodsStatistics,
  type LiliScope,
  liliOrderChart,
  liliOrderOverview,
  liliRange,
  liliStatisticsOrders,
  liliStatisticsRefunds,
  memberStatistics,
  viewStatistics,
} from '../../modules/reports/lili-statistics.ts'
import { buildReport } from '../../modules/reports/report.ts'
import { datedCsvName, sendCsv } from '../../shared/csv-reply.ts'
import { ok } from '../../shared/envelope.ts'
import { BizError } from '../../shared/errors.ts'
import { type ManagerCtx, managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** The store a filter names (which must exist), or null for the whole platform. */
async function storeFilter(ctx: ManagerCtx, storeId: string | null | undefined): Promise<string | null> {
  if (!storeId) return null
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId))
  if (!store) throw new BizError('REPORT_STORE_NOT_EXIST')
  return storeId
}

/** Platform-wide, or one store's when the filter names one; member growth platform-wide only. */
async function report(ctx: ManagerCtx, query: ReportFilter) {
  const storeId = await storeFilter(ctx, query.storeId)
  return buildReport(ctx.db, { storeId, members: storeId === null }, query, ctx.locale)
}

/** lilishop's 订单统计 scope: the store its console picks, or the whole platform. */
const operatorScope = async (ctx: ManagerCtx, query: LiliStatisticsQuery): Promise<LiliScope> => ({
  db: ctx.db,
  locale: ctx.locale,
  storeId: await storeFilter(ctx, query.storeId),
})

/** The operator's reports (统计, decision 158): read-only, `statistics:read`. */
export async function managerStatisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/statistics/report',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '统计报表：全平台或单店的销售、订单、退款、买家、商品排行、流量与会员增长',
        querystring: ManagerReportQuery,
        response: { 200: envelope(ReportView) },
      },
    },
    async (req) => ok(await report(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/statistics/report/export',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '导出统计报表的一张表（CSV，UTF-8 带 BOM）',
        querystring: ManagerReportCsvQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const ctx = managerCtx(req)
      const data = await report(ctx, req.query)
      return sendCsv(
        reply,
        datedCsvName(`report-${req.query.table}`),
        reportCsv(data, req.query.table, ctx.locale),
      )
    },
  )

  // lilishop's 统计 pages (会员统计, 商品统计, 流量统计) in its shapes, from the same report.
  const lili = (ctx: ManagerCtx, query: LiliStatisticsQuery, storeId = query.storeId || undefined) =>
    report(ctx, { ...liliRange(query), period: 'DAY', storeId })
  r.get(
    '/manager/statistics/member',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '会员统计（lilishop MemberStatisticsData，按日）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(z.array(LiliMemberStatistics)) },
      },
    },
    async (req) => ok(memberStatistics(await lili(managerCtx(req), req.query, undefined))),
  )
  r.get(
    '/manager/statistics/goods',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '商品统计（lilishop GoodsStatisticsDTO，按数量或金额前十）',
        querystring: LiliGoodsStatisticsQuery,
        response: { 200: envelope(z.array(LiliGoodsStatistics)) },
      },
    },
    async (req) => ok(goodsStatistics(await lili(managerCtx(req), req.query), req.query.type)),
  )
  r.get(
    '/manager/statistics/view/list',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '流量统计（lilishop PlatformViewVO，按日浏览量与访客数）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(z.array(LiliViewDay)) },
      },
    },
    async (req) => ok(viewStatistics(await lili(managerCtx(req), req.query))),
  )
  // 订单统计: the platform's orders (or the picked store's), counted as the seller's page counts its own.
  r.get(
    '/manager/statistics/order',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '订单统计图表：每日付款金额（lilishop OrderStatisticsDataVO；全平台或单店）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(z.array(LiliOrderChartPoint)) },
      },
    },
    async (req) => ok(await liliOrderChart(await operatorScope(managerCtx(req), req.query), req.query)),
  )
  r.get(
    '/manager/statistics/order/overview',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '订单统计概览：访客、下单、付款、退款与转化率（lilishop OrderOverviewVO；全平台或单店）',
        querystring: LiliStatisticsQuery,
        response: { 200: envelope(LiliOrderOverview) },
      },
    },
    async (req) => ok(await liliOrderOverview(await operatorScope(managerCtx(req), req.query), req.query)),
  )
  r.get(
    '/manager/statistics/order/order',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '订单统计：时段内下单的订单（分页；全平台或单店）',
        querystring: LiliStatisticsPageQuery,
        response: { 200: envelope(page(LiliStatisticsOrder)) },
      },
    },
    async (req) => ok(await liliStatisticsOrders(await operatorScope(managerCtx(req), req.query), req.query)),
  )
  r.get(
    '/manager/statistics/order/refund',
    {
      ...can('statistics', 'read'),
      schema: {
        tags,
        summary: '订单统计：时段内申请的售后（分页；全平台或单店）',
        querystring: LiliStatisticsPageQuery,
        response: { 200: envelope(page(LiliStatisticsRefund)) },
      },
    },
    async (req) =>
      ok(await liliStatisticsRefunds(await operatorScope(managerCtx(req), req.query), req.query)),
  )
}
