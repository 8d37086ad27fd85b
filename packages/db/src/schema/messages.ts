import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

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
