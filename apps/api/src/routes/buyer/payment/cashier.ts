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
import { handleNotification } from '../../../flows/notifications.ts'
import { payWithWallet, queryOnReturn, startOnlinePayment } from '../../../flows/pay.ts'
import { cashierDetail, sandboxPayment } from '../../../modules/payment/cashier.ts'
import { providerFor } from '../../../modules/payment/gateways.ts'
import { cashierTarget, isPaid } from '../../../modules/payment/payable.ts'
import { sandboxProvider } from '../../../modules/payment/provider.ts'
import { chooseTransfer } from '../../../modules/payment/transfer.ts'
import { checkGivenWalletPassword } from '../../../modules/wallet/password.ts'
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
        const passwordChecked = await checkGivenWalletPassword(ctx, req.query.password)
        await payWithWallet(ctx, orderType, req.query.sn, { passwordChecked })
        return done('PAY_SUCCESS')
      }
      return ok(
        await startOnlinePayment(ctx, {
          orderType,
          sn: req.query.sn,
          method: paymentMethod,
          client: paymentClient,
          pc: req.query.clientType === 'PC',
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
      const target = cashierTarget(req.query)
      if (await isPaid(ctx.db, ctx.member.id, target, req.query.sn)) return ok(true)
      // Not paid as far as we know: ask the gateway instead of waiting for its notification.
      await queryOnReturn(ctx, ctx.member.id, target, req.query.sn)
      return ok(await isPaid(ctx.db, ctx.member.id, target, req.query.sn))
    },
  )

  /**
   * A gateway's asynchronous notification, verified from the raw body and headers exactly as they
   * came (its own scope keeps the body as text), answered the way that gateway reads an acceptance.
   */
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    )
    scope.route({
      method: ['GET', 'POST'],
      url: '/buyer/payment/cashier/notify/:paymentMethod',
      schema: { tags, summary: '支付异步通知', params: z.object({ paymentMethod: PaymentMethod }) },
      handler: async (req, reply) => {
        const { paymentMethod } = req.params as { paymentMethod: string }
        const ctx = req.ctx()
        const provider =
          paymentMethod === 'ALIPAY' || paymentMethod === 'WECHAT'
            ? providerFor(ctx.config, paymentMethod)
            : null
        let accepted = false
        if (provider) {
          const raw = { body: typeof req.body === 'string' ? req.body : '', headers: req.headers }
          accepted = await handleNotification(ctx, provider, raw)
        }
        const answer = (provider ?? providerFor(ctx.config, 'ALIPAY')).reply(accepted)
        reply.status(answer.status).type(answer.contentType).send(answer.body)
      },
    })
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
      if (intent.status === 'CLOSED') throw new BizError('PAY_BAN')
      const provider = sandboxProvider(ctx.config)
      const signed = provider.sign({
        outTradeNo: intent.outTradeNo,
        amount: fenOf(intent.amount),
        providerTradeNo: `SBX${Date.now()}`,
      })
      const raw = { body: new URLSearchParams(signed).toString(), headers: {} }
      if (!(await handleNotification(ctx, provider, raw))) throw new BizError('PAY_ERROR')
      return done('PAY_SUCCESS')
    },
  )
}
