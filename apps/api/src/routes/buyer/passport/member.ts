import {
  EditOwnForm,
  Member,
  ModifyPassForm,
  RefreshParams,
  RegisterForm,
  ResetByMobileForm,
  ResetPasswordForm,
  SmsLoginForm,
  TokenPair,
  UserLoginForm,
} from '@silk/contracts/accounts'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editProfile } from '../../../modules/accounts/edit-profile.ts'
import { loginWithPassword } from '../../../modules/accounts/login-with-password.ts'
import { loginWithSms } from '../../../modules/accounts/login-with-sms.ts'
import { getCurrentMember } from '../../../modules/accounts/member-view.ts'
import { modifyPassword } from '../../../modules/accounts/modify-password.ts'
import { registerMember } from '../../../modules/accounts/register-member.ts'
import { resetByMobile, resetPassword } from '../../../modules/accounts/reset-password.ts'
import { refreshSession, revokeSession } from '../../../modules/accounts/sessions.ts'
import { done, ok } from '../../../shared/envelope.ts'

const CLIENT_TYPES = new Set(['PC', 'H5', 'WECHAT_MP', 'APP'])
/** Reference §4.1: missing means PC, anything unknown is recorded as UNKNOWN. */
function clientTypeOf(request: FastifyRequest): string {
  const value = request.headers.clienttype
  if (typeof value !== 'string' || value === '') return 'PC'
  return CLIENT_TYPES.has(value) ? value : 'UNKNOWN'
}

const Success = envelope(z.null())
const tags = ['passport']

/** `/buyer/passport/member/**` (reference §5.2). */
export async function passportMemberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = '/buyer/passport/member'

  r.post(
    `${base}/userLogin`,
    {
      schema: {
        tags,
        summary: '账号密码登录（需先通过 LOGIN 滑块）',
        querystring: UserLoginForm,
        response: { 200: envelope(TokenPair) },
      },
    },
    async (request) => ok(await loginWithPassword(request.ctx(), request.query, clientTypeOf(request))),
  )
  r.post(
    `${base}/smsLogin`,
    {
      schema: {
        tags,
        summary: '短信验证码登录（未注册的手机号自动注册）',
        querystring: SmsLoginForm,
        response: { 200: envelope(TokenPair) },
      },
    },
    async (request) => ok(await loginWithSms(request.ctx(), request.query, clientTypeOf(request))),
  )
  r.post(
    `${base}/register`,
    {
      schema: {
        tags,
        summary: '注册并登录',
        querystring: RegisterForm,
        response: { 200: envelope(TokenPair) },
      },
    },
    async (request) => ok(await registerMember(request.ctx(), request.query)),
  )
  r.get(
    base,
    {
      preHandler: app.requireMember,
      schema: { tags, summary: '当前会员', response: { 200: envelope(Member) } },
    },
    async (request) => ok(await getCurrentMember(request.ctx())),
  )
  r.post(
    `${base}/logout`,
    {
      preHandler: app.requireMember,
      schema: { tags, summary: '退出登录（吊销本次登录）', response: { 200: Success } },
    },
    async (request) => {
      const ctx = request.ctx()
      if (ctx.member?.sessionId) await revokeSession(ctx, ctx.member.sessionId, 'logout')
      return done()
    },
  )
  r.get(
    `${base}/refresh/:refreshToken`,
    {
      schema: {
        tags,
        summary: '刷新令牌（一次性，重复使用将吊销登录）',
        params: RefreshParams,
        response: { 200: envelope(TokenPair) },
      },
    },
    async (request) => ok(await refreshSession(request.ctx(), request.params.refreshToken)),
  )
  r.post(
    `${base}/resetByMobile`,
    {
      schema: {
        tags,
        summary: '找回密码第一步：验证手机',
        querystring: ResetByMobileForm,
        response: { 200: Success },
      },
    },
    async (request) => {
      await resetByMobile(request.ctx(), request.query)
      return done()
    },
  )
  r.post(
    `${base}/resetPassword`,
    {
      schema: {
        tags,
        summary: '找回密码第二步：设置新密码',
        querystring: ResetPasswordForm,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok(await resetPassword(request.ctx(), request.query)),
  )
  r.put(
    `${base}/modifyPass`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: '修改密码（原密码或短信验证码）',
        querystring: ModifyPassForm,
        response: { 200: envelope(Member) },
      },
    },
    async (request) => ok(await modifyPassword(request.ctx(), request.query)),
  )
  r.put(
    `${base}/editOwn`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: '修改个人资料',
        querystring: EditOwnForm,
        response: { 200: envelope(Member) },
      },
    },
    async (request) => ok(await editProfile(request.ctx(), request.query)),
  )
}
