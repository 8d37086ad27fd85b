import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/*
 * 直播 (lilishop `li_studio`, `li_commodity`, `li_studio_commodity`; decision 169): a store's rooms and
 * the goods it submitted to the live goods library of the platform's WeChat mini program. The room and
 * the goods live at WeChat (小程序直播); these rows keep what we sent, the ids WeChat gave back and the
 * last audit or live status it reported. `sandbox` marks a row made by the embedded sandbox (no keys).
 */

/** A live room (直播间). `room_id` is WeChat's; `live_status` its last answer (101 live … 107 expired). */
export const liveStudios = pgTable(
  'live_studio',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    coverImg: text('cover_img').notNull(),
    shareImg: text('share_img').notNull(),
    anchorName: varchar('anchor_name', { length: 64 }).notNull(),
    anchorWechat: varchar('anchor_wechat', { length: 64 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    roomId: integer('room_id').notNull(),
    /** WeChat's link for an anchor not yet verified in 小程序直播 (answered by room/create). */
    qrcodeUrl: text('qrcode_url'),
    /** WeChat's share QR code of the room (room/getsharedcode `cdnUrl`): buyers scan it to watch. */
    shareQrcode: text('share_qrcode'),
    liveStatus: integer('live_status'),
    liveStatusTime: timestamp('live_status_time', { withTimezone: true }),
    recommend: boolean('recommend').notNull().default(false),
    sandbox: boolean('sandbox').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_studio_room_uq').on(t.roomId, t.sandbox),
    index('live_studio_store_idx').on(t.storeId, t.startTime),
    index('live_studio_recommend_idx').on(t.recommend, t.startTime),
    check('live_studio_window', sql`${t.endTime} > ${t.startTime}`),
  ],
)

/**
 * A goods submitted to the live goods library (直播商品): one SKU of the store, once (unique), with its
 * live price. `live_goods_id`/`audit_id` are WeChat's; `audit_status` 0 未审核, 1 审核中, 2 审核通过,
 * 3 审核驳回 as WeChat numbers them.
 */
export const liveCommodities = pgTable(
  'live_commodity',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    goodsImage: text('goods_image').notNull(),
    /** Fen; WeChat's priceType 1 (一口价). */
    price: integer('price').notNull(),
    url: text('url').notNull(),
    liveGoodsId: integer('live_goods_id'),
    auditId: text('audit_id'),
    auditStatus: integer('audit_status').notNull().default(0),
    sandbox: boolean('sandbox').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_commodity_sku_uq').on(t.skuId),
    uniqueIndex('live_commodity_live_goods_uq').on(t.liveGoodsId, t.sandbox),
    index('live_commodity_store_idx').on(t.storeId, t.createTime),
    check('live_commodity_price', sql`${t.price} > 0`),
    check('live_commodity_audit', sql`${t.auditStatus} between 0 and 3`),
  ],
)

/** A goods in a room (WeChat room/addgoods); one row per pair. */
export const liveStudioGoods = pgTable(
  'live_studio_goods',
  {
    studioId: text('studio_id').notNull(),
    commodityId: text('commodity_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.commodityId] }),
    index('live_studio_goods_commodity_idx').on(t.commodityId),
  ],
)
