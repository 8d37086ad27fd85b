import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * Platform operators (lilishop `li_admin_user`): their own accounts, never member rows. A super admin
 * passes every permission; the others hold roles. `enabled = false` ends their logins at once.
 */
export const adminUsers = pgTable(
  'admin_user',
  {
    id: text('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    /** scrypt of the md5 the client sends, like member passwords (modules/accounts/password.ts). */
    password: text('password').notNull(),
    nickName: varchar('nick_name', { length: 64 }),
    superUser: boolean('super_user').notNull().default(false),
    /** Its 部门; the department's default roles apply while the operator has no roles of its own. */
    departmentId: text('department_id').references((): AnyPgColumn => adminDepartments.id),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The TOTP second factor (RFC 6238, base32 secret). Set at enrolment; required at sign-in only
     * once `totpEnabled` (the operator proved a code from it).
     */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_user_username_uq').on(t.username),
    // Sign-in matches usernames case-insensitively, so two may not differ by case alone.
    uniqueIndex('admin_user_username_lower_uq').on(sql`lower(${t.username})`),
  ],
)

/** Operator roles: the `area:read` / `area:write` grants of the console's areas. */
export const adminRoles = pgTable(
  'admin_role',
  {
    id: text('id').primaryKey(),
    roleName: varchar('role_name', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_role_name_uq').on(t.roleName)],
)

export const adminUserRoles = pgTable(
  'admin_user_role',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => adminRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.roleId] }), index('admin_user_role_role_idx').on(t.roleId)],
)

/** An operator's login (refresh-token family), shaped like `member_session`. */
export const adminSessions = pgTable(
  'admin_session',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    refreshJti: varchar('refresh_jti', { length: 64 }).notNull(),
    previousRefreshJti: varchar('previous_refresh_jti', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    refreshTime: timestamp('refresh_time', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 16 }),
  },
  (t) => [index('admin_session_admin_idx').on(t.adminId)],
)

/**
 * The operation log (lilishop 日志管理): one row per admin write, written in the write's own
 * transaction by `modules/operation-log/operation-log.ts`. Append-only: no API updates or deletes it.
 */
export const adminLogs = pgTable(
  'admin_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id').notNull(),
    adminName: varchar('admin_name', { length: 64 }).notNull(),
    /** What was done, e.g. `wallet.withdraw.approve`, and on which resource. */
    action: varchar('action', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    target: varchar('target', { length: 64 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_log_time_idx').on(t.createTime),
    index('admin_log_admin_idx').on(t.adminId, t.createTime),
    index('admin_log_action_idx').on(t.action, t.createTime),
  ],
)

/** Operators' departments (部门, upstream `li_department`): a tree by `parent_id` (null at the root). */
export const adminDepartments = pgTable('admin_department', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').references((): AnyPgColumn => adminDepartments.id),
  title: varchar('title', { length: 32 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }),
})

/** A department's default roles (lilishop `departmentRole`). */
export const adminDepartmentRoles = pgTable(
  'admin_department_role',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => adminDepartments.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => adminRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.roleId] }),
    index('admin_department_role_role_idx').on(t.roleId),
  ],
)
