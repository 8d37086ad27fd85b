/**
 * The one source of the words for order, payment, refund, after-sale and complaint statuses, per
 * audience and language. Each audience reads a status from where it stands, so the words differ on
 * purpose, and only here:
 * - buyer: the member centre; the same words the API sends as `…StatusValue` (`@silk/contracts/status-labels`);
 * - seller: the seller centre's queues, named by what the store does next (PASS = 待买家退货; an order
 *   PAID is 待发货, as the order desk's tab);
 * - operator: the operator console, named by who acted (商家终止); its order desk words orders as the seller's.
 * The translations (`zh/afterSale.ts`, `zh/seller-queues.ts`, `zh/seller-orders.ts`, `zh/adminTrade.ts`,
 * `zh/complaint.ts`, `zh/orders.ts` and their `en/` twins) take their status words from here and nowhere
 * else; `status-labels.test.ts` keeps every audience complete in both languages and fails when a
 * translation writes a status word of its own.
 */

import type { RefundLogStatus } from '@silk/contracts/admin-arbitration'
import type { AfterSaleStatus } from '@silk/contracts/after-sale'
import type { ComplaintStatus } from '@silk/contracts/complaint'
import type { OrderStatus } from '@silk/contracts/order'
import {
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_STATUS_LABELS_EN,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS_EN,
  ORDER_REFUNDED_LABEL,
  ORDER_REFUNDED_LABEL_EN,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_LABELS_EN,
  PAY_STATUS_LABELS,
  PAY_STATUS_LABELS_EN,
} from '@silk/contracts/status-labels'
import type { z } from 'zod'

export type Audience = 'buyer' | 'seller' | 'operator'
export type StatusLang = 'zh' | 'en'

type Labels<S extends string> = Readonly<Record<S, string>>
type Words<S extends string> = Record<StatusLang, Labels<S>>

/** The order desk's words (seller and operator): what is to be done next; PAID waits for shipping too. */
const DESK_ORDER_WORDS: Words<OrderStatus> = {
  zh: {
    UNPAID: '待付款',
    PAID: '待发货',
    UNDELIVERED: '待发货',
    DELIVERED: '待收货',
    TAKE: '待核验',
    COMPLETED: '已完成',
    CANCELLED: '已取消',
  },
  en: {
    UNPAID: 'Unpaid',
    PAID: 'To ship',
    UNDELIVERED: 'To ship',
    DELIVERED: 'Shipped',
    TAKE: 'To verify',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
  },
}

export const ORDER_STATUS_WORDS: Record<Audience, Words<OrderStatus>> = {
  buyer: { zh: ORDER_STATUS_LABELS, en: ORDER_STATUS_LABELS_EN },
  seller: DESK_ORDER_WORDS,
  operator: DESK_ORDER_WORDS,
}

/** An order closed because every unit was refunded (CANCELLED underneath): the same word for everyone. */
export const ORDER_REFUNDED_WORD: Record<StatusLang, string> = {
  zh: ORDER_REFUNDED_LABEL,
  en: ORDER_REFUNDED_LABEL_EN,
}

/** The order desk's tabs, seller's and operator's: every order, then the statuses a desk files orders under. */
export function deskOrderTabs(lang: StatusLang) {
  const { PAID: _paidIsToShip, ...words } = DESK_ORDER_WORDS[lang]
  return { ALL: lang === 'zh' ? '全部' : 'All', ...words }
}

type PayStatus = keyof typeof PAY_STATUS_LABELS
/** The operator also watches unpaid orders whose buyer chose a bank transfer. */
type OperatorPayStatus = PayStatus | 'TRANSFER_WAITING'

/** Payment states: the buyer's wallet and top-ups, the operator's payment and order lists (no seller page shows them). */
export const PAY_STATUS_WORDS: { buyer: Words<PayStatus>; operator: Words<OperatorPayStatus> } = {
  buyer: { zh: PAY_STATUS_LABELS, en: PAY_STATUS_LABELS_EN },
  operator: {
    zh: { UNPAID: '未支付', TRANSFER_WAITING: '待转账到账', PAID: '已支付', CANCEL: '已取消' },
    en: { UNPAID: 'Unpaid', TRANSFER_WAITING: 'Awaiting bank transfer', PAID: 'Paid', CANCEL: 'Cancelled' },
  },
}

/** A refund request's state at the gateway or bank: only the operator's payment list shows it. */
export const REFUND_STATUS_WORDS: { operator: Words<z.infer<typeof RefundLogStatus>> } = {
  operator: {
    zh: { WAIT: '待线下退款', PENDING: '退款中', DONE: '已退款', FAILED: '退款失败' },
    en: { WAIT: 'Due offline', PENDING: 'Refunding', DONE: 'Refunded', FAILED: 'Refund failed' },
  },
}

export const AFTER_SALE_STATUS_WORDS: Record<Audience, Record<StatusLang, Labels<AfterSaleStatus>>> = {
  buyer: { zh: AFTER_SALE_STATUS_LABELS, en: AFTER_SALE_STATUS_LABELS_EN },
  seller: {
    zh: {
      APPLY: '待审核',
      PASS: '待买家退货',
      REFUSE: '已拒绝',
      BUYER_RETURN: '买家已退货',
      SELLER_CONFIRM: '已收货',
      SELLER_TERMINATION: '已终止',
      BUYER_CANCEL: '买家已取消',
      WAIT_REFUND: '待平台退款',
      COMPLETE: '已完成',
    },
    en: {
      APPLY: 'To review',
      PASS: 'Awaiting return',
      REFUSE: 'Refused',
      BUYER_RETURN: 'Returned by buyer',
      SELLER_CONFIRM: 'Received',
      SELLER_TERMINATION: 'Ended',
      BUYER_CANCEL: 'Cancelled by buyer',
      WAIT_REFUND: 'Awaiting platform refund',
      COMPLETE: 'Completed',
    },
  },
  operator: {
    zh: {
      APPLY: '待审核',
      PASS: '已通过',
      REFUSE: '已拒绝',
      BUYER_RETURN: '买家已退货',
      SELLER_CONFIRM: '商家已收货',
      SELLER_TERMINATION: '商家终止',
      BUYER_CANCEL: '买家取消',
      WAIT_REFUND: '待平台退款',
      COMPLETE: '已完成',
    },
    en: {
      APPLY: 'To review',
      PASS: 'Approved',
      REFUSE: 'Refused',
      BUYER_RETURN: 'Returned by buyer',
      SELLER_CONFIRM: 'Received by store',
      SELLER_TERMINATION: 'Ended by store',
      BUYER_CANCEL: 'Cancelled by buyer',
      WAIT_REFUND: 'Platform refund due',
      COMPLETE: 'Completed',
    },
  },
}

export const COMPLAINT_STATUS_WORDS: Record<Audience, Record<StatusLang, Labels<ComplaintStatus>>> = {
  buyer: { zh: COMPLAINT_STATUS_LABELS, en: COMPLAINT_STATUS_LABELS_EN },
  seller: {
    zh: {
      NEW: '新投诉',
      WAIT_APPEAL: '待申诉',
      COMMUNICATION: '对话中',
      WAIT_ARBITRATION: '等待仲裁',
      COMPLETE: '已完成',
      CANCEL: '已撤回',
    },
    en: {
      NEW: 'New',
      WAIT_APPEAL: 'Awaiting appeal',
      COMMUNICATION: 'In dialogue',
      WAIT_ARBITRATION: 'Awaiting arbitration',
      COMPLETE: 'Completed',
      CANCEL: 'Withdrawn',
    },
  },
  operator: {
    zh: {
      NEW: '新投诉',
      WAIT_APPEAL: '待申诉',
      COMMUNICATION: '对话中',
      WAIT_ARBITRATION: '待仲裁',
      COMPLETE: '已完成',
      CANCEL: '已撤销',
    },
    en: {
      NEW: 'New',
      WAIT_APPEAL: 'Awaiting appeal',
      COMMUNICATION: 'In dialogue',
      WAIT_ARBITRATION: 'To arbitrate',
      COMPLETE: 'Completed',
      CANCEL: 'Withdrawn',
    },
  },
}
