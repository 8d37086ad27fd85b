import type { DbOrTx } from '@silk/db/client'
import { orderItems } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import type { BizError } from '../../shared/errors.ts'
import type { LogLine, OrderLogCode } from '../../shared/log-lines.ts'
import { onOrderCompleted } from './on-completed.ts'
import { type Actor, type OrderRow, transition } from './state-machine.ts'

/**
 * Completes an order, in the caller's transaction: the buyer's receipt of a shipped order or the
 * seller's redemption of a pickup code. The items open for reviews, after-sale and complaints, and
 * the domains that react to a completed order (points, commission) run.
 */
export async function completeOrder(
  tx: DbOrTx,
  order: OrderRow,
  actor: Actor,
  line: LogLine<OrderLogCode>,
  error?: ConstructorParameters<typeof BizError>[0],
  trigger?: string,
): Promise<OrderRow> {
  const completed = await transition(
    tx,
    order,
    'COMPLETED',
    actor,
    line,
    { completeTime: new Date(), deliverStatus: 'RECEIVED' },
    error,
    trigger,
  )
  await tx
    .update(orderItems)
    .set({
      commentStatus: 'UNFINISHED',
      // An after-sale applied for while the order was on its way keeps the item's status too.
      afterSaleStatus: sql`case when ${orderItems.afterSaleStatus} = 'NEW' then 'NOT_APPLIED' else ${orderItems.afterSaleStatus} end`,
      // A complaint filed while the order was on its way keeps its status (APPLYING…).
      complainStatus: sql`case when ${orderItems.complainStatus} = 'NEW' then 'NO_APPLY' else ${orderItems.complainStatus} end`,
    })
    .where(eq(orderItems.orderSn, order.sn))
  await onOrderCompleted(tx, completed)
  return completed
}
