import { randomInt } from 'node:crypto'
import type { DbOrTx } from '@silk/db/client'
import { orders } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { orderLine } from '../../shared/log-lines.ts'
import { type OrderRow, SYSTEM, transition } from './state-machine.ts'

/**
 * A paid order's stock was taken at checkout, so it is confirmed at once: a shipped order waits for
 * the seller (UNDELIVERED); a self-pickup order waits at its pickup point (TAKE 待核验) with the code
 * the buyer shows there and the seller redeems.
 */
export async function confirmPaidOrder(tx: DbOrTx, paid: OrderRow): Promise<OrderRow> {
  if (paid.deliveryMethod !== 'SELF_PICK_UP') {
    return transition(tx, paid, 'UNDELIVERED', SYSTEM, orderLine('ORDER_CONFIRMED', {}))
  }
  return transition(tx, paid, 'TAKE', SYSTEM, orderLine('ORDER_CONFIRMED_PICKUP', {}), {
    verificationCode: await freeVerificationCode(tx),
  })
}

/**
 * 8 random digits (a CSPRNG, so codes cannot be guessed from one another) that no order waiting in
 * TAKE holds. The partial unique index `orders_take_code_idx` stands behind this check should two
 * payments draw the same code at the same moment.
 */
async function freeVerificationCode(tx: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
    const [taken] = await tx
      .select({ sn: orders.sn })
      .from(orders)
      .where(and(eq(orders.verificationCode, code), eq(orders.orderStatus, 'TAKE')))
      .limit(1)
    if (!taken) return code
  }
  throw new BizError('ORDER_ERROR')
}
