import { HomeSlide, HomeSlideQuery } from '@silk/contracts/content-admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listHomeSlides } from '../../../modules/admin/home-slides.ts'
import { ok } from '../../../shared/envelope.ts'

/** The home pages' banner slides, partner logos and pavilion slides, as the operator set them. */
export async function homeSlideRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/buyer/other/home/slides',
    {
      schema: {
        tags: ['other'],
        summary: '首页内容（BANNER 轮播 / PARTNER 合作伙伴 / PAVILION 国家馆）',
        querystring: HomeSlideQuery,
        response: { 200: envelope(z.array(HomeSlide)) },
      },
    },
    async (request) => ok(await listHomeSlides(request.ctx(), request.query.slot)),
  )
}
