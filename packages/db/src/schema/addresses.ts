// Addresses: the buyers' address book and the stores' pickup points.
import { boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/** Shipping addresses (reference §15.6). Region paths are comma-joined names and GB/T 2260 ids. */
export const memberAddresses = pgTable(
  'member_address',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    consigneeAddressPath: varchar('consignee_address_path', { length: 200 }).notNull(),
    consigneeAddressIdPath: varchar('consignee_address_id_path', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 140 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    alias: varchar('alias', { length: 20 }),
    lon: varchar('lon', { length: 20 }),
    lat: varchar('lat', { length: 20 }),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [index('member_address_member_idx').on(t.memberId, t.isDefault)],
)

/** Store self-pickup points (upstream `li_store_address`); a store with one offers SELF_PICK_UP. */
export const storeAddresses = pgTable(
  'store_address',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    addressName: varchar('address_name', { length: 64 }).notNull(),
    center: varchar('center', { length: 64 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('store_address_store_idx').on(t.storeId)],
)
