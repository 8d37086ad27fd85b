import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

/** A postal address the seller keeps (ship-from): region ids and names root → leaf, and the street. */
export interface StoreAddress {
  name: string
  mobile: string
  regionIdPath: string
  regionPath: string
  detail: string
}

/**
 * Merchants (upstream `li_store`). Scores are kept as tenths (48 = 4.8 stars) so they stay integers;
 * `collectionNum` is maintained by the store-collection use cases.
 */
export const stores = pgTable(
  'store',
  {
    id: text('id').primaryKey(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    /** English name and country for the English interface; null shows the Chinese (decision 023). */
    storeNameEn: varchar('store_name_en', { length: 96 }),
    storeLogo: text('store_logo').notNull(),
    /** Rich-text introduction (HTML from the operator console). */
    storeDesc: text('store_desc').notNull().default(''),
    /** The introduction in English, sanitised like the Chinese; null shows the Chinese (decision 026). */
    storeDescEn: text('store_desc_en'),
    /** ISO 3166-1 alpha-2 (CN for mainland China) or a Chinese region code such as HK, TW, MO. */
    countryCode: varchar('country_code', { length: 8 }).notNull(),
    countryName: varchar('country_name', { length: 32 }).notNull(),
    countryNameEn: varchar('country_name_en', { length: 48 }),
    /** Where the store is, as its page shows it: "country,city" (the first comma reads as " · "). */
    companyAddressPath: varchar('company_address_path', { length: 128 }).notNull().default(''),
    companyAddressPathEn: varchar('company_address_path_en', { length: 160 }),
    selfOperated: boolean('self_operated').notNull().default(false),
    /** Upstream naming: `OPEN` is trading, `CLOSED` is disabled. */
    storeDisable: varchar('store_disable', { length: 16 }).notNull().default('OPEN'),
    descriptionScore: smallint('description_score').notNull().default(50),
    serviceScore: smallint('service_score').notNull().default(50),
    deliveryScore: smallint('delivery_score').notNull().default(50),
    collectionNum: integer('collection_num').notNull().default(0),
    recommend: boolean('recommend').notNull().default(false),
    /** The seller's stock-warning threshold: SKUs at or below it are listed as low stock. */
    stockWarning: integer('stock_warning').notNull().default(0),
    /** Store page banner picture URL, '' for none. */
    storeBanner: text('store_banner').notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 64 }).notNull().default(''),
    /** Where parcels leave from (发货地址); the return address is `store_after_sale_address`. */
    shipAddress: jsonb('ship_address').$type<StoreAddress | null>(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_recommend_idx').on(t.recommend, t.createTime)],
)
