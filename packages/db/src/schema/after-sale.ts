import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/** Reasons a buyer picks from (reference §10.3 `afterSaleReason`), per service type. Reference data. */
export const afterSaleReasons = pgTable(
  'after_sale_reason',
  {
    id: text('id').primaryKey(),
    /** CANCEL | RETURN_GOODS | RETURN_MONEY | COMPLAIN */
    serviceType: varchar('service_type', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index('after_sale_reason_type_idx').on(t.serviceType, t.sort)],
)

/**
 * One return/refund request for (part of) an order item (reference §10 `AfterSale`). Amounts in fen.
 * `serviceStatus` only moves through the table in `modules/after-sale/state-machine.ts`.
 */
export const afterSales = pgTable(
  'after_sale',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    orderItemSn: varchar('order_item_sn', { length: 40 }).notNull(),
    tradeSn: varchar('trade_sn', { length: 40 }).notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    /** The order's English store name (decision 023); null: none given. */
    storeNameEn: varchar('store_name_en', { length: 200 }),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    num: integer('num').notNull(),
    goodsImage: text('goods_image').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    /** The order item's English goods name (decision 026); null: none given. */
    goodsNameEn: varchar('goods_name_en', { length: 200 }),
    specs: jsonb('specs').$type<Record<string, string>>().notNull(),
    /** The order item's specs in the goods' order, with their English (decision 026). */
    specList: jsonb('spec_list')
      .$type<{ specName: string; specValue: string; specNameEn?: string; specValueEn?: string }[]>()
      .notNull()
      .default([]),
    /** The order item's paid amount (all units). */
    flowPrice: integer('flow_price').notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    problemDesc: varchar('problem_desc', { length: 500 }).notNull(),
    /** Comma-joined picture URLs. */
    afterSaleImage: text('after_sale_image').notNull().default(''),
    /** RETURN_GOODS | RETURN_MONEY */
    serviceType: varchar('service_type', { length: 16 }).notNull(),
    serviceStatus: varchar('service_status', { length: 20 }).notNull().default('APPLY'),
    /** ORIGINAL | OFFLINE */
    refundWay: varchar('refund_way', { length: 16 }).notNull(),
    accountType: varchar('account_type', { length: 24 }),
    bankAccountNumber: varchar('bank_account_number', { length: 40 }),
    bankAccountName: varchar('bank_account_name', { length: 40 }),
    bankDepositName: varchar('bank_deposit_name', { length: 64 }),
    auditRemark: varchar('audit_remark', { length: 200 }),
    /** The provider's refund number, or the wallet ledger reference. */
    payOrderNo: varchar('pay_order_no', { length: 64 }),
    applyRefundPrice: integer('apply_refund_price').notNull(),
    actualRefundPrice: integer('actual_refund_price'),
    refundPoint: integer('refund_point'),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    mLogisticsNo: varchar('m_logistics_no', { length: 64 }),
    mLogisticsCode: text('m_logistics_code'),
    mLogisticsName: varchar('m_logistics_name', { length: 64 }),
    /** yyyy-MM-dd as the buyer entered it. */
    mDeliverTime: varchar('m_deliver_time', { length: 10 }),
    /**
     * Platform arbitration (decision 115): null until the buyer escalates a refusal; ESCALATED while it
     * waits for the operator; REFUNDED or UPHELD once ruled. Leaves ESCALATED only by a conditional update.
     */
    arbitrationStatus: varchar('arbitration_status', { length: 16 }),
    escalateReason: varchar('escalate_reason', { length: 500 }),
    escalateTime: timestamp('escalate_time', { withTimezone: true }),
    /** The operator's ruling, read by the buyer and the store. */
    arbitrationRemark: varchar('arbitration_remark', { length: 500 }),
    arbitrationTime: timestamp('arbitration_time', { withTimezone: true }),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    index('after_sale_member_idx').on(t.memberId, t.createTime),
    index('after_sale_store_idx').on(t.storeId, t.serviceStatus),
    index('after_sale_item_idx').on(t.orderItemSn),
    index('after_sale_arbitration_idx').on(t.arbitrationStatus, t.escalateTime),
  ],
)

/** Every after-sale status change (reference §10.3 `AfterSaleLog`). Append-only. */
export const afterSaleLogs = pgTable(
  'after_sale_log',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull(),
    operatorId: text('operator_id').notNull(),
    /** MEMBER | STORE | SYSTEM */
    operatorType: varchar('operator_type', { length: 16 }).notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
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
  (t) => [index('after_sale_log_sn_idx').on(t.sn, t.createTime)],
)

/** Where a store takes returned goods (upstream store detail `salesConsignee*`). */
export const storeAfterSaleAddresses = pgTable('store_after_sale_address', {
  storeId: text('store_id').primaryKey(),
  salesConsigneeName: varchar('sales_consignee_name', { length: 32 }).notNull(),
  salesConsigneeMobile: varchar('sales_consignee_mobile', { length: 20 }).notNull(),
  salesConsigneeAddressId: varchar('sales_consignee_address_id', { length: 100 }).notNull(),
  salesConsigneeAddressPath: varchar('sales_consignee_address_path', { length: 200 }).notNull(),
  salesConsigneeDetail: varchar('sales_consignee_detail', { length: 140 }).notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
})
