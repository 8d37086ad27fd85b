import { RefreshParams, TokenPair, UserLoginForm } from '@silk/contracts/accounts'
import {
  AdminLoginResult,
  AdminPasswordForm,
  AdminSessionView,
  TotpCodeForm,
  TotpEnrolment,
  TotpLoginForm,
} from '@silk/contracts/admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { refreshSession, revokeAdminSession } from '../../modules/accounts/sessions.ts'
import { adminLogin, adminSessionView, adminTotpLogin } from '../../modules/admin/admin-login.ts'
import { editOwnPassword } from '../../modules/admin/admins.ts'
import { confirmTotp, disableTotp, enrollTotp } from '../../modules/admin/totp.ts'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { anyAdmin, open, tags } from './access.ts'

const Tokens = { 200: envelope(TokenPair) }
const Nothing = { 200: envelope(z.null()) }

/**
 * `/manager/passport/user/**` (lilishop's AdminUserManagerController sign-in): operator sign-in with
 * password after the LOGIN slider; its tokens carry the MANAGER audience and refresh only here.
 */
export async function managerPassportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = '/manager/passport/user'
  r.post(
    `${base}/login`,
    {
      ...open,
      schema: {
        tags,
        summary: '管理员账号密码登录（需先通过 LOGIN 滑块；开启动态验证码时返回票据）',
        querystring: UserLoginForm,
        response: { 200: envelope(AdminLoginResult) },
      },
    },
    async (req) => ok(await adminLogin(req.ctx(), req.query)),
  )
  r.post(
    `${base}/login/totp`,
    {
      ...open,
      schema: { tags, summary: '以票据和动态验证码完成登录', querystring: TotpLoginForm, response: Tokens },
    },
    async (req) => ok(await adminTotpLogin(req.ctx(), req.query)),
  )
  r.get(
    `${base}/refresh/:refreshToken`,
    {
      ...open,
      schema: { tags, summary: '刷新管理员令牌（一次性）', params: RefreshParams, response: Tokens },
    },
    async (req) => ok(await refreshSession(req.ctx(), req.params.refreshToken, 'MANAGER')),
  )
  r.post(
    `${base}/logout`,
    { ...anyAdmin, schema: { tags, summary: '退出管理员登录', response: Nothing } },
    async (req) => {
      const ctx = managerCtx(req)
      const sessionId = ctx.admin.sessionId ?? ''
      await adminWrite(ctx, { action: 'passport.logout', target: ctx.admin.id }, async (tx) => {
        await revokeAdminSession({ ...ctx, db: tx }, sessionId, 'logout')
        return { result: null }
      })
      return done()
    },
  )
  r.get(
    `${base}/info`,
    {
      ...anyAdmin,
      schema: { tags, summary: '当前管理员、权限与菜单', response: { 200: envelope(AdminSessionView) } },
    },
    async (req) => ok(await adminSessionView(managerCtx(req))),
  )
  r.put(
    `${base}/editPassword`,
    {
      ...anyAdmin,
      schema: {
        tags,
        summary: '修改自己的密码（其他登录退出）',
        querystring: AdminPasswordForm,
        response: Nothing,
      },
    },
    async (req) => {
      await editOwnPassword(managerCtx(req), req.query)
      return done()
    },
  )
  r.post(
    `${base}/totp/enroll`,
    {
      ...anyAdmin,
      schema: {
        tags,
        summary: '获取动态验证码密钥（otpauth 地址，供验证器扫码）',
        response: { 200: envelope(TotpEnrolment) },
      },
    },
    async (req) => ok(await enrollTotp(managerCtx(req))),
  )
  r.post(
    `${base}/totp/verify`,
    {
      ...anyAdmin,
      schema: { tags, summary: '校验动态验证码并开启', querystring: TotpCodeForm, response: Nothing },
    },
    async (req) => {
      await confirmTotp(managerCtx(req), req.query.code)
      return done()
    },
  )
  r.delete(
    `${base}/totp`,
    {
      ...anyAdmin,
      schema: {
        tags,
        summary: '关闭动态验证码（需当前验证码）',
        querystring: TotpCodeForm,
        response: Nothing,
      },
    },
    async (req) => {
      await disableTotp(managerCtx(req), req.query.code)
      return done()
    },
  )
}
