import { envelope } from '@silk/contracts/envelope'
import { fenOf } from '@silk/contracts/money'
import {
  CashierParam,
  PaymentClient,
  PaymentMethod,
  PayParam,
  PayResultQuery,
  SandboxPayment,
} from '@silk/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applyPaymentNotice, payWithWallet, startOnlinePayment } from '../../../flows/pay.ts'
import { cashierDetail, sandboxPayment } from '../../../modules/payment/cashier.ts'
import { cashierTarget, isPaid } from '../../../modules/payment/payable.ts'
import { sandboxProvider } from '../../../modules/payment/provider.ts'
import { chooseTransfer } from '../../../modules/payment/transfer.ts'
import { requireWalletPassword } from '../../../modules/wallet/password.ts'
import type { Ctx } from '../../../plugins/context.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { BizError } from '../../../shared/errors.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/**
 * The cashier (reference §8.2). WALLET pays at once (code 32001); ALIPAY/WECHAT go through the
 * payment provider (the sandbox): `result` is the pay-page URL to render as a QR code or open.
 */
export async function cashierRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['cashier']

  r.get(
    '/buyer/payment/cashier/tradeDetail',
    {
      ...auth,
      schema: {
        tags,
        summary: '收银台参数',
        querystring: PayParam,
        response: { 200: envelope(CashierParam) },
      },
    },
    async (req) => ok(await cashierDetail(buyerCtx(req), cashierTarget(req.query), req.query.sn)),
  )
  r.get(
    '/buyer/payment/cashier/pay/:paymentMethod/:paymentClient',
    {
      ...auth,
      schema: {
        tags,
        summary: '支付',
        params: z.object({ paymentMethod: PaymentMethod, paymentClient: PaymentClient }),
        querystring: PayParam,
        response: { 200: envelope(z.string().nullable()) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      const { paymentMethod, paymentClient } = req.params
      const orderType = cashierTarget(req.query)
      if (paymentMethod === 'WALLET') {
        await requireWalletPassword(ctx, req.query.password)
        await payWithWallet(ctx, orderType, req.query.sn)
        return done('PAY_SUCCESS')
      }
      return ok(
        await startOnlinePayment(ctx, {
          orderType,
          sn: req.query.sn,
          method: paymentMethod,
          client: paymentClient,
        }),
      )
    },
  )
  r.post(
    '/buyer/payment/cashier/transfer',
    {
      ...auth,
      schema: {
        tags,
        summary: '选择线下转账',
        description:
          '买家选择对公转账：订单改为等待到账，付款期限为平台设置的天数（返回期限，毫秒时间戳）；平台核对到账后确认收款。',
        querystring: PayResultQuery,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (req) => ok(await chooseTransfer(buyerCtx(req), cashierTarget(req.query), req.query.sn)),
  )
  r.get(
    '/buyer/payment/cashier/result',
    {
      ...auth,
      schema: {
        tags,
        summary: '支付结果',
        querystring: PayResultQuery,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await isPaid(ctx.db, ctx.member.id, cashierTarget(req.query), req.query.sn))
    },
  )

  const notify = async (params: Record<string, string>, ctx: Ctx) => {
    const notice = sandboxProvider(ctx.config).verify(params)
    if (!notice) return false
    return applyPaymentNotice(ctx, notice)
  }
  /** Asynchronous provider notice: plain `success`/`fail`, no envelope; repeated notices are harmless. */
  app.route({
    method: ['GET', 'POST'],
    url: '/buyer/payment/cashier/notify/:paymentMethod',
    schema: { tags, summary: '支付异步通知' },
    handler: async (req, reply) => {
      const params = {
        ...(req.query as Record<string, string>),
        ...((req.body as Record<string, string>) ?? {}),
      }
      const okay = await notify(params, req.ctx())
      reply.type('text/plain').send(okay ? 'success' : 'fail')
    },
  })

  r.get(
    '/buyer/payment/sandbox/:outTradeNo',
    {
      ...auth,
      schema: {
        tags,
        summary: '沙箱支付单',
        params: z.object({ outTradeNo: z.string().max(40) }),
        response: { 200: envelope(SandboxPayment) },
      },
    },
    async (req) => ok(await sandboxPayment(buyerCtx(req), req.params.outTradeNo)),
  )
  /** The sandbox's "pay" button: the sandbox sends its signed notice, as a gateway would. */
  r.post(
    '/buyer/payment/sandbox/:outTradeNo/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary: '沙箱确认支付',
        params: z.object({ outTradeNo: z.string().max(40) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      const intent = await sandboxPayment(ctx, req.params.outTradeNo)
      const provider = sandboxProvider(ctx.config)
      const signed = provider.sign({
        outTradeNo: intent.outTradeNo,
        amount: fenOf(intent.amount),
        providerTradeNo: `SBX${Date.now()}`,
      })
      if (!(await notify(signed, ctx))) throw new BizError('PAY_ERROR')
      return done('PAY_SUCCESS')
    },
  )
}
