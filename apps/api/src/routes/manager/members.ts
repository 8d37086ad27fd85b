import {
  ManagerMember,
  ManagerMemberAdd,
  ManagerMemberDetail,
  ManagerMemberPage,
  ManagerMemberQuery,
  MemberIdParams,
} from '@silk/contracts/admin-members'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  addManagerMember,
  getManagerMember,
  listManagerMembers,
  setMemberEnabled,
} from '../../modules/accounts/admin-members.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** Members (lilishop 会员管理): list and search, add, detail, disable (every login ends at once) and enable. */
export async function managerMemberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const One = { 200: envelope(ManagerMember) }
  r.get(
    '/manager/passport/member',
    {
      ...can('member', 'read'),
      schema: {
        tags,
        summary: '会员列表（用户名、手机号、昵称搜索）',
        querystring: ManagerMemberQuery,
        response: { 200: envelope(ManagerMemberPage) },
      },
    },
    async (req) => ok(await listManagerMembers(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/passport/member',
    {
      ...can('member', 'write'),
      // lilishop's console posts a form; a JSON body is read the same way.
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '添加会员（用户名、密码、手机号；无需短信验证码）',
        querystring: ManagerMemberAdd,
        response: One,
      },
    },
    async (req) => ok(await addManagerMember(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/passport/member/:id',
    {
      ...can('member', 'read'),
      schema: {
        tags,
        summary: '会员详情（订单、钱包、积分）',
        params: MemberIdParams,
        response: { 200: envelope(ManagerMemberDetail) },
      },
    },
    async (req) => ok(await getManagerMember(managerCtx(req), req.params.id)),
  )
  r.put(
    '/manager/passport/member/disable/:id',
    {
      ...can('member', 'write'),
      schema: { tags, summary: '禁用会员（所有登录即刻失效）', params: MemberIdParams, response: One },
    },
    async (req) => ok(await setMemberEnabled(managerCtx(req), req.params.id, false)),
  )
  r.put(
    '/manager/passport/member/enable/:id',
    {
      ...can('member', 'write'),
      schema: { tags, summary: '启用会员', params: MemberIdParams, response: One },
    },
    async (req) => ok(await setMemberEnabled(managerCtx(req), req.params.id, true)),
  )
}
