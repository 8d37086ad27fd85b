import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
/** A 64-bit transaction id (`pg_current_xact_id()`), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/** Three levels: `level` 0, 1, 2 as upstream; `parentId` '0' for the first level. */
export const categories = pgTable(
  'category',
  {
    id: text('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    /** English name for the English interface; null shows `name` (decision 023). */
    nameEn: varchar('name_en', { length: 64 }),
    parentId: text('parent_id').notNull(),
    level: smallint('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    image: text('image').notNull().default(''),
    /** Basis points of the sale price the platform keeps (5.50 % = 550); settlement reads it (decision 114). */
    commissionRate: integer('commission_rate').notNull().default(0),
    /** A disabled category and its subtree leave the buyer tree, facets and the publish form at once. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.sortOrder)],
)

export const brands = pgTable('brand', {
  id: text('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }),
  logo: text('logo').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A disabled brand is not offered to sellers; goods already carrying it keep it. */
  enabled: boolean('enabled').notNull().default(true),
})

/** Brands bound to a category (upstream `li_category_brand`): the publish form offers the leaf's path's brands. */
export const categoryBrands = pgTable(
  'category_brand',
  { categoryId: text('category_id').notNull(), brandId: text('brand_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.brandId] }),
    index('category_brand_brand_idx').on(t.brandId),
  ],
)

/** A spec template (upstream `li_specification`): a name and its default values, e.g. 颜色 → 红, 蓝. */
export const specs = pgTable('spec', {
  id: text('id').primaryKey(),
  specName: varchar('spec_name', { length: 32 }).notNull(),
  specValues: jsonb('spec_values').$type<string[]>().notNull().default([]),
  /** English name and values (decision 026); null / a missing entry shows the Chinese one. */
  specNameEn: varchar('spec_name_en', { length: 64 }),
  /** English of `specValues`, index by index. */
  specValuesEn: jsonb('spec_values_en').$type<string[]>().notNull().default([]),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
})

/** Specs bound to a category (upstream `li_category_specification`). */
export const categorySpecs = pgTable(
  'category_spec',
  { categoryId: text('category_id').notNull(), specId: text('spec_id').notNull() },
  (t) => [primaryKey({ columns: [t.categoryId, t.specId] }), index('category_spec_spec_idx').on(t.specId)],
)

/** A category's parameter group (upstream `li_parameter_group`), e.g. 基本参数. */
export const parameterGroups = pgTable(
  'parameter_group',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id').notNull(),
    groupName: varchar('group_name', { length: 32 }).notNull(),
    groupNameEn: varchar('group_name_en', { length: 64 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('parameter_group_category_idx').on(t.categoryId, t.sortOrder)],
)

/** A parameter the publish form asks for (upstream `li_parameters`): options, searchable, required. */
export const parameters = pgTable(
  'parameter',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull(),
    categoryId: text('category_id').notNull(),
    paramName: varchar('param_name', { length: 32 }).notNull(),
    paramNameEn: varchar('param_name_en', { length: 64 }),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** English of `options`, index by index (decision 026). */
    optionsEn: jsonb('options_en').$type<string[]>().notNull().default([]),
    /** Searchable: the value becomes a `prop` filter (goods.paramTags). */
    isIndex: boolean('is_index').notNull().default(false),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('parameter_group_idx').on(t.groupId, t.sortOrder)],
)

/** Units of measure the publish form offers (upstream `li_goods_unit`): 件, 盒, 套… */
export const goodsUnits = pgTable(
  'goods_unit',
  {
    id: text('id').primaryKey(),
    name: varchar('name', { length: 8 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('goods_unit_name_uq').on(t.name)],
)

/**
 * What the operator last approved of a goods (decision 154): its buyer-facing description and SKU
 * specs, as `versionOf` writes them, so a material edit waiting in review is shown against it.
 */
export interface ApprovedVersion {
  goodsName: string
  goodsNameEn: string
  sellingPoint: string
  /** Absent in versions kept before the English texts were reviewed. */
  sellingPointEn?: string
  intro: string
  introEn?: string
  images: string[]
  video: string
  /** "组 · 参数: 值" per parameter. */
  params: string[]
  categoryPath: string
  brandId: string
  /** "规格: 值 / 规格: 值" per SKU, with its picture count when it has pictures. */
  skus: string[]
  /** "Spec: value / …" per SKU as the English site reads them; absent in versions kept before. */
  skusEn?: string[]
}

export interface GoodsParamGroup {
  groupName: string
  groupNameEn?: string
  /** `*En`: the English the seller gave (or the template's), absent where none (decision 026). */
  items: {
    paramName: string
    paramValue: string
    paramNameEn?: string
    paramValueEn?: string
    isIndex: boolean
    sort: number
  }[]
}

/**
 * A product (SPU). Search reads `searchVector`: jieba tokens of the name with weight A, of selling
 * point, brand, category and store with weight B, so a `:A` query tells name matches apart.
 */
export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    sn: varchar('sn', { length: 32 }).notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    /** English name; null where the seller gave none (the English interface then shows `goodsName`). */
    goodsNameEn: varchar('goods_name_en', { length: 200 }),
    sellingPoint: varchar('selling_point', { length: 256 }).notNull().default(''),
    sellingPointEn: varchar('selling_point_en', { length: 512 }),
    /** Rich-text HTML introduction. */
    intro: text('intro').notNull().default(''),
    /** The English introduction; null shows `intro` (decision 026). */
    introEn: text('intro_en'),
    storeId: text('store_id').notNull(),
    brandId: text('brand_id').notNull().default('0'),
    /** Comma-joined ids root → leaf, e.g. `1,11,111`. */
    categoryPath: varchar('category_path', { length: 96 }).notNull(),
    categoryId: text('category_id').notNull(),
    /** Gallery URLs, first one is the cover. */
    images: jsonb('images').$type<string[]>().notNull(),
    params: jsonb('params').$type<GoodsParamGroup[]>().notNull().default([]),
    /** `name_value` of every indexed parameter, for `prop` filters (GIN). */
    paramTags: text('param_tags').array().notNull().default(sql`'{}'::text[]`),
    goodsUnit: varchar('goods_unit', { length: 8 }).notNull().default('件'),
    goodsType: varchar('goods_type', { length: 16 }).notNull().default('PHYSICAL_GOODS'),
    salesModel: varchar('sales_model', { length: 16 }).notNull().default('RETAIL'),
    /** WHOLESALE tiers, ascending by `num`; `price` in fen applies once the goods' cart total reaches `num`. */
    wholesale: jsonb('wholesale').$type<{ num: number; price: number }[]>().notNull().default([]),
    /** The store's own category, comma-joined ids top → child (店铺分类), '' for none. */
    storeCategoryPath: varchar('store_category_path', { length: 64 }).notNull().default(''),
    /** Main-picture video URL (主图视频), '' for none. */
    video: text('video').notNull().default(''),
    /** Why the operator refused the goods (authFlag REFUSE). */
    authMessage: varchar('auth_message', { length: 200 }).notNull().default(''),
    /** What the operator last approved (decision 154); null for goods never approved. */
    approvedVersion: jsonb('approved_version').$type<ApprovedVersion | null>(),
    /** `UPPER` on sale, `DOWN` off shelf. */
    marketEnable: varchar('market_enable', { length: 8 }).notNull().default('UPPER'),
    /** `PASS` on sale when UPPER, `TOBEAUDITED` waiting for the operator, `REFUSE` refused. */
    authFlag: varchar('auth_flag', { length: 16 }).notNull().default('PASS'),
    selfOperated: boolean('self_operated').notNull().default(false),
    recommend: boolean('recommend').notNull().default(false),
    buyCount: integer('buy_count').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    /** Good-review rate in percent (upstream `grade`). */
    grade: smallint('grade').notNull().default(100),
    weight: integer('weight_grams').notNull().default(0),
    /** The store's freight template (`freight_template`); '0' ships free. */
    templateId: text('template_id').notNull().default('0'),
    nameTokens: text('name_tokens').notNull().default(''),
    extraTokens: text('extra_tokens').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name_tokens), 'A') || setweight(to_tsvector('simple', extra_tokens), 'B')`,
      ),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search and browsing go through `goods_listing` and its indexes.
    index('goods_category_idx').on(t.categoryId, t.marketEnable),
    index('goods_store_idx').on(t.storeId, t.createTime),
    // The seller's goods list: one store's tab (on/off shelf), newest first, and its count, read from
    // the index alone (bench: a store with 10,000 goods).
    index('goods_store_market_idx').on(t.storeId, t.marketEnable, t.createTime.desc(), t.id.desc()),
  ],
)

/**
 * A sellable variant. Money and stock rules other modules rely on (cart, orders):
 * `price` is integer fen (¥12.50 = 1250), `quantity` is the available stock, never negative (CHECK),
 * changed only by conditional updates inside transactions (`quantity = quantity - n where quantity >= n`).
 */
export const goodsSkus = pgTable(
  'goods_sku',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id').notNull(),
    sn: varchar('sn', { length: 40 }).notNull(),
    /** Ordered spec values, e.g. [{specName:'颜色', specValue:'青花'}]. */
    specs: jsonb('specs')
      .$type<{ specName: string; specValue: string; specNameEn?: string; specValueEn?: string }[]>()
      .notNull(),
    /** Values joined by space, as upstream `simpleSpecs`. */
    simpleSpecs: varchar('simple_specs', { length: 128 }).notNull().default(''),
    price: integer('price').notNull(),
    cost: integer('cost').notNull().default(0),
    /** Grams; 0 means the goods' own weight. */
    weight: integer('weight_grams').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    /** The SKU's own pictures (shown before the goods gallery). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    buyCount: integer('buy_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_sku_goods_idx').on(t.goodsId, t.sortOrder),
    index('goods_sku_price_idx').on(t.price),
    check('goods_sku_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('goods_sku_price_nonneg', sql`${t.price} >= 0`),
  ],
)

/**
 * The searchable part of every goods on sale, one narrow row each (a goods row carries the rich-text
 * introduction, parameters and gallery, about 2 kB). Each node keeps a copy in memory to choose
 * search pages (`listing-index.ts`); facets and suggestions read this table. Kept by triggers
 * (migration 0012): a goods row that is not UPPER and PASS has no listing row; `skuCount`, `minPrice`
 * and `maxPrice` follow SKU inserts, deletes and price changes (stock changes do not touch it).
 */
export const goodsListings = pgTable(
  'goods_listing',
  {
    goodsId: text('goods_id').primaryKey(),
    storeId: text('store_id').notNull(),
    brandId: text('brand_id').notNull(),
    categoryId: text('category_id').notNull(),
    categoryPath: varchar('category_path', { length: 96 }).notNull(),
    recommend: boolean('recommend').notNull(),
    buyCount: integer('buy_count').notNull(),
    commentNum: integer('comment_num').notNull(),
    grade: smallint('grade').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    paramTags: text('param_tags').array().notNull(),
    searchVector: tsvector('search_vector').notNull(),
    skuCount: integer('sku_count').notNull().default(0),
    minPrice: integer('min_price').notNull().default(0),
    maxPrice: integer('max_price').notNull().default(0),
    /** The transaction that last wrote the row (a trigger sets it): nodes' listing indexes read what changed. */
    changedXid: xid8('changed_xid').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // No pending list: a search would scan it on every query until a vacuum merges it, and listing
    // rows change far less often than they are searched.
    index('goods_listing_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('goods_listing_param_tags_idx').using('gin', t.paramTags).with({ fastupdate: false }),
    index('goods_listing_category_idx').on(
      t.categoryId,
      t.buyCount.desc().nullsFirst(),
      t.goodsId.desc().nullsFirst(),
    ),
    index('goods_listing_category_path_idx').using('btree', t.categoryPath.op('text_pattern_ops')),
    index('goods_listing_store_idx').on(
      t.storeId,
      t.buyCount.desc().nullsFirst(),
      t.goodsId.desc().nullsFirst(),
    ),
    index('goods_listing_brand_idx').on(t.brandId),
    index('goods_listing_changed_idx').on(t.changedXid),
  ],
)

/**
 * Goods whose listing row was deleted, with the deleting transaction (a trigger writes it): the nodes'
 * listing indexes drop them. One row per goods ever delisted, replaced by its latest removal.
 */
export const goodsListingRemovals = pgTable(
  'goods_listing_removed',
  {
    goodsId: text('goods_id').primaryKey(),
    removedXid: xid8('removed_xid').notNull(),
  },
  (t) => [index('goods_listing_removed_xid_idx').on(t.removedXid)],
)

/**
 * Searched keywords per GMT+8 day; `hits` counts distinct visitors that day (see
 * `search_keyword_visitor`), and hot words sum a recent window of these plus the operator seeds.
 */
export const searchKeywordStats = pgTable(
  'search_keyword_stat',
  {
    keyword: varchar('keyword', { length: 100 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index('search_keyword_stat_day_idx').on(t.day)],
)

/**
 * Who searched a keyword on a day, once each: a visitor is a member or a client address, stored as a
 * short hash. Rows older than the hot-word window are deleted as counts are written.
 */
export const searchKeywordVisitors = pgTable(
  'search_keyword_visitor',
  {
    keyword: varchar('keyword', { length: 100 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    visitor: varchar('visitor', { length: 32 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.keyword, t.visitor] }),
    index('search_keyword_visitor_visitor_idx').on(t.day, t.visitor),
  ],
)

/**
 * Words that never appear among the hot words (upstream `li_sensitive_words`): a keyword containing
 * any of them is left out. Seeded by the migration; the operator console edits the table.
 */
export const sensitiveWords = pgTable('sensitive_word', {
  word: varchar('word', { length: 50 }).primaryKey(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Operator-chosen hot words (upstream "热词设置"); `score` adds to real search counts and orders them.
 * A disabled word is kept for the console but neither shown nor scored.
 */
export const hotWordSeeds = pgTable('hot_word_seed', {
  keyword: varchar('keyword', { length: 100 }).primaryKey(),
  /** What the English interface shows (and searches) for this word; null shows the keyword. */
  keywordEn: varchar('keyword_en', { length: 100 }),
  score: integer('score').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

/** Reviews (upstream `li_member_evaluation`): written by `flows/evaluate-order-item.ts`, shown on goods pages. */
export const memberEvaluations = pgTable(
  'member_evaluation',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    memberProfile: text('member_profile').notNull().default(''),
    storeId: text('store_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    goodsImage: text('goods_image').notNull().default(''),
    orderNo: varchar('order_no', { length: 64 }).notNull().default(''),
    orderItemSn: varchar('order_item_sn', { length: 64 }),
    /** GOOD | MODERATE | WORSE */
    grade: varchar('grade', { length: 16 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    images: text('images').notNull().default(''),
    haveImage: boolean('have_image').notNull().default(false),
    /** OPEN shown, CLOSE hidden. */
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    reply: text('reply'),
    replyImage: text('reply_image'),
    haveReplyImage: boolean('have_reply_image').notNull().default(false),
    replyStatus: boolean('reply_status').notNull().default(false),
    deliveryScore: smallint('delivery_score').notNull().default(5),
    serviceScore: smallint('service_score').notNull().default(5),
    descriptionScore: smallint('description_score').notNull().default(5),
    deleteFlag: boolean('delete_flag').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_evaluation_goods_idx').on(t.goodsId, t.status, t.createTime),
    index('member_evaluation_member_idx').on(t.memberId, t.createTime),
    // One review per order item (the seeded reviews have none).
    uniqueIndex('member_evaluation_order_item_uq').on(t.orderItemSn),
  ],
)

/**
 * The goods cards a node kept when it last wrote them down (`locale:skuId`, oldest first). A starting
 * node builds those cards before it says ready, so a node restarted or added under a crowd does not
 * meet it with an empty shelf (decision 022). One row: the last node to write wins.
 */
export const goodsCardsShown = pgTable('goods_cards_shown', {
  id: varchar('id', { length: 16 }).primaryKey(),
  keys: text('keys').array().notNull(),
  writeTime: timestamp('write_time', { withTimezone: true }).notNull().defaultNow(),
})
