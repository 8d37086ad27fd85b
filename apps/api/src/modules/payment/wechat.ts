import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { chinaRfc3339 } from '@silk/contracts/china-time'
import type { Config } from '../../config.ts'
import { GatewayError, secretOf } from './alipay.ts'
import { BillError, parseWechatBill, wechatBillBytes } from './bills.ts'
import type { GatewayTrade, PaymentProvider, RefundOutcome, RefundRequest } from './provider.ts'
import {
  authorization,
  decryptResource,
  type EncryptedResource,
  verifiersOf,
  verifyWechatSignature,
} from './wechat-crypto.ts'

type WechatConfig = Pick<
  Config,
  | 'WECHATPAY_MCH_ID'
  | 'WECHATPAY_APP_ID'
  | 'WECHATPAY_PRIVATE_KEY'
  | 'WECHATPAY_PRIVATE_KEY_FILE'
  | 'WECHATPAY_CERT_SERIAL'
  | 'WECHATPAY_API_V3_KEY'
  | 'WECHATPAY_PLATFORM_CERT_FILES'
  | 'WECHATPAY_PUBLIC_KEY'
  | 'WECHATPAY_PUBLIC_KEY_FILE'
  | 'WECHATPAY_PUBLIC_KEY_ID'
  | 'WECHATPAY_BASE_URL'
>

export function wechatConfigured(config: WechatConfig): boolean {
  return Boolean(
    config.WECHATPAY_MCH_ID && (config.WECHATPAY_PRIVATE_KEY || config.WECHATPAY_PRIVATE_KEY_FILE),
  )
}

const REFUND_STATES: Record<string, RefundOutcome['status']> = {
  SUCCESS: 'SUCCESS',
  PROCESSING: 'PENDING',
  ABNORMAL: 'REFUSED',
  CLOSED: 'REFUSED',
}

/** RFC 3339 in China time, as WeChat writes `time_expire`: 2026-11-29T14:30:00+08:00. */
const rfc3339 = (at: Date) => chinaRfc3339(at)

/**
 * WeChat Pay API v3 with `node:crypto` (decision 141): Native (a `code_url` QR) and H5 (`h5_url`)
 * orders, query and close by `out_trade_no`, refunds (`out_refund_no` = our refund number) and their
 * query, and notifications verified on the raw body with the key `Wechatpay-Serial` names — a platform
 * certificate or the WeChat Pay public key (PUB_KEY_ID_…), both accepted while a merchant moves —
 * then decrypted with the APIv3 key. Every answer's signature is verified too.
 */
export function wechatProvider(config: WechatConfig, notifyOrigin: string): PaymentProvider {
  const privateKey = secretOf(config.WECHATPAY_PRIVATE_KEY, config.WECHATPAY_PRIVATE_KEY_FILE)
  const { WECHATPAY_MCH_ID: mchId, WECHATPAY_APP_ID: appId, WECHATPAY_CERT_SERIAL: serial } = config
  const apiV3Key = config.WECHATPAY_API_V3_KEY
  if (!mchId || !privateKey || !appId || !serial || !apiV3Key || Buffer.byteLength(apiV3Key) !== 32)
    throw new Error(
      'WeChat Pay needs WECHATPAY_MCH_ID, WECHATPAY_APP_ID, WECHATPAY_PRIVATE_KEY, WECHATPAY_CERT_SERIAL and a 32-byte WECHATPAY_API_V3_KEY',
    )
  const verifiers = verifiersOf({
    certificates: (config.WECHATPAY_PLATFORM_CERT_FILES ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)
      .map((f) => readFileSync(f, 'utf8')),
    publicKey: secretOf(config.WECHATPAY_PUBLIC_KEY, config.WECHATPAY_PUBLIC_KEY_FILE),
    publicKeyId: config.WECHATPAY_PUBLIC_KEY_ID,
  })
  if (verifiers.size === 0)
    throw new Error(
      'WeChat Pay needs WECHATPAY_PLATFORM_CERT_FILES or WECHATPAY_PUBLIC_KEY with WECHATPAY_PUBLIC_KEY_ID',
    )
  const merchant = { mchId, serial, privateKey: createPrivateKey(privateKey) }
  const base = config.WECHATPAY_BASE_URL.replace(/\/+$/, '')
  const notifyUrl = `${notifyOrigin}/buyer/payment/cashier/notify/WECHAT`

  /** One signed call; the answer's signature is checked before its body is believed. */
  async function call(method: 'GET' | 'POST', path: string, payload?: object) {
    const body = payload ? JSON.stringify(payload) : ''
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: authorization(merchant, method, path, body),
      'user-agent': 'silk-ark/1 (node)',
    }
    if (payload) headers['content-type'] = 'application/json'
    // In public-key mode, answers are signed with the public key when we name it.
    if (config.WECHATPAY_PUBLIC_KEY_ID) headers['wechatpay-serial'] = config.WECHATPAY_PUBLIC_KEY_ID
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload ? body : undefined,
      signal: AbortSignal.timeout(10_000),
    })
    const text = await res.text()
    if (res.status >= 500) throw new GatewayError(`wechat ${path} ${res.status}`)
    if (!verifyWechatSignature(verifiers, Object.fromEntries(res.headers), text))
      throw new GatewayError(`wechat ${path}: answer signature did not verify`)
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>
    return { status: res.status, json }
  }
  const failure = (json: Record<string, unknown>) => `${json.code ?? ''} ${json.message ?? ''}`.trim()

  async function queryRefund(request: RefundRequest): Promise<RefundOutcome> {
    const { status, json } = await call(
      'GET',
      `/v3/refund/domestic/refunds/${encodeURIComponent(request.refundNo)}`,
    )
    if (status === 404) return refund(request)
    if (status !== 200) throw new GatewayError(`wechat refund query ${status} ${failure(json)}`)
    return outcomeOf(json)
  }
  const outcomeOf = (json: Record<string, unknown>): RefundOutcome => {
    const state = REFUND_STATES[String(json.status)] ?? 'PENDING'
    if (state === 'REFUSED') return { status: 'REFUSED', reason: `refund ${String(json.status)}` }
    return { status: state, providerRefundNo: (json.refund_id as string | undefined) ?? null }
  }
  async function refund(request: RefundRequest): Promise<RefundOutcome> {
    const { status, json } = await call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.outTradeNo,
      out_refund_no: request.refundNo,
      reason: request.reason.slice(0, 80),
      notify_url: notifyUrl,
      amount: { refund: request.amount, total: request.totalAmount, currency: 'CNY' },
    })
    if (status === 200) return outcomeOf(json)
    // A 4xx is WeChat refusing this refund (insufficient balance, amount too large, trade not paid…).
    if (status >= 400 && status < 500 && json.code !== 'SYSTEM_ERROR' && json.code !== 'FREQUENCY_LIMITED')
      return { status: 'REFUSED', reason: failure(json) }
    throw new GatewayError(`wechat refund ${status} ${failure(json)}`)
  }

  return {
    name: 'wechat',
    demo: false,
    async start(request) {
      const h5 = request.paymentClient === 'H5'
      const { status, json } = await call('POST', `/v3/pay/transactions/${h5 ? 'h5' : 'native'}`, {
        appid: appId,
        mchid: mchId,
        description: request.title.slice(0, 127) || '在线支付',
        out_trade_no: request.outTradeNo,
        time_expire: rfc3339(request.expiresAt),
        notify_url: notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
        ...(h5
          ? { scene_info: { payer_client_ip: request.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } } }
          : {}),
      })
      const url = h5 ? json.h5_url : json.code_url
      if (status !== 200 || typeof url !== 'string')
        throw new GatewayError(`wechat order ${status} ${failure(json)}`)
      return url
    },
    async parseNotification(raw) {
      if (!verifyWechatSignature(verifiers, raw.headers, raw.body)) return null
      const event = JSON.parse(raw.body) as { event_type?: string; resource?: EncryptedResource }
      if (!event.resource) return null
      const data = JSON.parse(decryptResource(apiV3Key, event.resource)) as Record<string, unknown>
      if (data.mchid !== mchId && data.sp_mchid !== mchId) return null
      if (event.event_type === 'TRANSACTION.SUCCESS' && data.trade_state === 'SUCCESS') {
        const amount = (data.amount as { total?: unknown } | undefined)?.total
        if (
          !Number.isSafeInteger(amount) ||
          typeof data.out_trade_no !== 'string' ||
          typeof data.transaction_id !== 'string'
        )
          return null
        return {
          kind: 'PAID',
          notice: {
            outTradeNo: data.out_trade_no,
            amount: amount as number,
            providerTradeNo: data.transaction_id,
          },
        }
      }
      if (event.event_type?.startsWith('REFUND.') && typeof data.out_refund_no === 'string') {
        const state = String(data.refund_status)
        return {
          kind: 'REFUND',
          refundNo: data.out_refund_no,
          outcome:
            state === 'SUCCESS'
              ? { status: 'SUCCESS', providerRefundNo: (data.refund_id as string | undefined) ?? null }
              : { status: 'REFUSED', reason: `refund ${state}` },
        }
      }
      return { kind: 'IGNORED' }
    },
    // WeChat reads the status: 2xx accepted; otherwise it retries (over about a day).
    reply: (accepted) =>
      accepted
        ? { status: 204, contentType: 'application/json', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          },
    async query(outTradeNo): Promise<GatewayTrade> {
      const { status, json } = await call(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(mchId)}`,
      )
      if (status === 404) return { state: 'NOT_FOUND' }
      if (status !== 200) throw new GatewayError(`wechat query ${status} ${failure(json)}`)
      const state = String(json.trade_state)
      if (state === 'SUCCESS' || state === 'REFUND') {
        const total = (json.amount as { total?: unknown } | undefined)?.total
        if (!Number.isSafeInteger(total) || typeof json.transaction_id !== 'string')
          throw new GatewayError('wechat query: no amount')
        return { state: 'PAID', amount: total as number, providerTradeNo: json.transaction_id }
      }
      return {
        state: state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR' ? 'CLOSED' : 'WAITING',
      }
    },
    async close(outTradeNo) {
      const { status, json } = await call(
        'POST',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
        { mchid: mchId },
      )
      if (status === 204 || status === 200 || status === 404) return
      throw new GatewayError(`wechat close ${status} ${failure(json)}`)
    },
    refund,
    queryRefund,
    async tradeBill(billDate) {
      const { status, json } = await call(
        'GET',
        `/v3/bill/tradebill?bill_date=${encodeURIComponent(billDate)}&bill_type=ALL&tar_type=GZIP`,
      )
      // 400 NO_STATEMENT_EXIST (no bill that day) or STATEMENT_CREATING (made after 9 the next morning).
      if (status === 400 && (json.code === 'NO_STATEMENT_EXIST' || json.code === 'STATEMENT_CREATING'))
        return { status: 'UNAVAILABLE', reason: failure(json) }
      if (status !== 200 || typeof json.download_url !== 'string')
        throw new GatewayError(`wechat tradebill ${status} ${failure(json)}`)
      // The download is signed like any request; its answer is not (WeChat says so): the hash is the check.
      const url = new URL(json.download_url)
      const res = await fetch(url, {
        headers: {
          authorization: authorization(merchant, 'GET', `${url.pathname}${url.search}`, ''),
          'user-agent': 'silk-ark/1 (node)',
        },
        signal: AbortSignal.timeout(30_000),
      })
      if (!res.ok) throw new BillError(`wechat bill download ${res.status}`)
      const file = wechatBillBytes(new Uint8Array(await res.arrayBuffer()))
      return {
        status: 'READY',
        lines: parseWechatBill(file, { type: String(json.hash_type), value: String(json.hash_value) }),
      }
    },
  }
}
