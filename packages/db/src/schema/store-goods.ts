import { index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { stores } from './store.ts'

/**
 * A store's own goods categories (店铺分类, upstream `li_store_goods_label`): two levels, a top row has
 * `parentId` '0'. Separate from the platform's category tree, which decides search and commission.
 */
export const storeGoodsLabels = pgTable(
  'store_goods_label',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').notNull().default('0'),
    labelName: varchar('label_name', { length: 32 }).notNull(),
    /** 0 = top, 1 = child */
    level: smallint('level').notNull().default(0),
    sortOrder: smallint('sort_order').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_goods_label_store_idx').on(t.storeId, t.parentId, t.sortOrder)],
)
