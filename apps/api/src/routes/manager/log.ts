import { AdminLogPage, AdminLogQuery } from '@silk/contracts/admin'
import { dayText } from '@silk/contracts/china-time'
import { envelope } from '@silk/contracts/envelope'
import { LiliLogQuery, LiliSystemLog } from '@silk/contracts/lili-console'
import { page } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listAdminLogs } from '../../modules/operation-log/operation-log.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** `GET /manager/setting/log` (lilishop 日志管理): read-only; no route edits or deletes the log. */
export async function managerLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/setting/log',
    {
      ...can('log', 'read'),
      schema: {
        tags,
        summary: '管理员操作日志',
        querystring: AdminLogQuery,
        response: { 200: envelope(AdminLogPage) },
      },
    },
    async (req) => ok(await listAdminLogs(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/setting/log/getAllByPage',
    {
      ...can('log', 'read'),
      schema: {
        tags,
        summary: '管理员操作日志（lilishop 管理端 SystemLogVO）',
        querystring: LiliLogQuery,
        response: { 200: envelope(page(LiliSystemLog)) },
      },
    },
    async (req) => {
      const { operatorName, startDate, endDate, ...paging } = req.query
      const logs = await listAdminLogs(managerCtx(req), {
        ...paging,
        adminName: operatorName,
        startDate: startDate ? dayText(startDate) : undefined,
        endDate: endDate ? dayText(endDate) : undefined,
      })
      // What lilishop writes per request (URL, method, IP place) this log keeps per action instead:
      // the action's title, what it changed, who and from which IP.
      return ok({
        ...logs,
        records: logs.records.map((l) => ({
          id: l.id,
          name: l.title,
          customerLog: [l.target, ...l.changes.filter((c) => c.changed).map((c) => c.label)]
            .filter(Boolean)
            .join(' · '),
          username: l.adminName,
          ip: l.ip,
          ipInfo: null,
          requestUrl: null,
          requestType: null,
          createTime: l.createTime,
        })),
      })
    },
  )
}
