import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { memberPointsHistory, members, orders } from '@silk/db/schema/index'
import { and, eq, like, or, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { pointSetting } from './setting.ts'

export interface PointsChange {
  memberId: string
  /** A positive whole number of points. */
  points: number
  /** What the member reads in the log (日志内容). */
  content: string
  /**
   * What caused the change (`ORDER:<sn>`, `SIGN:<date>`, `COMMENT:<itemSn>`…). A second change with the
   * same key for the same member does nothing, so retries and races never count twice.
   */
  sourceKey?: string
}

/** Locks the member row: changes of one member's points are serialised on it. */
async function lockMember(tx: DbOrTx, memberId: string) {
  const [row] = await tx
    .select({ point: members.point, username: members.username, nickName: members.nickName })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
  if (!row) throw new BizError('USER_NOT_EXIST')
  return row
}

async function alreadyApplied(tx: DbOrTx, memberId: string, sourceKey: string | undefined) {
  if (!sourceKey) return false
  const [row] = await tx
    .select({ id: memberPointsHistory.id })
    .from(memberPointsHistory)
    .where(and(eq(memberPointsHistory.memberId, memberId), eq(memberPointsHistory.sourceKey, sourceKey)))
  return !!row
}

async function writeLog(
  tx: DbOrTx,
  change: PointsChange,
  memberName: string,
  type: 'INCREASE' | 'REDUCE',
  amount: number,
  after: number,
) {
  await tx.insert(memberPointsHistory).values({
    id: nextId(),
    memberId: change.memberId,
    memberName,
    point: after,
    beforePoint: type === 'INCREASE' ? after - amount : after + amount,
    variablePoint: amount,
    pointType: type,
    content: change.content.slice(0, 200),
    sourceKey: change.sourceKey ?? null,
  })
}

/**
 * Adds points (and to the lifetime total) with a ledger row, in the caller's transaction. Returns the
 * points granted: 0 when `points` is not positive or the `sourceKey` was already granted.
 */
export async function grantPoints(tx: DbOrTx, change: PointsChange): Promise<number> {
  const points = Math.floor(change.points)
  if (!(points > 0)) return 0
  const member = await lockMember(tx, change.memberId)
  if (await alreadyApplied(tx, change.memberId, change.sourceKey)) return 0
  const [row] = await tx
    .update(members)
    .set({ point: sql`${members.point} + ${points}`, totalPoint: sql`${members.totalPoint} + ${points}` })
    .where(eq(members.id, change.memberId))
    .returning({ point: members.point })
  await writeLog(tx, change, member.nickName || member.username, 'INCREASE', points, row.point)
  return points
}

/**
 * Spends points (a points-mall exchange) in the caller's transaction, or 42003 when the member has
 * fewer: the member row is locked first, so concurrent exchanges spend one after another.
 */
export async function spendPoints(tx: DbOrTx, change: PointsChange): Promise<void> {
  const points = Math.floor(change.points)
  if (!(points > 0)) return
  const member = await lockMember(tx, change.memberId)
  if (member.point < points) throw new BizError('POINTS_NOT_ENOUGH', { detail: `当前积分${member.point}` })
  const [row] = await tx
    .update(members)
    .set({ point: sql`${members.point} - ${points}` })
    .where(eq(members.id, change.memberId))
    .returning({ point: members.point })
  await writeLog(tx, change, member.nickName || member.username, 'REDUCE', points, row.point)
}

/**
 * Takes points back (a refund), never below 0: when the member has already spent some, only what is
 * left is taken. The lifetime total is unchanged. Returns the points taken (0 for a repeated key).
 */
export async function reversePoints(tx: DbOrTx, change: PointsChange): Promise<number> {
  const wanted = Math.floor(change.points)
  if (!(wanted > 0)) return 0
  const member = await lockMember(tx, change.memberId)
  if (await alreadyApplied(tx, change.memberId, change.sourceKey)) return 0
  const taken = Math.min(wanted, member.point)
  if (taken === 0) return 0
  const [row] = await tx
    .update(members)
    .set({ point: sql`${members.point} - ${taken}` })
    .where(and(eq(members.id, change.memberId), sql`${members.point} >= ${taken}`))
    .returning({ point: members.point })
  if (!row) return 0
  await writeLog(tx, change, member.nickName || member.username, 'REDUCE', taken, row.point)
  return taken
}

/** Points a completed order earns: `consumer` per whole ¥1 of flowPrice (fen), rounded down. */
export function orderPoints(flowPriceFen: number, consumer: number): number {
  return Math.max(0, Math.floor(flowPriceFen / 100)) * consumer
}

/** What points need to know of a completed order (declared here, so points does not import orders). */
type CompletedOrder = { memberId: string; sn: string; flowPrice: number; orderPromotionType: string | null }

/** Called by `onOrderCompleted`: the buyer earns points for a completed order (not for points orders). */
export async function grantOrderPoints(tx: DbOrTx, order: CompletedOrder): Promise<number> {
  if (order.orderPromotionType === 'POINTS') return 0
  const { consumer } = await pointSetting(tx)
  return grantPoints(tx, {
    memberId: order.memberId,
    points: orderPoints(order.flowPrice, consumer),
    content: `订单[${order.sn}]完成，赠送积分`,
    sourceKey: `ORDER:${order.sn}`,
  })
}

/** Points for a review (`POINT_SETTING.comment`), once per order item. For the evaluation flow. */
export async function grantCommentPoints(tx: DbOrTx, input: { memberId: string; orderItemSn: string }) {
  const { comment } = await pointSetting(tx)
  return grantPoints(tx, {
    memberId: input.memberId,
    points: comment,
    content: `评价商品[${input.orderItemSn}]，赠送积分`,
    sourceKey: `COMMENT:${input.orderItemSn}`,
  })
}

/**
 * For refunds (the after-sale flow): takes back the share of the order's points that `refundFen` is of
 * its flowPrice, rounded down, never more than was granted for the order minus what earlier refunds
 * took, never below 0. `refundKey` (the after-sale sn) makes a repeated call do nothing.
 */
export async function reverseOrderPoints(
  tx: DbOrTx,
  input: { memberId: string; orderSn: string; refundFen: number; refundKey: string },
): Promise<number> {
  const [order] = await tx
    .select({ flowPrice: orders.flowPrice })
    .from(orders)
    .where(eq(orders.sn, input.orderSn))
  const history = await tx
    .select({ type: memberPointsHistory.pointType, points: memberPointsHistory.variablePoint })
    .from(memberPointsHistory)
    .where(
      and(
        eq(memberPointsHistory.memberId, input.memberId),
        or(
          eq(memberPointsHistory.sourceKey, `ORDER:${input.orderSn}`),
          like(memberPointsHistory.sourceKey, `REFUND:${input.orderSn}:%`),
        ),
      ),
    )
  const granted = history.filter((h) => h.type === 'INCREASE').reduce((s, h) => s + h.points, 0)
  const reversed = history.filter((h) => h.type === 'REDUCE').reduce((s, h) => s + h.points, 0)
  if (!order || granted === 0 || order.flowPrice <= 0) return 0
  const share = Math.floor((granted * Math.min(input.refundFen, order.flowPrice)) / order.flowPrice)
  return reversePoints(tx, {
    memberId: input.memberId,
    points: Math.min(share, granted - reversed),
    content: `订单[${input.orderSn}]退款，扣除积分`,
    sourceKey: `REFUND:${input.orderSn}:${input.refundKey}`,
  })
}

/** Points for a new account (`POINT_SETTING.register`), once. Called where accounts are created. */
export async function grantRegisterPoints(tx: DbOrTx, memberId: string): Promise<number> {
  const { register } = await pointSetting(tx)
  return grantPoints(tx, { memberId, points: register, content: '注册会员，赠送积分', sourceKey: 'REGISTER' })
}
