import { Region, RegionParams } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listRegions } from '../../modules/system/list-regions.ts'
import { serializedCache } from '../../shared/serialized-cache.ts'

export async function regionRoutes(app: FastifyInstance) {
  // Administrative divisions change a few times a year; an hour in memory is plenty.
  const children = serializedCache(
    app,
    z.array(Region),
    (id: string) => listRegions({ db: app.services.database.db }, id),
    3600,
  )
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/region/item/:id',
    {
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['common'],
        summary: '下级行政区划（0 为省级）',
        params: RegionParams,
        response: { 200: envelope(z.array(Region)) },
      },
    },
    (request, reply) => children(reply, request.params.id),
  )
}
