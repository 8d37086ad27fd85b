import { readFileSync } from 'node:fs'
import { AlipaySdk, type AlipaySdkConfig } from 'alipay-sdk'
import type { Config } from '../../config.ts'
import { amountToFen, chinaTime, fenToAmount } from './amounts.ts'
import { BillError, parseAlipayBill } from './bills.ts'
import type { GatewayTrade, PaymentProvider, RefundOutcome, RefundRequest } from './provider.ts'

type AlipayConfig = Pick<
  Config,
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY'
  | 'ALIPAY_PRIVATE_KEY_FILE'
  | 'ALIPAY_PUBLIC_KEY'
  | 'ALIPAY_PUBLIC_KEY_FILE'
  | 'ALIPAY_APP_CERT_FILE'
  | 'ALIPAY_PUBLIC_CERT_FILE'
  | 'ALIPAY_ROOT_CERT_FILE'
  | 'ALIPAY_GATEWAY'
>

/** A key or certificate given as text in a variable or as a file; never logged, never returned. */
export function secretOf(text: string | undefined, file: string | undefined): string | undefined {
  if (text) return text.replace(/\\n/g, '\n')
  return file ? readFileSync(file, 'utf8') : undefined
}

/** Whether Alipay is configured: an app id and a private key. */
export function alipayConfigured(config: AlipayConfig): boolean {
  return Boolean(config.ALIPAY_APP_ID && (config.ALIPAY_PRIVATE_KEY || config.ALIPAY_PRIVATE_KEY_FILE))
}

/**
 * The SDK's settings: RSA2, the app's private key (PKCS#1 or PKCS#8, told by its PEM header; a bare
 * base64 key from Alipay's key tool is PKCS#8), and either Alipay's public key (public-key mode) or
 * the app's, Alipay's and Alipay's root certificates (certificate mode; the SDK derives the serial
 * numbers it sends and the public key it verifies with).
 */
export function alipaySdkConfig(config: AlipayConfig): AlipaySdkConfig {
  const privateKey = secretOf(config.ALIPAY_PRIVATE_KEY, config.ALIPAY_PRIVATE_KEY_FILE)
  if (!config.ALIPAY_APP_ID || !privateKey)
    throw new Error('ALIPAY_APP_ID and ALIPAY_PRIVATE_KEY are required')
  const base: AlipaySdkConfig = {
    appId: config.ALIPAY_APP_ID,
    privateKey,
    keyType: privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    gateway: config.ALIPAY_GATEWAY,
    timeout: 10_000,
    camelcase: false,
  }
  if (config.ALIPAY_APP_CERT_FILE || config.ALIPAY_PUBLIC_CERT_FILE || config.ALIPAY_ROOT_CERT_FILE) {
    if (!config.ALIPAY_APP_CERT_FILE || !config.ALIPAY_PUBLIC_CERT_FILE || !config.ALIPAY_ROOT_CERT_FILE)
      throw new Error(
        'Alipay certificate mode needs ALIPAY_APP_CERT_FILE, ALIPAY_PUBLIC_CERT_FILE and ALIPAY_ROOT_CERT_FILE',
      )
    return {
      ...base,
      appCertContent: readFileSync(config.ALIPAY_APP_CERT_FILE),
      alipayPublicCertContent: readFileSync(config.ALIPAY_PUBLIC_CERT_FILE),
      alipayRootCertContent: readFileSync(config.ALIPAY_ROOT_CERT_FILE),
    }
  }
  const alipayPublicKey = secretOf(config.ALIPAY_PUBLIC_KEY, config.ALIPAY_PUBLIC_KEY_FILE)
  if (!alipayPublicKey)
    throw new Error(
      'Alipay needs ALIPAY_PUBLIC_KEY (public-key mode) or the three certificates (certificate mode)',
    )
  return { ...base, alipayPublicKey }
}

/** An answer of the gateway that is neither success nor a refusal for good: the caller retries. */
export class GatewayError extends Error {}

const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED'])

/**
 * Alipay through the official `alipay-sdk` (decision 141): 当面付 precreate for a QR code, 电脑网站支付
 * (`alipay.trade.page.pay`) and 手机网站支付 (`alipay.trade.wap.pay`) as signed URLs, the asynchronous
 * notification verified with Alipay's key, query, close and refund (`out_request_no` is our refund
 * number). Every gateway answer is checked against Alipay's signature (`validateSign`).
 */
export function alipayProvider(config: AlipayConfig, notifyOrigin: string): PaymentProvider {
  const sdk = new AlipaySdk(alipaySdkConfig(config))
  const appId = config.ALIPAY_APP_ID
  const notifyUrl = `${notifyOrigin}/buyer/payment/cashier/notify/ALIPAY`
  const exec = async (
    method: string,
    bizContent: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) => {
    const result = await sdk.exec(method, { ...extra, bizContent }, { validateSign: true })
    return result as Record<string, string> & { code: string; sub_code?: string; sub_msg?: string }
  }
  const refundOutcome = async (request: RefundRequest): Promise<RefundOutcome> => {
    const r = await exec('alipay.trade.fastpay.refund.query', {
      out_trade_no: request.outTradeNo,
      out_request_no: request.refundNo,
      query_options: ['gmt_refund_pay'],
    })
    if (r.code !== '10000') throw new GatewayError(`alipay refund query ${r.code} ${r.sub_code ?? ''}`)
    // Alipay answers an unknown out_request_no with success and no refund_amount: not refunded (yet).
    if (r.refund_status === 'REFUND_SUCCESS' || (r.refund_amount && !r.refund_status))
      return { status: 'SUCCESS', providerRefundNo: r.trade_no ?? null }
    return { status: 'PENDING', providerRefundNo: null }
  }
  return {
    name: 'alipay',
    demo: false,
    async start(request) {
      const common = {
        out_trade_no: request.outTradeNo,
        total_amount: fenToAmount(request.amount),
        subject: request.title.slice(0, 128) || '在线支付',
        time_expire: chinaTime(request.expiresAt),
      }
      if (request.paymentClient === 'NATIVE') {
        const r = await exec('alipay.trade.precreate', common, { notify_url: notifyUrl })
        if (r.code !== '10000' || !r.qr_code)
          throw new GatewayError(`alipay precreate ${r.code} ${r.sub_code ?? ''}`)
        return r.qr_code
      }
      const method = request.pc ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay'
      return sdk.pageExec(method, 'GET', {
        notify_url: notifyUrl,
        return_url: request.returnUrl,
        bizContent: {
          ...common,
          product_code: request.pc ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
          ...(request.pc ? {} : { quit_url: request.returnUrl }),
        },
      })
    },
    async parseNotification(raw) {
      const params = Object.fromEntries(new URLSearchParams(raw.body))
      // Values are already decoded once: V2 verifies them as they are (V1 would decode a second time).
      if (params.app_id !== appId || !sdk.checkNotifySignV2(params)) return null
      if (!PAID_STATES.has(params.trade_status) || params.refund_fee || params.out_biz_no)
        return { kind: 'IGNORED' }
      const amount = amountToFen(params.total_amount)
      if (amount === null || !params.out_trade_no || !params.trade_no) return null
      return {
        kind: 'PAID',
        notice: { outTradeNo: params.out_trade_no, amount, providerTradeNo: params.trade_no },
      }
    },
    reply: (accepted) => ({ status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),
    async query(outTradeNo): Promise<GatewayTrade> {
      const r = await exec('alipay.trade.query', { out_trade_no: outTradeNo })
      if (r.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'NOT_FOUND' }
      if (r.code !== '10000') throw new GatewayError(`alipay query ${r.code} ${r.sub_code ?? ''}`)
      if (PAID_STATES.has(r.trade_status)) {
        const amount = amountToFen(r.total_amount)
        if (amount === null) throw new GatewayError(`alipay query: amount ${r.total_amount}`)
        return { state: 'PAID', amount, providerTradeNo: r.trade_no }
      }
      return { state: r.trade_status === 'TRADE_CLOSED' ? 'CLOSED' : 'WAITING' }
    },
    async close(outTradeNo) {
      const r = await exec('alipay.trade.close', { out_trade_no: outTradeNo })
      if (r.code === '10000' || (r.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST')) return
      throw new GatewayError(`alipay close ${r.code} ${r.sub_code ?? ''}`)
    },
    async refund(request) {
      const r = await exec('alipay.trade.refund', {
        out_trade_no: request.outTradeNo,
        refund_amount: fenToAmount(request.amount),
        out_request_no: request.refundNo,
        refund_reason: request.reason.slice(0, 256),
      })
      if (r.code === '10000') {
        // fund_change N: this out_request_no was refunded before, or Alipay is still at it — ask.
        return r.fund_change === 'Y'
          ? { status: 'SUCCESS', providerRefundNo: r.trade_no ?? null }
          : refundOutcome(request)
      }
      // ACQ.SYSTEM_ERROR is Alipay saying "call again with the same parameters": passing, not a refusal.
      if (r.code === '40004' && r.sub_code !== 'ACQ.SYSTEM_ERROR')
        return { status: 'REFUSED', reason: `${r.sub_code ?? ''} ${r.sub_msg ?? ''}`.trim() }
      throw new GatewayError(`alipay refund ${r.code} ${r.sub_code ?? ''}`)
    },
    queryRefund: refundOutcome,
    async tradeBill(billDate) {
      const r = await exec('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: billDate,
      })
      // No bill for that day (yet): Alipay makes yesterday's by the morning.
      if (r.code === '40004' && r.sub_code === 'isp.bill_not_exist')
        return { status: 'UNAVAILABLE', reason: `${r.sub_code} ${r.sub_msg ?? ''}`.trim() }
      if (r.code !== '10000' || !r.bill_download_url)
        throw new GatewayError(`alipay bill ${r.code} ${r.sub_code ?? ''}`)
      // The address is good for 30 seconds and needs no signature.
      const res = await fetch(r.bill_download_url, { signal: AbortSignal.timeout(30_000) })
      if (!res.ok) throw new BillError(`alipay bill download ${res.status}`)
      return { status: 'READY', lines: parseAlipayBill(new Uint8Array(await res.arrayBuffer())) }
    },
  }
}
