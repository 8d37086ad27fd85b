/**
 * The words for each status, in Chinese (what the API sends as `…StatusValue`, as upstream) and English.
 * Both the API and the web's translations read them from here, so the two sides cannot drift. No zod in
 * this file: the web's translations load on every page, and this keeps the schemas out of that bundle.
 */

export const ORDER_STATUS_LABELS = {
  UNPAID: '未付款',
  PAID: '已付款',
  UNDELIVERED: '待发货',
  DELIVERED: '已发货',
  COMPLETED: '已完成',
  TAKE: '待核验',
  CANCELLED: '已取消',
} as const

export const ORDER_STATUS_LABELS_EN: Record<keyof typeof ORDER_STATUS_LABELS, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  UNDELIVERED: 'To ship',
  DELIVERED: 'Shipped',
  COMPLETED: 'Completed',
  TAKE: 'To verify',
  CANCELLED: 'Cancelled',
}

/**
 * An order the system closed because every unit was refunded is CANCELLED for its state machine, but
 * shown as refunded wherever it is listed (issue 60 #7): it was paid, sold and given back, not called off.
 */
export const ORDER_REFUNDED_LABEL = '已退款'
export const ORDER_REFUNDED_LABEL_EN = 'Refunded'

/** Payment state of an order or a top-up (`payStatusValue`). */
export const PAY_STATUS_LABELS = { UNPAID: '待付款', PAID: '已付款', CANCEL: '已取消' } as const

export const PAY_STATUS_LABELS_EN: Record<keyof typeof PAY_STATUS_LABELS, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  CANCEL: 'Cancelled',
}

export const AFTER_SALE_STATUS_LABELS = {
  APPLY: '申请中',
  PASS: '已通过',
  REFUSE: '已拒绝',
  BUYER_RETURN: '买家退货，待卖家收货',
  SELLER_CONFIRM: '卖家确认收货',
  SELLER_TERMINATION: '卖家终止售后',
  BUYER_CANCEL: '买家取消售后',
  WAIT_REFUND: '等待平台退款',
  COMPLETE: '完成',
} as const

export const AFTER_SALE_STATUS_LABELS_EN: Record<keyof typeof AFTER_SALE_STATUS_LABELS, string> = {
  APPLY: 'Requested',
  PASS: 'Approved',
  REFUSE: 'Declined',
  BUYER_RETURN: 'Returned, awaiting seller receipt',
  SELLER_CONFIRM: 'Seller received the goods',
  SELLER_TERMINATION: 'Ended by the seller',
  BUYER_CANCEL: 'Cancelled by you',
  WAIT_REFUND: 'Awaiting platform refund',
  COMPLETE: 'Completed',
}

export const COMPLAINT_STATUS_LABELS = {
  NEW: '新投诉',
  WAIT_APPEAL: '待申诉',
  COMMUNICATION: '对话中',
  WAIT_ARBITRATION: '等待仲裁',
  COMPLETE: '已完成',
  CANCEL: '已撤销',
} as const

export const COMPLAINT_STATUS_LABELS_EN: Record<keyof typeof COMPLAINT_STATUS_LABELS, string> = {
  NEW: 'New',
  WAIT_APPEAL: 'Awaiting appeal',
  COMMUNICATION: 'In conversation',
  WAIT_ARBITRATION: 'Awaiting arbitration',
  COMPLETE: 'Completed',
  CANCEL: 'Withdrawn',
}

/**
 * The operator console's words for the promotion and goods states and kinds, read by its pages'
 * translations and by the operation log's change summary (admin-log-fields.ts), so a coupon's
 * `rangeDayType` reads the same on the coupon page and in the log.
 */
export const CONSOLE_VALUE_LABELS = {
  couponType: { PRICE: '满减券', DISCOUNT: '折扣券' },
  scopeType: { ALL: '全场通用', PORTION_GOODS_CATEGORY: '指定分类', PORTION_GOODS: '指定商品' },
  rangeDayType: { FIXEDTIME: '固定时间段', DYNAMICTIME: '领取后若干天' },
  promotionStatus: { NEW: '未开始', START: '进行中', END: '已结束', CLOSE: '已关闭' },
  authFlag: { PASS: '已通过', TOBEAUDITED: '待审核', REFUSE: '未通过' },
  marketEnable: { UPPER: '在售', DOWN: '已下架' },
  storeDisable: { OPEN: '营业中', CLOSED: '已关闭' },
} as const

type ConsoleValueLabels = {
  [F in keyof typeof CONSOLE_VALUE_LABELS]: Record<keyof (typeof CONSOLE_VALUE_LABELS)[F], string>
}

export const CONSOLE_VALUE_LABELS_EN: ConsoleValueLabels = {
  couponType: { PRICE: 'Amount off', DISCOUNT: 'Discount' },
  scopeType: { ALL: 'Everything', PORTION_GOODS_CATEGORY: 'Categories', PORTION_GOODS: 'Goods' },
  rangeDayType: { FIXEDTIME: 'Fixed period', DYNAMICTIME: 'Days after claim' },
  promotionStatus: { NEW: 'Not started', START: 'Running', END: 'Ended', CLOSE: 'Closed' },
  authFlag: { PASS: 'Approved', TOBEAUDITED: 'To review', REFUSE: 'Refused' },
  marketEnable: { UPPER: 'On sale', DOWN: 'Off shelf' },
  storeDisable: { OPEN: 'Open', CLOSED: 'Closed' },
}
