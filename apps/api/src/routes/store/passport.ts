import {
  ModifyPassForm,
  RefreshParams,
  SmsLoginForm,
  TokenPair,
  UserLoginForm,
} from '@silk/contracts/accounts'
import { envelope } from '@silk/contracts/envelope'
import { LiliMenu, liliMenu, SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import { allows } from '@silk/contracts/permissions'
import { StoreSessionView } from '@silk/contracts/store-staff'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { modifyPassword } from '../../modules/accounts/modify-password.ts'
import { refreshSession, revokeSession } from '../../modules/accounts/sessions.ts'
import { sellerLoginWithPassword, sellerLoginWithSms } from '../../modules/store-staff/seller-login.ts'
import { sellerSession } from '../../modules/store-staff/seller-session.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { anyStaff, open, tags } from './access.ts'

const Success = { 200: envelope(z.null()) }
const Tokens = { 200: envelope(TokenPair) }
const clientType = (request: FastifyRequest) => (request.headers.clienttype === 'H5' ? 'H5' : 'PC')

/**
 * `/store/passport/login/**` (lilishop's StorePassportController): seller-centre sign-in with the
 * member's password (after the LOGIN slider) or an SMS code; its tokens carry the STORE audience and
 * the store, and refresh only here.
 */
export async function storePassportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = '/store/passport/login'
  r.post(
    `${base}/userLogin`,
    {
      ...open,
      schema: {
        tags,
        summary: '商家账号密码登录（需先通过 LOGIN 滑块）',
        querystring: UserLoginForm,
        response: Tokens,
      },
    },
    async (req) => ok(await sellerLoginWithPassword(req.ctx(), req.query, clientType(req))),
  )
  r.post(
    `${base}/smsLogin`,
    { ...open, schema: { tags, summary: '商家短信验证码登录', querystring: SmsLoginForm, response: Tokens } },
    async (req) => ok(await sellerLoginWithSms(req.ctx(), req.query, clientType(req))),
  )
  r.get(
    `${base}/refresh/:refreshToken`,
    { ...open, schema: { tags, summary: '刷新商家令牌（一次性）', params: RefreshParams, response: Tokens } },
    async (req) => ok(await refreshSession(req.ctx(), req.params.refreshToken, 'STORE')),
  )
  r.post(
    `${base}/logout`,
    { ...anyStaff, schema: { tags, summary: '退出商家登录', response: Success } },
    async (req) => {
      const ctx = storeCtx(req)
      if (ctx.seller.sessionId) await revokeSession(ctx, ctx.seller.sessionId, 'logout')
      return done()
    },
  )
  r.put(
    `${base}/modifyPass`,
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '修改密码（原密码或短信验证码）',
        querystring: ModifyPassForm,
        response: Success,
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      // The member's own password: the same rules as the buyer side, other logins signed out.
      await modifyPassword({ ...ctx, member: ctx.seller }, req.query)
      return done()
    },
  )
  r.get(
    '/store/menu/session',
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '当前商家用户、店铺、权限与菜单（本站商家中心）',
        response: { 200: envelope(StoreSessionView) },
      },
    },
    async (req) => ok(await sellerSession(storeCtx(req))),
  )
  r.get(
    '/store/menu/memberMenu',
    {
      ...anyStaff,
      schema: {
        tags,
        summary: '菜单（lilishop 商家端的菜单树：其角色可读的页面）',
        response: { 200: envelope(LiliMenu) },
      },
    },
    async (req) => {
      const { seller } = storeCtx(req)
      return ok(liliMenu(SELLER_MENU_TREE, (area) => allows(seller, { area, access: 'read' })))
    },
  )
}
