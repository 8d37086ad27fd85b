import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * 采购需求 (lilishop `PurchaseOrder`, decision 132): a member's request for quotation. `status` OPEN →
 * CLOSED (quoting over: `closeReason` BUYER, DEADLINE or FULL at the 10th quote) → ACCEPTED (one quote
 * became an order). An OPEN row past `deadline` reads as CLOSED/DEADLINE. `storeId` set: addressed to
 * that store only (the goods page's 询价). Money in fen; `currency` is for display only.
 */
export const purchaseOrders = pgTable(
  'purchase_order',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    categoryId: text('category_id').notNull(),
    /** Top-level category id first, as goods keep it: sellers see requests of the categories they sell in. */
    categoryPath: varchar('category_path', { length: 128 }).notNull(),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    targetPrice: integer('target_price'),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    attachments: text('attachments').array().notNull().default([]),
    storeId: text('store_id'),
    storeName: varchar('store_name', { length: 64 }),
    goodsId: text('goods_id'),
    skuId: text('sku_id'),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    closeReason: varchar('close_reason', { length: 10 }),
    quoteCount: integer('quote_count').notNull().default(0),
    acceptedQuoteId: text('accepted_quote_id'),
    orderSn: varchar('order_sn', { length: 40 }),
    tradeSn: varchar('trade_sn', { length: 40 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_sn_uq').on(t.sn),
    index('purchase_order_member_idx').on(t.memberId, t.createTime),
    index('purchase_order_open_idx').on(t.status, t.deadline),
    index('purchase_order_store_idx').on(t.storeId, t.createTime),
  ],
)

/** One unit-price tier of a quote: from `num` pieces, `price` fen each. */
export interface QuoteTier {
  num: number
  price: number
}

/**
 * 报价 (lilishop `PurchaseQuoted`, decision 132): one store's quote on one request, revisable by that
 * store until the request is accepted. `status` SUBMITTED, ACCEPTED or DECLINED (another was accepted).
 * The quote names one of the store's SKUs so that accepting it can become an ordinary order.
 */
export const purchaseQuotes = pgTable(
  'purchase_quote',
  {
    id: text('id').primaryKey(),
    purchaseOrderId: text('purchase_order_id').notNull(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    tiers: jsonb('tiers').$type<QuoteTier[]>().notNull(),
    moq: integer('moq').notNull(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    leadDays: integer('lead_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('SUBMITTED'),
    revision: integer('revision').notNull().default(1),
    quotedBy: varchar('quoted_by', { length: 64 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_quote_store_uq').on(t.purchaseOrderId, t.storeId),
    index('purchase_quote_store_idx').on(t.storeId, t.updateTime),
  ],
)
