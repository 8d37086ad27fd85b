import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The balance row of a member's wallet (fen). It only moves together with a `wallet_log` row in the
 * same transaction, through conditional updates; the CHECKs are the last line against overdrawing.
 */
export const memberWallets = pgTable(
  'member_wallet',
  {
    memberId: text('member_id').primaryKey(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    balance: integer('balance').notNull().default(0),
    frozen: integer('frozen').notNull().default(0),
    /** Payment password (scrypt of the client's MD5 digest); null until the member sets one. */
    password: text('password'),
    /**
     * 免密支付 (decision 155): wallet payments without the payment password, up to this many fen per
     * day (GMT+8), set by the member with the password; 0 = always ask. `freePayUsed` is what was paid
     * so on `freePayDay`, counted inside each payment's transaction.
     */
    freePayLimit: integer('free_pay_limit').notNull().default(0),
    freePayDay: varchar('free_pay_day', { length: 10 }),
    freePayUsed: integer('free_pay_used').notNull().default(0),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_wallet_balance_nonneg', sql`${t.balance} >= 0`),
    check('member_wallet_frozen_nonneg', sql`${t.frozen} >= 0`),
    check('member_wallet_free_pay_nonneg', sql`${t.freePayLimit} >= 0 and ${t.freePayUsed} >= 0`),
  ],
)

/**
 * Append-only ledger (reference §8.5 `WalletLog`); `money` is signed, `balanceAfter` the new balance.
 * `seq` is the ledger's order: taken at insert, after the balance row's lock, so it follows the
 * balances on every node (snowflake ids follow each node's clock); `createTime` is the insert's own
 * clock, not the transaction's start, so the times agree with that order too.
 */
export const walletLogs = pgTable(
  'wallet_log',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    money: integer('money').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** WALLET_PAY | WALLET_REFUND | WALLET_RECHARGE | WALLET_WITHDRAWAL | WALLET_COMMISSION */
    serviceType: varchar('service_type', { length: 24 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('wallet_log_member_idx').on(t.memberId, t.seq)],
)

export const recharges = pgTable(
  'recharge',
  {
    id: text('id').primaryKey(),
    rechargeSn: varchar('recharge_sn', { length: 40 }).notNull().unique(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    rechargeMoney: integer('recharge_money').notNull(),
    /** UNPAID | PAID | CANCEL */
    payStatus: varchar('pay_status', { length: 16 }).notNull().default('UNPAID'),
    rechargeWay: varchar('recharge_way', { length: 24 }),
    receivableNo: varchar('receivable_no', { length: 64 }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recharge_member_idx').on(t.memberId, t.createTime)],
)

export const withdrawApplies = pgTable(
  'withdraw_apply',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    applyMoney: integer('apply_money').notNull(),
    /** APPLY until an operator acts (VIA_AUDITING, FAIL_AUDITING, SUCCESS, ERROR …). */
    applyStatus: varchar('apply_status', { length: 20 }).notNull().default('APPLY'),
    realName: varchar('real_name', { length: 32 }).notNull(),
    connectNumber: varchar('connect_number', { length: 40 }).notNull(),
    inspectRemark: varchar('inspect_remark', { length: 200 }),
    inspectTime: timestamp('inspect_time', { withTimezone: true }),
    errorMessage: varchar('error_message', { length: 200 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdraw_apply_member_idx').on(t.memberId, t.createTime)],
)

/**
 * One attempt to pay a trade/order/recharge through an online provider. `outTradeNo` is what the
 * provider echoes in its callback; `status` turns PAID once, so repeated callbacks do nothing.
 */
export const paymentIntents = pgTable(
  'payment_intent',
  {
    outTradeNo: varchar('out_trade_no', { length: 40 }).primaryKey(),
    /** TRADE | ORDER | RECHARGE */
    orderType: varchar('order_type', { length: 16 }).notNull(),
    sn: varchar('sn', { length: 40 }).notNull(),
    memberId: text('member_id').notNull(),
    paymentMethod: varchar('payment_method', { length: 24 }).notNull(),
    paymentClient: varchar('payment_client', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 24 }).notNull(),
    amount: integer('amount').notNull(),
    /** PENDING | PAID | CLOSED */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    /** The gateway's number of the payment (Alipay trade_no, WeChat transaction_id) once PAID. */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    /** When the gateway's order was closed (the order was cancelled or paid another way). */
    closedTime: timestamp('closed_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intent_sn_idx').on(t.orderType, t.sn)],
)
