import { sql } from 'drizzle-orm'
import {
  check,
  index,
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
 * A member's distributor (affiliate) record (reference §14 `Distribution`), one per member. Money in
 * fen: `canRebate` is withdrawable, `commissionFrozen` is earned on orders not completed yet plus
 * cash-outs in progress. The CHECKs are the last line against overdrawing.
 */
export const distributions = pgTable(
  'distribution',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull().unique(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    /** The applicant's real name. */
    name: varchar('name', { length: 32 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    rebateTotal: integer('rebate_total').notNull().default(0),
    canRebate: integer('can_rebate').notNull().default(0),
    commissionFrozen: integer('commission_frozen').notNull().default(0),
    distributionOrderCount: integer('distribution_order_count').notNull().default(0),
    /** Sum of the goods prices of the distribution order lines (fen). */
    distributionOrderPrice: integer('distribution_order_price').notNull().default(0),
    /** APPLY | PASS | REFUSE | RETREAT */
    distributionStatus: varchar('distribution_status', { length: 16 }).notNull().default('APPLY'),
    settlementBankAccountName: varchar('settlement_bank_account_name', { length: 32 }).notNull(),
    settlementBankAccountNum: varchar('settlement_bank_account_num', { length: 24 }).notNull(),
    settlementBankBranchName: varchar('settlement_bank_branch_name', { length: 64 }).notNull(),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    check('distribution_can_rebate_nonneg', sql`${t.canRebate} >= 0`),
    check('distribution_frozen_nonneg', sql`${t.commissionFrozen} >= 0`),
    check('distribution_rebate_total_nonneg', sql`${t.rebateTotal} >= 0`),
  ],
)

/** A SKU a store opened for distribution, with a fixed commission per unit (fen). */
export const distributionGoods = pgTable(
  'distribution_goods',
  {
    id: text('id').primaryKey(),
    skuId: text('sku_id').notNull().unique(),
    goodsId: text('goods_id').notNull(),
    storeId: text('store_id').notNull(),
    commission: integer('commission').notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('distribution_goods_store_idx').on(t.storeId),
    check('distribution_goods_commission_pos', sql`${t.commission} > 0`),
  ],
)

/** The distribution goods a distributor chose to promote. */
export const distributionSelectedGoods = pgTable(
  'distribution_selected_goods',
  {
    distributionId: text('distribution_id').notNull(),
    distributionGoodsId: text('distribution_goods_id').notNull(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.distributionId, t.distributionGoodsId] })],
)

/**
 * A buyer bound to a distributor through a share link, until `expireTime` (DISTRIBUTION_SETTING
 * `distributionDay` days). Upstream keeps this in a cache; a row works the same on every node.
 */
export const distributionBindings = pgTable('distribution_binding', {
  memberId: text('member_id').primaryKey(),
  distributionId: text('distribution_id').notNull(),
  expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
  createTime: createTime(),
})

/**
 * The commission agreed at checkout for one order line of a bound buyer (fen, commission × num).
 * It becomes a `distribution_order` row when the order is paid.
 */
export const distributionCommissions = pgTable(
  'distribution_commission',
  {
    orderItemSn: varchar('order_item_sn', { length: 40 }).primaryKey(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    distributionId: text('distribution_id').notNull(),
    rebate: integer('rebate').notNull(),
    createTime: createTime(),
  },
  (t) => [index('distribution_commission_order_idx').on(t.orderSn)],
)

/** A paid order line that earns a distributor a commission (reference §14 `DistributionOrder`). */
export const distributionOrders = pgTable(
  'distribution_order',
  {
    id: text('id').primaryKey(),
    /** NO_COMPLETED | COMPLETE | REFUND */
    distributionOrderStatus: varchar('distribution_order_status', { length: 16 }).notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    distributionId: text('distribution_id').notNull(),
    distributionName: varchar('distribution_name', { length: 64 }).notNull(),
    /** When the commission became withdrawable (the order completed). */
    settleCycle: timestamp('settle_cycle', { withTimezone: true }),
    rebate: integer('rebate').notNull(),
    sellBackRebate: integer('sell_back_rebate').notNull().default(0),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    orderItemSn: varchar('order_item_sn', { length: 40 }).notNull().unique(),
    goodsId: text('goods_id').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    skuId: text('sku_id').notNull(),
    specs: jsonb('specs').$type<Record<string, string>>().notNull(),
    image: text('image').notNull(),
    num: integer('num').notNull(),
    /** Units refunded through after-sales so far. */
    refundNum: integer('refund_num').notNull().default(0),
    /** Line goods price (fen), counted into `distributionOrderPrice`. */
    flowPrice: integer('flow_price').notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('distribution_order_distribution_idx').on(t.distributionId, t.createTime),
    index('distribution_order_order_idx').on(t.orderSn),
  ],
)

/** A distributor's cash-out (reference §14 `DistributionCash`), sn `D…`. */
export const distributionCashes = pgTable(
  'distribution_cash',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 40 }).notNull().unique(),
    distributionId: text('distribution_id').notNull(),
    distributionName: varchar('distribution_name', { length: 64 }).notNull(),
    price: integer('price').notNull(),
    payTime: timestamp('pay_time', { withTimezone: true }),
    /** WithdrawStatusEnum: APPLY, then VIA_AUDITING once paid into the wallet. */
    distributionCashStatus: varchar('distribution_cash_status', { length: 20 }).notNull().default('APPLY'),
    name: varchar('name', { length: 32 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    settlementBankAccountName: varchar('settlement_bank_account_name', { length: 32 }).notNull(),
    settlementBankAccountNum: varchar('settlement_bank_account_num', { length: 24 }).notNull(),
    settlementBankBranchName: varchar('settlement_bank_branch_name', { length: 64 }).notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('distribution_cash_distribution_idx').on(t.distributionId, t.createTime),
    check('distribution_cash_price_pos', sql`${t.price} > 0`),
  ],
)
