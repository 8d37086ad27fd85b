import { SliderCheckQuery, SliderImage, SliderParams } from '@silk/contracts/accounts'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkSlider, createSlider } from '../../modules/accounts/captcha/slider.ts'
import { ok } from '../../shared/envelope.ts'

/** Slider captcha (reference §6.2), keyed by the `uuid` header. */
export async function sliderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/common/common/slider/:verificationEnums',
    {
      schema: {
        tags: ['common'],
        summary: '获取滑块验证图片',
        params: SliderParams,
        response: { 200: envelope(SliderImage) },
      },
    },
    async (request) => ok(await createSlider(request.ctx(), request.params.verificationEnums)),
  )
  r.post(
    '/common/common/slider/:verificationEnums',
    {
      schema: {
        tags: ['common'],
        summary: '校验滑块位置',
        params: SliderParams,
        querystring: SliderCheckQuery,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => ok(await checkSlider(request.ctx(), request.params.verificationEnums, request.query)),
  )
}
