import type {
  CouponActivityDetail,
  CouponActivityForm,
  CouponActivityGrant,
  CouponActivityQuery,
  CouponActivityVO,
} from '@silk/contracts/coupon-activity'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  couponActivities,
  couponActivityGrants,
  couponActivityItems,
  couponActivityMembers,
  couponReceipts,
  coupons,
  members,
} from '@silk/db/schema/index'
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { z } from 'zod'
import type { AuthMember } from '../../shared/context.ts'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type JobSender, jobRef } from '../../shared/jobs.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { issueMemberCoupon } from './receive-coupon.ts'
import { type CouponRow, promotionStatus } from './views.ts'

/*
 * 券活动 (lilishop `CouponActivity`, decision 166). Who gets what is decided by one row per activity,
 * member and coupon (coupon_activity_grant, unique): a grant inserts it first, so an activity sent twice
 * at once, a retried batch or two registrations racing hand each member each coupon once. Stock is a
 * conditional update of the coupon (`received_num + num <= publish_num`) and the member's count across
 * every way of getting the coupon is the coupon_receipt row (`num + n <= coupon_limit_num`); a coupon
 * that fails either is rolled back to its savepoint (grant row included) and the member's other
 * coupons still go out.
 */

type ActivityRow = typeof couponActivities.$inferSelect
const MAX_DAYS = 366
/** Members granted per run of the send job. */
export const SEND_BATCH = 200

/** The send of a 精准发券: queued for its start; each run sends one batch and queues the next. */
export const couponActivitySendJob = jobRef(
  'coupon-activity-send',
  z.object({ activityId: z.string().max(32) }),
)

export function activityStatus(row: ActivityRow, now = new Date()): CouponActivityVO['promotionStatus'] {
  if (row.status === 'CLOSE') return 'CLOSE'
  if (row.endTime <= now) return 'END'
  return row.startTime > now ? 'NEW' : 'START'
}

class NotGranted extends Error {}

/** A member as the grant needs it. */
type Recipient = Pick<AuthMember, 'id' | 'username' | 'nickName'>

/**
 * Hands one member the activity's coupons, each in its own savepoint of `tx`. Returns how many
 * coupons (rows of member_coupon) were issued.
 */
export async function grantActivityToMember(
  tx: Tx,
  activity: ActivityRow,
  items: { couponId: string; num: number }[],
  member: Recipient,
): Promise<number> {
  const name = member.nickName || member.username
  let issued = 0
  for (const item of items) {
    try {
      issued += await tx.transaction(async (sp) => {
        const [coupon] = await sp.select().from(coupons).where(eq(coupons.id, item.couponId))
        if (!coupon) throw new NotGranted()
        const state = promotionStatus(coupon)
        if (state === 'CLOSE' || state === 'END') throw new NotGranted()
        const gate = await sp
          .insert(couponActivityGrants)
          .values({
            activityId: activity.id,
            memberId: member.id,
            memberName: name.slice(0, 64),
            couponId: coupon.id,
            couponName: coupon.couponName,
            num: item.num,
          })
          .onConflictDoNothing()
          .returning({ num: couponActivityGrants.num })
        if (gate.length === 0) return 0
        const [taken] = await sp
          .update(coupons)
          .set({ receivedNum: sql`${coupons.receivedNum} + ${item.num}` })
          .where(
            and(
              eq(coupons.id, coupon.id),
              eq(coupons.status, 'OPEN'),
              or(
                eq(coupons.publishNum, 0),
                sql`${coupons.receivedNum} + ${item.num} <= ${coupons.publishNum}`,
              ),
            ),
          )
          .returning()
        if (!taken) throw new NotGranted()
        await sp
          .insert(couponReceipts)
          .values({ couponId: coupon.id, memberId: member.id, num: 0 })
          .onConflictDoNothing()
        const counted = await sp
          .update(couponReceipts)
          .set({ num: sql`${couponReceipts.num} + ${item.num}` })
          .where(
            and(
              eq(couponReceipts.couponId, coupon.id),
              eq(couponReceipts.memberId, member.id),
              taken.couponLimitNum > 0
                ? sql`${couponReceipts.num} + ${item.num} <= ${taken.couponLimitNum}`
                : undefined,
            ),
          )
          .returning({ num: couponReceipts.num })
        if (counted.length === 0) throw new NotGranted()
        const ctx = { member: { id: member.id, username: member.username, nickName: member.nickName } }
        for (let i = 0; i < item.num; i++) await issueMemberCoupon(sp, ctx, taken as CouponRow)
        return item.num
      })
    } catch (error) {
      if (!(error instanceof NotGranted)) throw error
    }
  }
  return issued
}

async function itemsOf(db: DbOrTx, activityId: string) {
  return db
    .select({ couponId: couponActivityItems.couponId, num: couponActivityItems.num })
    .from(couponActivityItems)
    .where(eq(couponActivityItems.activityId, activityId))
    .orderBy(asc(couponActivityItems.couponId))
}

/**
 * At registration (in the new member's transaction): the 新人赠券 activities running now hand the
 * member their coupons. A coupon out of stock is skipped; registration never fails for it.
 */
export async function grantRegistrationCoupons(tx: Tx, member: Recipient): Promise<number> {
  const now = new Date()
  const running = await tx
    .select()
    .from(couponActivities)
    .where(
      and(
        eq(couponActivities.couponActivityType, 'REGISTERED'),
        eq(couponActivities.status, 'OPEN'),
        lte(couponActivities.startTime, now),
        gt(couponActivities.endTime, now),
      ),
    )
  let issued = 0
  for (const activity of running) {
    issued += await grantActivityToMember(tx, activity, await itemsOf(tx, activity.id), member)
  }
  return issued
}

export type SendOutcome =
  | { status: 'EARLY'; startTime: Date }
  | { status: 'CANCELLED' | 'SENT' | 'SKIPPED'; granted: number }
  | { status: 'MORE'; granted: number }

/**
 * One run of the send job: the activity's next batch of members (after `send_cursor`, by id), then
 * the cursor moves on. Safe to run twice at once or again after a crash: the grant rows decide.
 */
export async function sendActivityBatch(
  db: DbOrTx,
  activityId: string,
  batch = SEND_BATCH,
): Promise<SendOutcome> {
  const [activity] = await db.select().from(couponActivities).where(eq(couponActivities.id, activityId))
  if (activity?.couponActivityType !== 'SPECIFY') return { status: 'SKIPPED', granted: 0 }
  if (activity.sendStatus === 'SENT' || activity.sendStatus === 'CANCELLED')
    return { status: 'SKIPPED', granted: 0 }
  const now = new Date()
  if (activity.status === 'CLOSE' || activity.endTime <= now) {
    await db
      .update(couponActivities)
      .set({ sendStatus: 'CANCELLED' })
      .where(
        and(
          eq(couponActivities.id, activityId),
          inArray(couponActivities.sendStatus, ['WAITING', 'SENDING']),
        ),
      )
    return { status: 'CANCELLED', granted: 0 }
  }
  if (activity.startTime > now) return { status: 'EARLY', startTime: activity.startTime }
  const items = await itemsOf(db, activityId)
  const designated = activity.activityScope === 'DESIGNATED'
  const recipients = designated
    ? await db
        .select({ id: members.id, username: members.username, nickName: members.nickName })
        .from(couponActivityMembers)
        .innerJoin(members, eq(members.id, couponActivityMembers.memberId))
        .where(
          and(
            eq(couponActivityMembers.activityId, activityId),
            activity.sendCursor ? gt(couponActivityMembers.memberId, activity.sendCursor) : undefined,
          ),
        )
        .orderBy(asc(couponActivityMembers.memberId))
        .limit(batch)
    : await db
        .select({ id: members.id, username: members.username, nickName: members.nickName })
        .from(members)
        .where(
          and(
            eq(members.disabled, true),
            eq(members.deleteFlag, false),
            activity.sendCursor ? gt(members.id, activity.sendCursor) : undefined,
          ),
        )
        .orderBy(asc(members.id))
        .limit(batch)
  let granted = 0
  for (const member of recipients) {
    granted += await db.transaction((tx) => grantActivityToMember(tx, activity, items, member))
  }
  const more = recipients.length === batch
  const last = recipients.at(-1)?.id ?? activity.sendCursor
  await db
    .update(couponActivities)
    .set({ sendStatus: more ? 'SENDING' : 'SENT', sendCursor: last })
    .where(
      and(
        eq(couponActivities.id, activityId),
        inArray(couponActivities.sendStatus, ['WAITING', 'SENDING']),
        // A run that lost the race to a later batch does not move the cursor back.
        activity.sendCursor ? sql`coalesce(${couponActivities.sendCursor}, '') <= ${last}` : undefined,
      ),
    )
  return { status: more ? 'MORE' : 'SENT', granted }
}

async function resolveMembers(db: DbOrTx, form: CouponActivityForm) {
  const ids = [...new Set(form.memberIds)]
  const names = [...new Set(form.memberNames.map((n) => n.toLowerCase()))]
  if (ids.length + names.length === 0) throw new BizError('COUPON_ACTIVITY_MEMBER_ERROR')
  const found = await db
    .select({ id: members.id, username: members.username, nickName: members.nickName })
    .from(members)
    .where(
      and(
        eq(members.disabled, true),
        eq(members.deleteFlag, false),
        or(
          ids.length ? inArray(members.id, ids) : undefined,
          names.length ? inArray(sql`lower(${members.username})`, names) : undefined,
        ),
      ),
    )
  const byId = new Set(found.map((m) => m.id))
  const byName = new Set(found.map((m) => m.username.toLowerCase()))
  const missing = [...ids.filter((id) => !byId.has(id)), ...names.filter((n) => !byName.has(n))]
  if (missing.length > 0) {
    throw new BizError('COUPON_ACTIVITY_MEMBER_ERROR', {
      detail: `未找到会员：${missing.slice(0, 5).join('、')}`,
    })
  }
  return found
}

/** `POST /manager/promotion/couponActivity`: checks the form, writes it and queues a 精准发券's send. */
export async function createCouponActivity(
  tx: Tx,
  jobs: JobSender,
  form: CouponActivityForm,
  id = nextId(),
): Promise<CouponActivityDetail> {
  const now = new Date()
  const startTime = parseChinaDateTime(form.startTime)
  const endTime = parseChinaDateTime(form.endTime)
  if (
    !startTime ||
    !endTime ||
    endTime <= startTime ||
    endTime <= now ||
    endTime.getTime() - startTime.getTime() > MAX_DAYS * 86_400_000
  )
    throw new BizError('COUPON_ACTIVITY_TIME_ERROR')
  const couponIds = [...new Set(form.couponActivityItems.map((i) => i.couponId))]
  if (couponIds.length !== form.couponActivityItems.length) throw new BizError('COUPON_ACTIVITY_COUPON_ERROR')
  const found = await tx.select().from(coupons).where(inArray(coupons.id, couponIds))
  const byId = new Map(found.map((c) => [c.id, c]))
  for (const item of form.couponActivityItems) {
    const c = byId.get(item.couponId)
    if (
      c?.storeId !== '0' ||
      c.status !== 'OPEN' ||
      c.endTime < endTime ||
      (c.couponLimitNum > 0 && item.num > c.couponLimitNum)
    )
      throw new BizError('COUPON_ACTIVITY_COUPON_ERROR', { detail: c ? c.couponName : item.couponId })
  }
  const scope = form.couponActivityType === 'REGISTERED' ? 'ALL' : form.activityScope
  const chosen = scope === 'DESIGNATED' ? await resolveMembers(tx, form) : []
  await tx.insert(couponActivities).values({
    id,
    promotionName: form.promotionName,
    couponActivityType: form.couponActivityType,
    activityScope: scope,
    startTime,
    endTime,
    sendStatus: form.couponActivityType === 'SPECIFY' ? 'WAITING' : 'NONE',
  })
  await tx
    .insert(couponActivityItems)
    .values(form.couponActivityItems.map((i) => ({ activityId: id, couponId: i.couponId, num: i.num })))
  if (chosen.length > 0) {
    await tx.insert(couponActivityMembers).values(
      chosen.map((m) => ({
        activityId: id,
        memberId: m.id,
        memberName: (m.nickName || m.username).slice(0, 64),
      })),
    )
  }
  if (form.couponActivityType === 'SPECIFY') {
    await jobs.send(
      couponActivitySendJob,
      { activityId: id },
      { tx, startAfter: startTime > now ? startTime : undefined },
    )
  }
  return couponActivityDetail(tx, id)
}

/** `PUT /manager/promotion/couponActivity/status/{id}`: closes an activity not ended yet. */
export async function closeCouponActivity(tx: Tx, id: string): Promise<CouponActivityDetail> {
  const [row] = await tx.select().from(couponActivities).where(eq(couponActivities.id, id)).for('update')
  if (!row) throw new BizError('COUPON_ACTIVITY_NOT_EXIST')
  const state = activityStatus(row)
  if (state === 'CLOSE' || state === 'END') throw new BizError('COUPON_ACTIVITY_CLOSED')
  await tx
    .update(couponActivities)
    .set({
      status: 'CLOSE',
      sendStatus: row.sendStatus === 'WAITING' ? 'CANCELLED' : row.sendStatus,
    })
    .where(eq(couponActivities.id, id))
  return couponActivityDetail(tx, id)
}

async function views(db: DbOrTx, rows: ActivityRow[]): Promise<CouponActivityVO[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, received] = await Promise.all([
    db
      .select({
        activityId: couponActivityItems.activityId,
        couponId: couponActivityItems.couponId,
        num: couponActivityItems.num,
        couponName: coupons.couponName,
        receivedNum: coupons.receivedNum,
        publishNum: coupons.publishNum,
      })
      .from(couponActivityItems)
      .innerJoin(coupons, eq(coupons.id, couponActivityItems.couponId))
      .where(inArray(couponActivityItems.activityId, ids))
      .orderBy(asc(couponActivityItems.couponId)),
    db
      .select({
        activityId: couponActivityGrants.activityId,
        n: countDistinct(couponActivityGrants.memberId),
      })
      .from(couponActivityGrants)
      .where(inArray(couponActivityGrants.activityId, ids))
      .groupBy(couponActivityGrants.activityId),
  ])
  const now = new Date()
  return rows.map((r) => ({
    id: r.id,
    promotionName: r.promotionName,
    couponActivityType: r.couponActivityType as CouponActivityVO['couponActivityType'],
    activityScope: r.activityScope as CouponActivityVO['activityScope'],
    startTime: formatDateTime(r.startTime) ?? '',
    endTime: formatDateTime(r.endTime) ?? '',
    promotionStatus: activityStatus(r, now),
    sendStatus: r.couponActivityType === 'SPECIFY' ? r.sendStatus : null,
    couponActivityItems: items.filter((i) => i.activityId === r.id).map(({ activityId: _, ...i }) => i),
    receivedMembers: received.find((x) => x.activityId === r.id)?.n ?? 0,
    createTime: formatDateTime(r.createTime) ?? '',
  }))
}

/** `GET /manager/promotion/couponActivity`: newest first, by name, type and state. */
export async function listCouponActivities(db: DbOrTx, query: CouponActivityQuery) {
  const now = new Date()
  const a = couponActivities
  const state: Record<string, SQL | undefined> = {
    CLOSE: eq(a.status, 'CLOSE'),
    END: and(eq(a.status, 'OPEN'), lte(a.endTime, now)),
    START: and(eq(a.status, 'OPEN'), lte(a.startTime, now), gt(a.endTime, now)),
    NEW: and(eq(a.status, 'OPEN'), gt(a.startTime, now)),
  }
  const where = and(
    query.promotionName ? ilike(a.promotionName, containsPattern(query.promotionName)) : undefined,
    query.couponActivityType ? eq(a.couponActivityType, query.couponActivityType) : undefined,
    query.promotionStatus ? state[query.promotionStatus] : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.createTime), desc(a.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(a).where(where),
  ])
  return toPage(await views(db, rows), total, query)
}

/** `GET /manager/promotion/couponActivity/{id}`. */
export async function couponActivityDetail(db: DbOrTx, id: string): Promise<CouponActivityDetail> {
  const [row] = await db.select().from(couponActivities).where(eq(couponActivities.id, id))
  if (!row) throw new BizError('COUPON_ACTIVITY_NOT_EXIST')
  const [view] = await views(db, [row])
  const chosen = await db
    .select({ memberId: couponActivityMembers.memberId, memberName: couponActivityMembers.memberName })
    .from(couponActivityMembers)
    .where(eq(couponActivityMembers.activityId, id))
    .orderBy(asc(couponActivityMembers.memberId))
  return { ...view, members: chosen }
}

/** `GET /manager/promotion/couponActivity/{id}/received`: who received what, newest first. */
export async function listCouponActivityGrants(
  db: DbOrTx,
  id: string,
  query: PageQuery & { memberName?: string },
) {
  await couponActivityDetail(db, id)
  const g = couponActivityGrants
  const where = and(
    eq(g.activityId, id),
    query.memberName ? ilike(g.memberName, containsPattern(query.memberName)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(g)
      .where(where)
      .orderBy(desc(g.createTime), asc(g.memberId), asc(g.couponId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(g).where(where),
  ])
  const records: CouponActivityGrant[] = rows.map((r) => ({
    memberId: r.memberId,
    memberName: r.memberName,
    couponId: r.couponId,
    couponName: r.couponName,
    num: r.num,
    createTime: formatDateTime(r.createTime) ?? '',
  }))
  return toPage(records, total, query)
}
