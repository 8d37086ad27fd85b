import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Two-level article categories (news, industry information, help centre); parent `0` at the top. */
export const articleCategories = pgTable(
  'article_category',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    articleCategoryName: varchar('article_category_name', { length: 64 }).notNull(),
    articleCategoryNameEn: varchar('article_category_name_en', { length: 128 }),
    parentId: varchar('parent_id', { length: 20 }).notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    level: integer('level').notNull().default(0),
    type: varchar('type', { length: 16 }).notNull().$type<'NEWS' | 'INDUSTRY' | 'HELP' | 'OTHER'>(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_category_parent_idx').on(t.parentId, t.sort)],
)

/** Articles; `content` is sanitised HTML (cleaned when stored and again when served). */
export const articles = pgTable(
  'article',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    categoryId: varchar('category_id', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    summaryEn: varchar('summary_en', { length: 600 }),
    cover: varchar('cover', { length: 255 }),
    content: text('content').notNull(),
    /** The English body (sanitised HTML like `content`); null shows the Chinese (decision 026). */
    contentEn: text('content_en'),
    type: varchar('type', { length: 32 }).notNull().default('OTHER'),
    openStatus: boolean('open_status').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    author: varchar('author', { length: 64 }),
    source: varchar('source', { length: 128 }),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    index('article_category_idx').on(t.categoryId, t.openStatus, t.sort, t.publishTime),
    index('article_publish_idx').on(t.openStatus, t.publishTime),
    index('article_type_idx').on(t.type),
  ],
)
