import { execFileSync } from 'node:child_process'
import {
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  X509Certificate,
} from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chinaDayAhead, chinaDayStartOf } from '@silk/contracts/china-time'
import { chinaDateTime, chinaDay, gbkEncode, zipFiles } from './bill-files.ts'

/**
 * Plays Alipay's side of the open platform for tests (decision 141), from Alipay's documentation
 * rather than from our code: it holds its own RSA2 key pair (and, in certificate mode, a root CA that
 * issued Alipay's and the app's certificates, made with openssl), verifies every request's RSA2
 * signature with the app's public key (and the certificate serial numbers it carries), keeps trades,
 * answers `alipay.trade.*` in the documented JSON shapes signed with its own key, and writes signed
 * asynchronous notifications for the test to deliver. The page-pay URL opens a cashier page (title
 * 支付宝（模拟）, the amount) that, once the trade is paid, leads back to `return_url` (返回商家) with
 * the signed synchronous result.
 */
export interface AlipaySimulator {
  url: string
  appId: string
  /** The environment that points the app at this simulator. */
  env: Record<string, string>
  /** The buyer scans/pays: the trade succeeds; returns the signed notification's form body. */
  pay(outTradeNo: string, overrides?: Record<string, string>): string
  /** A signed notification for a trade as it stands, with fields overridden (then signed). */
  notification(outTradeNo: string, overrides?: Record<string, string>): string
  trade(outTradeNo: string): SimTrade | undefined
  /** Sub codes to refuse the next refunds with (ACQ.SELLER_BALANCE_NOT_ENOUGH…). */
  refuseRefunds: string | null
  /** The gateway is down for the next N requests: each connection is dropped without an answer. */
  down: number
  /** Requests whose signature did not verify (they were answered isv.invalid-signature). */
  badSignatures: number
  /** Every method called, in order. */
  calls: string[]
  /**
   * The clock that decides which days have a bill (Alipay makes a day's bill the next morning):
   * a test moves it a day on to reconcile today's payments.
   */
  clock: () => number
  /** The rows of a day's trade bill, as Alipay would write them from the trades. */
  billRows(billDate: string): AlipayBillRow[]
  /** Changes a day's bill before it is served (a planted difference); identity by default. */
  tamperBill: (rows: AlipayBillRow[], billDate: string) => AlipayBillRow[]
  /** Bill files served, by download token. */
  downloads: number
  close(): Promise<void>
}

/** One row of Alipay's 业务明细 (trade bill details). */
export interface AlipayBillRow {
  tradeNo: string
  outTradeNo: string
  /** 交易 (a payment) or 退款 (a refund, amounts negative) */
  type: '交易' | '退款'
  subject: string
  created: string
  finished: string
  /** 订单金额（元） as written: "123.45", "-10.00" */
  amount: string
  /** 退款批次号/请求号: the refund's out_request_no */
  refundNo: string
}

/** The details' header as Alipay publishes it (25 columns). */
export const ALIPAY_BILL_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注'

/** A row as Alipay writes it: numbers and names end with a tab so spreadsheets keep every digit. */
export const alipayBillLine = (r: AlipayBillRow) =>
  [
    `${r.tradeNo}\t`,
    `${r.outTradeNo}\t`,
    `${r.type}\t`,
    r.subject,
    r.created,
    r.finished,
    '\t',
    '\t',
    '\t',
    '\t',
    '*明(159******20)\t',
    r.amount,
    r.amount,
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '',
    '0.00\t',
    '0.00',
    `${r.refundNo}\t`,
    '0.00',
    '0.00',
    '',
  ].join(',')

export interface SimTrade {
  outTradeNo: string
  tradeNo: string
  totalAmount: string
  subject: string
  status: 'CREATED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  notifyUrl: string | null
  refunds: Map<string, string>
  /** When the buyer paid, and when each refund (by out_request_no) was made. */
  paidAt: Date | null
  refundTimes: Map<string, Date>
}

const pem = (k: { export(o: object): string | Buffer }, type: 'pkcs1' | 'pkcs8' | 'spki') =>
  k.export({ type, format: 'pem' }).toString()

/** Alipay's serial number of a certificate: md5 of the issuer (last attribute first) and the decimal serial. */
function certSn(cert: X509Certificate): string {
  const issuer = cert.issuer.split('\n').reverse().join(',')
  return createHash('md5')
    .update(issuer + BigInt(`0x${cert.serialNumber}`).toString(10))
    .digest('hex')
}

function splitPems(text: string): X509Certificate[] {
  return (text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map(
    (p) => new X509Certificate(p),
  )
}

/** Root CA (RSA, plus an EC root Alipay's bundle also holds), Alipay's and the app's certificates. */
function makeCertificates(dir: string, alipayKey: string, appKey: string) {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  writeFileSync(path.join(dir, 'alipay.key'), alipayKey)
  writeFileSync(path.join(dir, 'app.key'), appKey)
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root-rsa.crt',
    '-days',
    '30',
    '-sha256',
    '-subj',
    '/C=CN/O=Ant Financial/OU=Certification Authority/CN=Test Ant Financial Root R1',
  ])
  run([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    'root-ec.key',
    '-out',
    'root-ec.crt',
    '-days',
    '30',
    '-subj',
    '/C=CN/O=Ant Financial/CN=Test Ant Financial Root E1',
  ])
  for (const who of ['alipay', 'app']) {
    run([
      'req',
      '-new',
      '-key',
      `${who}.key`,
      '-out',
      `${who}.csr`,
      '-subj',
      `/C=CN/O=Test/OU=Alipay/CN=${who === 'app' ? '2021000000000001' : 'Alipay Public Key'}`,
    ])
    run([
      'x509',
      '-req',
      '-in',
      `${who}.csr`,
      '-CA',
      'root-rsa.crt',
      '-CAkey',
      'root.key',
      '-set_serial',
      `0x${randomBytes(8).toString('hex')}`,
      '-out',
      `${who}.crt`,
      '-days',
      '30',
      '-sha256',
    ])
  }
  const root =
    readFileSync(path.join(dir, 'root-rsa.crt'), 'utf8') + readFileSync(path.join(dir, 'root-ec.crt'), 'utf8')
  writeFileSync(path.join(dir, 'root.crt'), root)
  return {
    appCert: path.join(dir, 'app.crt'),
    alipayCert: path.join(dir, 'alipay.crt'),
    rootCert: path.join(dir, 'root.crt'),
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

/** Alipay's string to sign: the parameters but `sign` (and, for notifications, `sign_type`), sorted, k=v&… */
export const alipaySignContent = (params: Record<string, string>, dropSignType: boolean) =>
  Object.keys(params)
    .filter((k) => k !== 'sign' && !(dropSignType && k === 'sign_type') && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** Alipay writes its times on China's clock, `yyyy-MM-dd HH:mm:ss`. */
const now = () => chinaDateTime()

export async function startAlipaySimulator(options: {
  mode: 'key' | 'cert'
  port?: number
}): Promise<AlipaySimulator> {
  const appId = '2021000000000001'
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const alipayPrivate = pem(alipay.privateKey, 'pkcs8')
  let appPublic = pem(app.publicKey, 'spki')
  const dir = mkdtempSync(path.join(tmpdir(), 'alipay-sim-'))
  const env: Record<string, string> = { ALIPAY_APP_ID: appId }
  let expectedAppSn: string | null = null
  let expectedRootSn: string | null = null
  let alipayCertSn: string | null = null
  if (options.mode === 'cert') {
    const files = makeCertificates(dir, alipayPrivate, pem(app.privateKey, 'pkcs8'))
    const appCert = new X509Certificate(readFileSync(files.appCert))
    appPublic = appCert.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expectedAppSn = certSn(appCert)
    alipayCertSn = certSn(new X509Certificate(readFileSync(files.alipayCert)))
    expectedRootSn = splitPems(readFileSync(files.rootCert, 'utf8'))
      .filter((c) => c.publicKey.asymmetricKeyType === 'rsa')
      .map(certSn)
      .join('_')
    Object.assign(env, {
      ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      ALIPAY_APP_CERT_FILE: files.appCert,
      ALIPAY_PUBLIC_CERT_FILE: files.alipayCert,
      ALIPAY_ROOT_CERT_FILE: files.rootCert,
    })
  } else {
    // A PKCS#1 key and a bare base64 public key, as Alipay's key tool hands them out.
    const bare = pem(alipay.publicKey, 'spki').replace(/-----[A-Z ]+-----|\n/g, '')
    Object.assign(env, { ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs1'), ALIPAY_PUBLIC_KEY: bare })
  }
  const trades = new Map<string, SimTrade>()
  const sign = (content: string) =>
    createSign('RSA-SHA256').update(content, 'utf8').sign(alipayPrivate, 'base64')
  const verify = (params: Record<string, string>) =>
    Boolean(params.sign) &&
    createVerify('RSA-SHA256')
      .update(alipaySignContent(params, false), 'utf8')
      .verify(appPublic, params.sign, 'base64')

  const pid = '2088102177000000'
  const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${(Math.abs(fen) / 100).toFixed(2)}`
  const toFen = (text: string) => Math.round(Number(text) * 100)
  const sim: AlipaySimulator = {
    url: '',
    appId,
    env,
    refuseRefunds: null,
    down: 0,
    badSignatures: 0,
    calls: [],
    clock: () => Date.now(),
    downloads: 0,
    tamperBill: (rows) => rows,
    billRows(billDate) {
      const rows: AlipayBillRow[] = []
      for (const t of trades.values()) {
        if (!t.paidAt) continue
        const base = {
          tradeNo: t.tradeNo,
          outTradeNo: t.outTradeNo,
          subject: t.subject,
          created: chinaDateTime(t.paidAt),
        }
        if (chinaDay(t.paidAt) === billDate)
          rows.push({
            ...base,
            type: '交易',
            finished: chinaDateTime(t.paidAt),
            amount: t.totalAmount,
            refundNo: '',
          })
        for (const [no, at] of t.refundTimes)
          if (chinaDay(at) === billDate)
            rows.push({
              ...base,
              type: '退款',
              finished: chinaDateTime(at),
              amount: yuan(-toFen(t.refunds.get(no) ?? '0')),
              refundNo: no,
            })
      }
      return rows
    },
    trade: (no) => trades.get(no),
    notification(outTradeNo, overrides = {}) {
      const t = trades.get(outTradeNo)
      if (!t) throw new Error(`no trade ${outTradeNo}`)
      const params: Record<string, string> = {
        gmt_create: now(),
        charset: 'utf-8',
        seller_email: 'merchant@example.com',
        subject: t.subject,
        buyer_id: '2088102177846880',
        invoice_amount: t.totalAmount,
        notify_id: randomBytes(16).toString('hex'),
        fund_bill_list: `[{"amount":"${t.totalAmount}","fundChannel":"ALIPAYACCOUNT"}]`,
        notify_type: 'trade_status_sync',
        trade_status: t.status === 'CREATED' ? 'WAIT_BUYER_PAY' : t.status,
        receipt_amount: t.totalAmount,
        app_id: appId,
        buyer_pay_amount: t.totalAmount,
        sign_type: 'RSA2',
        seller_id: '2088102177000000',
        gmt_payment: now(),
        notify_time: now(),
        version: '1.0',
        out_trade_no: t.outTradeNo,
        total_amount: t.totalAmount,
        trade_no: t.tradeNo,
        auth_app_id: appId,
        point_amount: '0.00',
        ...overrides,
      }
      params.sign = sign(alipaySignContent(params, true))
      return new URLSearchParams(params).toString()
    },
    pay(outTradeNo, overrides) {
      const t = trades.get(outTradeNo)
      if (!t) throw new Error(`no trade ${outTradeNo}`)
      if (t.status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`)
      t.status = 'TRADE_SUCCESS'
      t.paidAt ??= new Date()
      return sim.notification(outTradeNo, overrides)
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        }),
      ),
  }

  const answer = (method: string, body: Record<string, unknown>) => {
    const key = `${method.replaceAll('.', '_')}_response`
    const inner = JSON.stringify(body)
    const cert = alipayCertSn ? `,"alipay_cert_sn":"${alipayCertSn}"` : ''
    return `{"${key}":${inner}${cert},"sign":"${sign(inner)}"}`
  }
  const ok = (extra: Record<string, unknown>) => ({ code: '10000', msg: 'Success', ...extra })
  const fail = (code: string, sub_code: string, sub_msg: string) => ({
    code,
    msg: code === '40004' ? 'Business Failed' : 'Invalid Arguments',
    sub_code,
    sub_msg,
  })
  const tradeOf = (biz: Record<string, string>, notifyUrl: string | null, scanned: boolean) => {
    const existing = trades.get(biz.out_trade_no)
    if (existing) return existing
    const t: SimTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: `2026${Date.now()}${randomBytes(4).toString('hex')}`,
      totalAmount: biz.total_amount,
      subject: biz.subject,
      status: scanned ? 'WAIT_BUYER_PAY' : 'CREATED',
      notifyUrl,
      refunds: new Map(),
      paidAt: null,
      refundTimes: new Map(),
    }
    trades.set(t.outTradeNo, t)
    return t
  }

  function handle(method: string, params: Record<string, string>): Record<string, unknown> {
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    const t = trades.get(biz.out_trade_no)
    // A precreated trade exists at Alipay only once the buyer scanned its code.
    const known = t && t.status !== 'CREATED' ? t : undefined
    switch (method) {
      case 'alipay.trade.precreate': {
        if (!/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? ''))
          return fail('40004', 'ACQ.INVALID_PARAMETER', '参数无效')
        const created = tradeOf(biz, params.notify_url ?? null, false)
        return ok({
          out_trade_no: created.outTradeNo,
          qr_code: `https://qr.alipay.com/sim${created.tradeNo}`,
        })
      }
      case 'alipay.trade.query':
        if (!known) return fail('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在')
        return ok({
          trade_no: known.tradeNo,
          out_trade_no: known.outTradeNo,
          trade_status: known.status,
          total_amount: known.totalAmount,
          buyer_logon_id: '159****5620',
        })
      case 'alipay.trade.close':
        if (!known) return fail('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在')
        if (known.status === 'TRADE_SUCCESS') return fail('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        known.status = 'TRADE_CLOSED'
        return ok({ trade_no: known.tradeNo, out_trade_no: known.outTradeNo })
      case 'alipay.trade.refund': {
        if (known?.status !== 'TRADE_SUCCESS')
          return fail('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        const previous = known.refunds.get(biz.out_request_no)
        if (previous !== undefined)
          return ok({
            trade_no: known.tradeNo,
            out_trade_no: known.outTradeNo,
            refund_fee: previous,
            fund_change: 'N',
          })
        if (sim.refuseRefunds) return fail('40004', sim.refuseRefunds, '退款被拒绝')
        const refunded = [...known.refunds.values()].reduce((s, v) => s + Math.round(Number(v) * 100), 0)
        const asked = Math.round(Number(biz.refund_amount) * 100)
        if (!(asked > 0) || refunded + asked > Math.round(Number(known.totalAmount) * 100))
          return fail('40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')
        known.refunds.set(biz.out_request_no, biz.refund_amount)
        known.refundTimes.set(biz.out_request_no, new Date())
        const total = ((refunded + asked) / 100).toFixed(2)
        return ok({
          trade_no: known.tradeNo,
          out_trade_no: known.outTradeNo,
          refund_fee: total,
          fund_change: 'Y',
        })
      }
      case 'alipay.trade.fastpay.refund.query': {
        const amount = t?.refunds.get(biz.out_request_no)
        if (!t || amount === undefined) return ok({ out_trade_no: biz.out_trade_no })
        return ok({
          trade_no: t.tradeNo,
          out_trade_no: t.outTradeNo,
          out_request_no: biz.out_request_no,
          refund_amount: amount,
          total_amount: t.totalAmount,
          refund_status: 'REFUND_SUCCESS',
        })
      }
      case 'alipay.data.dataservice.bill.downloadurl.query': {
        const billDate = biz.bill_date ?? ''
        if (biz.bill_type !== 'trade' && biz.bill_type !== 'signcustomer')
          return fail('40004', 'isp.bill_type_error', '账单类型错误')
        if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate))
          return fail('40004', 'isv.invalid-bill-date', '账单日期格式不正确')
        // T+1: a day's bill exists from the next day on.
        if (billDate >= chinaDay(sim.clock())) return fail('40004', 'isp.bill_not_exist', '账单不存在')
        const token = randomBytes(12).toString('hex')
        bills.set(token, { billDate, until: Date.now() + 30_000 })
        const day = billDate.replaceAll('-', '')
        const query = new URLSearchParams({
          bizType: 'trade',
          userId: pid,
          fileType: 'csv.zip',
          bizDates: day,
          downloadFileName: `${pid}_${day}.csv.zip`,
          fileId: `/trade/${pid}/${day}`,
          token,
        })
        return ok({
          bill_download_url: `${sim.url.replace(/\/gateway\.do$/, '')}/downloadBillFile.resource?${query}`,
        })
      }
      default:
        return fail('40004', 'isv.invalid-method', '不存在的方法名')
    }
  }

  /** The zip Alipay serves for a day: the details and their summary, GBK, GBK names. */
  function billZip(billDate: string) {
    const rows = sim.tamperBill(sim.billRows(billDate), billDate)
    const day = billDate.replaceAll('-', '')
    const cnDay = (text: string) => text.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')
    const next = chinaDayAhead(1, chinaDayStartOf(billDate) ?? Number.NaN)
    const head = (title: string) => [
      `#支付宝${title}查询`,
      `#账号：[${pid}]`,
      `#起始日期：[${cnDay(billDate)} 00:00:00]   终止日期：[${cnDay(next)} 00:00:00]`,
    ]
    const exported = chinaDateTime(new Date()).replace(/^(\d+)-(\d+)-(\d+)/, '$1年$2月$3日')
    const trades = rows.filter((r) => r.type === '交易')
    const refunds = rows.filter((r) => r.type === '退款')
    const sum = (list: AlipayBillRow[]) => yuan(list.reduce((s, r) => s + toFen(r.amount), 0))
    const details = [
      ...head('业务明细'),
      '#-----------------------------------------业务明细列表----------------------------------------',
      ALIPAY_BILL_HEADER,
      ...rows.map(alipayBillLine),
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${trades.length}笔，商家实收共${sum(trades)}元，商家优惠共0.00元`,
      `#退款合计：${refunds.length}笔，商家实收退款共${sum(refunds)}元，商家优惠退款共0.00元`,
      `#导出时间：[${exported}]`,
    ]
    const summary = [
      ...head('业务汇总'),
      '#-----------------------------------------业务汇总列表----------------------------------------',
      '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,商家红包消费金额（元）,卡消费金额（元）,服务费（元）,分润（元）,实收净额（元）',
      `合计,,${trades.length},${refunds.length},${sum(rows)},${sum(rows)},0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,${sum(rows)}`,
      '#-----------------------------------------业务汇总列表结束------------------------------------',
      `#导出时间：[${exported}]`,
    ]
    return zipFiles([
      { name: gbkEncode(`${pid}_${day}_业务明细.csv`), data: gbkEncode(`${details.join('\r\n')}\r\n`) },
      { name: gbkEncode(`${pid}_${day}_业务明细(汇总).csv`), data: gbkEncode(`${summary.join('\r\n')}\r\n`) },
    ])
  }
  const bills = new Map<string, { billDate: string; until: number }>()
  /** The page-pay return: return_url with Alipay's synchronous result parameters, signed. */
  const returnTo = (returnUrl: string, t: SimTrade) => {
    const back = new URL(returnUrl)
    const result: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: t.outTradeNo,
      method: 'alipay.trade.page.pay.return',
      total_amount: t.totalAmount,
      trade_no: t.tradeNo,
      auth_app_id: appId,
      version: '1.0',
      app_id: appId,
      sign_type: 'RSA2',
      seller_id: pid,
      timestamp: now(),
    }
    result.sign = sign(alipaySignContent(result, true))
    for (const [k, v] of Object.entries(result)) back.searchParams.set(k, v)
    return back.toString()
  }

  const server: Server = createServer(async (req, res) => {
    if (sim.down > 0) {
      sim.down--
      req.socket.destroy()
      return
    }
    const url = new URL(req.url ?? '/', 'http://sim')
    if (req.method === 'GET' && url.pathname === '/downloadBillFile.resource') {
      // The bill's address: no signature, good for 30 seconds.
      const bill = bills.get(url.searchParams.get('token') ?? '')
      if (!bill || bill.until < Date.now()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('file not exist or expired')
        return
      }
      sim.downloads++
      const name = url.searchParams.get('downloadFileName') ?? 'bill.csv.zip'
      res
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename=${name}`,
        })
        .end(billZip(bill.billDate))
      return
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams)
    if (req.method === 'POST')
      Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(req))))
    const method = params.method ?? ''
    sim.calls.push(method)
    const signed =
      params.app_id === appId &&
      params.sign_type === 'RSA2' &&
      verify(params) &&
      (!expectedAppSn ||
        (params.app_cert_sn === expectedAppSn && params.alipay_root_cert_sn === expectedRootSn))
    if (req.method === 'GET') {
      // The page/wap pay URL the buyer's browser opens: Alipay's cashier page.
      if (!signed) {
        sim.badSignatures++
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('invalid-signature')
        return
      }
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
      const t = tradeOf(biz, params.notify_url ?? null, true)
      // Once paid, the cashier sends the buyer back to return_url with the synchronous (signed) result.
      const back =
        t.status === 'TRADE_SUCCESS' && params.return_url
          ? `<p data-paid>支付成功</p><a href="${escapeHtml(returnTo(params.return_url, t))}">返回商家</a>`
          : ''
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>支付宝（模拟）</title><h1>${escapeHtml(t.subject)}</h1><p data-amount>${t.totalAmount}</p>${back}`,
        )
      return
    }
    if (!signed) {
      sim.badSignatures++
      res
        .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
        .end(answer(method, fail('40002', 'isv.invalid-signature', '验签出错')))
      return
    }
    res
      .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      .end(answer(method, handle(method, params)))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`
  env.ALIPAY_GATEWAY = sim.url
  return sim
}
