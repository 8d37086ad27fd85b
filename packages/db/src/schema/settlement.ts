import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * A store's bill for one settlement period (lilishop `Bill`, reference seller-manager §1.3), decision 122.
 * Amounts in fen; `billPrice` = order + coupon subsidy − refunds − commission + refunded commission −
 * distribution commission + refunded distribution commission. `billStatus` moves OUT (issued) → CHECK
 * (the seller confirmed) → EXAMINE (the operator reviewed) → PAY (paid, with `payReference`), each by one
 * conditional update. One bill per (store, period start): a period is billed once however many nodes cut it.
 */
export const bills = pgTable(
  'bill',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    orderPrice: integer('order_price').notNull(),
    refundPrice: integer('refund_price').notNull(),
    commissionPrice: integer('commission_price').notNull(),
    refundCommissionPrice: integer('refund_commission_price').notNull(),
    distributionCommission: integer('distribution_commission').notNull(),
    distributionRefundCommission: integer('distribution_refund_commission').notNull(),
    siteCouponCommission: integer('site_coupon_commission').notNull(),
    billPrice: integer('bill_price').notNull(),
    orderCount: integer('order_count').notNull(),
    refundCount: integer('refund_count').notNull(),
    /** OUT | CHECK | EXAMINE | PAY */
    billStatus: varchar('bill_status', { length: 16 }).notNull().default('OUT'),
    /** The platform's transfer reference, given when the bill is paid. */
    payReference: varchar('pay_reference', { length: 64 }),
    checkTime: timestamp('check_time', { withTimezone: true }),
    examineTime: timestamp('examine_time', { withTimezone: true }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_store_period_idx').on(t.storeId, t.startTime),
    index('bill_store_idx').on(t.storeId, t.endTime),
    index('bill_status_idx').on(t.billStatus, t.endTime),
  ],
)

/**
 * One line of a bill: a completed order (ORDER, `sn` = order sn) or a completed refund (REFUND, `sn` =
 * after-sale sn). Unique on (type, sn): an order or a refund enters exactly one bill. Amounts in fen,
 * as the bill adds them up; `finalPrice` is the line's part of `billPrice`.
 */
export const billFlows = pgTable(
  'bill_flow',
  {
    id: text('id').primaryKey(),
    billSn: varchar('bill_sn', { length: 40 }).notNull(),
    storeId: text('store_id').notNull(),
    /** ORDER | REFUND */
    flowType: varchar('flow_type', { length: 8 }).notNull(),
    sn: varchar('sn', { length: 40 }).notNull(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    /** The order's paid amount (ORDER) or the refunded amount (REFUND). */
    price: integer('price').notNull(),
    /** Platform commission (ORDER) or the commission given back (REFUND). */
    commissionPrice: integer('commission_price').notNull(),
    /**
     * ORDER lines: the commission charged on each order item, by item sn (decision 144), which that
     * item's refunds give back in proportion; null on lines cut before it was recorded.
     */
    itemCommissions: jsonb('item_commissions').$type<Record<string, number>>(),
    /** Distribution commission paid (ORDER) or taken back from the distributor (REFUND). */
    distributionCommission: integer('distribution_commission').notNull(),
    /** The platform coupon's share of the order, which the platform pays the store (ORDER only). */
    siteCouponCommission: integer('site_coupon_commission').notNull(),
    finalPrice: integer('final_price').notNull(),
    /** When the order completed or the refund was made. */
    flowTime: timestamp('flow_time', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_flow_sn_idx').on(t.flowType, t.sn),
    index('bill_flow_bill_idx').on(t.billSn, t.flowTime),
  ],
)
