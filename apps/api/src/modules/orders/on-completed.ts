import type { DbOrTx } from '@silk/db/client'
import { settleDistributionOrders } from '../distribution/orders.ts'
import { grantOrderPoints } from '../points/ledger.ts'
import type { OrderRow } from './state-machine.ts'

/**
 * What else happens when an order becomes COMPLETED, in the same transaction as the status change
 * (points for the buyer, commission for a distributor…). Each effect is one call here, so the order
 * module stays ignorant of the domains that react to it.
 */
export async function onOrderCompleted(tx: DbOrTx, order: OrderRow): Promise<void> {
  await grantOrderPoints(tx, order)
  await settleDistributionOrders(tx, order.sn)
}
