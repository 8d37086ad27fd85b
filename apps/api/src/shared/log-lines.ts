import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_EN } from '@silk/contracts/wallet'
import { carrierName, english } from './english-texts.ts'
import type { Locale } from './localised.ts'

/**
 * The lines of the order log (`order_log`) and the after-sale log (`after_sale_log`), by code, in both
 * languages (decision 137). A writer names a code and its parts (`orderLine('ORDER_SHIPPED', {…})`);
 * the row keeps the code and the parts beside the Chinese sentence, and is read in the reader's
 * language from them. `zh` is the sentence with its parts as `{name}`; `en` builds the English from the
 * same parts. What a person typed (a reason, a remark, an address) stays as typed.
 *
 * Rows written before the codes have only the sentence: it is matched against the `zh` sentences below
 * to find its code and parts (all of them were written from these sentences), and is shown as stored
 * when none matches.
 */
type Slots<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Slots<Rest> : never
export type LineArgs<S extends string> = { [K in Slots<S>]: string }
interface Line<S extends string> {
  zh: S
  en: (a: LineArgs<S>) => string
}
const line = <const S extends string>(zh: S, en: (a: LineArgs<S>) => string): Line<S> => ({ zh, en })

/** The payment methods' Chinese words in the order log (contracts' labels) to their English ones. */
const METHOD: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PAYMENT_METHOD_LABELS).map(([key, zh]) => [
      zh,
      PAYMENT_METHOD_LABELS_EN[key as keyof typeof PAYMENT_METHOD_LABELS],
    ]),
  ),
  积分: 'Points',
}
const KIND: Record<string, string> = { 退货: 'return', 退款: 'refund' }
const carrier = (name: string) => carrierName('en', name)
/** An amount as the after-sale log writes it (￥12.00) in the English interface's sign. */
const amount = (text: string) => text.replace(/^￥/, '¥')

export const ORDER_LOG_LINES = {
  ORDER_CREATED: line('订单[{sn}]创建', (a) => `Order ${a.sn} placed`),
  ORDER_CREATED_FROM_QUOTE: line(
    '订单[{sn}]创建（采购需求{request}接受报价）',
    (a) => `Order ${a.sn} placed: quote accepted on purchase request ${a.request}`,
  ),
  ORDER_TRANSFER_CHOSEN: line(
    '买家选择线下转账，须于{deadline}前付款',
    (a) => `The buyer chose bank transfer, to pay by ${a.deadline}`,
  ),
  ORDER_PAID: line('订单付款，付款方式[{method}]', (a) => `Order payment (${METHOD[a.method] ?? a.method})`),
  ORDER_CONFIRMED: line(
    '订单库存确认，等待商家发货',
    () => 'Stock confirmed; waiting for the seller to ship',
  ),
  ORDER_CONFIRMED_PICKUP: line(
    '订单库存确认，等待到店自提核验',
    () => 'Stock confirmed; waiting for pickup at the store',
  ),
  ORDER_PRICE_CHANGED: line(
    '订单[{sn}]改价，应付金额由{from}改为{to}',
    (a) => `Order ${a.sn}: amount due changed from ${a.from} to ${a.to}`,
  ),
  ORDER_CONSIGNEE_CHANGED: line(
    '订单[{sn}]修改收货人，由「{from}」改为「{to}」',
    (a) => `Order ${a.sn}: consignee changed from “${a.from}” to “${a.to}”`,
  ),
  ORDER_REMARK: line('订单[{sn}]商家备注：{remark}', (a) => `Order ${a.sn}: seller’s note: ${a.remark}`),
  ORDER_REMARK_CLEARED: line('订单[{sn}]清除商家备注', (a) => `Order ${a.sn}: seller’s note cleared`),
  ORDER_SHIPPED: line(
    '订单[{sn}]发货，物流公司：{carrier}，单号：{no}',
    (a) => `Order ${a.sn} shipped with ${carrier(a.carrier)}, tracking number ${a.no}`,
  ),
  ORDER_PICKED_UP: line(
    '订单[{sn}]核验码核验通过，买家已到店提货',
    (a) => `Order ${a.sn} picked up with its code`,
  ),
  ORDER_RECEIVED: line('订单[{sn}]确认收货', (a) => `Order ${a.sn} received`),
  ORDER_AUTO_RECEIVED: line(
    '订单[{sn}]签收{days}天后系统自动确认收货',
    (a) => `Order ${a.sn} received automatically ${a.days} days after delivery`,
  ),
  ORDER_CANCELLED: line(
    '订单[{sn}]取消，原因为：{reason}',
    (a) => `Order ${a.sn} cancelled: ${english(a.reason)}`,
  ),
  ORDER_REFUNDED_CLOSED: line(
    '订单[{sn}]货物全部退款，订单关闭',
    (a) => `Order ${a.sn} fully refunded and closed`,
  ),
}

export const AFTER_SALE_LOG_LINES = {
  AFTER_SALE_APPLIED: line(
    '售后单[{sn}]申请{kind}，数量{num}，原因：{reason}',
    (a) => `After-sales ${a.sn}: ${KIND[a.kind] ?? a.kind} of ${a.num} requested. Reason: ${a.reason}`,
  ),
  AFTER_SALE_CANCELLED: line('售后单[{sn}]已被买家取消', (a) => `After-sales ${a.sn} cancelled by the buyer`),
  AFTER_SALE_REFUSED: line(
    '售后单[{sn}]被商家拒绝，原因：{reason}',
    (a) => `After-sales ${a.sn} refused by the seller: ${a.reason}`,
  ),
  AFTER_SALE_ESCALATED: line(
    '买家申请平台介入，理由：{reason}',
    (a) => `The buyer asked the platform to step in: ${a.reason}`,
  ),
  AFTER_SALE_UPHELD: line(
    '平台维持商家的处理，意见：{remark}',
    (a) => `The platform upheld the seller’s decision: ${a.remark}`,
  ),
  AFTER_SALE_APPROVED: line(
    '售后单[{sn}]审核通过，等待买家寄回商品',
    (a) => `After-sales ${a.sn} approved; waiting for the goods to come back`,
  ),
  AFTER_SALE_RETURN_SENT: line(
    '售后单[{sn}]买家已寄回商品，物流公司：{carrier}，单号：{no}',
    (a) => `After-sales ${a.sn}: goods sent back with ${carrier(a.carrier)}, tracking number ${a.no}`,
  ),
  AFTER_SALE_GOODS_REFUSED: line(
    '售后单[{sn}]商家拒收退回商品，售后终止，原因：{reason}',
    (a) => `After-sales ${a.sn} closed: the seller refused the goods (${a.reason})`,
  ),
  AFTER_SALE_GOODS_RECEIVED: line(
    '售后单[{sn}]商家已确认收到退回商品',
    (a) => `After-sales ${a.sn}: the seller received the goods`,
  ),
  AFTER_SALE_GOODS_RESTOCKED: line(
    '售后单[{sn}]商家已确认收到退回商品，{num}件退回商品已入库',
    (a) => `After-sales ${a.sn}: the seller received the goods and put ${a.num} back in stock`,
  ),
  AFTER_SALE_WAITING_REFUND: line(
    '售后单[{sn}]等待平台线下退款{amount}',
    (a) => `After-sales ${a.sn}: waiting for the platform to refund ${amount(a.amount)}`,
  ),
  AFTER_SALE_REFUNDED: line(
    '售后单[{sn}]退款完成，退款金额{amount}',
    (a) => `After-sales ${a.sn}: ${amount(a.amount)} refunded`,
  ),
  AFTER_SALE_REFUNDED_OFFLINE: line(
    '售后单[{sn}]平台已线下退款{amount}，流水号：{reference}',
    (a) =>
      `After-sales ${a.sn}: the platform refunded ${amount(a.amount)} by bank transfer, reference ${a.reference}`,
  ),
  AFTER_SALE_REFUND_REMARK: line('线下退款备注：{remark}', (a) => `Offline refund note: ${a.remark}`),
}

/**
 * The complaint log (`order_complaint_log`): one line per status change, written by the complaints'
 * `transition`. The appeal and the ruling are what the store and the operator typed.
 */
export const COMPLAINT_LOG_LINES = {
  COMPLAINT_WITHDRAWN: line('买家撤销投诉', () => 'The buyer withdrew the complaint'),
  COMPLAINT_ANSWERED: line('商家回复投诉', () => 'The store answered the complaint'),
  COMPLAINT_APPEALED: line('商家申诉：{appeal}', (a) => `The store appealed: ${a.appeal}`),
  COMPLAINT_FORWARDED: line(
    '平台转交商家申诉',
    () => 'The platform passed the complaint to the store for its appeal',
  ),
  COMPLAINT_ARBITRATED: line('平台仲裁：{result}', (a) => `The platform ruled: ${a.result}`),
}

type Table = Record<string, Line<string>>
export type OrderLogCode = keyof typeof ORDER_LOG_LINES
export type AfterSaleLogCode = keyof typeof AFTER_SALE_LOG_LINES
export type ComplaintLogCode = keyof typeof COMPLAINT_LOG_LINES

/** What a log row is written with: its code and parts, and the Chinese sentence they make. */
export interface LogLine<C extends string = string> {
  code: C
  args: Record<string, string>
  message: string
}

const fill = (zh: string, args: Record<string, string>) => zh.replace(/\{(\w+)\}/g, (_, k) => args[k] ?? '')

function make<T extends Table, C extends keyof T & string>(table: T, code: C, args: Record<string, string>) {
  return { code, args, message: fill(table[code].zh, args) }
}

/** An order log line: `transition` and `logOrder` take nothing else. */
export function orderLine<C extends OrderLogCode>(
  code: C,
  args: LineArgs<(typeof ORDER_LOG_LINES)[C]['zh']>,
): LogLine<C> {
  return make(ORDER_LOG_LINES, code, args)
}

/** An after-sale log line: the after-sale `transition` and `writeLog` take nothing else. */
export function afterSaleLine<C extends AfterSaleLogCode>(
  code: C,
  args: LineArgs<(typeof AFTER_SALE_LOG_LINES)[C]['zh']>,
): LogLine<C> {
  return make(AFTER_SALE_LOG_LINES, code, args)
}

/** A complaint log line: the complaints' `transition` takes nothing else. */
export function complaintLine<C extends ComplaintLogCode>(
  code: C,
  args: LineArgs<(typeof COMPLAINT_LOG_LINES)[C]['zh']>,
): LogLine<C> {
  return make(COMPLAINT_LOG_LINES, code, args)
}

/** A `zh` sentence as a pattern finding its parts in a stored row (the last part may run to the end). */
function patternOf(zh: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = zh
    .split(/(\{\w+\})/)
    .map((piece) => {
      const slot = piece.match(/^\{(\w+)\}$/)
      if (!slot) return piece.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
      names.push(slot[1])
      return '(.*?)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`, 's'), names }
}

/** The patterns of a table, the longest fixed text first, so a longer sentence wins over its start. */
const patternsOf = (table: Table) =>
  Object.entries(table)
    .map(([code, l]) => ({ code, ...patternOf(l.zh), fixed: l.zh.replace(/\{\w+\}/g, '').length }))
    .sort((a, b) => b.fixed - a.fixed)

const PATTERNS = new Map<Table, ReturnType<typeof patternsOf>>([
  [ORDER_LOG_LINES, patternsOf(ORDER_LOG_LINES)],
  [AFTER_SALE_LOG_LINES, patternsOf(AFTER_SALE_LOG_LINES)],
  [COMPLAINT_LOG_LINES, patternsOf(COMPLAINT_LOG_LINES)],
])

/** The code and parts of a row written before the codes, from its sentence; null when none matches. */
export function parseLine(
  table: Table,
  message: string,
): { code: string; args: Record<string, string> } | null {
  for (const { code, pattern, names } of PATTERNS.get(table) ?? patternsOf(table)) {
    const m = message.match(pattern)
    if (m) return { code, args: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) }
  }
  return null
}

interface LogRow {
  message: string
  messageCode: string | null
  messageArgs: unknown
}

function logText(table: Table, locale: Locale | undefined, row: LogRow): string {
  const known = row.messageCode && Object.hasOwn(table, row.messageCode) ? row.messageCode : null
  if (!known) {
    if (locale !== 'en') return row.message
    const parsed = parseLine(table, row.message)
    return parsed ? table[parsed.code].en(parsed.args) : row.message
  }
  const args = (row.messageArgs ?? {}) as Record<string, string>
  return locale === 'en' ? table[known].en(args) : fill(table[known].zh, args)
}

/** An order log row's line in the reader's language. */
export const orderLogText = (locale: Locale | undefined, row: LogRow) => logText(ORDER_LOG_LINES, locale, row)

/** An after-sale log row's line in the reader's language. */
export const afterSaleLogText = (locale: Locale | undefined, row: LogRow) =>
  logText(AFTER_SALE_LOG_LINES, locale, row)

/** A complaint log row's line in the reader's language. */
export const complaintLogText = (locale: Locale | undefined, row: LogRow) =>
  logText(COMPLAINT_LOG_LINES, locale, row)

/**
 * Who wrote a log row, in the reader's language: 系统 and a complaint's 平台 are words of the
 * interface, not names, and an operator acting on an after-sale is written 平台（username）.
 */
export function logActorName(locale: Locale | undefined, type: string, name: string): string {
  if (locale !== 'en') return name
  if (type === 'SYSTEM') return 'System'
  if (type === 'PLATFORM' && name === '平台') return 'Platform'
  const platform = type === 'MANAGER' ? name.match(/^平台（(.*)）$/) : null
  return platform ? `Platform (${platform[1]})` : name
}
