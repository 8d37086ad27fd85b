import {
  ManagerRechargePage,
  ManagerRechargeQuery,
  ManagerWalletLogPage,
  ManagerWalletLogQuery,
  ManagerWithdrawPage,
  ManagerWithdrawQuery,
  WithdrawReviewForm,
} from '@silk/contracts/admin'
import { envelope } from '@silk/contracts/envelope'
import { WithdrawApply } from '@silk/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reviewWithdrawal } from '../../flows/review-withdrawal.ts'
import { listAllRecharges, listAllWalletLogs } from '../../modules/wallet/admin-ledger.ts'
import { listWithdrawApplies } from '../../modules/wallet/admin-withdrawals.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * `/manager/wallet/withdrawApply` (lilishop 提现申请): the queue and its review; `/manager/wallet/log`
 * (会员资金) and `/manager/wallet/recharge` (充值记录): every member's ledger and top-ups, read-only.
 */
export async function managerWithdrawRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/wallet/withdrawApply',
    {
      ...can('wallet', 'read'),
      schema: {
        tags,
        summary: '提现申请列表',
        querystring: ManagerWithdrawQuery,
        response: { 200: envelope(ManagerWithdrawPage) },
      },
    },
    async (req) => ok(await listWithdrawApplies(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/wallet/withdrawApply',
    {
      ...can('wallet', 'write'),
      schema: {
        tags,
        summary: '审核提现申请（通过：冻结金额转出；拒绝：退回余额）',
        querystring: WithdrawReviewForm,
        response: { 200: envelope(WithdrawApply) },
      },
    },
    async (req) => ok(await reviewWithdrawal(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/wallet/log',
    {
      ...can('wallet', 'read'),
      schema: {
        tags,
        summary: '会员资金明细（全部会员）',
        querystring: ManagerWalletLogQuery,
        response: { 200: envelope(ManagerWalletLogPage) },
      },
    },
    async (req) => ok(await listAllWalletLogs(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/wallet/recharge',
    {
      ...can('wallet', 'read'),
      schema: {
        tags,
        summary: '充值记录（全部会员）',
        querystring: ManagerRechargeQuery,
        response: { 200: envelope(ManagerRechargePage) },
      },
    },
    async (req) => ok(await listAllRecharges(managerCtx(req), req.query)),
  )
}
