import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * A member's inbox (reference §15.3 `MemberMessage`). Rows are written by domain events (order shipped,
 * after-sale and complaint updates, coupon received) in the transaction of the event itself.
 * `status`: UN_READY → ALREADY_READY → ALREADY_REMOVE (the recycle bin).
 */
export const memberMessages = pgTable(
  'member_message',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    /** What the message is about (an order sn, an after-sale sn…), so a page can link to it. */
    messageId: varchar('message_id', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull().default('UN_READY'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [index('member_message_member_idx').on(t.memberId, t.status, t.createTime)],
)

/**
 * A notice the operator sent to stores (lilishop `Message` with `messageClient` store; the 站内信 page):
 * to every store open when it was sent (`ALL`) or to the chosen ones (`APPOINT`). Each recipient gets a
 * `store_message` row of its own, read and deleted by that store alone.
 */
export const platformMessages = pgTable(
  'platform_message',
  {
    id: text('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    messageRange: varchar('message_range', { length: 16 }).notNull(),
    adminId: text('admin_id').notNull(),
    adminName: varchar('admin_name', { length: 64 }).notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_message_time_idx').on(t.createTime)],
)

/**
 * One store's copy of a platform message (lilishop `StoreMessage`). `status` as the member inbox:
 * UN_READY → ALREADY_READY → ALREADY_REMOVE (the recycle bin, from which it can be restored).
 */
export const storeMessages = pgTable(
  'store_message',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id').notNull(),
    storeId: text('store_id').notNull(),
    /** The store's name when the message was sent, as lilishop keeps it. */
    storeName: varchar('store_name', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('UN_READY'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_message_once').on(t.messageId, t.storeId),
    index('store_message_store_idx').on(t.storeId, t.status, t.createTime),
  ],
)
