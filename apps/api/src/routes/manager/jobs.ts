import { envelope } from '@silk/contracts/envelope'
import { JobsOverview } from '@silk/contracts/jobs'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { jobsOverview } from '../../jobs/overview.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** `GET /manager/setting/jobs` (任务): the platform's jobs, their last and next runs and failures. Read-only. */
export async function managerJobsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/manager/setting/jobs',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '定时任务：上次运行、下次运行、失败记录',
        response: { 200: envelope(JobsOverview) },
      },
    },
    async (req) => {
      const ctx = managerCtx(req)
      return ok(await jobsOverview(ctx.db, ctx.config, app.jobs.definitions.values()))
    },
  )
}
