import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TrafficCounter } from '../../../modules/reports/traffic.ts'

const ViewBody = z.object({ storeId: Id, goodsId: Id.optional() })

const counters = new WeakMap<object, TrafficCounter>()
/** The app's (the node's) page-view counter: tests flush it themselves. */
export const trafficCounter = (app: FastifyInstance) => counters.get(app.services)

/**
 * A goods or store page's view (流量统计, decision 158), sent by the page once it shows in a browser
 * (`navigator.sendBeacon`): crawlers that run no script, prefetches and link previews never send it.
 * Counted in this node's memory and written in batches; answered at once, with nothing.
 */
export async function trafficRoutes(app: FastifyInstance) {
  const counter = new TrafficCounter(app.services.database.db, (err) =>
    app.log.warn({ err }, 'traffic flush failed'),
  )
  counters.set(app.services, counter)
  app.addHook('onClose', async () => counter.close())
  app.withTypeProvider<ZodTypeProvider>().post(
    '/buyer/other/traffic/view',
    {
      schema: {
        tags: ['other'],
        summary: '记录商品页或店铺页的一次浏览（流量统计）',
        body: ViewBody,
        response: { 204: z.null() },
      },
    },
    (request, reply) => {
      const header = (name: string) => {
        const v = request.headers[name]
        return Array.isArray(v) ? v[0] : v
      }
      counter.record(
        { storeId: request.body.storeId, goodsId: request.body.goodsId ?? null },
        {
          memberId: request.member?.id ?? null,
          ip: request.ip,
          userAgent: header('user-agent'),
          purpose: header('sec-purpose') ?? header('purpose'),
        },
      )
      reply.code(204).send(null)
    },
  )
}
