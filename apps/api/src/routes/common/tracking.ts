import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUSH_PATH, parcelOf, recordReport, trackingProvider } from '../../modules/tracking/parcels.ts'

const Answer = z.object({ result: z.boolean(), returnCode: z.string(), message: z.string() })
const Accepted = { result: true, returnCode: '200', message: '成功' }
const refused = (message: string) => ({ result: false, returnCode: '400', message })

/**
 * Kuaidi100's push (decision 147): form `param` + `sign`, the order named in the callback address
 * we subscribed with. Accepted only when signed with that parcel's own salt and of that parcel's
 * number; anything else (unknown order, forged or foreign push) is refused and changes nothing.
 * The answer is Kuaidi100's own shape; a refusal makes it retry, which a forger gains nothing from.
 */
export async function trackingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PUSH_PATH,
    {
      schema: {
        tags: ['common'],
        summary: '快递100 物流推送',
        querystring: z.object({ sn: z.string().max(40).default('') }),
        // A refusal answers in Kuaidi100's shape; a malformed request gets the envelope.
        response: {
          200: Answer,
          400: z.union([Answer, z.looseObject({ success: z.literal(false), code: z.number() })]),
        },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx()
      const provider = trackingProvider(ctx.config)
      const parcel = request.query.sn ? await parcelOf(ctx.db, request.query.sn) : null
      if (!provider || !parcel || parcel.provider !== provider.name) {
        return reply.status(400).send(refused('unknown parcel'))
      }
      const body = (request.body ?? {}) as Record<string, unknown>
      const report = provider.verifyPush(body, parcel)
      if (!report) {
        request.log.warn({ orderSn: parcel.orderSn }, 'tracking push refused: bad signature')
        return reply.status(400).send(refused('bad sign'))
      }
      const outcome = await recordReport(ctx.db, parcel.orderSn, report, 'push')
      if (outcome !== 'recorded') {
        request.log.warn({ orderSn: parcel.orderSn, outcome }, 'tracking push refused: another parcel')
        return reply.status(400).send(refused('not this parcel'))
      }
      return Accepted
    },
  )
}
