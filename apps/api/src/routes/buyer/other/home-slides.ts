import { HomeSlide, HomeSlideQuery, type HomeSlot } from '@silk/contracts/content-admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listHomeSlides } from '../../../modules/system/admin-home-slides.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { serializedCache } from '../../../shared/serialized-cache.ts'

/**
 * The home pages' banner slides, partner logos and pavilion slides, as the operator set them. The
 * home page reads two slots on every render: each slot is a prepared answer for 30 s per node,
 * dropped when the operator changes content.
 */
export async function homeSlideRoutes(app: FastifyInstance) {
  const slides = serializedCache(
    app,
    z.array(HomeSlide),
    (slot) => listHomeSlides({ db: app.services.database.db }, slot as HomeSlot),
    30,
  )
  const unsubscribe = onChange((change) => {
    if (change.kind === 'content') slides.clear()
  })
  app.addHook('onClose', async () => unsubscribe())

  app.withTypeProvider<ZodTypeProvider>().get(
    '/buyer/other/home/slides',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['other'],
        summary:
          '首页内容（BANNER 轮播 / PARTNER 合作伙伴 / PAVILION 国家馆 / THINK_TANK 智库 / ORG 合作机构）',
        querystring: HomeSlideQuery,
        response: { 200: envelope(z.array(HomeSlide)) },
      },
    },
    (request, reply) => slides(reply, request.query.slot),
  )
}
