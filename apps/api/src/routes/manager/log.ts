import { AdminLogPage, AdminLogQuery } from '@silk/contracts/admin'
import { envelope } from '@silk/contracts/envelope'
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
}
