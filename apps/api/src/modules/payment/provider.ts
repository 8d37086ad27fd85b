import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../config.ts'

/** What the cashier asks an online payment provider to start. */
export interface PaymentRequest {
  outTradeNo: string
  paymentMethod: 'ALIPAY' | 'WECHAT'
  paymentClient: string
  amount: number
  title: string
}

/** A verified asynchronous notification: the provider says `outTradeNo` was paid `amount` fen. */
export interface PaymentNotice {
  outTradeNo: string
  amount: number
  providerTradeNo: string
}

/**
 * A refund of (part of) a paid payment. `refundNo` is the caller's idempotency key (the gateways'
 * `out_refund_no`): asking twice with the same key refunds once and answers the same refund.
 */
export interface RefundRequest {
  refundNo: string
  outTradeNo: string
  /** The provider's number of the original payment. */
  providerTradeNo: string
  /** The original payment's amount in fen. */
  totalAmount: number
  /** Fen to give back, 0 < amount ≤ totalAmount. */
  amount: number
  reason: string
}

export interface RefundResult {
  providerRefundNo: string
  amount: number
}

/**
 * The seam a real gateway (Alipay, WeChat Pay) plugs into: start a payment (the result is what the
 * client renders: a QR string, a URL, SDK parameters), verify a notification, refund a payment.
 */
export interface PaymentProvider {
  readonly name: string
  start(request: PaymentRequest): Promise<string>
  verify(params: Record<string, string>): PaymentNotice | null
  /** Throws when the provider refuses (the caller's transaction then rolls back). */
  refund(request: RefundRequest): Promise<RefundResult>
}

/**
 * The sandbox stands in for Alipay/WeChat: the "QR code" is the URL of the sandbox pay page
 * (`/pay/sandbox?outTradeNo=…` on the web app), whose confirm button makes the sandbox send a notice
 * signed with an HMAC of the server secret, verified exactly like a gateway signature.
 */
export function sandboxProvider(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_ORIGIN'>): PaymentProvider & {
  sign(notice: PaymentNotice): Record<string, string>
} {
  const key = `sandbox-pay:${config.JWT_SECRET}`
  const mac = (n: PaymentNotice) =>
    createHmac('sha256', key).update(`${n.outTradeNo}|${n.amount}|${n.providerTradeNo}`).digest('hex')
  return {
    name: 'sandbox',
    async start(request) {
      return `${config.PUBLIC_ORIGIN}/pay/sandbox?outTradeNo=${request.outTradeNo}`
    },
    sign(notice) {
      return {
        outTradeNo: notice.outTradeNo,
        amount: String(notice.amount),
        providerTradeNo: notice.providerTradeNo,
        sign: mac(notice),
      }
    },
    async refund(request) {
      if (
        !Number.isSafeInteger(request.amount) ||
        request.amount <= 0 ||
        request.amount > request.totalAmount ||
        !request.providerTradeNo
      )
        throw new Error(`sandbox refund refused: ${request.refundNo}`)
      // Deterministic per refund number, like a gateway answering a repeated out_refund_no.
      const digest = createHmac('sha256', key)
        .update(`refund|${request.refundNo}|${request.outTradeNo}|${request.amount}`)
        .digest('hex')
      return { providerRefundNo: `SR${digest.slice(0, 30)}`, amount: request.amount }
    },
    verify(params) {
      const amount = Number(params.amount)
      if (!params.outTradeNo || !params.providerTradeNo || !Number.isSafeInteger(amount) || !params.sign)
        return null
      const notice = { outTradeNo: params.outTradeNo, amount, providerTradeNo: params.providerTradeNo }
      const expected = Buffer.from(mac(notice))
      const given = Buffer.from(params.sign)
      return expected.length === given.length && timingSafeEqual(expected, given) ? notice : null
    },
  }
}
