// Orders: the trade one checkout creates, its orders, their items, logs and receipts.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/** One checkout: the orders of one submit (one per store) are paid together through their trade. */
export const trades = pgTable(
  'trade',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 24 }),
    /** UNPAID | PAID | CANCEL */
    payStatus: varchar('pay_status', { length: 16 }).notNull().default('UNPAID'),
    flowPrice: integer('flow_price').notNull(),
    goodsPrice: integer('goods_price').notNull(),
    freightPrice: integer('freight_price').notNull().default(0),
    discountPrice: integer('discount_price').notNull().default(0),
    couponPrice: integer('coupon_price').notNull().default(0),
    deliveryMethod: varchar('delivery_method', { length: 24 }).notNull(),
    consigneeName: varchar('consignee_name', { length: 32 }),
    consigneeMobile: varchar('consignee_mobile', { length: 20 }),
    consigneeAddressPath: varchar('consignee_address_path', { length: 200 }),
    consigneeAddressIdPath: varchar('consignee_address_id_path', { length: 100 }),
    clientType: varchar('client_type', { length: 16 }).notNull().default('PC'),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [index('trade_member_idx').on(t.memberId, t.createTime)],
)

export interface PriceDetail {
  goodsPrice: number
  freightPrice: number
  discountPrice: number
  couponPrice: number
  siteCouponPrice: number
  updatePrice: number
  flowPrice: number
}

/** One order per store (reference §9.4 `Order`). Amounts in fen. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    tradeSn: varchar('trade_sn', { length: 40 }).notNull(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    storeNameEn: varchar('store_name_en', { length: 200 }),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    orderStatus: varchar('order_status', { length: 20 }).notNull().default('UNPAID'),
    payStatus: varchar('pay_status', { length: 16 }).notNull().default('UNPAID'),
    deliverStatus: varchar('deliver_status', { length: 20 }).notNull().default('UNDELIVERED'),
    orderType: varchar('order_type', { length: 16 }).notNull().default('NORMAL'),
    orderPromotionType: varchar('order_promotion_type', { length: 16 }).notNull().default('NORMAL'),
    paymentMethod: varchar('payment_method', { length: 24 }),
    paymentTime: timestamp('payment_time', { withTimezone: true }),
    receivableNo: varchar('receivable_no', { length: 64 }),
    /** Set when the buyer chose to pay by bank transfer: the unpaid order waits until then, not autoCancel. */
    transferDeadline: timestamp('transfer_deadline', { withTimezone: true }),
    deliveryMethod: varchar('delivery_method', { length: 24 }).notNull().default('LOGISTICS'),
    consigneeName: varchar('consignee_name', { length: 32 }),
    consigneeMobile: varchar('consignee_mobile', { length: 20 }),
    consigneeAddressPath: varchar('consignee_address_path', { length: 200 }),
    consigneeAddressIdPath: varchar('consignee_address_id_path', { length: 100 }),
    consigneeDetail: varchar('consignee_detail', { length: 140 }),
    storeAddressPath: varchar('store_address_path', { length: 200 }),
    storeAddressMobile: varchar('store_address_mobile', { length: 20 }),
    storeAddressCenter: varchar('store_address_center', { length: 64 }),
    /** The pickup point's name, so the buyer knows where to go even if the store renames it later. */
    storeAddressName: varchar('store_address_name', { length: 64 }),
    /** 8 digits, given when a self-pickup order is paid (TAKE); the seller redeems it at the counter. */
    verificationCode: varchar('verification_code', { length: 8 }),
    flowPrice: integer('flow_price').notNull(),
    goodsPrice: integer('goods_price').notNull(),
    freightPrice: integer('freight_price').notNull().default(0),
    discountPrice: integer('discount_price').notNull().default(0),
    couponPrice: integer('coupon_price').notNull().default(0),
    updatePrice: integer('update_price').notNull().default(0),
    /** The 满减/满折 the order got (decision 160), null when none; `discountPrice` is its amount. */
    fullDiscountId: text('full_discount_id'),
    /** Who bears `discountPrice`: STORE (its own activity) or PLATFORM (the platform's); null: none. */
    discountBearer: varchar('discount_bearer', { length: 8 }),
    /** The 拼团 group a PINTUAN order holds a place in (decision 161); null for other orders. */
    pintuanGroupId: text('pintuan_group_id'),
    priceDetail: jsonb('price_detail').$type<PriceDetail>().notNull(),
    /**
     * An order made from an accepted quote (decision 145): the request's sn, incoterm, the goods'
     * destination (ISO alpha-2) and its reference currency; null for every other order.
     */
    tradeTerms: jsonb('trade_terms').$type<{
      purchaseSn: string
      incoterm: string
      destinationCountry: string
      currency: string
    }>(),
    goodsNum: integer('goods_num').notNull(),
    weight: integer('weight_grams').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    sellerRemark: varchar('seller_remark', { length: 200 }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    logisticsNo: varchar('logistics_no', { length: 64 }),
    logisticsCode: text('logistics_code'),
    logisticsName: varchar('logistics_name', { length: 64 }),
    logisticsTime: timestamp('logistics_time', { withTimezone: true }),
    completeTime: timestamp('complete_time', { withTimezone: true }),
    clientType: varchar('client_type', { length: 16 }).notNull().default('PC'),
    needReceipt: boolean('need_receipt').notNull().default(false),
    usePlatformMemberCouponId: text('use_platform_member_coupon_id'),
    useStoreMemberCouponIds: text('use_store_member_coupon_ids'),
    deleteFlag: boolean('delete_flag').notNull().default(false),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.deleteFlag, t.orderStatus),
    index('orders_trade_idx').on(t.tradeSn),
    // The auto-cancel job scans only unpaid orders by age.
    index('orders_unpaid_idx').on(t.createTime).where(sql`order_status = 'UNPAID'`),
    // A code names one order waiting for pickup; finished orders keep theirs as history.
    uniqueIndex('orders_take_code_idx').on(t.verificationCode).where(sql`order_status = 'TAKE'`),
    // The seller's order desk (decision 120): a store's tab newest first, and all its orders.
    index('orders_store_status_idx').on(t.storeId, t.orderStatus, t.createTime, t.sn),
    index('orders_store_time_idx').on(t.storeId, t.createTime, t.sn),
    // The operator's order desk (decision 116): every store's orders by tab and all of them, newest first.
    index('orders_status_time_idx').on(t.orderStatus, t.createTime, t.sn),
    index('orders_time_idx').on(t.createTime, t.sn),
  ],
)

export const orderItems = pgTable(
  'order_item',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    tradeSn: varchar('trade_sn', { length: 40 }).notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    categoryId: text('category_id').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    /** The goods' English name when bought (decision 026); null: none given. */
    goodsNameEn: varchar('goods_name_en', { length: 200 }),
    image: text('image').notNull(),
    /** Upstream's `{ specName: specValue }` (jsonb keeps no key order: read `specList` for the order). */
    specs: jsonb('specs').$type<Record<string, string>>().notNull(),
    /** The SKU's specs in the goods' order, with their English (decision 026). */
    specList: jsonb('spec_list')
      .$type<{ specName: string; specValue: string; specNameEn?: string; specValueEn?: string }[]>()
      .notNull()
      .default([]),
    num: integer('num').notNull(),
    /** Purchase price per unit. */
    unitPrice: integer('unit_price').notNull(),
    /** The flash-sale goods (`seckill_goods.id`) whose price and stock the item took, if any. */
    seckillGoodsId: text('seckill_goods_id'),
    subTotal: integer('sub_total').notNull(),
    /** Line goods price before coupons (= subTotal here). */
    goodsPrice: integer('goods_price').notNull(),
    /** The line's share of the order's full discount (decision 160); flowPrice is net of it. */
    discountPrice: integer('discount_price').notNull().default(0),
    couponPrice: integer('coupon_price').notNull().default(0),
    flowPrice: integer('flow_price').notNull(),
    afterSaleStatus: varchar('after_sale_status', { length: 20 }).notNull().default('NEW'),
    commentStatus: varchar('comment_status', { length: 16 }).notNull().default('NEW'),
    complainStatus: varchar('complain_status', { length: 16 }).notNull().default('NEW'),
    /** The item's complaint, once one is filed (reference §9.4). */
    complainId: text('complain_id'),
    isRefund: varchar('is_refund', { length: 16 }).notNull().default('NO_REFUND'),
    refundPrice: integer('refund_price').notNull().default(0),
    /** Units held by after-sales that are open or refunded (released on refuse/cancel/termination). */
    returnGoodsNumber: integer('return_goods_number').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [
    index('order_item_order_idx').on(t.orderSn),
    check('order_item_return_num', sql`${t.returnGoodsNumber} between 0 and ${t.num}`),
  ],
)

/** Every order state change (reference §9.4 `orderLogs`). Append-only. */
export const orderLogs = pgTable(
  'order_log',
  {
    id: text('id').primaryKey(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    operatorId: text('operator_id').notNull(),
    /** MEMBER | STORE | SYSTEM */
    operatorType: varchar('operator_type', { length: 16 }).notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    /** The line in Chinese, as written (upstream clients read it). */
    message: varchar('message', { length: 500 }).notNull(),
    /**
     * The line's code in apps/api/src/shared/log-lines.ts and its parts, from which it is read in
     * either language (decision 137); null on rows written before them.
     */
    messageCode: varchar('message_code', { length: 48 }),
    messageArgs: jsonb('message_args').$type<Record<string, string>>(),
    createTime: createTime(),
  },
  (t) => [index('order_log_order_idx').on(t.orderSn, t.createTime)],
)

/** Order invoices (reference §9.4 `receipt`). */
export const orderReceipts = pgTable('order_receipt', {
  id: text('id').primaryKey(),
  orderSn: varchar('order_sn', { length: 40 }).notNull().unique(),
  receiptTitle: varchar('receipt_title', { length: 100 }).notNull(),
  taxpayerId: varchar('taxpayer_id', { length: 40 }).notNull().default(''),
  receiptContent: varchar('receipt_content', { length: 100 }).notNull(),
  receiptPrice: integer('receipt_price').notNull(),
  memberId: text('member_id').notNull(),
  memberName: varchar('member_name', { length: 64 }).notNull(),
  storeId: text('store_id').notNull(),
  storeName: varchar('store_name', { length: 64 }).notNull(),
  receiptStatus: integer('receipt_status').notNull().default(0),
  createTime: createTime(),
})
