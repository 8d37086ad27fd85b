import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { RefundLogStatus } from '@silk/contracts/admin-arbitration'
import { AfterSaleStatus } from '@silk/contracts/after-sale'
import { ComplaintStatus } from '@silk/contracts/complaint'
import { ManagerOrderFilter } from '@silk/contracts/manager-order'
import { OrderStatus } from '@silk/contracts/order'
import { PAY_STATUS_LABELS } from '@silk/contracts/status-labels'
import { describe, expect, it } from 'vitest'
import { adminTrade as adminTradeEn } from './en/adminTrade.ts'
import { en } from './en/index.ts'
import { sellerOrders as sellerOrdersEn } from './en/seller-orders.ts'
import { sellerQueues as sellerQueuesEn } from './en/seller-queues.ts'
import {
  AFTER_SALE_STATUS_WORDS,
  type Audience,
  COMPLAINT_STATUS_WORDS,
  deskOrderTabs,
  ORDER_REFUNDED_WORD,
  ORDER_STATUS_WORDS,
  PAY_STATUS_WORDS,
  REFUND_STATUS_WORDS,
} from './status-labels.ts'
import { adminTrade as adminTradeZh } from './zh/adminTrade.ts'
import { zh } from './zh/index.ts'
import { sellerOrders as sellerOrdersZh } from './zh/seller-orders.ts'
import { sellerQueues as sellerQueuesZh } from './zh/seller-queues.ts'

const audiences: Audience[] = ['buyer', 'seller', 'operator']
const adminTradeOf = { zh: adminTradeZh, en: adminTradeEn }

/** Each word is there; Chinese words have Chinese characters, English words none. */
function expectWords(lang: 'zh' | 'en', words: string[]) {
  for (const text of words) {
    expect(text.trim()).not.toBe('')
    expect(/[\u4e00-\u9fff]/.test(text)).toBe(lang === 'zh')
  }
}

describe('status labels: one source per status and audience', () => {
  it('word every after-sale and complaint status for every audience, in Chinese and English', () => {
    for (const audience of audiences) {
      for (const lang of ['zh', 'en'] as const) {
        const afterSale = AFTER_SALE_STATUS_WORDS[audience][lang]
        const complaint = COMPLAINT_STATUS_WORDS[audience][lang]
        expect(Object.keys(afterSale).sort()).toEqual([...AfterSaleStatus.options].sort())
        expect(Object.keys(complaint).sort()).toEqual([...ComplaintStatus.options].sort())
        const order = ORDER_STATUS_WORDS[audience][lang]
        expect(Object.keys(order).sort()).toEqual([...OrderStatus.options].sort())
        expectWords(lang, [...Object.values(afterSale), ...Object.values(complaint), ...Object.values(order)])
      }
    }
  })

  it('word every payment and refund state for the audiences that see them', () => {
    const operatorPay = ManagerOrderFilter.shape.payStatus.unwrap().options
    for (const lang of ['zh', 'en'] as const) {
      expect(Object.keys(PAY_STATUS_WORDS.buyer[lang]).sort()).toEqual(Object.keys(PAY_STATUS_LABELS).sort())
      expect(Object.keys(PAY_STATUS_WORDS.operator[lang]).sort()).toEqual([...operatorPay].sort())
      expect(Object.keys(REFUND_STATUS_WORDS.operator[lang]).sort()).toEqual(
        [...RefundLogStatus.options].sort(),
      )
      expectWords(lang, [
        ...Object.values(PAY_STATUS_WORDS.buyer[lang]),
        ...Object.values(PAY_STATUS_WORDS.operator[lang]),
        ...Object.values(REFUND_STATUS_WORDS.operator[lang]),
        ORDER_REFUNDED_WORD[lang],
      ])
    }
  })

  it('are the words the translations show: buyer, seller centre and operator console', () => {
    const sides = [
      { lang: 'zh', shop: zh, seller: sellerQueuesZh, operator: adminTradeZh },
      { lang: 'en', shop: en, seller: sellerQueuesEn, operator: adminTradeEn },
    ] as const
    for (const { lang, shop, seller, operator } of sides) {
      expect(shop.afterSale.status).toBe(AFTER_SALE_STATUS_WORDS.buyer[lang])
      expect(shop.complaint.status).toBe(COMPLAINT_STATUS_WORDS.buyer[lang])
      expect(seller.afterSale.status).toBe(AFTER_SALE_STATUS_WORDS.seller[lang])
      expect(seller.complaint.status).toBe(COMPLAINT_STATUS_WORDS.seller[lang])
      expect(operator.afterSale.statuses).toBe(AFTER_SALE_STATUS_WORDS.operator[lang])
      expect(operator.complaint.statuses).toBe(COMPLAINT_STATUS_WORDS.operator[lang])
      expect(shop.orders.status).toBe(ORDER_STATUS_WORDS.buyer[lang])
      expect(operator.payment.payStatuses).toBe(PAY_STATUS_WORDS.operator[lang])
      expect(operator.payment.refundStatuses).toBe(REFUND_STATUS_WORDS.operator[lang])
      expect(operator.order.refunded).toBe(ORDER_REFUNDED_WORD[lang])
    }
    for (const [lang, desk] of [
      ['zh', sellerOrdersZh],
      ['en', sellerOrdersEn],
    ] as const) {
      expect(desk.list.tabs).toEqual(deskOrderTabs(lang))
      expect(desk.list.refunded).toBe(ORDER_REFUNDED_WORD[lang])
      expect(adminTradeOf[lang].order.tabs).toBe(desk.list.tabs)
    }
    expect(zh.wallet.payStatus).toBe(PAY_STATUS_WORDS.buyer.zh)
  })

  it('keep the words the journeys read', () => {
    expect(AFTER_SALE_STATUS_WORDS.buyer.zh.APPLY).toBe('申请中')
    expect(AFTER_SALE_STATUS_WORDS.buyer.zh.BUYER_CANCEL).toBe('买家取消售后')
    expect(AFTER_SALE_STATUS_WORDS.seller.zh.PASS).toBe('待买家退货')
    expect(AFTER_SALE_STATUS_WORDS.seller.zh.BUYER_RETURN).toBe('买家已退货')
    expect(COMPLAINT_STATUS_WORDS.seller.zh.WAIT_ARBITRATION).toBe('等待仲裁')
    expect(COMPLAINT_STATUS_WORDS.seller.en.WAIT_ARBITRATION).toBe('Awaiting arbitration')
  })
})

/**
 * No other source writes a status word: a line giving a text to a key that only these status kinds
 * have (UNDELIVERED, SELLER_TERMINATION, WAIT_ARBITRATION, TRANSFER_WAITING, …) is a second label source.
 */
const app = path.resolve(import.meta.dirname, '..')
const contracts = path.resolve(app, '../../../packages/contracts/src')
const SOURCES = new Set(['app/i18n/status-labels.ts', 'contracts/status-labels.ts'])
const STATUS_WORD =
  /\b(UNDELIVERED|DELIVERED|TAKE|SELLER_TERMINATION|SELLER_CONFIRM|BUYER_RETURN|BUYER_CANCEL|WAIT_REFUND|WAIT_APPEAL|COMMUNICATION|WAIT_ARBITRATION|TRANSFER_WAITING)\s*:\s*['"`]/
/** Lines that key a text by a status but are no status label, with the reason. */
const NOT_LABELS = [
  // The order page's progress steps, named by the step the status reaches (支付成功, 商家发货).
  'step: { UNPAID:',
  'pickupStep: { UNPAID:',
  // The pickup code panel: whether the goods were picked up (待提货, 已提货).
  'take: { TAKE:',
  // The operator's after-sale queue tabs: queues of work, not statuses (待线下退款 gathers WAIT_REFUND cases).
  "tabs: { ALL: '全部售后'",
  "tabs: { ALL: 'All after-sales'",
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('status labels: no second source', () => {
  it('no web or contract source but the two status-labels files words a status', () => {
    const files = [...sourceFiles(app), ...sourceFiles(contracts)]
    const found = files.flatMap((file) => {
      const name = file.startsWith(app)
        ? `app/${path.relative(app, file)}`
        : `contracts/${path.relative(contracts, file)}`
      if (SOURCES.has(name.split(path.sep).join('/'))) return []
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          STATUS_WORD.test(line) && !NOT_LABELS.some((f) => line.includes(f))
            ? [`${name}:${i + 1}: ${line.trim()}`]
            : [],
        )
    })
    expect(files.length).toBeGreaterThan(400)
    expect(found).toEqual([])
  })

  it('the check sees a status worded elsewhere', () => {
    expect(STATUS_WORD.test("  UNDELIVERED: '待发货',")).toBe(true)
    expect(STATUS_WORD.test("payStatuses: { UNPAID: '未支付', TRANSFER_WAITING: '待转账到账' },")).toBe(true)
    expect(STATUS_WORD.test("      SELLER_TERMINATION: 'Ended by store',")).toBe(true)
    expect(STATUS_WORD.test("const status = o.orderStatus === 'PAID' ? 'UNDELIVERED' : o.orderStatus")).toBe(
      false,
    )
    expect(STATUS_WORD.test('  SELLER_TERMINATION: goodsStyles.refused,')).toBe(false)
  })
})
