import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * Buyer accounts (reference §5.3). `disabled` keeps the upstream inverted meaning: true = active.
 * `password` holds only a slow salted hash of the md5 the client sends (docs/decisions: auth tokens).
 */
export const members = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    password: text('password').notNull(),
    nickName: varchar('nick_name', { length: 64 }),
    sex: integer('sex').notNull().default(0),
    /** yyyy-MM-dd */
    birthday: varchar('birthday', { length: 10 }),
    regionId: varchar('region_id', { length: 200 }),
    region: varchar('region', { length: 200 }),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    point: integer('point').notNull().default(0),
    totalPoint: integer('total_point').notNull().default(0),
    face: text('face'),
    disabled: boolean('disabled').notNull().default(true),
    haveStore: boolean('have_store').notNull().default(false),
    storeId: text('store_id'),
    clientEnum: varchar('client_enum', { length: 16 }),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    gradeId: text('grade_id'),
    experience: integer('experience').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
    deleteFlag: boolean('delete_flag').notNull().default(false),
  },
  (t) => [
    uniqueIndex('member_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('member_mobile_uq').on(t.mobile),
    // Points only move through the points ledger's conditional updates; this is the last line.
    check('member_point_nonneg', sql`${t.point} >= 0`),
  ],
)

/**
 * One login (a refresh-token family). Access tokens carry its id and die with it; the refresh token
 * carries `refreshJti`, which rotates on each use (the one it replaced kept in `previousRefreshJti`).
 * Presenting an older jti means the token was copied: the whole login is revoked, unless it is the
 * previous one within seconds of the rotation (two uses that crossed, apps/api sessions.ts).
 */
export const memberSessions = pgTable(
  'member_session',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    refreshJti: varchar('refresh_jti', { length: 64 }).notNull(),
    previousRefreshJti: varchar('previous_refresh_jti', { length: 64 }),
    clientType: varchar('client_type', { length: 16 }).notNull().default('PC'),
    /** Whose API the login opens: MEMBER (buyer), STORE (seller centre, with `storeId`), MANAGER. */
    audience: varchar('audience', { length: 16 }).notNull().default('MEMBER'),
    storeId: text('store_id'),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    refreshTime: timestamp('refresh_time', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | reuse | password | disabled */
    revokedReason: varchar('revoked_reason', { length: 16 }),
  },
  (t) => [index('member_session_member_idx').on(t.memberId)],
)
