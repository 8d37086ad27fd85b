import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import {
  couponActivities,
  couponActivityGrants,
  coupons,
  memberCoupons,
  members,
} from '@silk/db/schema/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponActivitySend } from '../../jobs/coupon-activity-send.ts'
import { grantRegistrationCoupons, sendActivityBatch } from '../../modules/coupons/coupon-activities.ts'
import { createMember, registerThroughApi } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeCoupon, makeStore } from '../../testing/trade.ts'

/**
 * 券活动 (decision 166): the operator's 精准发券 (chosen members or all, sent on the job queue when it
 * starts, in batches) and 新人赠券 (each member registering in the window). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the concurrent sends and registrations really race.
 */
let t: TestApp
let admin: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
}, 60_000)
afterAll(() => t.close())

const DAY = 86_400_000
const china = (offset: number) =>
  new Date(Date.now() + offset + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

const form = (over: Record<string, unknown> = {}) => ({
  promotionName: `券活动${nextId().slice(-6)}`,
  couponActivityType: 'SPECIFY',
  activityScope: 'DESIGNATED',
  startTime: china(-60_000),
  endTime: china(7 * DAY),
  couponActivityItems: [],
  memberIds: [],
  ...over,
})

const platformCoupon = (over: Partial<typeof coupons.$inferInsert> = {}) =>
  makeCoupon(t, {
    couponName: `活动券${nextId().slice(-5)}`,
    getType: 'FREE',
    endTime: new Date(Date.now() + 30 * DAY),
    ...over,
  })

const couponsOf = async (memberId: string, couponId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, couponId)))
  )[0].n

const receivedOf = async (couponId: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.id, couponId)))[0].receivedNum

/** Runs the send job until nothing is due. */
async function drain() {
  for (let i = 0; i < 50; i++) {
    const ran = await t.app.jobs.runDue(couponActivitySend)
    if (ran.completed + ran.failed === 0) return
    expect(ran.failed).toBe(0)
  }
  throw new Error('the send never finished')
}

describe('精准发券', () => {
  it('sends the chosen member their coupons when it starts, once; the member sees them in 我的优惠券', async () => {
    const coupon = await platformCoupon({ couponLimitNum: 2 })
    const member = await createMember(t)
    const other = await createMember(t)
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({ couponActivityItems: [{ couponId: coupon.id, num: 2 }], memberNames: [member.member.username] }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      couponActivityType: 'SPECIFY',
      activityScope: 'DESIGNATED',
      promotionStatus: 'START',
      sendStatus: 'WAITING',
      members: [{ memberId: member.member.id }],
    })
    await drain()
    expect(await couponsOf(member.member.id, coupon.id)).toBe(2)
    expect(await couponsOf(other.member.id, coupon.id)).toBe(0)
    expect(await receivedOf(coupon.id)).toBe(2)
    // Run again: nothing more.
    expect(await sendActivityBatch(t.database.db, created.result.id)).toMatchObject({ status: 'SKIPPED' })
    expect(await couponsOf(member.member.id, coupon.id)).toBe(2)
    const mine = await caller(t, member.headers).get('/buyer/promotion/coupon/getCoupons?pageSize=50')
    expect(mine.result.records.filter((c: { couponId: string }) => c.couponId === coupon.id)).toHaveLength(2)
    const detail = await admin.get(`/manager/promotion/couponActivity/${created.result.id}`)
    expect(detail.result).toMatchObject({ sendStatus: 'SENT', receivedMembers: 1 })
    const received = await admin.get(`/manager/promotion/couponActivity/${created.result.id}/received`)
    expect(received.result.records).toEqual([
      expect.objectContaining({ memberId: member.member.id, couponId: coupon.id, num: 2 }),
    ])
    const listed = await admin.get(
      `/manager/promotion/couponActivity?promotionStatus=START&promotionName=${encodeURIComponent(created.result.promotionName)}`,
    )
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([created.result.id])
  })

  it('sends to every active member in batches of the job queue', async () => {
    const coupon = await platformCoupon({ publishNum: 0 })
    for (let i = 0; i < 3; i++) await createMember(t)
    await createMember(t, { disabled: false })
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({ activityScope: 'ALL', couponActivityItems: [{ couponId: coupon.id, num: 1 }] }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    // Batches of 2: each run hands two members their coupon and queues the next.
    const id = created.result.id
    let runs = 0
    for (;;) {
      const outcome = await sendActivityBatch(t.database.db, id, 2)
      runs++
      if (outcome.status !== 'MORE') break
    }
    const active = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.disabled, true), eq(members.deleteFlag, false)))
    expect(runs).toBe(Math.floor(active.length / 2) + 1)
    const grants = await t.database.db
      .select()
      .from(couponActivityGrants)
      .where(eq(couponActivityGrants.activityId, id))
    expect(grants.map((g) => g.memberId).sort()).toEqual(active.map((m) => m.id).sort())
    expect(await receivedOf(coupon.id)).toBe(active.length)
    // The queued job finds it sent.
    await drain()
    expect(await receivedOf(coupon.id)).toBe(active.length)
  })

  it('closed before it starts, it sends nothing; closed twice is refused', async () => {
    const coupon = await platformCoupon()
    const member = await createMember(t)
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({
        startTime: china(DAY),
        couponActivityItems: [{ couponId: coupon.id, num: 1 }],
        memberIds: [member.member.id],
      }),
    )
    expect(created.result.promotionStatus).toBe('NEW')
    const closed = await admin.put(`/manager/promotion/couponActivity/status/${created.result.id}`)
    expect(closed.result).toMatchObject({ promotionStatus: 'CLOSE', sendStatus: 'CANCELLED' })
    expect((await admin.put(`/manager/promotion/couponActivity/status/${created.result.id}`)).code).toBe(
      ErrorCodes.COUPON_ACTIVITY_CLOSED.code,
    )
    expect(await sendActivityBatch(t.database.db, created.result.id)).toMatchObject({ status: 'SKIPPED' })
    expect(await couponsOf(member.member.id, coupon.id)).toBe(0)
  })

  it('refuses bad forms with stable codes', async () => {
    const coupon = await platformCoupon({ couponLimitNum: 1 })
    const storeCoupon = await makeCoupon(t, {
      storeId: (await makeStore(t)).id,
      endTime: new Date(Date.now() + 30 * DAY),
    })
    const member = await createMember(t)
    const ok = { couponActivityItems: [{ couponId: coupon.id, num: 1 }], memberIds: [member.member.id] }
    const cases: [Record<string, unknown>, keyof typeof ErrorCodes][] = [
      [{ ...ok, endTime: china(-DAY) }, 'COUPON_ACTIVITY_TIME_ERROR'],
      [
        { ...ok, couponActivityItems: [{ couponId: storeCoupon.id, num: 1 }] },
        'COUPON_ACTIVITY_COUPON_ERROR',
      ],
      [{ ...ok, couponActivityItems: [{ couponId: coupon.id, num: 2 }] }, 'COUPON_ACTIVITY_COUPON_ERROR'],
      [{ ...ok, endTime: china(60 * DAY) }, 'COUPON_ACTIVITY_COUPON_ERROR'],
      [{ ...ok, memberIds: [], memberNames: ['nobody-here-x'] }, 'COUPON_ACTIVITY_MEMBER_ERROR'],
      [{ ...ok, memberIds: [] }, 'COUPON_ACTIVITY_MEMBER_ERROR'],
    ]
    for (const [over, code] of cases) {
      const res = await admin.post('/manager/promotion/couponActivity', form(over))
      expect([JSON.stringify(over), res.code]).toEqual([JSON.stringify(over), ErrorCodes[code].code])
    }
    const empty = await admin.post(
      '/manager/promotion/couponActivity',
      form({ memberIds: [member.member.id] }),
    )
    expect(empty.success).toBe(false)
    expect((await admin.get(`/manager/promotion/couponActivity/${nextId()}`)).code).toBe(
      ErrorCodes.COUPON_ACTIVITY_NOT_EXIST.code,
    )
  })

  it('sent concurrently with itself, each member gets each coupon once and the stock is never exceeded', async () => {
    const coupon = await platformCoupon({ publishNum: 4, couponLimitNum: 1 })
    const plenty = await platformCoupon({ publishNum: 0, couponLimitNum: 3 })
    const chosen = await Promise.all(Array.from({ length: 6 }, () => createMember(t)))
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({
        couponActivityItems: [
          { couponId: coupon.id, num: 1 },
          { couponId: plenty.id, num: 3 },
        ],
        memberIds: chosen.map((m) => m.member.id),
      }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    await Promise.all(Array.from({ length: 4 }, () => sendActivityBatch(t.database.db, created.result.id)))
    const rows = await t.database.db
      .select({ memberId: memberCoupons.memberId, couponId: memberCoupons.couponId })
      .from(memberCoupons)
      .where(inArray(memberCoupons.couponId, [coupon.id, plenty.id]))
    expect(rows.filter((r) => r.couponId === coupon.id)).toHaveLength(4)
    expect(new Set(rows.filter((r) => r.couponId === coupon.id).map((r) => r.memberId)).size).toBe(4)
    for (const m of chosen)
      expect(rows.filter((r) => r.couponId === plenty.id && r.memberId === m.member.id)).toHaveLength(3)
    expect(await receivedOf(coupon.id)).toBe(4)
    expect(await receivedOf(plenty.id)).toBe(18)
    const [row] = await t.database.db
      .select()
      .from(couponActivities)
      .where(eq(couponActivities.id, created.result.id))
    expect(row.sendStatus).toBe('SENT')
  })
})

describe('新人赠券', () => {
  it('gives a member who registers in the window the coupons; one outside the window gets none', async () => {
    const coupon = await platformCoupon({ couponLimitNum: 1 })
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({
        couponActivityType: 'REGISTERED',
        activityScope: 'ALL',
        couponActivityItems: [{ couponId: coupon.id, num: 1 }],
      }),
    )
    expect(created.result).toMatchObject({ activityScope: 'ALL', sendStatus: null, promotionStatus: 'START' })
    const { accessToken } = await registerThroughApi(t, 'new')
    const mine = await caller(t, { accessToken }).get('/buyer/promotion/coupon/getCoupons')
    expect(mine.result.records.map((c: { couponId: string }) => c.couponId)).toContain(coupon.id)
    // Closed: the next member gets nothing of it.
    await admin.put(`/manager/promotion/couponActivity/status/${created.result.id}`)
    const late = await createMember(t)
    await t.database.db.transaction((tx) => grantRegistrationCoupons(tx, late.member))
    expect(await couponsOf(late.member.id, coupon.id)).toBe(0)
  })

  it('registrations racing for a short stock never over-issue, and one member twice gets it once', async () => {
    const coupon = await platformCoupon({ publishNum: 3, couponLimitNum: 1 })
    const created = await admin.post(
      '/manager/promotion/couponActivity',
      form({ couponActivityType: 'REGISTERED', couponActivityItems: [{ couponId: coupon.id, num: 1 }] }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    const newcomers = await Promise.all(Array.from({ length: 6 }, () => createMember(t)))
    const twice = newcomers[0].member
    const results = await Promise.all(
      [...newcomers.map((n) => n.member), twice].map((m) =>
        t.database.db.transaction((tx) => grantRegistrationCoupons(tx, m)),
      ),
    )
    expect(results.reduce((a, b) => a + b, 0)).toBe(3)
    expect(await receivedOf(coupon.id)).toBe(3)
    expect(await couponsOf(twice.id, coupon.id)).toBeLessThanOrEqual(1)
    await admin.put(`/manager/promotion/couponActivity/status/${created.result.id}`)
  })
})
