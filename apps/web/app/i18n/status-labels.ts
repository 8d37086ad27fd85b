/**
 * The one source of the words for after-sale and complaint statuses, per audience and language. Each
 * audience reads a status from where it stands, so the words differ on purpose, and only here:
 * - buyer: the member centre; the same words the API sends as `…StatusValue` (`@silk/contracts/status-labels`);
 * - seller: the seller centre's queues, named by what the store does next (PASS = 待买家退货);
 * - operator: the operator console, named by who acted (商家终止).
 * The translations (`zh/afterSale.ts`, `zh/seller-queues.ts`, `zh/adminTrade.ts`, `zh/complaint.ts` and
 * their `en/` twins) take their status words from here and nowhere else; `status-labels.test.ts` keeps
 * every audience complete in both languages.
 */
import type { AfterSaleStatus } from '@silk/contracts/after-sale'
import type { ComplaintStatus } from '@silk/contracts/complaint'
import {
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_STATUS_LABELS_EN,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS_EN,
} from '@silk/contracts/status-labels'

export type Audience = 'buyer' | 'seller' | 'operator'
export type StatusLang = 'zh' | 'en'

type Labels<S extends string> = Readonly<Record<S, string>>

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
