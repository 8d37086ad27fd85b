import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * Coupons (reference §13). A platform coupon has `storeId` '0'. Money in fen; `couponDiscount` is in
 * tenths of the 0–10 scale (85 = 8.5折, pays 85 %). `receivedNum`/`usedNum` move only through
 * conditional updates so `publishNum` is never exceeded.
 */
export const coupons = pgTable(
  'coupon',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull().default('0'),
    storeName: varchar('store_name', { length: 64 }).notNull().default('平台'),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    couponNameEn: varchar('coupon_name_en', { length: 128 }),
    /** PRICE | DISCOUNT */
    couponType: varchar('coupon_type', { length: 16 }).notNull(),
    price: integer('price').notNull().default(0),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    consumeThreshold: integer('consume_threshold').notNull().default(0),
    /** ALL | PORTION_GOODS (sku ids) | PORTION_GOODS_CATEGORY (category ids) */
    scopeType: varchar('scope_type', { length: 32 }).notNull().default('ALL'),
    scopeId: text('scope_id').notNull().default(''),
    /** FREE (claimable) | ACTIVITY */
    getType: varchar('get_type', { length: 16 }).notNull().default('FREE'),
    /** FIXEDTIME | DYNAMICTIME */
    rangeDayType: varchar('range_day_type', { length: 16 }).notNull().default('FIXEDTIME'),
    effectiveDays: integer('effective_days').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 0 = unlimited. */
    publishNum: integer('publish_num').notNull().default(0),
    /** Per member; 0 = unlimited. */
    couponLimitNum: integer('coupon_limit_num').notNull().default(1),
    receivedNum: integer('received_num').notNull().default(0),
    usedNum: integer('used_num').notNull().default(0),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Operator switch: CLOSE withdraws the coupon from the centre. */
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_centre_idx').on(t.getType, t.status, t.endTime),
    check('coupon_received_within_publish', sql`${t.publishNum} = 0 or ${t.receivedNum} <= ${t.publishNum}`),
  ],
)

/** A coupon in a member's hands; the rule fields are copied at receipt. */
export const memberCoupons = pgTable(
  'member_coupon',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    couponNameEn: varchar('coupon_name_en', { length: 128 }),
    couponType: varchar('coupon_type', { length: 16 }).notNull(),
    price: integer('price').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    consumeThreshold: integer('consume_threshold').notNull().default(0),
    scopeType: varchar('scope_type', { length: 32 }).notNull(),
    scopeId: text('scope_id').notNull().default(''),
    getType: varchar('get_type', { length: 16 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** NEW | USED | EXPIRE | CLOSED */
    memberCouponStatus: varchar('member_coupon_status', { length: 16 }).notNull().default('NEW'),
    consumptionTime: timestamp('consumption_time', { withTimezone: true }),
    /** The order that used it, so a cancel gives back exactly its coupons. */
    usedOrderSn: varchar('used_order_sn', { length: 40 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coupon_member_idx').on(t.memberId, t.memberCouponStatus, t.endTime),
    index('member_coupon_coupon_idx').on(t.couponId, t.memberId),
  ],
)

/** Per (coupon, member) receipt counter: the row lock that enforces `couponLimitNum` under races. */
export const couponReceipts = pgTable(
  'coupon_receipt',
  {
    couponId: text('coupon_id').notNull(),
    memberId: text('member_id').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [uniqueIndex('coupon_receipt_uq').on(t.couponId, t.memberId)],
)

/**
 * Flash sales (秒杀, lilishop `Seckill`): an activity runs from `startTime` to `endTime` and opens a
 * session at each of its `hours` every day; a session lasts until the next hour of the list (the last
 * one until midnight). Times are the shop's local hours (`SHOP_TIME_ZONE`).
 */
export const seckills = pgTable('seckill', {
  id: text('id').primaryKey(),
  seckillName: varchar('seckill_name', { length: 64 }).notNull(),
  /** Ascending whole hours 0–23. */
  hours: integer('hours').array().notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  /** Stores apply until then (null: the activity takes no applications, as the seeded demo). */
  applyEndTime: timestamp('apply_end_time', { withTimezone: true }),
  seckillRule: varchar('seckill_rule', { length: 1000 }).notNull().default(''),
  /** OPEN | CLOSE (closed by the operator before it started: off the buyer pages). */
  status: varchar('status', { length: 8 }).notNull().default('OPEN'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One SKU in one session of a flash sale (lilishop `SeckillApply` + `PromotionGoods`): its flash price (fen), the
 * flash stock `quantity`, `salesNum` sold (moved only by a conditional update, never past
 * `quantity`) and the per-member `limitNum` (0 = none).
 */
export const seckillGoods = pgTable(
  'seckill_goods',
  {
    id: text('id').primaryKey(),
    seckillId: text('seckill_id').notNull(),
    timeLine: integer('time_line').notNull(),
    skuId: text('sku_id').notNull(),
    goodsId: text('goods_id').notNull(),
    storeId: text('store_id').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    salesNum: integer('sales_num').notNull().default(0),
    limitNum: integer('limit_num').notNull().default(0),
    /**
     * A store's application (issue 66): APPLY waits for the operator, PASS is on the buyer pages,
     * REFUSE carries `failReason`. Only PASS rows are ever sold.
     */
    applyStatus: varchar('apply_status', { length: 8 }).notNull().default('APPLY'),
    failReason: varchar('fail_reason', { length: 200 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seckill_goods_store_idx').on(t.storeId, t.seckillId),
    uniqueIndex('seckill_goods_session_sku_uq').on(t.seckillId, t.timeLine, t.skuId),
    index('seckill_goods_sku_idx').on(t.skuId),
    check('seckill_goods_sales_within_quantity', sql`${t.salesNum} <= ${t.quantity}`),
  ],
)

/** What each member bought of one flash-sale goods: the per-member limit is checked against it. */
export const seckillMemberBuys = pgTable(
  'seckill_member_buy',
  {
    seckillGoodsId: text('seckill_goods_id').notNull(),
    memberId: text('member_id').notNull(),
    num: integer('num').notNull(),
  },
  (t) => [uniqueIndex('seckill_member_buy_uq').on(t.seckillGoodsId, t.memberId)],
)

/** Points-mall categories (lilishop `PointsGoodsCategory`). */
export const pointsGoodsCategories = pgTable('points_goods_category', {
  id: text('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }),
  sortOrder: integer('sort_order').notNull().default(0),
})

/**
 * A SKU members exchange for points (lilishop `PointsGoods`): `points` per unit, its own
 * `activeStock` (taken by a conditional update at checkout), on offer from `startTime` to `endTime`
 * while the operator keeps it `UPPER` (decision 156).
 */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: text('id').primaryKey(),
    skuId: text('sku_id').notNull(),
    goodsId: text('goods_id').notNull(),
    storeId: text('store_id').notNull(),
    categoryId: text('category_id').notNull(),
    points: integer('points').notNull(),
    activeStock: integer('active_stock').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** `UPPER` on sale, `DOWN` taken off sale by the operator. */
    status: varchar('status', { length: 8 }).notNull().default('UPPER'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_goods_sku_uq').on(t.skuId),
    index('points_goods_category_idx').on(t.categoryId),
    check('points_goods_stock_not_negative', sql`${t.activeStock} >= 0`),
    check('points_goods_points_positive', sql`${t.points} > 0`),
  ],
)

/**
 * 满减 / 满折 (lilishop `FullDiscount`, issue 66, decision 160): while `startTime ≤ now < endTime`
 * and not closed, a store's order whose eligible goods reach `fullMoney` (fen) gets `fullMinus` (fen)
 * off, or pays `fullRate` tenths of the 0–10 scale (85 = 8.5折). `storeId` '0' is the platform's
 * (the platform bears it); another is the store's own (the store bears it). `scopeType` ALL covers
 * every goods of the store (of every store for the platform's), PORTION_GOODS the goods listed in
 * `full_discount_goods`.
 */
export const fullDiscounts = pgTable(
  'full_discount',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    promotionName: varchar('promotion_name', { length: 64 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    fullMoney: integer('full_money').notNull(),
    /** MINUS (fullMinus off) | RATE (pays fullRate tenths). */
    discountType: varchar('discount_type', { length: 8 }).notNull(),
    fullMinus: integer('full_minus').notNull().default(0),
    fullRate: integer('full_rate').notNull().default(0),
    /** ALL | PORTION_GOODS */
    scopeType: varchar('scope_type', { length: 16 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Set when closed early: from then on it no longer applies. */
    closeTime: timestamp('close_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('full_discount_store_idx').on(t.storeId, t.endTime),
    check('full_discount_window', sql`${t.endTime} > ${t.startTime}`),
    check(
      'full_discount_value',
      sql`(${t.discountType} = 'MINUS' and ${t.fullMinus} > 0 and ${t.fullMinus} <= ${t.fullMoney}) or (${t.discountType} = 'RATE' and ${t.fullRate} between 1 and 99)`,
    ),
  ],
)

/** The goods a PORTION_GOODS full discount covers. */
export const fullDiscountGoods = pgTable(
  'full_discount_goods',
  {
    fullDiscountId: text('full_discount_id').notNull(),
    goodsId: text('goods_id').notNull(),
  },
  (t) => [
    uniqueIndex('full_discount_goods_uq').on(t.fullDiscountId, t.goodsId),
    index('full_discount_goods_goods_idx').on(t.goodsId),
  ],
)

/**
 * 拼团 (group buying, issue 66 item 2, decision 161): a store's activity on one of its goods, with a
 * group price per SKU (`pintuan_goods`), a group size (2–10) and the hours a group has to fill.
 * `fictitious` (虚拟成团): a group short at its deadline succeeds with the members it has.
 */
export const pintuans = pgTable(
  'pintuan',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    goodsId: text('goods_id').notNull(),
    promotionName: varchar('promotion_name', { length: 64 }).notNull(),
    requiredNum: integer('required_num').notNull(),
    limitHours: integer('limit_hours').notNull(),
    fictitious: boolean('fictitious').notNull().default(false),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pintuan_store_idx').on(t.storeId, t.endTime),
    index('pintuan_goods_idx').on(t.goodsId, t.endTime),
    check('pintuan_window', sql`${t.endTime} > ${t.startTime}`),
    check('pintuan_size', sql`${t.requiredNum} between 2 and 10`),
    check('pintuan_hours', sql`${t.limitHours} between 1 and 72`),
  ],
)

/** A SKU's group price in an activity (fen, below the SKU's price when set). */
export const pintuanGoods = pgTable(
  'pintuan_goods',
  {
    id: text('id').primaryKey(),
    pintuanId: text('pintuan_id').notNull(),
    skuId: text('sku_id').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    uniqueIndex('pintuan_goods_uq').on(t.pintuanId, t.skuId),
    index('pintuan_goods_sku_idx').on(t.skuId),
    check('pintuan_goods_price', sql`${t.price} > 0`),
  ],
)

/**
 * One group of an activity. `taken` counts the places held (members whose order is unpaid or paid),
 * `paid` the paid ones; both move only under the row's lock, and the CHECKs stand behind them.
 * FORMING → SUCCESS (filled, or 虚拟成团 at the deadline) | FAILED (deadline passed short).
 */
export const pintuanGroups = pgTable(
  'pintuan_group',
  {
    id: text('id').primaryKey(),
    pintuanId: text('pintuan_id').notNull(),
    storeId: text('store_id').notNull(),
    goodsId: text('goods_id').notNull(),
    leaderMemberId: text('leader_member_id').notNull(),
    leaderOrderSn: text('leader_order_sn').notNull(),
    requiredNum: integer('required_num').notNull(),
    taken: integer('taken').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    status: varchar('status', { length: 8 }).notNull().default('FORMING'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pintuan_group_goods_idx').on(t.goodsId, t.status, t.deadline),
    uniqueIndex('pintuan_group_leader_uq').on(t.leaderOrderSn),
    check(
      'pintuan_group_places',
      sql`${t.paid} >= 0 and ${t.paid} <= ${t.taken} and ${t.taken} <= ${t.requiredNum}`,
    ),
  ],
)

/** A member's place in a group: one per member and group (the unique index), with the order holding it. */
export const pintuanMembers = pgTable(
  'pintuan_member',
  {
    groupId: text('group_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    face: text('face'),
    orderSn: text('order_sn').notNull(),
    paid: boolean('paid').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pintuan_member_uq').on(t.groupId, t.memberId),
    uniqueIndex('pintuan_member_order_uq').on(t.orderSn),
  ],
)

/**
 * A platform coupon activity (lilishop `CouponActivity`, decision 166). `SPECIFY` (精准发券) hands its
 * coupons once, when it starts, to the chosen members (`activityScope` DESIGNATED, listed in
 * coupon_activity_member) or to every member (ALL), in batches on the job queue; `REGISTERED` (新人赠券)
 * hands them to each member who registers between `startTime` and `endTime`. `status` CLOSE: closed by
 * the operator (nothing more is handed out). `sendCursor` is the last member id an ALL send finished.
 */
export const couponActivities = pgTable(
  'coupon_activity',
  {
    id: text('id').primaryKey(),
    promotionName: varchar('promotion_name', { length: 64 }).notNull(),
    /** SPECIFY | REGISTERED */
    couponActivityType: varchar('coupon_activity_type', { length: 16 }).notNull(),
    /** ALL | DESIGNATED (SPECIFY only; REGISTERED is ALL) */
    activityScope: varchar('activity_scope', { length: 16 }).notNull().default('ALL'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** OPEN | CLOSE */
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    /** SPECIFY: WAITING (queued for the start) | SENDING | SENT | CANCELLED (closed before it was sent); REGISTERED: NONE. */
    sendStatus: varchar('send_status', { length: 12 }).notNull().default('WAITING'),
    sendCursor: text('send_cursor'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_activity_type_idx').on(t.couponActivityType, t.status, t.endTime),
    check('coupon_activity_window', sql`${t.endTime} > ${t.startTime}`),
  ],
)

/** A coupon an activity hands out and how many of it each member gets. */
export const couponActivityItems = pgTable(
  'coupon_activity_item',
  {
    activityId: text('activity_id').notNull(),
    couponId: text('coupon_id').notNull(),
    num: integer('num').notNull(),
  },
  (t) => [
    uniqueIndex('coupon_activity_item_uq').on(t.activityId, t.couponId),
    check('coupon_activity_item_num', sql`${t.num} between 1 and 10`),
  ],
)

/** The members a DESIGNATED 精准发券 is for. */
export const couponActivityMembers = pgTable(
  'coupon_activity_member',
  {
    activityId: text('activity_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('coupon_activity_member_uq').on(t.activityId, t.memberId)],
)

/**
 * What an activity handed one member of one coupon: the unique row is the gate (a member gets each
 * coupon of an activity once, whatever runs twice), `num` the coupons issued.
 */
export const couponActivityGrants = pgTable(
  'coupon_activity_grant',
  {
    activityId: text('activity_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    couponId: text('coupon_id').notNull(),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    num: integer('num').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_activity_grant_uq').on(t.activityId, t.memberId, t.couponId),
    index('coupon_activity_grant_activity_idx').on(t.activityId, t.createTime),
  ],
)

/**
 * 砍价 (bargain, lilishop `KanjiaActivityGoods`; issue 66, decision 167): the operator offers one SKU of
 * an approved goods from `start_price` (the SKU's price when added) down to `floor_price`, each helper
 * cutting a random amount in [`lowest_cut`, `highest_cut`]; `stock` bargains can be bought (taken at
 * checkout by a conditional update, given back when the order is cancelled). Money in fen.
 */
export const kanjiaGoods = pgTable(
  'kanjia_goods',
  {
    id: text('id').primaryKey(),
    promotionName: varchar('promotion_name', { length: 64 }).notNull(),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    startPrice: integer('start_price').notNull(),
    floorPrice: integer('floor_price').notNull(),
    lowestCut: integer('lowest_cut').notNull(),
    highestCut: integer('highest_cut').notNull(),
    stock: integer('stock').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kanjia_goods_sku_idx').on(t.skuId, t.endTime),
    index('kanjia_goods_goods_idx').on(t.goodsId, t.endTime),
    check('kanjia_goods_window', sql`${t.endTime} > ${t.startTime}`),
    check('kanjia_goods_prices', sql`${t.floorPrice} > 0 and ${t.floorPrice} < ${t.startPrice}`),
    check('kanjia_goods_cuts', sql`${t.lowestCut} > 0 and ${t.lowestCut} <= ${t.highestCut}`),
    check('kanjia_goods_stock', sql`${t.stock} >= 0`),
  ],
)

/**
 * A member's bargain on one activity (lilishop `KanjiaActivity`): one per member and activity (the
 * unique index). `current_price` moves down only under the row's lock, never below the floor (CHECK);
 * START (cutting, buyable) → ORDERED (its one order made, `order_sn`); a cancelled order reopens it.
 */
export const kanjiaBargains = pgTable(
  'kanjia_bargain',
  {
    id: text('id').primaryKey(),
    kanjiaGoodsId: text('kanjia_goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    face: text('face'),
    startPrice: integer('start_price').notNull(),
    floorPrice: integer('floor_price').notNull(),
    currentPrice: integer('current_price').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('START'),
    orderSn: text('order_sn'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kanjia_bargain_member_uq').on(t.kanjiaGoodsId, t.memberId),
    uniqueIndex('kanjia_bargain_order_uq').on(t.orderSn),
    index('kanjia_bargain_member_idx').on(t.memberId, t.createTime),
    check(
      'kanjia_bargain_price',
      sql`${t.currentPrice} >= ${t.floorPrice} and ${t.currentPrice} <= ${t.startPrice}`,
    ),
  ],
)

/** One cut of a bargain (lilishop `KanjiaActivityLog`): one per member and bargain (the unique index). */
export const kanjiaCuts = pgTable(
  'kanjia_cut',
  {
    id: text('id').primaryKey(),
    bargainId: text('bargain_id').notNull(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    face: text('face'),
    amount: integer('amount').notNull(),
    priceAfter: integer('price_after').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kanjia_cut_member_uq').on(t.bargainId, t.memberId),
    check('kanjia_cut_amount', sql`${t.amount} > 0`),
  ],
)
