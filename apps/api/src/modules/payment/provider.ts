import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { TradeBill } from './bills.ts'

export type OnlineMethod = 'ALIPAY' | 'WECHAT'

/** What the cashier asks an online payment provider to start. */
export interface PaymentRequest {
  outTradeNo: string
  paymentMethod: OnlineMethod
  /** NATIVE: a QR code the buyer scans; H5: a page the browser opens (`pc`: a computer's browser). */
  paymentClient: 'NATIVE' | 'H5'
  pc: boolean
  /** Fen. */
  amount: number
  title: string
  /** Where the gateway sends the buyer back (the shop's result page). */
  returnUrl: string
  /** When the gateway must stop taking the payment (the order's auto-cancel time). */
  expiresAt: Date
  /** The buyer's address (WeChat H5 wants it). */
  clientIp?: string
}

/** A notification exactly as it reached us: the raw body, before any parsing, and the headers. */
export interface RawNotification {
  body: string
  headers: Record<string, string | string[] | undefined>
}

/** A verified statement of the gateway: `outTradeNo` was paid `amount` fen, its number `providerTradeNo`. */
export interface PaymentNotice {
  outTradeNo: string
  amount: number
  providerTradeNo: string
}

/**
 * A verified notification: a payment, the final result of a refund, or something to acknowledge and
 * otherwise ignore (a trade waiting or closed). `null` from `parseNotification` means not authentic.
 */
export type Notification =
  | { kind: 'PAID'; notice: PaymentNotice }
  | { kind: 'REFUND'; refundNo: string; outcome: RefundOutcome }
  | { kind: 'IGNORED' }

/** What the gateway says of one of our payments when asked. */
export type GatewayTrade =
  | { state: 'PAID'; amount: number; providerTradeNo: string }
  | { state: 'WAITING' | 'CLOSED' | 'NOT_FOUND' }

/**
 * A refund of (part of) a paid payment. `refundNo` is the caller's idempotency key (Alipay
 * `out_request_no`, WeChat `out_refund_no`): asking twice with the same key refunds once.
 */
export interface RefundRequest {
  refundNo: string
  outTradeNo: string
  /** The gateway's number of the original payment. */
  providerTradeNo: string
  /** The original payment's amount in fen. */
  totalAmount: number
  /** Fen to give back, 0 < amount ≤ totalAmount. */
  amount: number
  reason: string
}

/** SUCCESS: the money is on its way back; PENDING: the gateway took the refund and will say later. */
export type RefundOutcome =
  | { status: 'SUCCESS'; providerRefundNo: string | null }
  | { status: 'PENDING'; providerRefundNo: string | null }
  | { status: 'REFUSED'; reason: string }

/** How a notification is answered: what makes the gateway stop (accepted) or retry (refused). */
export interface NotificationReply {
  status: number
  contentType: string
  body: string
}

/**
 * The seam a gateway plugs into (decision 141). Amounts are fen. Network failures and answers the
 * gateway gives for a passing reason throw (the caller retries); a refusal for good is an outcome.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay' | 'wechat'
  /** The sandbox: no money moves, and the cashier says so. */
  readonly demo: boolean
  /** What the client renders: a QR code's text (NATIVE) or the gateway page's URL (H5). */
  start(request: PaymentRequest): Promise<string>
  /** Verifies (and decrypts) a notification from its raw body and headers; null when not authentic. */
  parseNotification(raw: RawNotification): Promise<Notification | null>
  reply(accepted: boolean): NotificationReply
  query(outTradeNo: string): Promise<GatewayTrade>
  /** Closes the gateway's order so it can no longer be paid; a trade never opened is fine. */
  close(outTradeNo: string): Promise<void>
  refund(request: RefundRequest): Promise<RefundOutcome>
  /** Asks again about a refund that was PENDING (or whose answer got lost). */
  queryRefund(request: RefundRequest): Promise<RefundOutcome>
  /** The gateway's trade bill of a day (`yyyy-MM-dd`, China time) for reconciliation; the sandbox has none. */
  tradeBill?(billDate: string): Promise<TradeBill>
}

export type SandboxProvider = PaymentProvider & { sign(notice: PaymentNotice): Record<string, string> }

/**
 * The sandbox stands in for Alipay/WeChat when their keys are not configured: the "QR code" is the
 * URL of the sandbox pay page (`/pay/sandbox?outTradeNo=…` on the web app), whose confirm button makes
 * the sandbox send a notice signed with an HMAC of the server secret, verified like a gateway's.
 */
export function sandboxProvider(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_ORIGIN'>): SandboxProvider {
  const key = `sandbox-pay:${config.JWT_SECRET}`
  const mac = (n: PaymentNotice) =>
    createHmac('sha256', key).update(`${n.outTradeNo}|${n.amount}|${n.providerTradeNo}`).digest('hex')
  const verify = (params: Record<string, string>): PaymentNotice | null => {
    const amount = Number(params.amount)
    if (!params.outTradeNo || !params.providerTradeNo || !Number.isSafeInteger(amount) || !params.sign)
      return null
    const notice = { outTradeNo: params.outTradeNo, amount, providerTradeNo: params.providerTradeNo }
    const expected = Buffer.from(mac(notice))
    const given = Buffer.from(params.sign)
    return expected.length === given.length && timingSafeEqual(expected, given) ? notice : null
  }
  const refund = async (request: RefundRequest): Promise<RefundOutcome> => {
    if (
      !Number.isSafeInteger(request.amount) ||
      request.amount <= 0 ||
      request.amount > request.totalAmount ||
      !request.providerTradeNo
    )
      return { status: 'REFUSED', reason: 'sandbox: bad refund amount' }
    // Deterministic per refund number, like a gateway answering a repeated out_refund_no.
    const digest = createHmac('sha256', key)
      .update(`refund|${request.refundNo}|${request.outTradeNo}|${request.amount}`)
      .digest('hex')
    return { status: 'SUCCESS', providerRefundNo: `SR${digest.slice(0, 30)}` }
  }
  return {
    name: 'sandbox',
    demo: true,
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
    async parseNotification(raw) {
      const body = raw.body.trim()
      const params = body.startsWith('{')
        ? (JSON.parse(body) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body))
      const notice = verify(params)
      return notice ? { kind: 'PAID', notice } : null
    },
    reply: (accepted) => ({ status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),
    // The sandbox keeps no trades of its own: what it confirmed came as a notice.
    query: async () => ({ state: 'WAITING' }),
    close: async () => {},
    refund,
    queryRefund: refund,
  }
}
