import { envelope } from '@silk/contracts/envelope'
import { ReportCsvQuery, ReportQuery, ReportView } from '@silk/contracts/reports'
import { LiliStoreIndexView, StoreDashboardView } from '@silk/contracts/store-statistics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reportCsv } from '../../modules/reports/csv.ts'
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
}
