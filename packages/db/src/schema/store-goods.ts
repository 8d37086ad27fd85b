import { index, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
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

/**
 * A goods form saved half-filled (草稿, upstream `li_draft_goods`): the publish form as the seller left
 * it, resumed later; publishing it creates the goods and drops the draft.
 */
export const goodsDrafts = pgTable(
  'goods_draft',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    goodsName: varchar('goods_name', { length: 128 }).notNull().default(''),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_draft_store_idx').on(t.storeId, t.updateTime)],
)
