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
import { members } from './members.ts'
import { stores } from './store.ts'

/**
 * Roles of one store (upstream `li_role` of the seller side): a name and the permissions it grants,
 * as `area:read` / `area:write` strings (write implies read). The owner needs none: it passes all.
 */
export const storeRoles = pgTable(
  'store_role',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    roleName: varchar('role_name', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('store_role_name_uq').on(t.storeId, t.roleName)],
)

/**
 * Clerks (店员, upstream `li_clerk`): a member account working for a store. The owner is not a row
 * here: it is the member whose `member.store_id` is the store. A member clerks for one store at most.
 */
export const storeClerks = pgTable(
  'store_clerk',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clerkName: varchar('clerk_name', { length: 32 }).notNull(),
    /** Its 部门; the department's default roles apply while the clerk has no roles of its own. */
    departmentId: text('department_id').references(() => storeDepartments.id),
    /** false = suspended: its logins stop at the next request. */
    status: boolean('status').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('store_clerk_member_uq').on(t.memberId), index('store_clerk_store_idx').on(t.storeId)],
)

export const storeClerkRoles = pgTable(
  'store_clerk_role',
  {
    clerkId: text('clerk_id')
      .notNull()
      .references(() => storeClerks.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => storeRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clerkId, t.roleId] }), index('store_clerk_role_role_idx').on(t.roleId)],
)

/**
 * A store's departments (部门, upstream `li_store_department`): a tree by `parent_id` (null at the
 * root). A department with clerks in it or under it is not deleted (decision 173).
 */
export const storeDepartments = pgTable(
  'store_department',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => storeDepartments.id),
    title: varchar('title', { length: 32 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [index('store_department_store_idx').on(t.storeId, t.parentId)],
)

/** A department's default roles (lilishop `departmentRole`). */
export const storeDepartmentRoles = pgTable(
  'store_department_role',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => storeDepartments.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => storeRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.roleId] }),
    index('store_department_role_role_idx').on(t.roleId),
  ],
)
