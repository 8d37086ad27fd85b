import { Logistics, LogisticsQuery } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listLogistics } from '../../../modules/system/list-logistics.ts'
import { ok } from '../../../shared/envelope.ts'

export async function logisticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/buyer/other/logistics',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['other'],
        summary: '物流公司列表',
        security: [{ accessToken: [] }],
        querystring: LogisticsQuery,
        response: { 200: envelope(z.array(Logistics)) },
      },
    },
    async (request) => ok(await listLogistics(request.ctx(), request.query.disabled, request.query)),
  )
}
