import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Platform settings keyed by the upstream `SettingEnum` names (BASE_SETTING, ORDER_SETTING, …). */
export const settings = pgTable('setting', {
  id: varchar('id', { length: 64 }).primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }),
})

/** Administrative regions of China (GB/T 2260 codes); parent `0` for provinces. */
export const regions = pgTable(
  'region',
  {
    id: varchar('id', { length: 12 }).primaryKey(),
    parentId: varchar('parent_id', { length: 12 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** The English name, generated from the Chinese when seeded (decision 159); null reads the Chinese. */
    nameEn: varchar('name_en', { length: 128 }),
    level: varchar('level', { length: 16 }).notNull().$type<'province' | 'city' | 'district'>(),
    center: varchar('center', { length: 64 }),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('region_parent_idx').on(t.parentId, t.orderNum)],
)

export const logistics = pgTable('logistics', {
  id: text('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  standBy: text('stand_by'),
  formItems: text('form_items'),
  disabled: varchar('disabled', { length: 8 }).notNull().default('OPEN').$type<'OPEN' | 'CLOSE'>(),
  international: boolean('international').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
})

/** Page decoration data written by the (future) operator page designer; returned verbatim. */
export const pageData = pgTable('page_data', {
  id: text('id').primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  pageData: text('page_data').notNull(),
  pageShow: varchar('page_show', { length: 8 }).notNull().default('OPEN'),
  pageType: varchar('page_type', { length: 16 }).notNull(),
  pageClientType: varchar('page_client_type', { length: 16 }).notNull(),
  num: varchar('num', { length: 64 }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
})

/** Which demo/reference seeders have run, so a restart never seeds twice and new seeders still run. */
export const seedRuns = pgTable('seed_run', {
  name: varchar('name', { length: 64 }).primaryKey(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every picture the upload endpoint stored. The orphan sweep looks once at each upload a day old: one
 * that something in the database refers to is marked `checked` and kept for good; one nothing refers
 * to is deleted with its file.
 */
export const uploadFiles = pgTable(
  'upload_file',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    bytes: integer('bytes').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    checkedTime: timestamp('checked_time', { withTimezone: true }),
  },
  (t) => [index('upload_file_unchecked_idx').on(t.createTime).where(sql`checked_time is null`)],
)

/**
 * The home pages' editable slots (operator console 首页装修): the shop's banner slides, the partner
 * logos, the national-pavilion slides and the footer's think tanks and partner organisations (decision
 * 163). Pages show the enabled rows by `sort`.
 */
export const homeSlides = pgTable(
  'home_slide',
  {
    id: text('id').primaryKey(),
    slot: varchar('slot', { length: 16 })
      .notNull()
      .$type<'BANNER' | 'PARTNER' | 'PAVILION' | 'THINK_TANK' | 'ORG'>(),
    title: varchar('title', { length: 64 }).notNull(),
    titleEn: varchar('title_en', { length: 128 }),
    subtitle: varchar('subtitle', { length: 200 }),
    subtitleEn: varchar('subtitle_en', { length: 400 }),
    image: varchar('image', { length: 255 }).notNull(),
    link: varchar('link', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_slide_slot_idx').on(t.slot, t.enabled, t.sort)],
)

/**
 * The header's navigation row (decision 168), as the operator keeps it (`/admin/nav`): each entry a
 * site page (PAGE), the guide entry with its menu (GUIDE), a goods category (CATEGORY, `target` its id),
 * an external site (EXTERNAL, `target` an https address; none: the deployment's goods depot) or a plain
 * label (LABEL). `paths` are further site paths the entry is current on (space-separated).
 */
export const navEntries = pgTable(
  'nav_entry',
  {
    id: text('id').primaryKey(),
    kind: varchar('kind', { length: 16 })
      .notNull()
      .$type<'PAGE' | 'GUIDE' | 'CATEGORY' | 'EXTERNAL' | 'LABEL'>(),
    label: varchar('label', { length: 32 }).notNull(),
    labelEn: varchar('label_en', { length: 64 }),
    target: varchar('target', { length: 255 }),
    paths: varchar('paths', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nav_entry_sort_idx').on(t.enabled, t.sort)],
)
