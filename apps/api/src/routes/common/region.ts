import { Region, RegionParams } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { allCities, listRegions, regionByName } from '../../modules/system/list-regions.ts'
import { ok } from '../../shared/envelope.ts'
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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/region/region',
    {
      schema: {
        tags: ['common'],
        summary: '地图选点：按地名查地区路径',
        querystring: z.object({
          cityCode: z.string().max(16).optional(),
          townName: z.string().trim().min(1).max(64),
        }),
        response: { 200: envelope(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    async (request) => ok(await regionByName({ db: app.services.database.db }, request.query.townName)),
  )
  const cities = serializedCache(
    app,
    z.array(Region.extend({ children: z.array(Region) })),
    () => allCities({ db: app.services.database.db }),
    3600,
  )
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/region/allCity',
    {
      compress: false,
      schema: {
        tags: ['common'],
        summary: '全部省及其下的市（lilishop RegionVO 树）',
        response: { 200: envelope(z.array(Region.extend({ children: z.array(Region) }))) },
      },
    },
    (_request, reply) => cities(reply, 'all'),
  )
}
