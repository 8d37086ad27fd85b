import type { Db } from '@silk/db/client'
import { orders, pintuanGroups, pintuans } from '@silk/db/schema/index'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { confirmPaidOrder } from '../modules/orders/confirm-paid.ts'
import { lockTrade } from '../modules/orders/order-queries.ts'
import { SYSTEM } from '../modules/orders/state-machine.ts'
import { decideGroup, lockGroup } from '../modules/promotions/pintuan-groups.ts'
import type { JobSender } from '../shared/jobs.ts'
import { cancelLockedOrder } from './cancel-order.ts'

export const GROUP_FAILED_REASON = '拼团人数不足，拼团失败'

export type ExpireOutcome = { status: 'NONE' | 'SUCCESS' | 'FAILED' } | { status: 'EARLY'; deadline: Date }

/**
 * The `pintuan-expire` job's work (decision 161), run at a group's deadline and safe to run again: a
 * group still forming fails — each of its orders, paid or not, is cancelled through the one cancel
 * path (a paid one refunded the way it was paid: its gateway by the refund job, or the wallet) — or,
 * 虚拟成团 with at least one paid member, succeeds with those (its unpaid orders cancelled). A group
 * already decided is left alone. Locks as a payment does, trades then orders then the group, so a
 * payment racing the deadline either fills the group first (then this finds it SUCCESS) or waits and
 * finds its order cancelled (its money then goes back as a late payment, decision 141).
 */
export async function expireGroup(ctx: { db: Db; jobs: JobSender }, groupId: string, now = new Date()) {
  return ctx.db.transaction(async (tx): Promise<ExpireOutcome> => {
    const [peek] = await tx.select().from(pintuanGroups).where(eq(pintuanGroups.id, groupId))
    if (peek?.status !== 'FORMING') return { status: 'NONE' }
    if (peek.deadline > now) return { status: 'EARLY', deadline: peek.deadline }
    const open = and(eq(orders.pintuanGroupId, groupId), inArray(orders.orderStatus, ['UNPAID', 'PAID']))
    const tradeSns = await tx.selectDistinct({ sn: orders.tradeSn }).from(orders).where(open)
    for (const t of [...tradeSns].sort((a, b) => (a.sn < b.sn ? -1 : 1))) await lockTrade(tx, t.sn)
    const locked = await tx.select().from(orders).where(open).orderBy(asc(orders.sn)).for('update')
    const group = await lockGroup(tx, groupId)
    if (group?.status !== 'FORMING') return { status: 'NONE' }
    const paidOrders = locked.filter((o) => o.orderStatus === 'PAID')
    const [activity] = await tx
      .select({ fictitious: pintuans.fictitious })
      .from(pintuans)
      .where(eq(pintuans.id, group.pintuanId))
    if (activity?.fictitious && paidOrders.length > 0) {
      await decideGroup(tx, groupId, 'SUCCESS')
      for (const o of locked) {
        if (o.orderStatus === 'PAID') await confirmPaidOrder(tx, o)
        else await cancelLockedOrder(tx, o, SYSTEM, GROUP_FAILED_REASON, ctx.jobs)
      }
      return { status: 'SUCCESS' }
    }
    await decideGroup(tx, groupId, 'FAILED')
    for (const o of locked) await cancelLockedOrder(tx, o, SYSTEM, GROUP_FAILED_REASON, ctx.jobs)
    return { status: 'FAILED' }
  })
}
