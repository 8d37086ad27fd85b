import { SmsParams } from '@silk/contracts/accounts'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendSmsCode, sendSmsCodeWithoutSlider } from '../../modules/accounts/sms/send-sms-code.ts'
import { done } from '../../shared/envelope.ts'

/** `GET /common/common/sms/{type}/{mobile}` (reference §6.3): success is code 80201, not 200. */
export async function smsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/sms/:verificationEnums/:mobile',
    {
      schema: {
        tags: ['common'],
        summary: '发送短信验证码（需先通过滑块）',
        params: SmsParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await sendSmsCode(request.ctx(), request.params.verificationEnums, request.params.mobile)
      return done('VERIFICATION_SEND_SUCCESS')
    },
  )
  // The accessible path (decision 150): no slider, stricter limits; the code itself is the check.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/common/common/sms-only/:verificationEnums/:mobile',
    {
      schema: {
        tags: ['common'],
        summary: '发送短信验证码（无法使用滑块时，限制更严）',
        params: SmsParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await sendSmsCodeWithoutSlider(request.ctx(), request.params.verificationEnums, request.params.mobile)
      return done('VERIFICATION_SEND_SUCCESS')
    },
  )
}
