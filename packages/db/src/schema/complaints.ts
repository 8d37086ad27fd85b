import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/**
 * A buyer's complaint about one order item (reference §11 `OrderComplaint`). The goods, order,
 * consignee and store fields are a snapshot taken when it is filed. Money in fen.
 * `complainStatus`: NEW, WAIT_APPEAL, COMMUNICATION, WAIT_ARBITRATION, COMPLETE, CANCEL; every change
 * is a conditional update on the old status plus an `order_complaint_log` row.
 */
export const orderComplaints = pgTable(
  'order_complaint',
  {
    id: text('id').primaryKey(),
    complainTopic: varchar('complain_topic', { length: 64 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    /** Comma-joined picture URLs (at most 5), as upstream. */
    images: text('images').notNull().default(''),
    complainStatus: varchar('complain_status', { length: 20 }).notNull().default('NEW'),
    appealContent: varchar('appeal_content', { length: 500 }),
    appealTime: timestamp('appeal_time', { withTimezone: true }),
    appealImages: text('appeal_images'),
    arbitrationResult: varchar('arbitration_result', { length: 500 }),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    orderItemSn: varchar('order_item_sn', { length: 40 }).notNull(),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    /** The order item's English goods name (decision 026); null: none given. */
    goodsNameEn: varchar('goods_name_en', { length: 200 }),
    goodsImage: text('goods_image').notNull(),
    /** Unit price of the item. */
    goodsPrice: integer('goods_price').notNull(),
    /** The order's goods count (reference §11). */
    num: integer('num').notNull(),
    freightPrice: integer('freight_price').notNull(),
    /** The order's amount paid (`billPrice`). */
    orderPrice: integer('order_price').notNull(),
    logisticsNo: varchar('logistics_no', { length: 64 }),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    /** The order's English store name (decision 023); null: none given. */
    storeNameEn: varchar('store_name_en', { length: 200 }),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    consigneeName: varchar('consignee_name', { length: 32 }),
    consigneeAddressPath: varchar('consignee_address_path', { length: 200 }),
    consigneeMobile: varchar('consignee_mobile', { length: 20 }),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    index('order_complaint_member_idx').on(t.memberId, t.createTime),
    index('order_complaint_store_idx').on(t.storeId, t.createTime),
    index('order_complaint_item_idx').on(t.orderItemSn),
  ],
)

/** The conversation of a complaint. `owner`: BUYER, STORE or PLATFORM. Append-only. */
export const orderComplaintCommunications = pgTable(
  'order_complaint_communication',
  {
    id: text('id').primaryKey(),
    complainId: text('complain_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    owner: varchar('owner', { length: 16 }).notNull(),
    ownerId: text('owner_id').notNull(),
    ownerName: varchar('owner_name', { length: 64 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('order_complaint_comm_idx').on(t.complainId, t.createTime)],
)

/** Every complaint status change, who made it and why. Append-only. */
export const orderComplaintLogs = pgTable(
  'order_complaint_log',
  {
    id: text('id').primaryKey(),
    complainId: text('complain_id').notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** BUYER | STORE | PLATFORM */
    operatorType: varchar('operator_type', { length: 16 }).notNull(),
    operatorId: text('operator_id').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    /**
     * The line in Chinese, as written. Its typed part (an appeal, a ruling) may be 500 characters
     * itself, so the column leaves room for the words around it.
     */
    message: varchar('message', { length: 600 }).notNull(),
    /**
     * The line's code in apps/api/src/shared/log-lines.ts and its parts, from which it is read in
     * either language (decision 137, update); null on rows written before them.
     */
    messageCode: varchar('message_code', { length: 48 }),
    messageArgs: jsonb('message_args').$type<Record<string, string>>(),
    createTime: createTime(),
  },
  (t) => [index('order_complaint_log_idx').on(t.complainId, t.createTime)],
)
