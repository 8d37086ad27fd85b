import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * The points ledger (reference §15.1 `MemberPointsHistory`): one row per change of `member.point`,
 * written in the same transaction. `point` is the balance after the change, `variablePoint` the
 * (unsigned) amount. `sourceKey` names what caused it (`ORDER:<sn>`, `SIGN:<date>`, `REGISTER`…), unique
 * per member, so one event can never grant or take points twice.
 */
export const memberPointsHistory = pgTable(
  'member_points_history',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull().default(''),
    point: integer('point').notNull(),
    beforePoint: integer('before_point').notNull(),
    variablePoint: integer('variable_point').notNull(),
    /** INCREASE | REDUCE */
    pointType: varchar('point_type', { length: 16 }).notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    sourceKey: varchar('source_key', { length: 100 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_points_history_member_idx').on(t.memberId, t.createTime),
    uniqueIndex('member_points_history_source_uq').on(t.memberId, t.sourceKey),
  ],
)

/**
 * Daily sign-in (reference §15.2 `MemberSign`). `signDate` is the GMT+8 day (`yyyy-MM-dd`); the unique
 * index makes a second sign-in on the same day fail even when two calls race. `signDay` counts the
 * consecutive days ending today.
 */
export const memberSigns = pgTable(
  'member_sign',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull().default(''),
    signDate: varchar('sign_date', { length: 10 }).notNull(),
    signDay: integer('sign_day').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_sign_member_day_uq').on(t.memberId, t.signDate)],
)
