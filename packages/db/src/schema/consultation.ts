import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * 出海服务咨询 (decision 130): a lead for one of the six core services. `state`: NEW, CONTACTED,
 * IN_PROGRESS, WON, LOST; every change is a conditional update on the state the operator saw, logged
 * through the operation log. `memberId` when the sender was signed in. `countries`: guide country ids.
 */
export const consultations = pgTable(
  'consultation',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull(),
    company: varchar('company', { length: 100 }).notNull(),
    contact: varchar('contact', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 100 }),
    service: varchar('service', { length: 20 }).notNull(),
    countries: text('countries').array().notNull(),
    budget: varchar('budget', { length: 20 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    memberId: text('member_id'),
    memberName: varchar('member_name', { length: 64 }),
    state: varchar('state', { length: 20 }).notNull().default('NEW'),
    assigneeId: text('assignee_id'),
    assigneeName: varchar('assignee_name', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_sn_uq').on(t.sn),
    index('consultation_member_idx').on(t.memberId, t.createTime),
    index('consultation_state_idx').on(t.state, t.createTime),
  ],
)

/** The operators' lines on a consultation: `NOTE` (internal) or `REPLY` (the member reads it). Append-only. */
export const consultationEntries = pgTable(
  'consultation_entry',
  {
    id: text('id').primaryKey(),
    consultationId: text('consultation_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    adminId: text('admin_id').notNull(),
    adminName: varchar('admin_name', { length: 64 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_entry_idx').on(t.consultationId, t.createTime)],
)

/**
 * Display rates (decision 130): one CNY buys `rate` units of `currency`, as the operator set it on
 * `rateDate`. Shown beside CNY prices, never used for charging.
 */
export const currencyRates = pgTable('currency_rate', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
})
