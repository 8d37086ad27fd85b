import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getImUrl } from '../../modules/system/get-im-url.ts'
import { ok } from '../../shared/envelope.ts'

export async function imRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/IM',
    {
      schema: {
        tags: ['common'],
        // Anonymous, as upstream: visitors ask before they sign in.
        summary: '在线客服地址',
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => ok(await getImUrl(request.ctx())),
  )
}
