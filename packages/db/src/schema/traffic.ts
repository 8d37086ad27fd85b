import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'

/**
 * Page views of the buyer's goods and store pages per China day (decision 158): one row per
 * (day, store, goods), `goods_id` '' for the store's own page. Each node counts in memory and adds its
 * counts with an upsert, so the rows are sums over the nodes.
 */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    day: varchar('day', { length: 10 }).notNull(),
    storeId: text('store_id').notNull(),
    goodsId: text('goods_id').notNull().default(''),
    pageViews: integer('page_views').notNull().default(0),
    /** Distinct visitors of the page that day, over every node (see `traffic_visitor`). */
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.goodsId] }),
    index('traffic_daily_store_idx').on(t.storeId, t.day),
  ],
)

/**
 * Who was already counted on a page that day: a salted hash of the member or of the address and
 * browser, never the address itself. A row inserted is a new visitor; the `traffic-prune` job deletes
 * days that ended.
 */
export const trafficVisitors = pgTable(
  'traffic_visitor',
  {
    day: varchar('day', { length: 10 }).notNull(),
    storeId: text('store_id').notNull(),
    goodsId: text('goods_id').notNull().default(''),
    visitor: varchar('visitor', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.storeId, t.goodsId, t.visitor] })],
)
