import type { OrderStatus } from '@silk/contracts/order'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { orderLogs, orders } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { LogLine, OrderLogCode } from '../../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'

/**
 * Every order status change allowed, and what triggers it. Stock is taken when the trade is created,
 * so a paid order is confirmed at once in the same transaction: PAID → UNDELIVERED to be shipped, or
 * PAID → TAKE (待核验) for self pickup, where the seller redeems the buyer's code (TAKE → COMPLETED).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, string>>> = {
  UNPAID: { PAID: 'pay', CANCELLED: 'cancel' },
  PAID: { UNDELIVERED: 'confirm', TAKE: 'confirm', CANCELLED: 'cancel' },
  UNDELIVERED: { DELIVERED: 'ship', CANCELLED: 'cancel' },
  DELIVERED: { COMPLETED: 'receive', CANCELLED: 'refunded' },
  TAKE: { COMPLETED: 'take', CANCELLED: 'cancel' },
  COMPLETED: { CANCELLED: 'refunded' },
  CANCELLED: {},
}

/**
 * Triggers a caller must name to use: `refunded` closes an order whose every unit was refunded by
 * after-sale, and must never let a plain cancel through for a shipped or completed order; `take`
 * completes a pickup order only through the seller's code check.
 */
const NAMED_ONLY = new Set(['refunded', 'take'])

export function canTransition(from: string, to: OrderStatus, trigger?: string): boolean {
  const allowed = ORDER_TRANSITIONS[from as OrderStatus]?.[to]
  return !!allowed && (!NAMED_ONLY.has(allowed) || allowed === trigger)
}

export type OrderRow = typeof orders.$inferSelect
export interface Actor {
  id: string
  type: 'MEMBER' | 'STORE' | 'SYSTEM' | 'MANAGER'
  name: string
}
export const SYSTEM: Actor = { id: '-1', type: 'SYSTEM', name: '系统' }
/** The signed-in buyer acting on their own order, as the order log names them. */
export const buyerActor = (ctx: BuyerCtx): Actor => ({
  id: ctx.member.id,
  type: 'MEMBER',
  name: memberName(ctx.member),
})

/**
 * Moves an order from its current status to `to` (a conditional update, so a concurrent change makes
 * this fail instead of overwriting) and writes the order log row (`orderLine`, decision 137). `error`
 * is thrown when the table does not allow it or the order moved meanwhile.
 */
export async function transition(
  tx: DbOrTx,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  line: LogLine<OrderLogCode>,
  extra: Partial<OrderRow> = {},
  error: ConstructorParameters<typeof BizError>[0] = 'ORDER_ERROR',
  trigger?: string,
): Promise<OrderRow> {
  if (!canTransition(order.orderStatus, to, trigger)) throw new BizError(error)
  const [updated] = await tx
    .update(orders)
    .set({ ...extra, orderStatus: to, updateTime: new Date() })
    .where(and(eq(orders.sn, order.sn), eq(orders.orderStatus, order.orderStatus)))
    .returning()
  if (!updated) throw new BizError(error)
  await tx.insert(orderLogs).values({
    id: nextId(),
    orderSn: order.sn,
    operatorId: actor.id,
    operatorType: actor.type,
    operatorName: actor.name,
    fromStatus: order.orderStatus,
    toStatus: to,
    ...logColumns(line),
  })
  return updated
}

/**
 * Writes an order log row for a change that keeps the status (a seller's price change, consignee
 * change or remark): the log shows the status the order was in.
 */
export async function logOrder(
  tx: DbOrTx,
  order: OrderRow,
  actor: Actor,
  line: LogLine<OrderLogCode>,
): Promise<void> {
  await tx.insert(orderLogs).values({
    id: nextId(),
    orderSn: order.sn,
    operatorId: actor.id,
    operatorType: actor.type,
    operatorName: actor.name,
    fromStatus: order.orderStatus,
    toStatus: order.orderStatus,
    ...logColumns(line),
  })
}

/** A log line's columns: the Chinese sentence as written, and the code and parts it is read from. */
export const logColumns = (line: LogLine) => ({
  message: line.message.slice(0, 500),
  messageCode: line.code,
  messageArgs: line.args,
})
