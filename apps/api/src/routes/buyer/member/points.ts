import { envelope } from '@silk/contracts/envelope'
import { MemberOverview } from '@silk/contracts/member-overview'
import { PageQuery, page } from '@silk/contracts/paging'
import {
  MemberPointsHistory,
  MemberPointsHistoryVO,
  MemberSign,
  SignMonthQuery,
} from '@silk/contracts/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOverview } from '../../../modules/member-centre/overview.ts'
import { listPointsHistory, pointsSummary } from '../../../modules/points/points-queries.ts'
import { signIn, signsOfMonth } from '../../../modules/points/sign-in.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Points, daily sign-in (reference §15.1–15.2) and the member centre home's counts. */
export async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const guarded = { preHandler: [app.requireMember, preventDuplicate] }
  const tags = ['points']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/member/memberPointsHistory/getByPage',
    {
      ...auth,
      schema: {
        tags,
        summary: '积分日志',
        querystring: PageQuery,
        response: { 200: envelope(page(MemberPointsHistory)) },
      },
    },
    async (req) => ok(await listPointsHistory(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/memberPointsHistory/getMemberPointsHistoryVO',
    {
      ...auth,
      schema: { tags, summary: '剩余积分与累计获得', response: { 200: envelope(MemberPointsHistoryVO) } },
    },
    async (req) => ok(await pointsSummary(buyerCtx(req))),
  )
  r.post(
    '/buyer/members/sign',
    { ...guarded, schema: { tags, summary: '每日签到', response: { 200: envelope(z.boolean()) } } },
    async (req) => {
      await signIn(buyerCtx(req))
      return ok(true)
    },
  )
  r.get(
    '/buyer/members/sign',
    {
      ...auth,
      schema: {
        tags,
        summary: '本月签到记录',
        querystring: SignMonthQuery,
        response: { 200: envelope(z.array(MemberSign)) },
      },
    },
    async (req) => ok(await signsOfMonth(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/overview',
    {
      ...auth,
      schema: {
        tags: ['member'],
        summary: '会员中心首页计数（订单、优惠券、积分、余额、未读消息）',
        response: { 200: envelope(MemberOverview) },
      },
    },
    async (req) => ok(await memberOverview(buyerCtx(req))),
  )
}
