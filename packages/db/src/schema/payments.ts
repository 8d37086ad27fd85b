import { sql } from 'drizzle-orm'
import {
  check,
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
 * A refund sent (or to be sent) through the gateway that took a payment (decision 141). `refundNo` is
 * our `out_request_no` / `out_refund_no`: the gateway refunds once per number, so a retry of the same
 * row can never pay twice. PENDING until the gateway answers (or its refund notification comes),
 * SUCCESS, or FAILED once it refused for good; `attempts` and `lastError` show the operator why.
 */
export const paymentRefunds = pgTable(
  'payment_refund',
  {
    refundNo: varchar('refund_no', { length: 64 }).primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    /** alipay | wechat | sandbox */
    provider: varchar('provider', { length: 24 }).notNull(),
    amount: integer('amount').notNull(),
    /** LATE_PAYMENT (money for something no longer payable), AFTER_SALE, ORDER_CANCEL, ARBITRATION */
    source: varchar('source', { length: 24 }).notNull(),
    /** The after-sale or order it belongs to (for LATE_PAYMENT: the payment's cashier sn). */
    sourceSn: varchar('source_sn', { length: 40 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** PENDING | SUCCESS | FAILED */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    providerRefundNo: varchar('provider_refund_no', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refund_trade_idx').on(t.outTradeNo),
    index('payment_refund_status_idx').on(t.status),
    check('payment_refund_amount_positive', sql`${t.amount} > 0`),
  ],
)

/**
 * What the payment path met that the operator must know of (decision 141): a notification whose
 * amount differed from what was payable (refused), money that arrived for something no longer payable
 * (refunded), a refund the gateway refused. One row per kind and payment (`dedupe`), however often
 * the gateway repeats itself.
 */
export const paymentEvents = pgTable(
  'payment_event',
  {
    id: text('id').primaryKey(),
    /** AMOUNT_MISMATCH | LATE_PAYMENT | REFUND_REFUSED */
    kind: varchar('kind', { length: 24 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    provider: varchar('provider', { length: 24 }).notNull(),
    dedupe: varchar('dedupe', { length: 160 }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_event_dedupe_idx').on(t.dedupe)],
)

/**
 * One gateway's trade bill of one day as we reconciled it (decision 149): one row per gateway and
 * date, whatever how often the job ran (a rerun replaces its lines and merges its differences).
 * READY: the bill was read and compared; UNAVAILABLE: the gateway had no bill for that day (yet).
 */
export const reconciliationRuns = pgTable(
  'reconciliation_run',
  {
    id: text('id').primaryKey(),
    /** alipay | wechat */
    provider: varchar('provider', { length: 24 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** READY | UNAVAILABLE */
    status: varchar('status', { length: 16 }).notNull(),
    /** Why the bill was not available (the gateway's words). */
    reason: varchar('reason', { length: 300 }),
    gatewayPayments: integer('gateway_payments').notNull().default(0),
    gatewayRefunds: integer('gateway_refunds').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    /** Fen: money in and out as the bill says. */
    paymentTotal: integer('payment_total').notNull().default(0),
    refundTotal: integer('refund_total').notNull().default(0),
    runs: integer('runs').notNull().default(0),
    runTime: timestamp('run_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reconciliation_run_day_idx').on(t.provider, t.billDate)],
)

/**
 * A line of a gateway's trade bill (a payment or a refund) as read on its day: what the next days'
 * comparisons look up before calling one of our payments missing at the gateway (a payment near
 * midnight may be in the neighbouring day's bill).
 */
export const reconciliationLines = pgTable(
  'reconciliation_line',
  {
    provider: varchar('provider', { length: 24 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** PAYMENT | REFUND */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** out_trade_no for a payment, our refund number (out_request_no / out_refund_no) for a refund. */
    key: varchar('key', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    providerNo: varchar('provider_no', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    /** As the bill writes it (China time). */
    time: varchar('time', { length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('reconciliation_line_key_idx').on(t.provider, t.billDate, t.kind, t.key),
    index('reconciliation_line_lookup_idx').on(t.provider, t.kind, t.key),
  ],
)

/**
 * A difference between a gateway's bill and our payment/refund log (decision 149): paid or refunded at
 * the gateway but not here (MISSING_LOCAL), here but not in the gateway's bill (MISSING_GATEWAY), or
 * both with other amounts (AMOUNT_DIFFERS). One per gateway, date, kind and key: a rerun updates it
 * and keeps its resolution; an open one the rerun no longer finds is removed. The operator resolves
 * each with a note (who, when).
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_difference',
  {
    id: text('id').primaryKey(),
    provider: varchar('provider', { length: 24 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** PAYMENT | REFUND */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** MISSING_LOCAL | MISSING_GATEWAY | AMOUNT_DIFFERS */
    type: varchar('type', { length: 24 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    providerNo: varchar('provider_no', { length: 64 }),
    gatewayAmount: integer('gateway_amount'),
    localAmount: integer('local_amount'),
    /** Our record's state when compared (PENDING, CLOSED, FAILED…), null when we have none. */
    localStatus: varchar('local_status', { length: 16 }),
    /** OPEN | RESOLVED */
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    note: varchar('note', { length: 500 }),
    resolvedBy: text('resolved_by'),
    resolverName: varchar('resolver_name', { length: 64 }),
    resolvedTime: timestamp('resolved_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconciliation_difference_key_idx').on(t.provider, t.billDate, t.kind, t.key),
    index('reconciliation_difference_status_idx').on(t.status, t.billDate),
  ],
)
