import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import {
  FreePayForm,
  FreePayVO,
  MemberWalletVO,
  Recharge,
  RechargeQuery,
  SetWalletPasswordForm,
  WalletLog,
  WithdrawApply,
  WithdrawApplyQuery,
  WithdrawalQuery,
  WithdrawalSettingVO,
} from '@silk/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  freePayView,
  hasWalletPassword,
  requireWalletPassword,
  setFreePayLimit,
  setWalletPassword,
} from '../../../modules/wallet/password.ts'
import {
  applyWithdrawal,
  createRecharge,
  getWallet,
  listRecharges,
  listWalletLogs,
  listWithdrawals,
  withdrawalSetting,
} from '../../../modules/wallet/wallet.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Wallet (reference §8.5, §8.6): an append-only ledger; the balance never goes below 0. */
export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const guarded = { preHandler: [app.requireMember, preventDuplicate] }
  const tags = ['wallet']
  releaseGuardOnFailure(app)

  r.get(
    '/buyer/wallet/wallet',
    { ...auth, schema: { tags, summary: '余额', response: { 200: envelope(MemberWalletVO) } } },
    async (req) => ok(await getWallet(buyerCtx(req))),
  )
  r.get(
    '/buyer/wallet/log',
    {
      ...auth,
      schema: {
        tags,
        summary: '余额明细',
        querystring: PageQuery,
        response: { 200: envelope(page(WalletLog)) },
      },
    },
    async (req) => ok(await listWalletLogs(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/wallet/recharge',
    {
      ...auth,
      schema: {
        tags,
        summary: '充值记录',
        querystring: PageQuery,
        response: { 200: envelope(page(Recharge)) },
      },
    },
    async (req) => ok(await listRecharges(buyerCtx(req), req.query)),
  )
  r.post(
    '/buyer/trade/recharge',
    {
      ...guarded,
      schema: {
        tags,
        summary: '创建充值单',
        querystring: RechargeQuery,
        response: { 200: envelope(Recharge) },
      },
    },
    async (req) => ok(await createRecharge(buyerCtx(req), req.query)),
  )
  r.post(
    '/buyer/wallet/wallet/withdrawal',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请提现',
        querystring: WithdrawalQuery,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      await requireWalletPassword(ctx, req.query.password)
      return ok(await applyWithdrawal(ctx, req.query))
    },
  )
  r.get(
    '/buyer/wallet/wallet/withdrawalSettingVO',
    {
      ...auth,
      schema: { tags, summary: '提现设置', response: { 200: envelope(WithdrawalSettingVO) } },
    },
    async (request) => ok(await withdrawalSetting(request.ctx())),
  )
  r.get(
    '/buyer/passport/member/wallet/check',
    {
      ...auth,
      schema: { tags, summary: '是否已设置支付密码', response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(await hasWalletPassword(buyerCtx(req))),
  )
  r.post(
    '/buyer/passport/member/wallet/set-password',
    {
      ...guarded,
      schema: {
        tags,
        summary: '设置支付密码（已设置时需原密码）；设置后余额支付与提现需要它',
        querystring: SetWalletPasswordForm,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => ok(await setWalletPassword(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/wallet/wallet/free-pay',
    {
      ...auth,
      schema: {
        tags,
        summary: '免密支付额度（每天，元）与今日剩余',
        response: { 200: envelope(FreePayVO) },
      },
    },
    async (req) => ok(await freePayView(buyerCtx(req))),
  )
  r.put(
    '/buyer/wallet/wallet/free-pay',
    {
      ...guarded,
      schema: {
        tags,
        summary: '设置免密支付额度（需支付密码）',
        description:
          '不带支付密码的余额支付（lilishop 的 PC 收银台从不发送支付密码）在每天此额度内通过；0 表示总是需要支付密码。提现总是需要支付密码。',
        querystring: FreePayForm,
        response: { 200: envelope(FreePayVO) },
      },
    },
    async (req) => ok(await setFreePayLimit(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/withdrawApply',
    {
      ...auth,
      schema: {
        tags,
        summary: '提现记录',
        querystring: WithdrawApplyQuery,
        response: { 200: envelope(page(WithdrawApply)) },
      },
    },
    async (req) => ok(await listWithdrawals(buyerCtx(req), req.query)),
  )
}
