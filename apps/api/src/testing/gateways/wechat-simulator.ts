import { execFileSync } from 'node:child_process'
import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chinaDateTime, chinaDay } from './bill-files.ts'

/**
 * Plays WeChat Pay API v3 for tests (decision 141), from WeChat's documentation: it checks each
 * request's `WECHATPAY2-SHA256-RSA2048` Authorization with the merchant's public key (and the serial,
 * the mchid and a five-minute clock), keeps transactions and refunds, signs every answer with its
 * platform certificate's key — or with the WeChat Pay public key (PUB_KEY_ID_…) when the request names
 * it — and writes notifications signed the same way, their resource AEAD_AES_256_GCM-encrypted with
 * the APIv3 key.
 */
export interface WechatSimulator {
  url: string
  env: Record<string, string>
  mchId: string
  /** The buyer pays: the transaction succeeds; returns its signed, encrypted notification. */
  pay(outTradeNo: string, options?: NotifyOptions): SimNotification
  /**
   * The buyer scans a Native `code_url` with WeChat and pays: `pay` for the transaction the code
   * belongs to (a browser journey sees only the QR code); returns its out_trade_no and notification.
   */
  scan(codeUrl: string, options?: NotifyOptions): SimNotification & { outTradeNo: string }
  /** A TRANSACTION.SUCCESS notification as the transaction stands, its plaintext overridden. */
  notification(outTradeNo: string, options?: NotifyOptions): SimNotification
  /** Finishes a PROCESSING refund; returns its REFUND.SUCCESS (or ABNORMAL) notification. */
  finishRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL', options?: NotifyOptions): SimNotification
  transaction(outTradeNo: string): SimTransaction | undefined
  /** How the next refunds go: at once, later (PROCESSING), or refused with this error code. */
  refundMode: 'SUCCESS' | 'PROCESSING' | { refuse: string }
  /** The gateway is down for the next N requests: each connection is dropped without an answer. */
  down: number
  badSignatures: number
  /** The clock that decides which days have a bill (made the next morning); a test moves it on. */
  clock: () => number
  /** A day's trade bill rows (bill_type ALL) as WeChat writes them from the transactions. */
  billRows(billDate: string): WechatBillRow[]
  /** Changes a day's bill before it is served (a planted difference); identity by default. */
  tamperBill: (rows: WechatBillRow[], billDate: string) => WechatBillRow[]
  /** Serve a file whose SHA1 is not the announced one (a broken download). */
  corruptNextBill: boolean
  downloads: number
  close(): Promise<void>
}

/** The ALL bill's 27 columns, as WeChat publishes them. */
export const WECHAT_BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'
export const WECHAT_BILL_SUMMARY =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额'

/** One row of the ALL bill: a payment (SUCCESS) or a refund (REFUND); amounts in yuan text. */
export interface WechatBillRow {
  time: string
  transactionId: string
  outTradeNo: string
  tradeType: string
  state: 'SUCCESS' | 'REFUND'
  refundId: string
  outRefundNo: string
  refundStatus: string
  description: string
  /** 订单金额 (payments) */
  total: string
  /** 申请退款金额 (refunds) */
  refund: string
}

export interface NotifyOptions {
  /** Sign with the platform certificate (default in cert mode) or the public key. */
  via?: 'cert' | 'pubkey'
  /** Seconds to shift the timestamp by (a replay from long ago). */
  skew?: number
  overrides?: Record<string, unknown>
}

export interface SimNotification {
  body: string
  headers: Record<string, string>
}

export interface SimTransaction {
  outTradeNo: string
  transactionId: string
  total: number
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'
  kind: 'native' | 'h5'
  refunds: Map<
    string,
    { refundId: string; amount: number; status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL'; at?: Date }
  >
  description?: string
  paidAt?: Date
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString()

export async function startWechatSimulator(options: {
  mode: 'cert' | 'pubkey'
  port?: number
}): Promise<WechatSimulator> {
  const mchId = '1900000109'
  const appId = 'wxd678efh567hg6787'
  const apiV3Key = randomBytes(16).toString('hex')
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase()
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const wxPublic = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicKeyId = `PUB_KEY_ID_0119000001092025${randomBytes(6).toString('hex').toUpperCase()}`
  const dir = mkdtempSync(path.join(tmpdir(), 'wechat-sim-'))
  writeFileSync(path.join(dir, 'platform.key'), pem(platform.privateKey, 'pkcs8'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-key',
      'platform.key',
      '-out',
      'platform.crt',
      '-days',
      '30',
      '-sha256',
      '-set_serial',
      `0x${randomBytes(16).toString('hex')}`,
      '-subj',
      `/C=CN/O=Tenpay.com/OU=Tenpay.com CA Center/CN=Tenpay.com Root CA`,
    ],
    { cwd: dir, stdio: 'pipe' },
  )
  const certFile = path.join(dir, 'platform.crt')
  const platformSerial = new X509Certificate(readFileSync(certFile)).serialNumber.toUpperCase()
  const env: Record<string, string> = {
    WECHATPAY_MCH_ID: mchId,
    WECHATPAY_APP_ID: appId,
    WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
    WECHATPAY_CERT_SERIAL: merchantSerial,
    WECHATPAY_API_V3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERT_FILES: certFile,
  }
  // A merchant moving to the public key keeps the certificate for the callbacks still signed with it.
  if (options.mode === 'pubkey')
    Object.assign(env, {
      WECHATPAY_PUBLIC_KEY: pem(wxPublic.publicKey, 'spki'),
      WECHATPAY_PUBLIC_KEY_ID: publicKeyId,
    })

  const signer = (via: 'cert' | 'pubkey') =>
    via === 'pubkey'
      ? { key: wxPublic.privateKey, serial: publicKeyId }
      : { key: platform.privateKey, serial: platformSerial }
  const signedHeaders = (body: string, via: 'cert' | 'pubkey', skew = 0): Record<string, string> => {
    const { key, serial } = signer(via)
    const timestamp = String(Math.floor(Date.now() / 1000) + skew)
    const nonce = randomBytes(16).toString('hex')
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64')
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    }
  }
  const encrypt = (plain: string, associated: string) => {
    const nonce = randomBytes(6).toString('hex')
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce))
    cipher.setAAD(Buffer.from(associated))
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: associated,
      nonce,
    }
  }
  const defaultVia = options.mode === 'pubkey' ? 'pubkey' : 'cert'
  const notify = (
    eventType: string,
    originalType: string,
    plain: Record<string, unknown>,
    o: NotifyOptions = {},
  ) => {
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款状态变更',
      resource: {
        original_type: originalType,
        ...encrypt(JSON.stringify({ ...plain, ...o.overrides }), originalType),
      },
    })
    return { body, headers: signedHeaders(body, o.via ?? defaultVia, o.skew ?? 0) }
  }
  const transactions = new Map<string, SimTransaction>()
  const refunds = new Map<string, { outTradeNo: string }>()
  const txPlain = (t: SimTransaction) => ({
    mchid: mchId,
    appid: appId,
    out_trade_no: t.outTradeNo,
    transaction_id: t.transactionId,
    trade_type: t.kind === 'h5' ? 'MWEB' : 'NATIVE',
    trade_state: t.state === 'REFUND' ? 'REFUND' : t.state,
    trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : '未支付',
    bank_type: 'OTHERS',
    success_time: new Date().toISOString(),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
  })
  const refundPlain = (outRefundNo: string) => {
    const { outTradeNo } = refunds.get(outRefundNo) ?? { outTradeNo: '' }
    const t = transactions.get(outTradeNo)
    const r = t?.refunds.get(outRefundNo)
    return {
      mchid: mchId,
      out_trade_no: outTradeNo,
      transaction_id: t?.transactionId,
      out_refund_no: outRefundNo,
      refund_id: r?.refundId,
      refund_status: r?.status,
      amount: { total: t?.total, refund: r?.amount, payer_total: t?.total, payer_refund: r?.amount },
    }
  }

  const yuan = (fen: number) => (fen / 100).toFixed(2)
  const codeUrlOf = (t: SimTransaction) => `weixin://wxpay/bizpayurl?pr=${t.transactionId.slice(-7)}`
  const sim: WechatSimulator = {
    url: '',
    env,
    mchId,
    refundMode: 'SUCCESS',
    down: 0,
    badSignatures: 0,
    clock: () => Date.now(),
    tamperBill: (rows) => rows,
    corruptNextBill: false,
    downloads: 0,
    billRows(billDate) {
      const rows: WechatBillRow[] = []
      for (const t of transactions.values()) {
        const base = {
          transactionId: t.transactionId,
          outTradeNo: t.outTradeNo,
          tradeType: t.kind === 'h5' ? 'MWEB' : 'NATIVE',
          description: t.description ?? '',
        }
        if (t.paidAt && chinaDay(t.paidAt) === billDate)
          rows.push({
            ...base,
            time: chinaDateTime(t.paidAt),
            state: 'SUCCESS',
            refundId: '0',
            outRefundNo: '0',
            refundStatus: '',
            total: yuan(t.total),
            refund: '0.00',
          })
        // A refund is in the bill of the day it was taken, whatever its later state.
        for (const [no, r] of t.refunds)
          if (r.at && chinaDay(r.at) === billDate)
            rows.push({
              ...base,
              time: chinaDateTime(r.at),
              state: 'REFUND',
              refundId: r.refundId,
              outRefundNo: no,
              refundStatus: r.status === 'PROCESSING' ? 'PROCESSING' : 'SUCCESS',
              total: '0.00',
              refund: yuan(r.amount),
            })
      }
      return rows.sort((a, b) => a.time.localeCompare(b.time))
    },
    transaction: (no) => transactions.get(no),
    notification(outTradeNo, o) {
      const t = transactions.get(outTradeNo)
      if (!t) throw new Error(`no transaction ${outTradeNo}`)
      return notify('TRANSACTION.SUCCESS', 'transaction', txPlain(t), o)
    },
    pay(outTradeNo, o) {
      const t = transactions.get(outTradeNo)
      if (!t || t.state === 'CLOSED') throw new Error(`cannot pay ${outTradeNo}`)
      t.state = 'SUCCESS'
      t.paidAt ??= new Date()
      return sim.notification(outTradeNo, o)
    },
    scan(codeUrl, o) {
      const t = [...transactions.values()].find((x) => x.kind === 'native' && codeUrlOf(x) === codeUrl)
      if (!t) throw new Error(`no transaction for ${codeUrl}`)
      return { ...sim.pay(t.outTradeNo, o), outTradeNo: t.outTradeNo }
    },
    finishRefund(outRefundNo, status, o) {
      const { outTradeNo } = refunds.get(outRefundNo) ?? { outTradeNo: '' }
      const r = transactions.get(outTradeNo)?.refunds.get(outRefundNo)
      if (!r) throw new Error(`no refund ${outRefundNo}`)
      r.status = status
      return notify(`REFUND.${status}`, 'refund', refundPlain(outRefundNo), o)
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        }),
      ),
  }

  /** The request's Authorization, checked as WeChat does. */
  function authorized(req: IncomingMessage, pathWithQuery: string, body: string): boolean {
    const header = req.headers.authorization ?? ''
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false
    const fields = Object.fromEntries(
      [...header.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (fields.mchid !== mchId || fields.serial_no !== merchantSerial) return false
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false
    const message = `${req.method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64')
  }

  function route(
    method: string,
    url: URL,
    // biome-ignore lint/suspicious/noExplicitAny: the request JSON as WeChat reads it, checked field by field
    input: Record<string, any>,
  ): [number, Record<string, unknown> | null] {
    const p = url.pathname
    let m = p.match(/^\/v3\/pay\/transactions\/(native|h5)$/)
    if (method === 'POST' && m) {
      if (
        input.mchid !== mchId ||
        input.appid !== appId ||
        !Number.isSafeInteger(input.amount?.total) ||
        input.amount.total <= 0
      )
        return [400, { code: 'PARAM_ERROR', message: '参数错误' }]
      if (m[1] === 'h5' && !input.scene_info?.payer_client_ip)
        return [400, { code: 'PARAM_ERROR', message: '缺少payer_client_ip' }]
      const existing = transactions.get(input.out_trade_no)
      if (existing && existing.state !== 'NOTPAY')
        return [400, { code: 'ORDERPAID', message: '该订单已支付' }]
      const t: SimTransaction = existing ?? {
        outTradeNo: input.out_trade_no,
        transactionId: `42000${Date.now()}${randomBytes(3).toString('hex')}`,
        total: input.amount.total,
        state: 'NOTPAY',
        kind: m[1] as 'native' | 'h5',
        refunds: new Map(),
        description: String(input.description ?? ''),
      }
      transactions.set(t.outTradeNo, t)
      return m[1] === 'h5'
        ? [
            200,
            { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${t.transactionId}` },
          ]
        : [200, { code_url: codeUrlOf(t) }]
    }
    m = p.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/)
    if (method === 'GET' && m) {
      const t = transactions.get(decodeURIComponent(m[1]))
      if (!t || url.searchParams.get('mchid') !== mchId)
        return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }]
      const plain: Record<string, unknown> = txPlain(t)
      if (t.state !== 'SUCCESS' && t.state !== 'REFUND') delete plain.transaction_id
      return [200, plain]
    }
    m = p.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/)
    if (method === 'POST' && m) {
      const t = transactions.get(decodeURIComponent(m[1]))
      if (!t) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }]
      if (t.state === 'SUCCESS' || t.state === 'REFUND')
        return [400, { code: 'ORDERPAID', message: '订单已支付' }]
      t.state = 'CLOSED'
      return [204, null]
    }
    if (method === 'POST' && p === '/v3/refund/domestic/refunds') {
      const t = transactions.get(input.out_trade_no)
      if (!t || (t.state !== 'SUCCESS' && t.state !== 'REFUND'))
        return [400, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' }]
      const again = t.refunds.get(input.out_refund_no)
      if (!again) {
        if (typeof sim.refundMode === 'object')
          return [403, { code: sim.refundMode.refuse, message: '退款被拒绝' }]
        const done = [...t.refunds.values()].reduce((s, r) => s + r.amount, 0)
        if (
          input.amount?.total !== t.total ||
          !(input.amount?.refund > 0) ||
          done + input.amount.refund > t.total
        )
          return [400, { code: 'PARAM_ERROR', message: '退款金额不正确' }]
        t.refunds.set(input.out_refund_no, {
          refundId: `50000${Date.now()}${randomBytes(3).toString('hex')}`,
          amount: input.amount.refund,
          status: sim.refundMode,
          at: new Date(),
        })
        refunds.set(input.out_refund_no, { outTradeNo: t.outTradeNo })
        t.state = 'REFUND'
      }
      return [
        200,
        { ...refundPlain(input.out_refund_no), status: t.refunds.get(input.out_refund_no)?.status },
      ]
    }
    m = p.match(/^\/v3\/refund\/domestic\/refunds\/([^/]+)$/)
    if (method === 'GET' && m) {
      const no = decodeURIComponent(m[1])
      if (!refunds.has(no)) return [404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' }]
      const plain = refundPlain(no)
      return [200, { ...plain, status: plain.refund_status }]
    }
    if (method === 'GET' && p === '/v3/bill/tradebill') {
      const billDate = url.searchParams.get('bill_date') ?? ''
      const billType = url.searchParams.get('bill_type') ?? 'ALL'
      const tarType = url.searchParams.get('tar_type')
      if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate) || !['ALL', 'SUCCESS', 'REFUND'].includes(billType))
        return [400, { code: 'PARAM_ERROR', message: '参数错误' }]
      if (tarType !== null && tarType !== 'GZIP') return [400, { code: 'PARAM_ERROR', message: 'tar_type' }]
      // Made after 9 the next morning; none for today or later.
      if (billDate >= chinaDay(sim.clock()))
        return [400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' }]
      const file = Buffer.from(billFile(billDate, billType), 'utf8')
      const token = randomBytes(24).toString('base64url')
      const corrupt = sim.corruptNextBill
      sim.corruptNextBill = false
      billFiles.set(token, {
        body: tarType === 'GZIP' ? gzipSync(corrupt ? Buffer.concat([file, Buffer.from(' ')]) : file) : file,
        until: Date.now() + 300_000,
      })
      return [
        200,
        {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(file).digest('hex'),
          download_url: `${sim.url}/v3/billdownload/file?token=${token}`,
        },
      ]
    }
    return [404, { code: 'NOT_FOUND', message: '无此接口' }]
  }

  /** The bill as WeChat writes it: every detail and summary value led by a backquote. */
  function billFile(billDate: string, billType: string) {
    const rows = sim
      .tamperBill(sim.billRows(billDate), billDate)
      .filter((r) => billType === 'ALL' || (billType === 'SUCCESS') === (r.state === 'SUCCESS'))
    const toFen = (text: string) => Math.round(Number(text) * 100)
    const fee = (fen: number) => (Math.round(fen * 0.006) / 100).toFixed(5)
    const line = (values: string[]) => values.map((v) => `\`${v}`).join(',')
    const body = rows.map((r) =>
      line([
        r.time,
        appId,
        mchId,
        '0',
        '',
        r.transactionId,
        r.outTradeNo,
        'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
        r.tradeType,
        r.state,
        'OTHERS',
        'CNY',
        r.total,
        '0.00',
        r.refundId,
        r.outRefundNo,
        r.refund,
        '0.00',
        r.state === 'REFUND' ? 'ORIGINAL' : '',
        r.refundStatus,
        r.description,
        '',
        r.state === 'REFUND' ? `-${fee(toFen(r.refund))}` : fee(toFen(r.total)),
        '0.60%',
        r.total,
        r.refund,
        '',
      ]),
    )
    const sum = (pick: (r: WechatBillRow) => string) => yuan(rows.reduce((s, r) => s + toFen(pick(r)), 0))
    const fees = rows.reduce(
      (s, r) =>
        s +
        (r.state === 'REFUND' ? -1 : 1) *
          Math.round(toFen(r.state === 'REFUND' ? r.refund : r.total) * 0.006),
      0,
    )
    const summary = line([
      String(rows.length),
      sum((r) => r.total),
      sum((r) => r.refund),
      '0.00',
      (fees / 100).toFixed(5),
      sum((r) => r.total),
      sum((r) => r.refund),
    ])
    return `${[WECHAT_BILL_HEADER, ...body, WECHAT_BILL_SUMMARY, summary].join('\r\n')}\r\n`
  }
  const billFiles = new Map<string, { body: Buffer; until: number }>()

  const server: Server = createServer(async (req, res) => {
    if (sim.down > 0) {
      sim.down--
      req.socket.destroy()
      return
    }
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://sim')
    const via =
      req.headers['wechatpay-serial'] === publicKeyId && options.mode === 'pubkey' ? 'pubkey' : 'cert'
    const send = (status: number, payload: Record<string, unknown> | null) => {
      const text = payload ? JSON.stringify(payload) : ''
      res.writeHead(status, signedHeaders(text, via)).end(text)
    }
    if (!authorized(req, `${url.pathname}${url.search}`, body)) {
      sim.badSignatures++
      send(401, { code: 'SIGN_ERROR', message: '签名错误' })
      return
    }
    if (req.method === 'GET' && url.pathname === '/v3/billdownload/file') {
      // The file itself: signed request, unsigned answer (WeChat's documented exception).
      const file = billFiles.get(url.searchParams.get('token') ?? '')
      if (!file || file.until < Date.now()) {
        send(404, { code: 'RESOURCE_NOT_EXISTS', message: '账单文件不存在或已过期' })
        return
      }
      sim.downloads++
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file.body)
      return
    }
    // biome-ignore lint/suspicious/noExplicitAny: the request JSON, checked field by field in route()
    let input: Record<string, any> = {}
    try {
      input = body ? JSON.parse(body) : {}
    } catch {
      send(400, { code: 'PARAM_ERROR', message: 'JSON' })
      return
    }
    send(...route(req.method ?? 'GET', url, input))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  env.WECHATPAY_BASE_URL = sim.url
  return sim
}
