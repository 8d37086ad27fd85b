// The cart: its lines and the checkout choices kept with it.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/**
 * One cart line per (member, way, SKU). Upstream keeps the cart as a Redis blob; here it is rows, so
 * the checked state survives restarts and every node sees the same cart.
 */
export const cartLines = pgTable(
  'cart_line',
  {
    memberId: text('member_id').notNull(),
    /** CART | BUY_NOW */
    way: varchar('way', { length: 16 }).notNull(),
    skuId: text('sku_id').notNull(),
    num: integer('num').notNull(),
    checked: boolean('checked').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.way, t.skuId] }),
    check('cart_line_num_pos', sql`${t.num} > 0`),
  ],
)

export interface CartReceipt {
  receiptTitle: string
  taxpayerId: string
  receiptContent: string
}

/** The checkout choices of one cart (address, delivery, invoice, coupons). */
export const cartStates = pgTable(
  'cart_state',
  {
    memberId: text('member_id').notNull(),
    way: varchar('way', { length: 16 }).notNull(),
    addressId: text('address_id'),
    storeAddressId: text('store_address_id'),
    deliveryMethod: varchar('delivery_method', { length: 24 }).notNull().default('LOGISTICS'),
    receipt: jsonb('receipt').$type<CartReceipt | null>(),
    platformCouponId: text('platform_coupon_id'),
    /** storeId → member coupon id. */
    storeCoupons: jsonb('store_coupons').$type<Record<string, string>>().notNull().default({}),
    /** The buyer chose or dropped a coupon: no longer pick the best combination for them (decision 025). */
    couponsByBuyer: boolean('coupons_by_buyer').notNull().default(false),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.way] })],
)
