import type { PintuanGroupVO, PintuanShareVO } from '@silk/contracts/pintuan'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { members, pintuanGroups, pintuanMembers, pintuans } from '@silk/db/schema/index'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type JobSender, jobRef } from '../../shared/jobs.ts'
import { maskName } from '../../shared/mask.ts'
import { statement } from '../../shared/statement.ts'
import { pintuanViews } from './pintuan.ts'

/**
 * 拼团 groups (decision 161). A place is taken at checkout (`taken`, under the group row's lock, never
 * above the size), paid at payment (`paid`), given back when its order is cancelled while the group
 * forms. The last payment fills the group (SUCCESS) and its orders become shippable; the
 * `pintuan-expire` job, queued with the group for its deadline, fails a group still short (or lets a
 * 虚拟成团 one succeed). Group, payment, cancellation and expiry all decide under the group row's lock,
 * taken after the trades' and orders' locks (the order every payment and cancellation takes them).
 */

export type GroupRow = typeof pintuanGroups.$inferSelect

/** Queued in the checkout that opens a group, to run at its deadline. */
export const pintuanExpireJob = jobRef('pintuan-expire', z.object({ groupId: z.string().max(32) }))

/** Takes a place when the group still forms, has room and time: the row's lock orders joiners. */
const takePlace = statement<GroupRow>(
  'pintuan_take_place',
  `update pintuan_group set taken = taken + 1
   where id = $1 and status = 'FORMING' and deadline > now() and taken < required_num
   returning id, pintuan_id as "pintuanId", status, taken, required_num as "requiredNum"`,
)

interface PlaceInput {
  memberId: string
  memberName: string
  orderSn: string
  pintuanId: string
  /** lilishop's `parentOrderSn`: the leader's order of the group to join; none opens a group. */
  parentOrderSn?: string
}

/**
 * At checkout, inside its transaction: a place in the group of `parentOrderSn` (42048 unknown or of
 * another activity, 42051 over, 42049 full, 42050 already in it), or a new group led by this order,
 * its expiry queued for its deadline in the same transaction. The group's id comes back.
 */
export async function takeGroupPlace(tx: Tx, jobs: JobSender, input: PlaceInput): Promise<string> {
  const [face] = await tx.select({ face: members.face }).from(members).where(eq(members.id, input.memberId))
  const [activity] = await tx.select().from(pintuans).where(eq(pintuans.id, input.pintuanId))
  if (!activity) throw new BizError('PINTUAN_NOT_RUNNING')
  let groupId: string
  if (input.parentOrderSn) {
    const [group] = await tx
      .select()
      .from(pintuanGroups)
      .where(eq(pintuanGroups.leaderOrderSn, input.parentOrderSn))
    if (!group || group.pintuanId !== input.pintuanId) throw new BizError('PINTUAN_GROUP_NOT_EXIST')
    const [taken] = await takePlace(tx, [group.id])
    if (!taken) {
      const [now] = await tx.select().from(pintuanGroups).where(eq(pintuanGroups.id, group.id))
      const over = now.status !== 'FORMING' || now.deadline <= new Date()
      throw new BizError(over ? 'PINTUAN_GROUP_CLOSED' : 'PINTUAN_GROUP_FULL')
    }
    groupId = group.id
  } else {
    groupId = nextId()
    const limit = Date.now() + activity.limitHours * 3_600_000
    const deadline = new Date(Math.min(limit, activity.endTime.getTime()))
    await tx.insert(pintuanGroups).values({
      id: groupId,
      pintuanId: activity.id,
      storeId: activity.storeId,
      goodsId: activity.goodsId,
      leaderMemberId: input.memberId,
      leaderOrderSn: input.orderSn,
      requiredNum: activity.requiredNum,
      taken: 1,
      deadline,
    })
    await jobs.send(pintuanExpireJob, { groupId }, { tx, startAfter: deadline })
  }
  const [joined] = await tx
    .insert(pintuanMembers)
    .values({
      groupId,
      memberId: input.memberId,
      memberName: input.memberName,
      face: face?.face ?? null,
      orderSn: input.orderSn,
    })
    .onConflictDoNothing({ target: [pintuanMembers.groupId, pintuanMembers.memberId] })
    .returning({ groupId: pintuanMembers.groupId })
  if (!joined) throw new BizError('PINTUAN_GROUP_JOINED')
  return groupId
}

export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow | undefined> {
  const [g] = await tx.select().from(pintuanGroups).where(eq(pintuanGroups.id, groupId)).for('update')
  return g
}

/**
 * A group order was paid (the caller holds its trade and order): its place counts as paid. When that
 * fills the group it is SUCCESS, and the sns of every paid order of the group come back to be
 * confirmed (made shippable); otherwise none (the order waits, 待成团). A payment reaching a group
 * that is no longer forming cannot happen: its expiry cancels every order first.
 */
export async function markPlacePaid(tx: Tx, groupId: string, orderSn: string): Promise<string[]> {
  const group = await lockGroup(tx, groupId)
  if (group?.status !== 'FORMING') return []
  const [marked] = await tx
    .update(pintuanMembers)
    .set({ paid: true })
    .where(and(eq(pintuanMembers.orderSn, orderSn), eq(pintuanMembers.paid, false)))
    .returning({ orderSn: pintuanMembers.orderSn })
  if (!marked) return []
  const paid = group.paid + 1
  const filled = paid >= group.requiredNum
  await tx
    .update(pintuanGroups)
    .set({ paid, ...(filled ? { status: 'SUCCESS', finishTime: new Date() } : {}) })
    .where(eq(pintuanGroups.id, groupId))
  if (!filled) return []
  const rows = await tx
    .select({ orderSn: pintuanMembers.orderSn })
    .from(pintuanMembers)
    .where(and(eq(pintuanMembers.groupId, groupId), eq(pintuanMembers.paid, true)))
    .orderBy(asc(pintuanMembers.orderSn))
  return rows.map((r) => r.orderSn)
}

/** A group order is being cancelled while its group forms: its place (and its payment) is given back. */
export async function releasePlace(tx: Tx, groupId: string, orderSn: string) {
  const group = await lockGroup(tx, groupId)
  if (group?.status !== 'FORMING') return
  const [left] = await tx
    .delete(pintuanMembers)
    .where(eq(pintuanMembers.orderSn, orderSn))
    .returning({ paid: pintuanMembers.paid })
  if (!left) return
  await tx
    .update(pintuanGroups)
    .set({ taken: sql`${pintuanGroups.taken} - 1`, paid: sql`${pintuanGroups.paid} - ${left.paid ? 1 : 0}` })
    .where(eq(pintuanGroups.id, groupId))
}

/** Marks a locked forming group decided. */
export async function decideGroup(tx: Tx, groupId: string, status: 'SUCCESS' | 'FAILED') {
  await tx.update(pintuanGroups).set({ status, finishTime: new Date() }).where(eq(pintuanGroups.id, groupId))
}

const remain = (deadline: Date) => Math.max(0, deadline.getTime() - Date.now())

/** Groups as the buyer pages show them: members masked, the leader first. */
export async function groupViews(db: DbOrTx, groups: GroupRow[]): Promise<PintuanGroupVO[]> {
  if (groups.length === 0) return []
  const rows = await db
    .select()
    .from(pintuanMembers)
    .where(
      inArray(
        pintuanMembers.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(pintuanMembers.createTime), asc(pintuanMembers.orderSn))
  return groups.map((g) => {
    const mine = rows
      .filter((m) => m.groupId === g.id)
      .map((m) => ({
        nickName: maskName(m.memberName),
        face: m.face,
        leader: m.orderSn === g.leaderOrderSn,
        paid: m.paid,
      }))
      .sort((a, b) => Number(b.leader) - Number(a.leader))
    const lack = g.status === 'FORMING' ? g.requiredNum - g.paid : 0
    const leader = mine.find((m) => m.leader) ?? mine[0]
    return {
      id: g.id,
      pintuanId: g.pintuanId,
      goodsId: g.goodsId,
      status: g.status as PintuanGroupVO['status'],
      requiredNum: g.requiredNum,
      taken: g.taken,
      paid: g.paid,
      lack,
      deadline: formatDateTime(g.deadline) ?? '',
      remainMs: g.status === 'FORMING' ? remain(g.deadline) : 0,
      parentOrderSn: g.leaderOrderSn,
      orderSn: g.leaderOrderSn,
      nickName: leader?.nickName ?? '',
      face: leader?.face ?? null,
      groupNum: g.requiredNum,
      toBeGroupedNum: lack,
      members: mine,
    }
  })
}

/**
 * The groups of an activity one can still join (forming, with a free place and time left), soonest
 * deadline first (lilishop `GET /buyer/promotion/pintuan/{pintuanId}/members`).
 */
export async function openGroups(db: DbOrTx, pintuanId: string, limit = 10) {
  const rows = await db
    .select()
    .from(pintuanGroups)
    .where(
      and(
        eq(pintuanGroups.pintuanId, pintuanId),
        eq(pintuanGroups.status, 'FORMING'),
        gt(pintuanGroups.deadline, new Date()),
        sql`${pintuanGroups.taken} < ${pintuanGroups.requiredNum}`,
      ),
    )
    .orderBy(asc(pintuanGroups.deadline))
    .limit(limit)
  return groupViews(db, rows)
}

/** A group with its activity, by id or by its leader's order (lilishop `share?parentOrderSn`). */
export async function shareGroup(
  db: DbOrTx,
  by: { groupId?: string; parentOrderSn?: string },
): Promise<PintuanShareVO> {
  const where = by.groupId
    ? eq(pintuanGroups.id, by.groupId)
    : by.parentOrderSn
      ? eq(pintuanGroups.leaderOrderSn, by.parentOrderSn)
      : undefined
  if (!where) throw new BizError('PINTUAN_GROUP_NOT_EXIST')
  const [row] = await db.select().from(pintuanGroups).where(where)
  if (!row) throw new BizError('PINTUAN_GROUP_NOT_EXIST')
  const [activity] = await db.select().from(pintuans).where(eq(pintuans.id, row.pintuanId))
  const [[view], [group]] = await Promise.all([pintuanViews(db, [activity]), groupViews(db, [row])])
  return { promotionGoods: view, pintuanMemberVOS: group.members, group }
}
