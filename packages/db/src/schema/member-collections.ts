import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Goods favourites, keyed by SKU as upstream (reference §15.5). */
export const goodsCollections = pgTable(
  'goods_collection',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    skuId: text('sku_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_collection_member_sku_uq').on(t.memberId, t.skuId),
    index('goods_collection_member_idx').on(t.memberId, t.createTime),
  ],
)

export const storeCollections = pgTable(
  'store_collection',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    storeId: text('store_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_collection_member_store_uq').on(t.memberId, t.storeId),
    index('store_collection_member_idx').on(t.memberId, t.createTime),
  ],
)

/** One row per (member, goods); viewing again moves it to the top; only the newest 100 are kept. */
export const footprints = pgTable(
  'footprint',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    storeId: text('store_id').notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('footprint_member_goods_uq').on(t.memberId, t.goodsId),
    index('footprint_member_time_idx').on(t.memberId, t.updateTime),
  ],
)
