import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../../shared/envelope.ts'
import { BizError } from '../../../shared/errors.ts'

/**
 * QR sign-in needs a signed-in mobile app to scan and confirm (`app_scanner`, `app_confirm`); this shop
 * has no app yet, so no QR session can ever be confirmed. The calls answer in the contract's shapes
 * with status 4 (NO_EXIST) and say why, so lilishop's login page shows no code and stops polling,
 * instead of meeting a 404.
 */
const NO_APP = '扫码登录需要丝路之舟手机 App 确认，App 尚未上线，请使用账号密码或短信验证码登录'
const NO_SESSION = 'QR_CODE_LOGIN_SESSION_UNAVAILABLE'
const QR_NO_EXIST = 4

const PcSession = z.object({
  token: z.string(),
  status: z.number().int(),
  duration: z.number().int(),
  userId: z.string(),
  /** Not upstream: why there is no code to scan. */
  message: z.string(),
})
const SessionLogin = z.object({
  status: z.number().int(),
  token: z.null(),
  message: z.string(),
})

export async function qrAndConnectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['passport']
  r.post(
    '/buyer/passport/member/pc_session',
    {
      schema: {
        tags,
        summary: '扫码登录会话（无 App 确认：status 4）',
        response: { 200: envelope(PcSession) },
      },
    },
    async () => ok({ token: NO_SESSION, status: QR_NO_EXIST, duration: 0, userId: '0', message: NO_APP }),
  )
  r.post(
    '/buyer/passport/member/session_login/:token',
    {
      schema: {
        tags,
        summary: '扫码登录轮询（无 App 确认：status 4）',
        params: z.object({ token: z.string().max(128) }),
        querystring: z.object({ beforeSessionStatus: z.coerce.number().int().optional() }),
        response: { 200: envelope(SessionLogin) },
      },
    },
    async () => ok({ status: QR_NO_EXIST, token: null, message: NO_APP }),
  )
  // Third-party sign-in (WeChat, QQ, Alipay, Weibo, mini programs): no provider is configured here.
  r.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/buyer/passport/connect/*',
    schema: { tags, summary: '第三方登录（未配置）', response: { 200: envelope(z.null()) } },
    handler: async () => {
      throw new BizError('CONNECT_NOT_CONFIGURED')
    },
  })
}
