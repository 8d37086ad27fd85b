import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** A region row of a freight template: the regions it covers and what shipping there costs. */
export interface FreightRow {
  /** Province or city ids of `region`; a city row wins over its province's row. */
  regionIds: string[]
  /** Pieces (NUM) or grams (WEIGHT) the first fee covers. */
  firstUnit: number
  /** Fen. */
  firstFee: number
  /** Pieces or grams per extra step beyond the first; every started step is charged. */
  extraUnit: number
  /** Fen per extra step. */
  extraFee: number
}

/**
 * A store's freight template (运费模板, lilishop `li_freight_template` with its children as `rows`).
 * `pricingMethod`: NUM by pieces, WEIGHT by grams, FREE no shipping fee. The default columns price
 * every region no row names. Goods point at one (`goods.template_id`, '0' for none = free).
 */
export const freightTemplates = pgTable(
  'freight_template',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    pricingMethod: varchar('pricing_method', { length: 8 }).notNull().$type<'NUM' | 'WEIGHT' | 'FREE'>(),
    firstUnit: integer('first_unit').notNull().default(1),
    firstFee: integer('first_fee').notNull().default(0),
    extraUnit: integer('extra_unit').notNull().default(1),
    extraFee: integer('extra_fee').notNull().default(0),
    rows: jsonb('rows').$type<FreightRow[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freight_template_store_idx').on(t.storeId, t.createTime)],
)
