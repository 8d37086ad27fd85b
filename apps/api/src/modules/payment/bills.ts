import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { parse } from 'csv-parse/sync'
import { unzipSync } from 'fflate'
import { amountToFen } from './amounts.ts'

/**
 * The gateways' daily trade bills (对账单, decision 149): Alipay's zipped GBK CSV of
 * `alipay.data.dataservice.bill.downloadurl.query` and WeChat Pay's `/v3/bill/tradebill` CSV, read into
 * the lines reconciliation compares with our payment and refund log. Amounts are fen, always positive.
 */
export interface BillLine {
  kind: 'PAYMENT' | 'REFUND'
  outTradeNo: string
  /** PAYMENT: the out_trade_no; REFUND: our refund number (Alipay out_request_no, WeChat out_refund_no). */
  key: string
  /** The gateway's number: Alipay trade_no, WeChat transaction_id (refunds: refund_id). */
  providerNo: string
  amount: number
  /** When, as the bill writes it (China time, `yyyy-MM-dd HH:mm:ss`). */
  time: string
}

/** A day's bill: its lines, or the gateway's word that it has none (yet) for that day. */
export type TradeBill = { status: 'READY'; lines: BillLine[] } | { status: 'UNAVAILABLE'; reason: string }

/** A bill we cannot believe (truncated, wrong hash, a line we cannot read): the run fails and is retried. */
export class BillError extends Error {}

/** A bill's yuan text ("12.34", "-0.01", "0.00000") as positive fen. */
function fen(text: string | undefined, what: string): number {
  const plain = (text ?? '').trim().replace(/^-/, '')
  // WeChat writes fees with five decimals; amounts have two.
  const m = /^(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(plain)
  const value = m ? amountToFen(m[2] ? `${m[1]}.${m[2]}` : m[1]) : null
  if (value === null) throw new BillError(`bill: ${what} "${text}" is not an amount`)
  return value
}

const rows = (text: string): string[][] =>
  parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true })

function columns(header: string[], needed: string[]): Record<string, number> {
  const index: Record<string, number> = {}
  for (const name of needed) {
    const at = header.findIndex((h) => h.trim() === name)
    if (at < 0) throw new BillError(`bill: no column ${name}`)
    index[name] = at
  }
  return index
}

/**
 * Alipay's trade bill: a zip (`<pid>_<yyyyMMdd>.csv.zip`) of two GBK CSV files, the details
 * (业务明细, first line `#支付宝业务明细查询`) and their summary (业务明细(汇总)); names are GBK
 * too, without the zip's UTF-8 flag, so the details are found by their first line. Between the
 * `业务明细列表` markers: a header, then one row per trade (业务类型 交易) or refund (退款, negative
 * amounts, 退款批次号/请求号 = out_request_no); values end with a tab so spreadsheets keep the digits.
 * The closing `#交易合计：N笔` and `#退款合计：N笔` are checked against the rows read.
 */
export function parseAlipayBill(zip: Uint8Array): BillLine[] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(zip)
  } catch (error) {
    throw new BillError(`alipay bill: not a zip (${(error as Error).message})`)
  }
  const gbk = new TextDecoder('gbk')
  const details = Object.values(files)
    .map((bytes) => gbk.decode(bytes))
    .find((text) => text.replace(/^\uFEFF/, '').startsWith('#支付宝业务明细查询'))
  if (details === undefined) throw new BillError('alipay bill: no 业务明细 file in the zip')
  const lines = details.split(/\r?\n/)
  const start = lines.findIndex((l) => l.startsWith('#') && l.includes('业务明细列表') && !l.includes('结束'))
  const end = lines.findIndex((l) => l.startsWith('#') && l.includes('业务明细列表结束'))
  if (start < 0 || end < start) throw new BillError('alipay bill: the 业务明细列表 markers are missing')
  const table = rows(lines.slice(start + 1, end).join('\n')).map((r) => r.map((v) => v.trim()))
  const [header, ...body] = table
  if (!header) throw new BillError('alipay bill: no header')
  const c = columns(header, [
    '支付宝交易号',
    '商户订单号',
    '业务类型',
    '完成时间',
    '订单金额（元）',
    '退款批次号/请求号',
  ])
  const out: BillLine[] = []
  let trades = 0
  let refunds = 0
  for (const r of body) {
    const type = r[c.业务类型]
    const outTradeNo = r[c.商户订单号]
    const providerNo = r[c.支付宝交易号]
    if (!outTradeNo || !providerNo) throw new BillError(`alipay bill: a row without numbers: ${r.join(',')}`)
    const amount = fen(r[c['订单金额（元）']], '订单金额')
    const time = r[c.完成时间]
    if (type === '交易') {
      trades++
      out.push({ kind: 'PAYMENT', outTradeNo, key: outTradeNo, providerNo, amount, time })
    } else if (type === '退款') {
      refunds++
      // A refund sent without out_request_no is numbered by the out_trade_no (Alipay's rule).
      const key = r[c['退款批次号/请求号']] || outTradeNo
      out.push({ kind: 'REFUND', outTradeNo, key, providerNo, amount, time })
    }
  }
  const footer = lines.slice(end + 1).join('\n')
  const said = (label: string) => {
    const m = new RegExp(`${label}：(\\d+)笔`).exec(footer)
    return m ? Number(m[1]) : null
  }
  const saidTrades = said('交易合计')
  const saidRefunds = said('退款合计')
  if (saidTrades === null || saidRefunds === null)
    throw new BillError('alipay bill: the closing totals are missing (truncated?)')
  if (saidTrades !== trades || saidRefunds !== refunds)
    throw new BillError(
      `alipay bill: ${trades} trades and ${refunds} refunds read, the bill says ${saidTrades} and ${saidRefunds}`,
    )
  return out
}

/**
 * WeChat Pay's trade bill (bill_type ALL), UTF-8: a header row, one row per payment (交易状态
 * SUCCESS) or refund (REFUND; REVOKED for a payment taken back), every value led by a backquote, then
 * the summary header (总交易单数…) and its row. The summary's count is checked against the rows.
 * `hash` is the tradebill answer's SHA1 of the (unzipped) file, checked first.
 */
export function parseWechatBill(file: Uint8Array, hash: { type: string; value: string }): BillLine[] {
  if (hash.type !== 'SHA1') throw new BillError(`wechat bill: unknown hash_type ${hash.type}`)
  const digest = createHash('sha1').update(file).digest('hex')
  if (digest !== hash.value.toLowerCase())
    throw new BillError(`wechat bill: SHA1 ${digest} is not the announced ${hash.value}`)
  const text = new TextDecoder('utf-8').decode(file)
  const table = rows(text).map((r) => r.map((v) => v.trim().replace(/^`/, '')))
  const summaryAt = table.findIndex((r) => r[0] === '总交易单数')
  if (summaryAt < 1 || !table[summaryAt + 1]) throw new BillError('wechat bill: no summary (truncated?)')
  const [header, ...body] = table.slice(0, summaryAt)
  const c = columns(header, [
    '交易时间',
    '微信订单号',
    '商户订单号',
    '交易状态',
    '微信退款单号',
    '商户退款单号',
    '订单金额',
    '退款金额',
    '申请退款金额',
  ])
  const said = Number(table[summaryAt + 1][0])
  if (said !== body.length)
    throw new BillError(`wechat bill: ${body.length} rows read, the summary says ${table[summaryAt + 1][0]}`)
  return body.flatMap((r): BillLine[] => {
    const state = r[c.交易状态]
    const outTradeNo = r[c.商户订单号]
    const time = r[c.交易时间]
    if (!outTradeNo) throw new BillError(`wechat bill: a row without 商户订单号: ${r.join(',')}`)
    if (state === 'SUCCESS')
      return [
        {
          kind: 'PAYMENT',
          outTradeNo,
          key: outTradeNo,
          providerNo: r[c.微信订单号],
          amount: fen(r[c.订单金额], '订单金额'),
          time,
        },
      ]
    if (state === 'REFUND' || state === 'REVOKED') {
      // 申请退款金额 is what was asked (our refund's amount); older bills have only 退款金额.
      const asked = r[c.申请退款金额] || r[c.退款金额]
      return [
        {
          kind: 'REFUND',
          outTradeNo,
          key: r[c.商户退款单号] || `REVOKED-${outTradeNo}`,
          providerNo: r[c.微信退款单号] || r[c.微信订单号],
          amount: fen(asked, '申请退款金额'),
          time,
        },
      ]
    }
    return []
  })
}

/** A WeChat bill file as downloaded: gunzipped when it came as gzip (tar_type=GZIP), else as it is. */
export const wechatBillBytes = (body: Uint8Array): Uint8Array =>
  body[0] === 0x1f && body[1] === 0x8b ? new Uint8Array(gunzipSync(body)) : body
